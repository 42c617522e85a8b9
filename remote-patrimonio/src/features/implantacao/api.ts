import {
  GravarImplantacaoSchema,
  type Importacao,
  ImportacaoListSchema,
  ImportacaoSchema,
  type Mapeamento,
  OkResponseSchema,
  type OpcoesImplantacao,
  PresetImplantacaoSchema,
  PresetsImplantacaoSchema,
  parseJson,
  type TipoImplantacao,
} from '@gp/shared-contracts';
import { downloadFile } from '@gp/shared-ui/remote';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { registerApi } from '../../session/remote-context.js';

/** The Implantação calls (docs/api.md, "Implantação"), read with the shared schemas, and their hooks. */

const BASE = 'patrimonio/implantacao';

const clienteParams = (clienteId: string | null): Record<string, string> =>
  clienteId ? { cliente_id: clienteId } : {};
const bemPath = (id: string) => `${BASE}/bens/${encodeURIComponent(id)}`;

/** POST .../bens/upload (multipart, sent with its progress by the area's `useUpload`). */
export const uploadPath = (clienteId: string | null, tipo: TipoImplantacao = 'bens') =>
  `${BASE}/bens/upload?${new URLSearchParams({ ...clienteParams(clienteId), tipo })}`;

/** The answer of the upload, read with the import's schema (the preview). */
export const lerImportacao = (answer: unknown): Importacao => v.parse(ImportacaoSchema, answer);

/**
 * An import and what the caller may do with it; the written assets refresh the asset list. The commit
 * and the undo change the register, so the assets and the depreciation are read again after them.
 */
const implantacaoApi = registerApi<Importacao>({
  resource: 'implantacao',
  path: `${BASE}/bens`,
  item: ImportacaoSchema,
  refreshes: ['bens', 'depreciacao'],
});

/** GET .../bens: the client's 50 latest imports (support: of the client chosen, or of every client). */
export const useImportacoes = (clienteId: string | null) =>
  implantacaoApi.useRead(['lista', clienteId], (api) =>
    parseJson(ImportacaoListSchema, api.get(`${BASE}/bens`, { searchParams: clienteParams(clienteId) })),
  );

/** GET .../bens/{id}[?aba=]: the preview of the sheet chosen (the import's own without one). */
export const useImportacao = (id: string | undefined, aba: string | null) =>
  implantacaoApi.useRead(
    ['detail', id, aba],
    (api) =>
      parseJson(ImportacaoSchema, api.get(bemPath(id ?? ''), { searchParams: aba === null ? {} : { aba } })),
    { enabled: Boolean(id), keepPrevious: true },
  );

/** GET .../modelos: the shipped presets (e-Cidade) and the client's. */
export const useModelos = (clienteId: string | null, tipo: TipoImplantacao) =>
  implantacaoApi.useRead(['modelos', clienteId, tipo], (api) =>
    parseJson(
      PresetsImplantacaoSchema,
      api.get(`${BASE}/modelos`, { searchParams: { ...clienteParams(clienteId), tipo } }),
    ),
  );

/** POST .../modelos: the mapping saved under a name (the same name is replaced). */
export const useSalvarModelo = (clienteId: string | null) =>
  implantacaoApi.useWrite((api, body: { nome: string; mapeamento: Mapeamento }) =>
    parseJson(
      PresetImplantacaoSchema,
      api.post(`${BASE}/modelos`, { json: body, searchParams: clienteParams(clienteId) }),
    ),
  );

/** POST .../validar: the dry run over every row; the answer is the import with its summary. */
export const useValidar = (id: string) =>
  implantacaoApi.useWrite(
    (api, body: { aba: string | null; mapeamento: Mapeamento; opcoes: OpcoesImplantacao }) =>
      parseJson(ImportacaoSchema, api.post(`${bemPath(id)}/validar`, { json: body })),
  );

/** POST .../gravar: 202 with the job that writes the valid rows. */
export const useGravar = (id: string) =>
  implantacaoApi.useWrite((api) => parseJson(GravarImplantacaoSchema, api.post(`${bemPath(id)}/gravar`)));

/** POST .../desfazer: removes the assets the import wrote. */
export const useDesfazer = (id: string) =>
  implantacaoApi.useWrite((api) => parseJson(OkResponseSchema, api.post(`${bemPath(id)}/desfazer`)));

/** After the job ended: the import, its list and the assets read again. */
export const useInvalidateImplantacao = () => implantacaoApi.useInvalidate();

/** GET .../erros: the rows with errors as in the file, with their line and message (CSV). */
export function baixarErros(api: KyInstance, imp: Pick<Importacao, 'id' | 'nome'>) {
  return downloadFile(api, `${bemPath(imp.id)}/erros`, `erros-${imp.nome.replace(/\.[^.]+$/, '')}.csv`);
}
