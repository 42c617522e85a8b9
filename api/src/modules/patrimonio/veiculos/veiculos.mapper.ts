import type { Veiculo } from '@gp/shared-contracts';
import { iso } from '../../../lib/mapping.js';
import type { VeiculoWithBem } from './veiculos.repository.js';

/** A vehicle or equipment as the API answers it (database row → the contract's JSON shape). */
export const toVeiculo = ({ veiculo: r, bem }: VeiculoWithBem): Veiculo => ({
  id: r.id,
  cliente_id: r.clientId,
  bempatrimonial_id: r.bemId,
  bem,
  tipo: r.tipo as Veiculo['tipo'],
  placa: r.placa,
  renavam: r.renavam,
  chassi: r.chassi,
  marca: r.marca,
  modelo: r.modelo,
  ano_fabricacao: r.anoFabricacao,
  ano_modelo: r.anoModelo,
  cor: r.cor,
  combustivel: r.combustivel,
  odometro: r.odometro,
  horimetro: r.horimetro,
  ativo: r.ativo,
  user_id_inativa: r.userIdInativa,
  motivo: r.motivo,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});
