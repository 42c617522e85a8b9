import {
  type Aceite,
  type AceiteListQuery,
  type CreateCautelaBody,
  type CreateTransferenciaBody,
  hasRule,
  type RecusaBody,
} from '@gp/shared-contracts';
import type { Db, ReadDb } from '../../../db/client.js';
import { brazilDate } from '../../../lib/brazil-time.js';
import { AppError, badRequest, forbidden, notFound } from '../../../lib/errors.js';
import { iso } from '../../../lib/mapping.js';
import { pageAnswer, pageWindow } from '../../../lib/pagination.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor, requireLocal } from '../../auth/actor.js';
import type { FilesService, IncomingFile } from '../../files/files.service.js';
import { closedAsset } from '../bens/bem-for-detail.js';
import { findBem, lockBem } from '../bens/bens.repository.js';
import { clientsForList } from '../client-scope.js';
import { lockClientShared } from '../depreciacao/depreciacao.repository.js';
import { findTipo } from '../movimentacoes/movimentacoes.repository.js';
import { bookMovement } from '../movimentacoes/movimentacoes.service.js';
import {
  type AceiteFilter,
  type AceiteWithRefs,
  countAceites,
  findAceite,
  insertAceite,
  listAceites,
  lockAceite,
  openOfBem,
  pageAceites,
  updateAceite,
} from './aceites.repository.js';
import type { CargaEmails } from './carga.emails.js';
import { toServidorRef } from './servidores.mapper.js';
import { findServidor, servidoresOfUser, servidorIdsOfUser } from './servidores.repository.js';

/** The movement types a cautela books (migration carga_patrimonial). */
export const TIPO_SAIDA_CAUTELA = 12;
export const TIPO_RETORNO_CAUTELA = 13;
const TIPO_TRANSFERENCIA_RESPONSABILIDADE = 3;

const notFoundAceite = () => notFound('Cautela ou transferência não encontrada.');
const today = () => brazilDate(new Date());

type Caller = { userId: string; local: ActorLocation | null };

/**
 * What a caller may do with an aceite: the one function the answers' flags and the checks both use
 * (docs/domain.md, "Carga patrimonial"; decision 037). Only the receiver, with a login, accepts or refuses
 * in the app; a clerk (custody:update) records the signed paper termo and registers a cautela's return.
 */
export function aceiteActions(caller: Caller, row: AceiteWithRefs) {
  const clerk =
    caller.local !== null &&
    hasRule({ flags: caller.local.flags, rules: caller.local.rules }, 'custody:update');
  const pendente = row.aceite.estado === 'pendente';
  return {
    aceitar: pendente && row.recebedor.userId !== null && row.recebedor.userId === caller.userId,
    registrarTermo: pendente && clerk,
    devolver: row.aceite.tipo === 'cautela' && row.aceite.estado === 'aceito' && clerk,
  };
}

export function toAceite(row: AceiteWithRefs, caller: Caller | null, on = today()): Aceite {
  const a = row.aceite;
  const can = caller
    ? aceiteActions(caller, row)
    : { aceitar: false, registrarTermo: false, devolver: false };
  return {
    id: a.id,
    cliente_id: a.clientId,
    tipo: a.tipo as Aceite['tipo'],
    estado: a.estado as Aceite['estado'],
    bem: { id: row.bem.id, CodigoBEM: row.bem.codigoBem, descricao: row.bem.descricao },
    responsavel: row.responsavel?.id
      ? toServidorRef(row.responsavel as Parameters<typeof toServidorRef>[0])
      : null,
    recebedor: toServidorRef(row.recebedor),
    motivo: a.motivo,
    destino: a.destino,
    data_prevista_retorno: a.dataPrevistaRetorno,
    forma: a.forma,
    arquivo_id: a.arquivoId,
    motivo_recusa: a.motivoRecusa,
    decidido_em: a.decididoEm ? iso(a.decididoEm) : null,
    devolvido_em: a.devolvidoEm ? iso(a.devolvidoEm) : null,
    movimentacao_id: a.movimentacaoId,
    atrasada:
      a.tipo === 'cautela' &&
      a.estado === 'aceito' &&
      a.dataPrevistaRetorno !== null &&
      a.dataPrevistaRetorno < on,
    pode_aceitar: can.aceitar,
    pode_registrar_termo: can.registrarTermo,
    pode_devolver: can.devolver,
    created_at: iso(a.createdAt),
  };
}

/** The context of the plain functions other areas call (notifications, dashboard). */
export type CargaContext = { db: ReadDb };

/**
 * Pending aceites: those waiting for a receiver with a login (`receiverUserId`: the bell of that user), or
 * every pending one of a client (`clientId`: the clerk's list). Newest first, at most 1,000.
 */
