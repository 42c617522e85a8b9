import {
  type Localizacao,
  LocalizacaoPageSchema,
  LocalizacaoSchema,
  type StatusBody,
} from '@gp/shared-contracts';
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

/** PUT /patrimonio/localizacaoimovel/id: activates or deactivates a location. */
export async function setImovelStatus(api: KyInstance, body: StatusBody): Promise<Localizacao> {
  return v.parse(LocalizacaoSchema, await api.put('patrimonio/localizacaoimovel/id', { json: body }).json());
}

/** The status call; the asset lists show the record too, so they are fetched again with it. */
export const useImovelStatus = () => useStatusCall(setImovelStatus, ['imoveis', 'bens']);
