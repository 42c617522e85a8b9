import {
  type Acompanhamento,
  type Cno,
  LICENCA_A_VENCER_DIAS,
  type Licenca,
  type Medicao,
  normalizeMoney,
  type OrdemServico,
  type Responsabilidade,
  TIPO_MEDICAO_LABELS,
  type TipoMedicao,
} from '@gp/shared-contracts';
import type {
  obraAcompanhamentos,
  obraCnos,
  obraLicencas,
  obraMedicoes,
  obraOrdensServico,
  obraResponsabilidades,
} from '../../db/schema-obras.js';
import { iso } from '../../lib/mapping.js';
import { daysBefore } from './obras.mapper.js';
import type { ObraRef } from './registros.repository.js';

/** Rows of a work's records → the contracts' shapes (the work shown as { id, numero, objeto }). */

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];
type Tail = {
  id: string;
  clientId: string;
  ativo: boolean;
  userIdInativa: string | null;
  motivo: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const tail = (r: Tail, obra: ObraRef) => ({
  id: r.id,
  cliente_id: r.clientId,
  obra,
  ativo: r.ativo,
  user_id_inativa: r.userIdInativa,
  motivo: r.motivo,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});

export const toMedicao = (r: Row<typeof obraMedicoes>, obra: ObraRef): Medicao => ({
  ...tail(r, obra),
  numero: r.numero,
  tipo: r.tipo,
  tipo_descricao: TIPO_MEDICAO_LABELS[r.tipo as TipoMedicao] ?? String(r.tipo),
  periodo_inicio: r.periodoInicio,
  periodo_fim: r.periodoFim,
  data_entrega: r.dataEntrega,
  valor: normalizeMoney(String(r.valor)),
  descricao: r.descricao,
  por_itens: r.porItens,
  conferencia_data: r.conferenciaData,
  conferencia_percentual: r.conferenciaPercentual === null ? null : String(r.conferenciaPercentual),
  conferencia_responsaveis: r.conferenciaResponsaveis,
  empenho_numero: r.empenhoNumero,
  empenho_data: r.empenhoData,
  liquidacao_data: r.liquidacaoData,
});

export const toOrdemServico = (r: Row<typeof obraOrdensServico>, obra: ObraRef): OrdemServico => ({
  ...tail(r, obra),
  numero: r.numero,
  contrato: r.contrato,
  data_emissao: r.dataEmissao,
  data_inicio: r.dataInicio,
  prazo_dias: r.prazoDias,
  objeto: r.objeto,
  responsavel: r.responsavel,
  situacao: r.situacao as OrdemServico['situacao'],
});

export const toCno = (r: Row<typeof obraCnos>, obra: ObraRef): Cno => ({
  ...tail(r, obra),
  numero: r.numero,
  data_registro: r.dataRegistro,
  categoria: r.categoria as Cno['categoria'],
  destinacao: r.destinacao,
  area: normalizeMoney(String(r.area)),
  unidade: r.unidade as Cno['unidade'],
  responsavel_documento: r.responsavelDocumento,
  responsavel_nome: r.responsavelNome,
  responsavel_qualificacao: r.responsavelQualificacao,
  situacao: r.situacao as Cno['situacao'],
});

/** vencida after its validity; a_vencer from LICENCA_A_VENCER_DIAS days before it; else vigente. */
export function vencimentoOf(validade: string, today: string): Licenca['vencimento'] {
  if (validade < today) return 'vencida';
  if (daysBefore(validade, LICENCA_A_VENCER_DIAS) <= today) return 'a_vencer';
  return 'vigente';
}

export const toLicenca = (r: Row<typeof obraLicencas>, obra: ObraRef, today: string): Licenca => ({
  ...tail(r, obra),
  tipo: r.tipo as Licenca['tipo'],
  numero: r.numero,
  orgao: r.orgao,
  processo: r.processo,
  data_emissao: r.dataEmissao,
  data_validade: r.dataValidade,
  condicionantes: r.condicionantes,
  vencimento: vencimentoOf(r.dataValidade, today),
});

export const toResponsabilidade = (
  r: Row<typeof obraResponsabilidades>,
  obra: ObraRef,
): Responsabilidade => ({
  ...tail(r, obra),
  tipo: r.tipo as Responsabilidade['tipo'],
  conselho: r.conselho as Responsabilidade['conselho'],
  numero: r.numero,
  profissional_nome: r.profissionalNome,
  profissional_cpf: r.profissionalCpf,
  registro_conselho: r.registroConselho,
  vinculo: r.vinculo as Responsabilidade['vinculo'],
  data: r.data,
});

export const toAcompanhamento = (r: Row<typeof obraAcompanhamentos>, obra: ObraRef): Acompanhamento => ({
  ...tail(r, obra),
  tipo: r.tipo as Acompanhamento['tipo'],
  data: r.data,
  percentual_fisico: normalizeMoney(String(r.percentualFisico)),
  descricao: r.descricao,
  responsavel: r.responsavel,
});
