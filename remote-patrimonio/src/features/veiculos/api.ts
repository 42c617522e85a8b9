import { type Veiculo, VeiculoPageSchema, VeiculoSchema } from '@gp/shared-contracts';
import { registerApi } from '../../session/remote-context.js';

/**
 * The vehicles and equipment: GET /patrimonio/veiculoequipamento (page, search, filters, sort) and the
 * status call; the asset lists show the record too, so they are read again after a write.
 */
export const veiculoApi = registerApi<Veiculo>({
  resource: 'veiculos',
  path: 'patrimonio/veiculoequipamento',
  item: VeiculoSchema,
  page: VeiculoPageSchema,
  refreshes: ['bens'],
});

/** The columns the vehicle list sorts by on the server. */
export const VEICULO_SORTS = ['placa', 'modelo', 'created_at'] as const;

export const listVeiculos = veiculoApi.list;

export const useVeiculoStatus = () => veiculoApi.useStatus();
