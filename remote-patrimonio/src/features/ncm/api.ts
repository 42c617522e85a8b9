import {
  type CreateNcmBody,
  type Ncm,
  NcmPageSchema,
  NcmSchema,
  type UpdateNcmBody,
} from '@gp/shared-contracts';
import { registerApi } from '../../session/remote-context.js';

/**
 * The NCM references: GET /refncm (page, search, filters, sort), POST /refncm/create, PUT /refncm/{id}
 * and the status call; a write refreshes the references the asset form looks up too.
 */
export const ncmApi = registerApi<Ncm, CreateNcmBody, UpdateNcmBody>({
  resource: 'ncm',
  path: 'refncm',
  item: NcmSchema,
  page: NcmPageSchema,
  refreshes: ['lookup'],
});

/** The columns the NCM list sorts by on the server. */
export const NCM_SORTS = ['codigo', 'descricao', 'created_at'] as const;

export const listNcm = ncmApi.list;

/** Saves a new reference (`id: null`) or the edit of one. */
export const useSaveNcm = () => ncmApi.useSave();

export const useNcmStatus = () => ncmApi.useStatus();
