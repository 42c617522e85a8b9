import { VeiculoPageSchema, VeiculoSchema } from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { useStatusCall } from '../../components/status-action.js';

/** The columns the vehicle list sorts by on the server. */
export const VEICULO_SORTS = ['placa', 'modelo', 'created_at'] as const;

/** GET /patrimonio/veiculoequipamento with the list's page, search, filters and sort. */
export async function listVeiculos(api: KyInstance, searchParams: URLSearchParams) {
  return v.parse(VeiculoPageSchema, await api.get('patrimonio/veiculoequipamento', { searchParams }).json());
}

/** The status call; the asset lists show the record too, so they are fetched again with it. */
export const useVeiculoStatus = () =>
  useStatusCall('patrimonio/veiculoequipamento', VeiculoSchema, ['veiculos', 'bens']);
