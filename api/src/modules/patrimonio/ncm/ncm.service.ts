import type { CreateNcmBody, Ncm, NcmListQuery, StatusBody, UpdateNcmBody } from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { optionalColumns } from '../../../lib/mapping.js';
import { pageAnswer, pageWindow } from '../../../lib/pagination.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../../auth/actor.js';
import type { FilesService } from '../../files/files.service.js';
import type { CategoriasService } from '../categorias/categorias.service.js';
import { clientsForList, oneClient } from '../client-scope.js';
import { DOCUMENT_KINDS, recordFiles } from '../patrimonio-files.js';
import { saveStatus, statusValues } from '../register-status.js';
import { toNcm } from './ncm.mapper.js';
import { findNcm, insertNcm, type NcmWithCategoria, pageNcm, updateNcm } from './ncm.repository.js';

const notFoundNcm = () => notFound('Referência NCM não encontrada.');

/** NCM references of a client (8-digit code unique per client), with a suggested category and rate. */
export function createNcmService(db: Db, categorias: CategoriasService, files: FilesService) {
  async function visible(actor: Actor, id: string): Promise<NcmWithCategoria> {
    const row = await findNcm(db, requireLocal(actor), id);
    if (!row) throw notFoundNcm();
    return row;
  }

  const valuesOf = (b: CreateNcmBody | UpdateNcmBody) => ({
    codigo: b.codigo,
    descricao: b.descricao,
    ...optionalColumns(b, ['categoria_id', 'taxa_depreciacao']),
  });

  async function save(
    actor: Actor,
    clientId: string,
    body: CreateNcmBody | UpdateNcmBody,
    before: NcmWithCategoria | null,
  ) {
    if (body.categoria_id) await categorias.ofClient(clientId, body.categoria_id);
    return db.transaction(async (tx) => {
      // A code already taken is answered by the unique key's 409 (lib/unique-keys.ts).
      const id = before
        ? ((await updateNcm(tx, before.ncm.id, valuesOf(body)))?.id ?? before.ncm.id)
        : (await insertNcm(tx, { ...valuesOf(body), clientId })).id;
      const saved = await findNcm(tx, { clientId }, id);
      if (!saved) throw notFoundNcm();
      const after = toNcm(saved);
      await recordAudit(tx, auditActor(actor), {
        action: before ? 'update' : 'create',
        entity: 'ncm',
        entityId: id,
        before: before ? toNcm(before) : undefined,
        after,
        clientId,
      });
      return after;
    });
  }

  return {
    async list(actor: Actor, q: NcmListQuery) {
      const clientIds = await clientsForList(db, requireLocal(actor), q.cliente_id);
      const { rows, total } = await pageNcm(
        db,
        { clientIds, categoriaId: q.categoria_id, ativo: q.ativo, search: q.search || undefined },
        { ...pageWindow(q), sort: q.sort, order: q.order },
      );
      return pageAnswer(q, { rows, total }, toNcm);
    },

    get: async (actor: Actor, id: string) => toNcm(await visible(actor, id)),

    /** An NCM reference of the client (404 otherwise), for the asset service. */
    async ofClient(clientId: string, id: string) {
      const row = await findNcm(db, { clientId }, id);
      if (!row) throw notFoundNcm();
      return row;
    },

    async create(actor: Actor, body: CreateNcmBody): Promise<Ncm> {
      const clientId = await oneClient(db, requireLocal(actor), body.cliente_id);
      return save(actor, clientId, body, null);
    },

    async update(actor: Actor, id: string, body: UpdateNcmBody): Promise<Ncm> {
      if (body.id && body.id !== id) throw badRequest('id', 'O id do corpo difere do id do endereço.');
      const before = await visible(actor, id);
      return save(actor, before.ncm.clientId, body, before);
    },

    async setStatus(actor: Actor, body: StatusBody): Promise<Ncm> {
      const values = statusValues(actor, body);
      const before = await visible(actor, body.id);
      return db.transaction((tx) =>
        saveStatus(tx, actor, body, {
          entity: 'ncm',
          clientId: before.ncm.clientId,
          before,
          save: async () => {
            await updateNcm(tx, body.id, values);
            return findNcm(tx, { clientId: before.ncm.clientId }, body.id);
          },
          toApi: toNcm,
          notFound: notFoundNcm,
        }),
      );
    },

    ...recordFiles(files, 'ncm', DOCUMENT_KINDS, {
      uploadTo: async (actor, id) => {
        const row = await visible(actor, id);
        return { applicationId: requireLocal(actor).applicationId, clientId: row.ncm.clientId };
      },
      visible,
    }),
  };
}
export type NcmService = ReturnType<typeof createNcmService>;
