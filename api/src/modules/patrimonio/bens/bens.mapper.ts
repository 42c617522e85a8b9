import type { Bem, BemHistoricoItem, BemListItem, BemUtils } from '@gp/shared-contracts';
import { iso } from '../../../lib/mapping.js';
import type { AuditRecordRow } from '../../audit/audit.repository.js';
import type { TipoMovimentacaoRow } from '../movimentacoes/movimentacoes.repository.js';
import type { BemDetailRow, BemListRow } from './bens.repository.js';

/** Mappers of the asset: database rows → the contract's JSON shapes. */

export function toBemListItem(r: BemListRow): BemListItem {
  return {
    id: r.id,
    cliente_id: r.clientId,
    CodigoBEM: r.codigoBem,
    descricao: r.descricao,
    tipo: r.tipo as BemListItem['tipo'],
    categoria: r.categoria,
    situacao: r.situacao as BemListItem['situacao'],
    estado_conservacao: r.estadoConservacao as BemListItem['estado_conservacao'],
    secretaria: r.secretaria,
    setor: r.setor ?? null,
    fornecedor: r.fornecedor ?? null,
    data_aquisicao: r.dataAquisicao,
    valor_aquisicao: r.valorAquisicao,
    valor_atual: r.valorAtual,
  };
}

export function toBem(
  r: BemDetailRow,
  veiculo: Bem['veiculo'],
  localizacao: Bem['localizacao'],
  cautelaVencida: Bem['cautela_vencida'],
): Bem {
  const b = r.bem;
  return {
    id: b.id,
    cliente_id: b.clientId,
    CodigoBEM: b.codigoBem,
    descricao: b.descricao,
    especificacao: b.especificacao,
    categoria_id: b.categoriaId,
    categoria: r.categoria,
    tipo: b.tipo as Bem['tipo'],
    situacao: b.situacao as Bem['situacao'],
    estado_conservacao: b.estadoConservacao as Bem['estado_conservacao'],
    TipoIncorporacao: b.tipoIncorporacaoId,
    data_aquisicao: b.dataAquisicao,
    data_incorporacao: b.dataIncorporacao,
    data_inicio_uso: b.dataInicioUso,
    valor_aquisicao: b.valorAquisicao,
    valor_residual: b.valorResidual,
    valor_atual: b.valorAtual,
    vida_util_meses: b.vidaUtilMeses,
    depreciavel: b.depreciavel,
    vida_util_indefinida: b.vidaUtilIndefinida,
    saldo_implantacao: b.saldoImplantacao,
    conta_contabil: b.contaContabil,
    fornecedor_id: b.fornecedorId,
    fornecedor: r.fornecedor ?? null,
    ncm_id: b.ncmId,
    ncm: r.ncm ?? null,
    nota_fiscal_numero: b.notaFiscalNumero,
    nota_fiscal_serie: b.notaFiscalSerie,
    nota_fiscal_chave: b.notaFiscalChave,
    empenho: b.empenho,
    xml_nota_id: r.xmlNotaId,
    secretaria_id: b.secretariaId,
    secretaria: r.secretaria,
    setor_id: b.setorId,
    setor: r.setor ?? null,
    responsavel: b.responsavel,
    responsavel_id: b.responsavelId,
    sala_id: b.salaId,
    numero_serie: b.numeroSerie,
    marca: b.marca,
    modelo: b.modelo,
    observacoes: b.observacoes,
    veiculo,
    localizacao,
    obras: r.obras,
    cautela_vencida: cautelaVencida,
    created_at: iso(b.createdAt),
    updated_at: iso(b.updatedAt),
  };
}

/** Fields the history compares (references by id; names, nested records and timestamps aside). */
const HISTORY_SKIP = new Set([
  'categoria',
  'secretaria',
  'setor',
  'fornecedor',
  'ncm',
  'veiculo',
  'localizacao',
  'cautela_vencida',
  'created_at',
  'updated_at',
  'bem',
]);

function diff(before: unknown, after: unknown) {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !HISTORY_SKIP.has(k));
  return keys
    .filter((k) => JSON.stringify(b[k] ?? null) !== JSON.stringify(a[k] ?? null))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}

/** One audit entry as an entry of the asset's history (a creation lists no changes). */
export const toHistoricoItem = (r: AuditRecordRow): BemHistoricoItem => ({
  at: iso(r.at),
  action: r.action,
  entity: r.entity,
  user: r.user ?? null,
  changes: r.action === 'create' && r.entity === 'asset' ? [] : diff(r.before, r.after),
});

/** A movement type as the asset form's option. */
export const toTipoMovimentacaoOption = (t: TipoMovimentacaoRow): BemUtils['tiposMovimentacao'][number] => ({
  id: t.id,
  descricao: t.descricao,
  efeito: t.efeito,
  situacao_exigida: t.situacaoExigida,
  situacao_resultante: t.situacaoResultante,
  exige_destino: t.exigeDestino,
  exige_valor: t.exigeValor,
  exige_responsavel: t.exigeResponsavel,
  exige_motivo_baixa: t.exigeMotivoBaixa,
});
