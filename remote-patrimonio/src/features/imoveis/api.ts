import { LocalizacaoPageSchema, LocalizacaoSchema, parseJson } from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import { useStatusCall } from '../../session/remote-context.js';

/** The columns the property list sorts by on the server. */
export const IMOVEL_SORTS = ['descricao', 'municipio', 'created_at'] as const;

/** GET /patrimonio/localizacaoimovel with the list's page, search, filters and sort. */
export async function listImoveis(api: KyInstance, searchParams: URLSearchParams) {
  return parseJson(LocalizacaoPageSchema, api.get('patrimonio/localizacaoimovel', { searchParams }));
}

/** The status call; the asset lists show the record too, so they are fetched again with it. */
export const useImovelStatus = () =>
  useStatusCall('patrimonio/localizacaoimovel', LocalizacaoSchema, ['imoveis', 'bens']);
