import { LocalizacaoPageSchema, LocalizacaoSchema } from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { useStatusCall } from '../../components/status-action.js';

/** The columns the property list sorts by on the server. */
export const IMOVEL_SORTS = ['descricao', 'municipio', 'created_at'] as const;

/** GET /patrimonio/localizacaoimovel with the list's page, search, filters and sort. */
export async function listImoveis(api: KyInstance, searchParams: URLSearchParams) {
  return v.parse(
    LocalizacaoPageSchema,
    await api.get('patrimonio/localizacaoimovel', { searchParams }).json(),
  );
}

/** The status call; the asset lists show the record too, so they are fetched again with it. */
export const useImovelStatus = () =>
  useStatusCall('patrimonio/localizacaoimovel', LocalizacaoSchema, ['imoveis', 'bens']);