export async function listPendingAceites(
  ctx: CargaContext,
  who: { receiverUserId: string; clientId?: string } | { clientId: string },
): Promise<Aceite[]> {
  const filter: AceiteFilter = { clientIds: [], estado: 'pendente' };
  if ('receiverUserId' in who) {
    const rows = await servidoresOfUser(ctx.db, who.receiverUserId, who.clientId);
    if (rows.length === 0) return [];
    filter.clientIds = [...new Set(rows.map((r) => r.clientId))];
    filter.recebedorIds = rows.map((r) => r.id);
  } else filter.clientIds = [who.clientId];
  return (await listAceites(ctx.db, filter)).map((r) => toAceite(r, null));
}

/** Accepted cautelas past their expected return, of a client (optionally of one responsável). */
export async function listOverdueCautelas(
  ctx: CargaContext,
  who: { clientId: string; responsavelId?: string },
): Promise<Aceite[]> {
  const rows = await listAceites(ctx.db, {
    clientIds: [who.clientId],
    responsavelId: who.responsavelId,
    atrasadasEm: today(),
  });
  return rows.map((r) => toAceite(r, null));
}

/**
 * What the aceites list reads for a caller (GET /patrimonio/carga/aceites): the clients in scope, and,
 * without custody:read (or with `minhas`), only what went to the caller as receiver. An empty
 * `recebedorIds` means nothing.
 */
async function listFilter(
  ctx: CargaContext,
  actor: Actor,
  q: Omit<AceiteListQuery, 'page' | 'limit'>,
): Promise<AceiteFilter> {
  const local = requireLocal(actor);
  const clientIds = await clientsForList(ctx.db, local, q.cliente_id ?? undefined);
  const clerk = hasRule({ flags: local.flags, rules: local.rules }, 'custody:read');
  const filter: AceiteFilter = {
    clientIds,
    tipo: q.tipo,
    estado: q.estado,
    recebedorIds: q.recebedor_id ? [q.recebedor_id] : undefined,
    responsavelId: q.responsavel_id ?? undefined,
    bemId: q.bempatrimonial_id ?? undefined,
    atrasadasEm: q.atrasadas ? today() : undefined,
  };
  // Without the rule a caller sees only what waits for (or went to) the caller as receiver.
  if (q.minhas || !clerk) {
    const mine = await servidorIdsOfUser(ctx.db, clientIds, actor.userId);
    filter.recebedorIds = q.recebedor_id ? mine.filter((x) => x === q.recebedor_id) : mine;
  }
  return filter;
}

/**
 * How many overdue cautelas the caller's aceites list shows with `atrasadas=true` (the dashboard's
 * "Cautelas vencidas"): the same filter, so the card's figure is the list it opens.
 */
export async function countOverdueCautelas(ctx: CargaContext, actor: Actor): Promise<number> {
  const filter = await listFilter(ctx, actor, { atrasadas: true });
  if (filter.recebedorIds?.length === 0) return 0;
  return countAceites(ctx.db, filter);
}

