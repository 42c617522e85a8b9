import type {
  CreateServidorBody,
  Servidor,
  ServidorListQuery,
  StatusBody,
  UpdateServidorBody,
  UsuarioServidorList,
  UsuarioServidorQuery,
} from '@gp/shared-contracts';
import { hasRule } from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { badRequest, forbidden, notFound } from '../../../lib/errors.js';
import { optionalColumns } from '../../../lib/mapping.js';
import { pageAnswer, pageWindow } from '../../../lib/pagination.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../../auth/actor.js';
import { clientsForList, oneClient } from '../client-scope.js';
import { saveStatus, statusValues } from '../register-status.js';
import { toServidor } from './servidores.mapper.js';
import {
  findServidor,
  insertServidor,
  pageServidores,
  type ServidorRow,
  updateServidor,
  userOfClient,
  usuarioOfClient,
  usuariosByIds,
  usuariosLivres,
} from './servidores.repository.js';

const notFoundServidor = () => notFound('Servidor não encontrado.');

/**
 * Who may list the client's logins to link one to a servidor: whoever fills the servidor form, to add
 * (custody:create) or to edit (custody:update) one.
 */
export const LINKS_LOGINS =
  'Seu perfil não pode cadastrar nem alterar servidores (custody:create ou custody:update).';
const linksLogins = (actor: Actor) => {
  const local = requireLocal(actor);
  const grant = { flags: local.flags, rules: local.rules };
  return hasRule(grant, 'custody:create') || hasRule(grant, 'custody:update');
};

/** Whether the caller sees a servidor's CPF: the rule custody:update (docs/domain.md, "Carga patrimonial"). */
export const seesCpf = (actor: Actor) => {
  const local = requireLocal(actor);
  return hasRule({ flags: local.flags, rules: local.rules }, 'custody:update');
};

/**
 * The client's logins the servidor form may link (GET /patrimonio/carga/servidores/usuarios): the client
 * is the edited servidor's, else the caller's own (support names it).
 */
async function usuariosParaServidor(
  db: Db,
  actor: Actor,
  q: UsuarioServidorQuery,
): Promise<UsuarioServidorList> {
  if (!linksLogins(actor)) throw forbidden(LINKS_LOGINS);
  const local = requireLocal(actor);
  const servidor = q.servidor_id ? await findServidor(db, local, q.servidor_id) : null;
  if (q.servidor_id && !servidor) throw notFoundServidor();
  if (servidor && q.cliente_id && q.cliente_id !== servidor.clientId) throw notFoundServidor();
  const clientId = servidor?.clientId ?? (await oneClient(db, local, q.cliente_id));
  if (q.id) {
    const one = await usuarioOfClient(db, clientId, q.id);
    return { data: one ? [one] : [] };
  }
  const data = await usuariosLivres(db, {
    clientId,
    search: q.search || undefined,
    exceptServidorId: servidor?.id,
    limit: q.limit,
  });
  return { data };
}

/**
 * The servidores of a client (docs/domain.md, "Carga patrimonial"): who answers for assets, a user of the
 * client or a servant without a login. CPF, matrícula and user are unique per client (the unique keys'
 * 409, lib/unique-keys.ts).
 */
export function createServidoresService(db: Db) {
  async function visible(actor: Actor, id: string): Promise<ServidorRow> {
    const row = await findServidor(db, requireLocal(actor), id);
    if (!row) throw notFoundServidor();
    return row;
  }

  const valuesOf = (b: CreateServidorBody | UpdateServidorBody) => ({
    nome: b.nome,
    ...optionalColumns(b, ['cpf', 'matricula', 'cargo']),
    ...(b.user_id === undefined ? {} : { userId: b.user_id }),
  });

  async function save(
    actor: Actor,
    clientId: string,
    body: CreateServidorBody | UpdateServidorBody,
    before: ServidorRow | null,
  ): Promise<Servidor> {
    if (body.user_id && !(await userOfClient(db, clientId, body.user_id))) {
      throw badRequest('user_id', 'O usuário informado não trabalha neste cliente.');
    }
    return db
      .transaction(async (tx) => {
        const row = before
          ? await updateServidor(tx, before.id, valuesOf(body))
          : await insertServidor(tx, { ...valuesOf(body), clientId });
        if (!row) throw notFoundServidor();
        await recordAudit(tx, auditActor(actor), {
          action: before ? 'update' : 'create',
          entity: 'servidor',
          entityId: row.id,
          // The audit never keeps the CPF itself (it is shown to fewer people than the log).
          before: before ? toServidor(before, false) : undefined,
          after: toServidor(row, false),
          clientId,
        });
        return row;
      })
      .then((row) => named(row, seesCpf(actor)));
  }

  /** A servidor as answered, its login named. */
  async function named(row: ServidorRow, showCpf: boolean): Promise<Servidor> {
    const logins = await usuariosByIds(db, [row.userId]);
    return toServidor(row, showCpf, logins.get(row.userId ?? ''));
  }

  return {
    async list(actor: Actor, q: ServidorListQuery) {
      const clientIds = await clientsForList(db, requireLocal(actor), q.cliente_id);
      const { rows, total } = await pageServidores(
        db,
        { clientIds, ativo: q.ativo, search: q.search || undefined },
        { ...pageWindow(q), sort: q.sort, order: q.order },
      );
      const showCpf = seesCpf(actor);
      const logins = await usuariosByIds(
        db,
        rows.map((r) => r.userId),
      );
      return pageAnswer(q, { rows, total }, (r) => toServidor(r, showCpf, logins.get(r.userId ?? '')));
    },

    get: async (actor: Actor, id: string) => named(await visible(actor, id), seesCpf(actor)),

    usuarios: (actor: Actor, q: UsuarioServidorQuery) => usuariosParaServidor(db, actor, q),

    async create(actor: Actor, body: CreateServidorBody): Promise<Servidor> {
      const clientId = await oneClient(db, requireLocal(actor), body.cliente_id);
      return save(actor, clientId, body, null);
    },

    async update(actor: Actor, id: string, body: UpdateServidorBody): Promise<Servidor> {
      if (body.id && body.id !== id) throw badRequest('id', 'O id do corpo difere do id do endereço.');
      const before = await visible(actor, id);
      return save(actor, before.clientId, body, before);
    },

    async setStatus(actor: Actor, body: StatusBody): Promise<Servidor> {
      const values = statusValues(actor, body);
      const before = await visible(actor, body.id);
      const showCpf = seesCpf(actor);
      const saved = await db.transaction((tx) =>
        saveStatus(tx, actor, body, {
          entity: 'servidor',
          clientId: before.clientId,
          before,
          save: () => updateServidor(tx, body.id, values),
          toApi: (r) => toServidor(r, showCpf),
          notFound: notFoundServidor,
        }),
      );
      if (!saved.user_id) return saved;
      return { ...saved, usuario: (await usuariosByIds(db, [saved.user_id])).get(saved.user_id) ?? null };
    },
  };
}
export type ServidoresService = ReturnType<typeof createServidoresService>;
