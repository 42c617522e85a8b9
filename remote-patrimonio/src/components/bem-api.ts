import {
  type Bem,
  BemSchema,
  type BemUtils,
  BemUtilsSchema,
  type CreateBemBody,
  parseJson,
  type UpdateBemBody,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import { registerApi } from '../session/remote-context.js';

/**
 * The asset calls several features make (the asset form, movements, attachments, suppliers): one
 * function per call, parsed with the shared schemas, and their queries. The asset list lives in
 * `features/bens/api.ts`.
 */

const id = (value: string) => encodeURIComponent(value);

/**
 * The assets: GET /patrimonio/bempatrimonial/{id}, POST …/create, PUT …/{id}. After a write every asset
 * query of the location (lists, details, movements, files) is fetched again, the next code (`utils`) and
 * the vehicle and property registers that show the asset.
 */
export const bemApi = registerApi<Bem, CreateBemBody, UpdateBemBody>({
  resource: 'bens',
  path: 'patrimonio/bempatrimonial',
  item: BemSchema,
  refreshes: ['utils', 'veiculos', 'imoveis'],
});

export const getBem = bemApi.get;

/** The asset form's option lists and next code, read again after a write on assets or categories. */
const utilsApi = registerApi<BemUtils>({
  resource: 'utils',
  path: 'utils/bempatrimonial',
  item: BemUtilsSchema,
});

/** GET /utils/bempatrimonial: option lists and the next code of one client (support names it). */
export async function getBemUtils(api: KyInstance, clienteId?: string | null): Promise<BemUtils> {
  const searchParams: Record<string, string> = clienteId ? { cliente_id: clienteId } : {};
  return parseJson(BemUtilsSchema, api.get('utils/bempatrimonial', { searchParams }));
}

/** POST /patrimonio/bempatrimonial/upload/{id}, multipart, one request per file (form and attachments). */
export const bemUploadPath = (bemId: string) => `patrimonio/bempatrimonial/upload/${id(bemId)}`;

export const useBem = (bemId: string | null) => bemApi.useRecord(bemId);

/** Creates (`id: null`) or updates an asset. */
export const useSaveBem = () => bemApi.useSave();

/** After files are sent to an asset: the asset and its files. */
export const useRefreshBem = () => bemApi.useRefreshRecord();

/** The form's option lists and next code; `enabled` false until support has chosen a client. */
export const useBemUtils = (clienteId: string | null, enabled = true) =>
  utilsApi.useRead(['detail', clienteId ?? ''], (api) => getBemUtils(api, clienteId), {
    enabled,
    staleTime: 0,
    keepPrevious: true,
  });

/** After a write on assets (a movement): what `bemApi`'s writes refresh. */
export const useInvalidateAssets = () => bemApi.useInvalidate();
