import {
  centsToMoney,
  ESTADO_LABELS,
  type EstadoConservacao,
  formatCpfCnpj,
  moneyToCents,
  normalizeMoney,
  type PublicoBem,
  type PublicoBemItem,
  type PublicoDocumento,
  type PublicoEntidade,
  type PublicoObraItem,
  type PublicoObraParalisada,
  percentualExecutado,
  SITUACAO_LABELS,
  SITUACAO_OBRA_LABELS,
  type SituacaoBem,
  type SituacaoObra,
  TIPO_OBRA_LABELS,
  TIPO_TERMO_LABELS,
  type TipoObra,
  type TipoTermo,
} from '@gp/shared-contracts';
import { type Cell, dateCell } from '../../lib/export.js';
import type { TermoPublicoRow } from '../patrimonio/termos/termos.repository.js';
import type {
  BemPublicoRow,
  EntidadeRow,
  ExportRow,
  ParalisadaRow,
  PublicoListRow,
  PublicoObraRow,
} from './publico.repository.js';

/**
 * Rows → the public shapes (shared-contracts/src/publico.ts). Each field is named here one by one: a
 * column added to a table never reaches a citizen by itself.
 */

/** The entity: its names, its document and the public path of its logo (versioned like the private one). */
export function toEntidade(row: EntidadeRow): PublicoEntidade {
  const doc = row.cpfCnpj ?? '';
  const version = row.profileImg?.match(/[?&]v=([\w-]+)/)?.[1];
  return {
    nome: row.name,
    nome_fantasia: row.fantasyName,
    cpf_cnpj: doc,
    cpf_cnpj_formatado: formatCpfCnpj(doc),
    logo_url: row.profileImg
      ? `/publico/entidades/${doc}/logo${version ? `?v=${encodeURIComponent(version)}` : ''}`
      : null,
  };
}

type Common = {
  id: string;
  codigoBem: number;
  descricao: string;
  situacao: string;
  estadoConservacao: string;
  dataAquisicao: string;
  valorAquisicao: string;
  valorAtual: string;
};

const itemOf = (
  r: Common,
  names: { categoria: string; secretaria: string; setor: string | null },
): PublicoBemItem => ({
  id: r.id,
  codigo: r.codigoBem,
  descricao: r.descricao,
  categoria: names.categoria,
  situacao: r.situacao as SituacaoBem,
  estado_conservacao: r.estadoConservacao as EstadoConservacao,
  secretaria: names.secretaria,
  setor: names.setor,
  data_aquisicao: r.dataAquisicao,
  valor_aquisicao: r.valorAquisicao,
  valor_contabil: r.valorAtual,
  baixado: r.situacao === 'baixado',
});

export const toListItem = (r: PublicoListRow): PublicoBemItem =>
  itemOf(r, { categoria: r.categoria.nome, secretaria: r.secretaria.name, setor: r.setor?.name ?? null });

export const toExportItem = (r: ExportRow): PublicoBemItem =>
  itemOf(r, { categoria: r.categoria, secretaria: r.secretaria, setor: r.setor });

export function toPublicoBem(r: BemPublicoRow): PublicoBem {
  const item = itemOf(r, { categoria: r.categoria, secretaria: r.secretaria, setor: r.setor });
  return {
    ...item,
    situacao_descricao: SITUACAO_LABELS[item.situacao],
    estado_conservacao_descricao: ESTADO_LABELS[item.estado_conservacao],
    entidade: toEntidade(r.entidade),
    foto_url: r.fotoId ? `/publico/bens/${r.id}/foto?v=${r.fotoId.slice(0, 8)}` : null,
    dados_atualizados_em: r.updatedAt.toISOString(),
  };
}

/**
 * A CSV row, in the order of PUBLICO_CSV_COLUMNS: labels, dates dd/MM/aaaa and money for Excel pt-BR
 * (`csvLine` of lib/export.ts writes a formula-like text as text).
 */
export const csvCells = (i: PublicoBemItem): Cell[] => [
  { number: String(i.codigo) },
  i.descricao,
  i.categoria,
  SITUACAO_LABELS[i.situacao],
  ESTADO_LABELS[i.estado_conservacao],
  i.secretaria,
  i.setor,
  dateCell(i.data_aquisicao),
  { number: i.valor_aquisicao },
  { number: i.valor_contabil },
  i.baixado ? 'Sim' : 'Não',
];

/** A termo as its public check shows it: what proves the paper, nothing of its contents. */
export function toPublicoDocumento({ termo, client }: TermoPublicoRow): PublicoDocumento {
  const tipo = termo.tipo as TipoTermo;
  return {
    codigo: termo.codigo,
    tipo,
    descricao: `${TIPO_TERMO_LABELS[tipo]} nº ${termo.numero}/${termo.ano}`,
    entidade: { nome: client.name, cpf_cnpj_formatado: client.cpfCnpj ? formatCpfCnpj(client.cpfCnpj) : '' },
    emitido_por: termo.emitidoPorNome,
    emitido_em: termo.createdAt.toISOString(),
    quantidade_bens: termo.quantidadeBens,
    sha256: termo.sha256,
  };
}

/**
 * The calendar day one month before `day` ("YYYY-MM-DD"), the month's last day when that month is
 * shorter (03-31 → 02-28): a work paralisada before it is paralisada for more than one month.
 */
export function monthBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

const obraSituacao = (s: number) => SITUACAO_OBRA_LABELS[s as SituacaoObra] ?? String(s);

/** A work as the portal lists it: % executado = Σ medições ÷ (contrato + aditivos), as the obras area. */
export function toPublicoObra(r: PublicoObraRow): PublicoObraItem {
  const contrato = normalizeMoney(String(r.valorContratado));
  const aditivos = normalizeMoney(String(r.valorAditivos));
  const total = centsToMoney(moneyToCents(contrato) + moneyToCents(aditivos));
  const tipo = r.tipo as TipoObra;
  return {
    id: r.id,
    numero: r.numero,
    objeto: r.objeto,
    tipo,
    tipo_descricao: TIPO_OBRA_LABELS[tipo] ?? r.tipo,
    situacao: r.situacao,
    situacao_descricao: obraSituacao(r.situacao),
    secretaria: r.secretaria,
    contratada: r.contratada,
    valor_contratado: contrato,
    valor_aditivos: aditivos,
    valor_total: total,
    percentual_executado: percentualExecutado(normalizeMoney(String(r.valorMedido)), total),
    data_inicio: r.dataInicio,
    previsao_conclusao: r.previsaoConclusao,
  };
}

export const toPublicoParalisada = (r: ParalisadaRow): PublicoObraParalisada => ({
  numero: r.numero,
  objeto: r.objeto,
  situacao: r.situacao,
  situacao_descricao: obraSituacao(r.situacao),
  paralisada_desde: r.data ?? '',
  motivo: r.motivo ?? '',
  responsavel: r.responsavel,
  previsao_reinicio: r.previsaoReinicio,
});
