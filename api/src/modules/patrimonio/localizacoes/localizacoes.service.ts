import {
  LOCALIZACAO_OPTIONAL_FIELDS,
  type LocalizacaoFields,
  type LocalizacaoListQuery,
} from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import { optionalColumns } from '../../../lib/mapping.js';
import { type Actor, requireLocal } from '../../auth/actor.js';
import type { FilesService } from '../../files/files.service.js';
import { bemDetailService } from '../bens/bem-detail.service.js';
import { bemForDetail } from '../bens/bem-for-detail.js';
import type { BemRow } from '../bens/bens.repository.js';
import { DOCUMENT_KINDS, recordFiles } from '../patrimonio-files.js';
import { toLocalizacao } from './localizacoes.mapper.js';
import { localizacoes } from './localizacoes.repository.js';

const valuesOf = (f: LocalizacaoFields) => ({
  descricao: f.descricao,
  ...optionalColumns(f, LOCALIZACAO_OPTIONAL_FIELDS),
});

const service = (db: Db) =>
  bemDetailService(db, {
    repo: localizacoes,
    key: 'localizacao',
    kind: 'imovel',
    valuesOf,
    toApi: toLocalizacao,
    notFound: () => notFound('Localização de imóvel não encontrada.'),
    taken: 'localizacoes_bem_uq',
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
