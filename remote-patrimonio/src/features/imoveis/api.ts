import { type Localizacao, LocalizacaoPageSchema, LocalizacaoSchema } from '@gp/shared-contracts';
import { registerApi } from '../../session/remote-context.js';

/**
 * The properties: GET /patrimonio/localizacaoimovel (page, search, filters, sort) and the status call;
 * the asset lists show the record too, so they are read again after a write.
 */
export const imovelApi = registerApi<Localizacao>({
  resource: 'imoveis',
  path: 'patrimonio/localizacaoimovel',
  item: LocalizacaoSchema,
  page: LocalizacaoPageSchema,
  refreshes: ['bens'],
});

/** The columns the property list sorts by on the server. */
export const IMOVEL_SORTS = ['descricao', 'municipio', 'created_at'] as const;

export const listImoveis = imovelApi.list;

export const useImovelStatus = () => imovelApi.useStatus();
