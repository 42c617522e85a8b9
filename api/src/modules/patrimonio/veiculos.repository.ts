import { eq } from 'drizzle-orm';
import { veiculosEquipamentos as ve } from '../../db/schema-patrimonio.js';
import { type BemDetailFilter, bemDetailRepository } from './bem-detail.repository.js';

export type VeiculoRow = typeof ve.$inferSelect;

export type VeiculoFilter = BemDetailFilter & { tipo?: string };

const veiculos = bemDetailRepository(ve, 'veiculo', {
  sorts: { placa: ve.placa, modelo: ve.modelo, created_at: ve.createdAt },
  search: [ve.placa, ve.marca, ve.modelo, ve.chassi],
  where: (f: VeiculoFilter) => (f.tipo ? eq(ve.tipo, f.tipo) : undefined),
});

export const pageVeiculos = veiculos.page;
export const findVeiculo = veiculos.find;
export type VeiculoWithBem = NonNullable<Awaited<ReturnType<typeof findVeiculo>>>;
export const insertVeiculo = veiculos.insert;
export const updateVeiculo = veiculos.update;
