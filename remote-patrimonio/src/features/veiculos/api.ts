import { parseJson, VeiculoPageSchema, VeiculoSchema } from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import { useStatusCall } from '../../session/remote-context.js';

/** The columns the vehicle list sorts by on the server. */
export const VEICULO_SORTS = ['placa', 'modelo', 'created_at'] as const;

/** GET /patrimonio/veiculoequipamento with the list's page, search, filters and sort. */
export async function listVeiculos(api: KyInstance, searchParams: URLSearchParams) {
  return parseJson(VeiculoPageSchema, api.get('patrimonio/veiculoequipamento', { searchParams }));
}

/** The status call; the asset lists show the record too, so they are fetched again with it. */
export const useVeiculoStatus = () =>
  useStatusCall('patrimonio/veiculoequipamento', VeiculoSchema, ['veiculos', 'bens']);
