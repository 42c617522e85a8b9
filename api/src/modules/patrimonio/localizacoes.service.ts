import type { LocalizacaoFields, LocalizacaoListQuery } from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { type Actor, requireLocal } from '../auth/actor.js';
import type { FilesService } from '../files/files.service.js';
import { bemDetailService } from './bem-detail.service.js';
import { bemForDetail } from './bem-for-detail.js';
import type { BemRow } from './bens.repository.js';
import { toLocalizacao } from './localizacoes.mapper.js';
import { localizacoes } from './localizacoes.repository.js';
import { DOCUMENT_KINDS, recordFiles } from './patrimonio-files.js';

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

const service = (db: Db) =>
  bemDetailService(db, {
    repo: localizacoes,
    key: 'localizacao',
    kind: 'imovel',
    valuesOf,
    toApi: toLocalizacao,
    notFound: () => notFound('Localização de imóvel não encontrada.'),
    taken: 'Este imóvel já tem uma localização cadastrada.',
    lost: 'localização salva não encontrada',
  });

/** The location record of a property, created or updated inside the caller's transaction. */
export const saveLocalizacaoOfBem = (db: Db, actor: Actor, bem: BemRow, fields: LocalizacaoFields) =>
  service(db).saveOfBem(db, actor, bem, fields);

export function createLocalizacoesService(db: Db, files: FilesService) {
  const { visible, list, get, create, update, setStatus } = service(db);
  return {
    list: (actor: Actor, q: LocalizacaoListQuery) => list(actor, q, {}),
    get,
    create,
    update,
    setStatus,

    ...recordFiles(files, 'property', DOCUMENT_KINDS, {
      uploadTo: async (actor, id) => {
        const row = await visible(actor, id);
        await db.transaction((tx) => bemForDetail(tx, requireLocal(actor), row.localizacao.bemId, 'imovel'));
        return { applicationId: requireLocal(actor).applicationId, clientId: row.localizacao.clientId };
      },
      visible,
    }),
  };
}
export type LocalizacoesService = ReturnType<typeof createLocalizacoesService>;
