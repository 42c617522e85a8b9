import type { StatusBody } from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { type AppError, badRequest } from '../../../lib/errors.js';
import { pageAnswer, pageWindow } from '../../../lib/pagination.js';
import type { Scope } from '../../../lib/scope.js';
import { type UniqueKeyName, uniqueKeyConflict } from '../../../lib/unique-keys.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../../auth/actor.js';
import { clientsForList } from '../client-scope.js';
import { saveStatus, statusValues } from '../register-status.js';
import type { BemDetailFilter } from './bem-detail.repository.js';
import { bemForDetail } from './bem-for-detail.js';
import type { BemRow } from './bens.repository.js';

/** The columns of a record the shared service reads. */
type DetailRecord = { id: string; bemId: string; clientId: string };

/**
 * The service of a register holding one record per asset (veículos, localizações; see
 * bem-detail.repository.ts): the record is saved with its asset (locked, in scope, of the right
 * kind and not baixado), at most one per asset, and every change is audited.
 */
export function bemDetailService<
  K extends string,
  W extends { [P in K]: DetailRecord },
  Fields,
  V extends { clientId: string; bemId: string },
  Out extends { id: string },
  F extends BemDetailFilter,
  S extends string,
>(
  db: Db,
  c: {
    repo: {
      page(
        db: Db,
        f: F,
        p: { limit: number; offset: number; sort?: S; order?: 'asc' | 'desc' },
      ): Promise<{ rows: W[]; total: number }>;
      find(db: Db, scope: Scope, by: { id: string } | { bemId: string }): Promise<W | null>;
      insert(db: Db, values: V): Promise<unknown>;
      update(db: Db, id: string, values: Partial<V>): Promise<unknown>;
    };
    /** The key of the record in the rows read, and the audited entity. */
    key: K;
    /** The kind of asset the record details. */
    kind: 'movel' | 'imovel';
    valuesOf: (fields: Fields) => Omit<V, 'clientId' | 'bemId'>;
    toApi: (row: W) => Out;
    notFound: () => AppError;
    /** The unique key of the asset's one record (its 409 is the message of a second record). */
    taken: UniqueKeyName;
    /** The message of the (unexpected) record not read back after saving. */
    lost: string;
  },
) {
  const recordOf = (row: W): DetailRecord => row[c.key];

  /** The record of an asset, created or updated inside the caller's transaction. */
  async function saveOfBem(tx: Db, actor: Actor, bem: BemRow, fields: Fields): Promise<Out> {
    const existing = await c.repo.find(tx, bem, { bemId: bem.id });
    if (existing) await c.repo.update(tx, recordOf(existing).id, c.valuesOf(fields) as Partial<V>);
    else await c.repo.insert(tx, { ...c.valuesOf(fields), clientId: bem.clientId, bemId: bem.id } as V);
    const saved = await c.repo.find(tx, bem, { bemId: bem.id });
    if (!saved) throw new Error(c.lost);
    const after = c.toApi(saved);
    await recordAudit(tx, auditActor(actor), {
      action: existing ? 'update' : 'create',
      entity: c.key,
      entityId: after.id,
      before: existing ? c.toApi(existing) : undefined,
      after,
      clientId: bem.clientId,
    });
    return after;
  }

  async function visible(actor: Actor, id: string): Promise<W> {
    const row = await c.repo.find(db, requireLocal(actor), { id });
    if (!row) throw c.notFound();
    return row;
  }

  return {
    saveOfBem,
    visible,

    /** A page of records; `filter` holds the register's own filters besides client, asset, status and search. */
    async list(
      actor: Actor,
      q: {
        cliente_id?: string;
        bempatrimonial_id?: string;
        ativo?: boolean;
        search?: string;
        page: number;
        limit: number;
        sort?: S;
        order?: 'asc' | 'desc';
      },
      filter: Omit<F, keyof BemDetailFilter>,
    ) {
      const clientIds = await clientsForList(db, requireLocal(actor), q.cliente_id);
      const { rows, total } = await c.repo.page(
        db,
        {
          clientIds,
          bemId: q.bempatrimonial_id,
          ...filter,
          ativo: q.ativo,
          search: q.search || undefined,
        } as F,
        { ...pageWindow(q), sort: q.sort, order: q.order },
      );
      return pageAnswer(q, { rows, total }, c.toApi);
    },

    get: async (actor: Actor, id: string) => c.toApi(await visible(actor, id)),

    async create(actor: Actor, body: Fields & { bempatrimonial_id: string }): Promise<Out> {
      const local = requireLocal(actor);
      return db.transaction(async (tx) => {
        const bem = await bemForDetail(tx, local, body.bempatrimonial_id, c.kind);
        if (await c.repo.find(tx, bem, { bemId: bem.id })) throw uniqueKeyConflict(c.taken);
        const { bempatrimonial_id: _b, ...fields } = body;
        return saveOfBem(tx, actor, bem, fields as Fields);
      });
    },

    async update(actor: Actor, id: string, body: Fields & { id?: string }): Promise<Out> {
      if (body.id && body.id !== id) throw badRequest('id', 'O id do corpo difere do id do endereço.');
      const before = await visible(actor, id);
      return db.transaction(async (tx) => {
        const bem = await bemForDetail(tx, requireLocal(actor), recordOf(before).bemId, c.kind);
        const { id: _id, ...fields } = body;
        return saveOfBem(tx, actor, bem, fields as Fields);
      });
    },

    async setStatus(actor: Actor, body: StatusBody): Promise<Out> {
      const values = statusValues(actor, body);
      const before = await visible(actor, body.id);
      return db.transaction(async (tx) => {
        const bem = await bemForDetail(tx, requireLocal(actor), recordOf(before).bemId, c.kind);
        return saveStatus(tx, actor, body, {
          entity: c.key,
          clientId: recordOf(before).clientId,
          before,
          save: async () => {
            await c.repo.update(tx, body.id, values as unknown as Partial<V>);
            return c.repo.find(tx, bem, { id: body.id });
          },
          toApi: c.toApi,
          notFound: c.notFound,
        });
      });
    },
  };
}
