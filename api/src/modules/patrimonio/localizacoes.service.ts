import type {
  CreateLocalizacaoBody,
  Localizacao,
  LocalizacaoFields,
  LocalizacaoListQuery,
  StatusBody,
  StoredFile,
  UpdateLocalizacaoBody,
} from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { offsetOf } from '../../lib/sql.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../auth/actor.js';
import type { FilesService, IncomingFile } from '../files/files.service.js';
import { bemForDetail } from './bem-for-detail.js';
import type { BemRow } from './bens.repository.js';
import { clientsForList } from './client-scope.js';
import { toLocalizacao } from './localizacoes.mapper.js';
import {
  findLocalizacao,
  insertLocalizacao,
  type LocalizacaoWithBem,
  pageLocalizacoes,
  updateLocalizacao,
} from './localizacoes.repository.js';
import { DOCUMENT_KINDS } from './patrimonio-files.js';
import { saveStatus, statusValues } from './register-status.js';

const valuesOf = (f: LocalizacaoFields) => ({
  descricao: f.descricao,
  endereco: f.endereco ?? null,
  numero: f.numero ?? null,
  complemento: f.complemento ?? null,
  bairro: f.bairro ?? null,
  cep: f.cep ?? null,
  municipio: f.municipio ?? null,
  uf: f.uf ?? null,
  matricula: f.matricula ?? null,
  cartorio: f.cartorio ?? null,
  inscricaoImobiliaria: f.inscricao_imobiliaria ?? null,
  areaTerreno: f.area_terreno ?? null,
  areaConstruida: f.area_construida ?? null,
  latitude: f.latitude ?? null,
  longitude: f.longitude ?? null,
});

const notFoundLocalizacao = () => notFound('Localização de imóvel não encontrada.');

/** The location record of a property, created or updated inside the caller's transaction. */
export async function saveLocalizacaoOfBem(db: Db, actor: Actor, bem: BemRow, fields: LocalizacaoFields) {
  const existing = await findLocalizacao(db, bem, { bemId: bem.id });
  if (existing) await updateLocalizacao(db, existing.localizacao.id, valuesOf(fields));
  else await insertLocalizacao(db, { ...valuesOf(fields), clientId: bem.clientId, bemId: bem.id });
  const saved = await findLocalizacao(db, bem, { bemId: bem.id });
  if (!saved) throw new Error('localização salva não encontrada');
  const after = toLocalizacao(saved);
  await recordAudit(db, auditActor(actor), {
    action: existing ? 'update' : 'create',
    entity: 'localizacao',
    entityId: after.id,
    before: existing ? toLocalizacao(existing) : undefined,
    after,
    clientId: bem.clientId,
  });
  return after;
}

export function createLocalizacoesService(db: Db, files: FilesService) {
  async function visible(actor: Actor, id: string): Promise<LocalizacaoWithBem> {
    const row = await findLocalizacao(db, requireLocal(actor), { id });
    if (!row) throw notFoundLocalizacao();
    return row;
  }

  return {
    async list(actor: Actor, q: LocalizacaoListQuery) {
      const clientIds = await clientsForList(db, requireLocal(actor), q.cliente_id);
      const { rows, total } = await pageLocalizacoes(
        db,
        { clientIds, bemId: q.bempatrimonial_id, ativo: q.ativo, search: q.search || undefined },
        { limit: q.limit, offset: offsetOf(q), sort: q.sort, order: q.order },
      );
      return { data: rows.map(toLocalizacao), total, page: q.page, limit: q.limit };
    },

    get: async (actor: Actor, id: string) => toLocalizacao(await visible(actor, id)),

    async create(actor: Actor, body: CreateLocalizacaoBody): Promise<Localizacao> {
      const local = requireLocal(actor);
      return db.transaction(async (tx) => {
        const bem = await bemForDetail(tx, local, body.bempatrimonial_id, 'imovel');
        if (await findLocalizacao(tx, bem, { bemId: bem.id }))
          throw new AppError('CONFLICT', 'Este imóvel já tem uma localização cadastrada.');
        const { bempatrimonial_id: _b, ...fields } = body;
        return saveLocalizacaoOfBem(tx, actor, bem, fields);
      });
    },

    async update(actor: Actor, id: string, body: UpdateLocalizacaoBody): Promise<Localizacao> {
      if (body.id && body.id !== id) throw badRequest('id', 'O id do corpo difere do id do endereço.');
      const before = await visible(actor, id);
      return db.transaction(async (tx) => {
        const bem = await bemForDetail(tx, requireLocal(actor), before.localizacao.bemId, 'imovel');
        const { id: _id, ...fields } = body;
        return saveLocalizacaoOfBem(tx, actor, bem, fields);
      });
    },

    async setStatus(actor: Actor, body: StatusBody): Promise<Localizacao> {
      const values = statusValues(actor, body);
      const before = await visible(actor, body.id);
      return db.transaction(async (tx) => {
        const bem = await bemForDetail(tx, requireLocal(actor), before.localizacao.bemId, 'imovel');
        return saveStatus(tx, actor, body, {
          entity: 'localizacao',
          clientId: before.localizacao.clientId,
          before,
          save: async () => {
            await updateLocalizacao(tx, body.id, values);
            return findLocalizacao(tx, bem, { id: body.id });
          },
          toApi: toLocalizacao,
          notFound: notFoundLocalizacao,
        });
      });
    },

    async upload(actor: Actor, id: string, file: IncomingFile): Promise<StoredFile> {
      const row = await visible(actor, id);
      await db.transaction((tx) => bemForDetail(tx, requireLocal(actor), row.localizacao.bemId, 'imovel'));
      const local = requireLocal(actor);
      return files.upload(
        actor,
        { type: 'property', id, applicationId: local.applicationId, clientId: row.localizacao.clientId },
        file,
        DOCUMENT_KINDS,
      );
    },

    async files(actor: Actor, id: string): Promise<StoredFile[]> {
      await visible(actor, id);
      return files.list({ type: 'property', id });
    },
  };
}
export type LocalizacoesService = ReturnType<typeof createLocalizacoesService>;
