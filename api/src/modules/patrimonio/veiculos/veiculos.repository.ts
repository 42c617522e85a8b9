import { eq } from 'drizzle-orm';
import { veiculosEquipamentos as ve } from '../../../db/schema-patrimonio.js';
import { type BemDetailFilter, bemDetailRepository } from '../bens/bem-detail.repository.js';

/** Vehicles and equipment: one record per movable asset, also filtered by type. */
export const veiculos = bemDetailRepository(ve, 'veiculo', {
  sorts: { placa: ve.placa, modelo: ve.modelo, created_at: ve.createdAt },
  search: [ve.placa, ve.marca, ve.modelo, ve.chassi],
  where: (f: BemDetailFilter & { tipo?: string }) => (f.tipo ? eq(ve.tipo, f.tipo) : undefined),
});

export const findVeiculo = veiculos.find;
export type VeiculoWithBem = NonNullable<Awaited<ReturnType<typeof findVeiculo>>>;
