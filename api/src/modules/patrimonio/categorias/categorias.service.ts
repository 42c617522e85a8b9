import type { Categoria, CreateCategoriaBody, StatusBody, UpdateCategoriaBody } from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { uniqueKeyConflict } from '../../../lib/unique-keys.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../../auth/actor.js';
import { clientsForList, oneClient } from '../client-scope.js';
import { saveStatus, statusValues } from '../register-status.js';
import { toCategoria } from './categorias.mapper.js';
import {
  type CategoriaRow,
  categoriaNameTaken,
  clientsWithoutCategorias,
  findCategoria,
  insertCategoria,
  listCategorias,
  updateCategoria,
} from './categorias.repository.js';
import { seedCategorias } from './categorias.seed.js';

const duplicate = (nome: string) => uniqueKeyConflict('categorias_bens_client_nome_uq', nome);

const valuesOf = (body: CreateCategoriaBody | UpdateCategoriaBody) => ({
  nome: body.nome,
  tipoBem: body.tipo_bem,
  contaContabil: body.conta_contabil,
  // Undefined (omitted) is not written: the trigger's default on create, the current account on edit.
  contaDepreciacao: body.conta_depreciacao,
  contaReducao: body.conta_reducao,
  vidaUtilAnos: body.vida_util_anos,
  valorResidualPercentual: body.valor_residual_percentual,
  depreciavel: body.depreciavel,
});

export function createCategoriasService(db: Db) {
  /** Gives the STN categories to clients that have none yet (first use), recorded in the audit log. */
  async function ensureSeeded(actor: Actor, clientIds: string[]) {
    for (const clientId of await clientsWithoutCategorias(db, clientIds)) {
      await db.transaction(async (tx) => {
        const created = await seedCategorias(tx, clientId);
        if (created > 0) {
          await recordAudit(tx, auditActor(actor), {
            action: 'seed',
            entity: 'categoria',
            after: { categorias: created, origem: 'tabela STN' },
            clientId,
          });
        }
      });
    }
  }

  async function inScope(actor: Actor, id: string): Promise<CategoriaRow> {
    const row = await findCategoria(db, requireLocal(actor), id);
    if (!row) throw notFound('Categoria não encontrada.');
    return row;
  }

  return {
    ensureSeeded,

    async list(actor: Actor, clienteId?: string): Promise<Categoria[]> {
      const clientIds = await clientsForList(db, requireLocal(actor), clienteId);
      await ensureSeeded(actor, clientIds);
      return (await listCategorias(db, clientIds)).map(toCategoria);
    },

    get: async (actor: Actor, id: string) => toCategoria(await inScope(actor, id)),

    /** A category of the given client (404 otherwise), for the asset and NCM services. */
    async ofClient(clientId: string, id: string): Promise<CategoriaRow> {
      const row = await findCategoria(db, { clientId }, id);
      if (!row) throw notFound('Categoria não encontrada.');
      return row;
    },

    async create(actor: Actor, body: CreateCategoriaBody): Promise<Categoria> {
      const clientId = await oneClient(db, requireLocal(actor), body.cliente_id);
      return db.transaction(async (tx) => {
        if (await categoriaNameTaken(tx, clientId, body.nome)) throw duplicate(body.nome);
        const row = await insertCategoria(tx, { ...valuesOf(body), clientId, ativo: body.ativo ?? true });
        const after = toCategoria(row);
        await recordAudit(tx, auditActor(actor), {
          action: 'create',
          entity: 'categoria',
          entityId: row.id,
          after,
          clientId,
        });
        return after;
      });
    },

    /** PUT .../id: activates, or deactivates with the reason (the user who does it recorded), audited. */
    async setStatus(actor: Actor, body: StatusBody): Promise<Categoria> {
      const values = statusValues(actor, body);
      const before = await inScope(actor, body.id);
      return db.transaction((tx) =>
        saveStatus(tx, actor, body, {
          entity: 'categoria',
          clientId: before.clientId,
          before,
          save: () => updateCategoria(tx, body.id, values),
          toApi: toCategoria,
          notFound: () => notFound('Categoria não encontrada.'),
        }),
      );
    },

    async update(actor: Actor, id: string, body: UpdateCategoriaBody): Promise<Categoria> {
      if (body.id && body.id !== id) throw badRequest('id', 'O id do corpo difere do id do endereço.');
      const before = await inScope(actor, id);
      return db.transaction(async (tx) => {
        if (await categoriaNameTaken(tx, before.clientId, body.nome, id)) throw duplicate(body.nome);
        // The status changes only by its own call, with the reason (one status rule for every register).
        if (body.ativo !== undefined && body.ativo !== before.ativo) {
          throw badRequest(
            'ativo',
            body.ativo
              ? 'Para ativar a categoria, use Ativar.'
              : 'Para inativar a categoria, use Inativar: o motivo é obrigatório.',
          );
        }
        const row = await updateCategoria(tx, id, valuesOf(body));
        if (!row) throw notFound('Categoria não encontrada.');
        const after = toCategoria(row);
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'categoria',
          entityId: id,
          before: toCategoria(before),
          after,
          clientId: before.clientId,
        });
        return after;
      });
    },
  };
}
export type CategoriasService = ReturnType<typeof createCategoriasService>;