/**
 * Cautelas and transferências de responsabilidade and their aceite (docs/domain.md, "Carga patrimonial"):
 * asked by a clerk, completed only by the receiver's aceite (in the app, or the signed paper termo a clerk
 * uploads), refused with a reason; an accepted cautela is out until its return.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createAceitesService(deps: { db: Db; files: FilesService; emails?: CargaEmails }) {
  const { db, files } = deps;

  async function visible(actor: Actor, id: string) {
    const row = await findAceite(db, requireLocal(actor), id);
    if (!row) throw notFoundAceite();
    return row;
  }

  /** The asset of a request: in scope, not baixado, with nothing open (pending, or out in a cautela). */
  async function usableBem(actor: Actor, bemId: string) {
    const bem = await findBem(db, requireLocal(actor), bemId);
    if (!bem) throw notFound('Bem patrimonial não encontrado.');
    if (bem.situacao === 'baixado') throw closedAsset();
    const open = await openOfBem(db, bem.id);
    if (open) throw openConflict(open.tipo, open.estado);
    return bem;
  }

  async function receiver(clientId: string, id: string, field: string) {
    const servidor = await findServidor(db, { clientId }, id);
    if (!servidor) throw badRequest(field, 'O recebedor não é um servidor deste cliente.');
    if (!servidor.ativo) throw new AppError('CONFLICT', `O servidor "${servidor.nome}" está inativo.`);
    return servidor;
  }

  async function created(actor: Actor, values: Parameters<typeof insertAceite>[1]) {
    const id = await db.transaction(async (tx) => {
      const row = await insertAceite(tx, values);
      await recordAudit(tx, auditActor(actor), {
        action: 'create',
        entity: 'aceite',
        entityId: row.id,
        after: { tipo: row.tipo, bem_id: row.bemId, recebedor_id: row.recebedorId },
        clientId: row.clientId,
      });
      return row.id;
    });
    const aceite = toAceite(await visible(actor, id), actor);
    // The request is recorded; its e-mail is a nicety the bell repeats, so a queue that refuses it
    // (a database hiccup) does not turn a recorded request into an error.
    await deps.emails?.aceitePendente(aceite, values.recebedorId).catch(() => undefined);
    return aceite;
  }

  /**
   * The decision on a pending aceite, in one transaction with the aceite's row locked: accepted, the
   * movement is booked (the cautela's exit, the transfer); refused, nothing moves.
   */
  async function decide(
    actor: Actor,
    id: string,
    check: (row: AceiteWithRefs) => void,
    decision:
      | { estado: 'aceito'; forma: 'app' | 'termo'; arquivoId?: string }
      | { estado: 'recusado'; motivo: string },
  ) {
    const local = requireLocal(actor);
    await db.transaction(async (tx) => {
      await lockAceite(tx, id);
      const row = await findAceite(tx, local, id);
      if (!row) throw notFoundAceite();
      if (row.aceite.estado !== 'pendente') {
        throw new AppError(
          'CONFLICT',
          `Esta ${kindWord(row.aceite.tipo)} não aguarda aceite (${row.aceite.estado}).`,
        );
      }
      check(row);
      const base = { decididoEm: new Date(), decididoPor: actor.userId };
      if (decision.estado === 'recusado') {
        await updateAceite(tx, id, { ...base, estado: 'recusado', motivoRecusa: decision.motivo });
      } else {
        const movimentacaoId = await book(
          tx,
          actor,
          row,
          row.aceite.tipo === 'cautela' ? TIPO_SAIDA_CAUTELA : TIPO_TRANSFERENCIA_RESPONSABILIDADE,
        );
        await updateAceite(tx, id, {
          ...base,
          estado: 'aceito',
          forma: decision.forma,
          arquivoId: decision.arquivoId ?? null,
          movimentacaoId,
        });
      }
      await recordAudit(tx, auditActor(actor), {
        action: 'update',
        entity: 'aceite',
        entityId: id,
        before: { estado: 'pendente' },
        after:
          decision.estado === 'recusado'
            ? { estado: 'recusado', motivo_recusa: decision.motivo }
            : { estado: 'aceito', forma: decision.forma },
        clientId: row.aceite.clientId,
      });
    });
    return toAceite(await visible(actor, id), actor);
  }

  /** Books the movement of an aceite on the locked asset (the rules of every movement apply). */
  async function book(tx: Db, actor: Actor, row: AceiteWithRefs, tipoId: number) {
    await lockClientShared(tx, row.aceite.clientId);
    const bem = await lockBem(tx, { clientId: row.aceite.clientId }, row.aceite.bemId);
    if (!bem) throw notFound('Bem patrimonial não encontrado.');
    const tipo = await findTipo(tx, tipoId);
    if (!tipo) throw new AppError('CONFLICT', 'Tipo de movimentação da carga não cadastrado.');
    const cautela = row.aceite.tipo === 'cautela';
    const observacao = cautela
      ? `Cautela para ${row.recebedor.nome}: ${row.aceite.destino ?? ''} (${row.aceite.motivo ?? ''})`.slice(
          0,
          2000,
        )
      : row.aceite.motivo;
    const { movementId } = await bookMovement(tx, actor, bem, tipo, {
      TipoMovimentacao: tipo.id,
      responsavel_id: cautela ? undefined : row.aceite.recebedorId,
      Observacao: observacao,
      data: new Date(),
    });
    return movementId;
  }

  const onlyReceiver = (actor: Actor, verb: string) => (row: AceiteWithRefs) => {
    if (!aceiteActions(actor, row).aceitar) {
      throw forbidden(
        row.recebedor.userId
          ? `Só o recebedor (${row.recebedor.nome}) pode ${verb}.`
          : `${row.recebedor.nome} não tem login: o aceite é registrado pelo termo assinado em papel.`,
      );
    }
  };

  return {
    async list(actor: Actor, q: AceiteListQuery) {
      const filter = await listFilter({ db }, actor, q);
      if (filter.recebedorIds?.length === 0)
        return pageAnswer(q, { rows: [], total: 0 }, (r: AceiteWithRefs) => toAceite(r, actor));
      const { rows, total } = await pageAceites(db, filter, pageWindow(q));
      const on = today();
      return pageAnswer(q, { rows, total }, (r) => toAceite(r, actor, on));
    },

    async get(actor: Actor, id: string) {
      const local = requireLocal(actor);
      const row = await visible(actor, id);
      const clerk = hasRule({ flags: local.flags, rules: local.rules }, 'custody:read');
      if (!clerk && row.recebedor.userId !== actor.userId) throw notFoundAceite();
      return toAceite(row, actor);
    },

    async cautela(actor: Actor, body: CreateCautelaBody) {
      const bem = await usableBem(actor, body.bempatrimonial_id);
      const recebedor = await receiver(bem.clientId, body.recebedor_id, 'recebedor_id');
      if (body.data_prevista_retorno < today()) {
        throw badRequest('data_prevista_retorno', 'A data prevista de retorno não pode ser passada.');
      }
      return created(actor, {
        clientId: bem.clientId,
        tipo: 'cautela',
        bemId: bem.id,
        responsavelId: bem.responsavelId,
        recebedorId: recebedor.id,
        motivo: body.motivo,
        destino: body.destino,
        dataPrevistaRetorno: body.data_prevista_retorno,
        solicitadoPor: actor.userId,
      });
    },

    async transferencia(actor: Actor, body: CreateTransferenciaBody) {
      const bem = await usableBem(actor, body.bempatrimonial_id);
      const recebedor = await receiver(bem.clientId, body.responsavel_id, 'responsavel_id');
      if (recebedor.id === bem.responsavelId)
        throw new AppError('CONFLICT', 'Este já é o responsável pelo bem.');
      return created(actor, {
        clientId: bem.clientId,
        tipo: 'transferencia',
        bemId: bem.id,
        responsavelId: bem.responsavelId,
        recebedorId: recebedor.id,
        motivo: body.motivo ?? null,
        solicitadoPor: actor.userId,
      });
    },

    aceitar: (actor: Actor, id: string) =>
      decide(actor, id, onlyReceiver(actor, 'aceitar'), { estado: 'aceito', forma: 'app' }),

    recusar: (actor: Actor, id: string, body: RecusaBody) =>
      decide(actor, id, onlyReceiver(actor, 'recusar'), { estado: 'recusado', motivo: body.motivo }),

    /** The signed paper termo, uploaded by a clerk (custody:update): the aceite recorded as such. */
    async termo(actor: Actor, id: string, file: IncomingFile) {
      const local = requireLocal(actor);
      const row = await visible(actor, id);
      if (!aceiteActions(actor, row).registrarTermo) {
        if (row.aceite.estado !== 'pendente') {
          throw new AppError(
            'CONFLICT',
            `Esta ${kindWord(row.aceite.tipo)} não aguarda aceite (${row.aceite.estado}).`,
          );
        }
        throw forbidden();
      }
      const stored = await files.upload(
        actor,
        { type: 'aceite', id, applicationId: local.applicationId, clientId: row.aceite.clientId },
        file,
        ['pdf', 'image'],
      );
      return decide(actor, id, () => {}, { estado: 'aceito', forma: 'termo', arquivoId: stored.id });
    },

    /** The return of an accepted cautela (custody:update): it closes, and the return enters the history. */
    async devolver(actor: Actor, id: string) {
      const local = requireLocal(actor);
      await db.transaction(async (tx) => {
        await lockAceite(tx, id);
        const row = await findAceite(tx, local, id);
        if (!row) throw notFoundAceite();
        if (row.aceite.tipo !== 'cautela' || row.aceite.estado !== 'aceito') {
          throw new AppError('CONFLICT', 'Só uma cautela aceita e ainda fora pode ser devolvida.');
        }
        if (!aceiteActions(actor, row).devolver) throw forbidden();
        await book(tx, actor, row, TIPO_RETORNO_CAUTELA);
        await updateAceite(tx, id, { estado: 'devolvido', devolvidoEm: new Date() });
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'aceite',
          entityId: id,
          before: { estado: 'aceito' },
          after: { estado: 'devolvido' },
          clientId: row.aceite.clientId,
        });
      });
      return toAceite(await visible(actor, id), actor);
    },
  };
}
export type AceitesService = ReturnType<typeof createAceitesService>;

const kindWord = (tipo: string) => (tipo === 'cautela' ? 'cautela' : 'transferência');

function openConflict(tipo: string, estado: string) {
  if (tipo === 'cautela' && estado === 'aceito')
    return new AppError('CONFLICT', 'O bem já está fora, em cautela: registre a devolução antes.');
  return new AppError(
    'CONFLICT',
    `O bem já tem uma ${kindWord(tipo)} aguardando aceite: aguarde a decisão do recebedor.`,
  );
}
