import {
  type Aditivo,
  CNO_PRAZO_DIAS,
  centsToMoney,
  moneyToCents,
  motivoParalisacaoLabel,
  normalizeMoney,
  type Obra,
  type ObraEvolucao,
  PARALISADAS,
  type ParalisacaoRegistro,
  percentualExecutado,
  SITUACAO_OBRA_LABELS,
  type SituacaoEvento,
  type SituacaoObra,
} from '@gp/shared-contracts';
import { iso } from '../../lib/mapping.js';
import type { AditivoRow, ObraRow, SituacaoRow } from './obras.repository.js';
import type { ParalisacaoRow } from './paralisacoes.repository.js';
import { saldoDaObra } from './saldo-da-obra.js';

/** The calendar day `days` before `today` ("YYYY-MM-DD"). */
export function daysBefore(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** The calendar day `days` after `today` ("YYYY-MM-DD"). */
export const daysAfter = (today: string, days: number) => daysBefore(today, -days);

/**
 * The `sem_cno` rule (docs/domain.md, "Obras"): a work started before this day (CNO_PRAZO_DIAS days
 * before `today`) without an active CNO. `toObra` and the repository's `semCnoWhere` both use it.
 */
export const semCnoLimite = (today: string) => daysBefore(today, CNO_PRAZO_DIAS);

const situacaoLabel = (s: number) => SITUACAO_OBRA_LABELS[s as SituacaoObra] ?? String(s);

/**
 * A work as the API answers it: the contract's figures, the executed percentage from its measurements,
 * the balance left to measure (`saldoDaObra`), the current paralisação and the `sem_cno` flag (started more than CNO_PRAZO_DIAS days before `today`
 * without an active CNO).
 */
export function toObra(r: ObraRow, today: string): Obra {
  const o = r.obra;
  const contrato = normalizeMoney(String(o.valorContratado));
  const aditivos = normalizeMoney(String(r.valorAditivos));
  const total = centsToMoney(moneyToCents(contrato) + moneyToCents(aditivos));
  const medido = normalizeMoney(String(r.valorMedido));
  return {
    id: o.id,
    cliente_id: o.clientId,
    numero: o.numero,
    objeto: o.objeto,
    tipo: o.tipo as Obra['tipo'],
    cep: o.cep,
    endereco: o.endereco,
    bairro: o.bairro,
    cidade: o.cidade,
    uf: o.uf,
    latitude: o.latitude === null ? null : Number(o.latitude),
    longitude: o.longitude === null ? null : Number(o.longitude),
    secretaria: { id: o.secretariaId, name: r.secretariaNome },
    contrato_numero: o.contratoNumero,
    codigo_ajuste: o.codigoAjuste,
    contratada: r.contratada
      ? { id: r.contratada.id, razao_social: r.contratada.razaoSocial, cpf_cnpj: r.contratada.cpfCnpj }
      : null,
    valor_contratado: contrato,
    valor_aditivos: aditivos,
    prazo_aditivos_dias: Number(r.prazoAditivos),
    valor_total: total,
    valor_medido: medido,
    percentual_executado: percentualExecutado(medido, total),
    saldo: saldoDaObra({ contrato, aditivos, medido }),
    data_inicio: o.dataInicio,
    prazo_dias: o.prazoDias,
    previsao_conclusao: o.previsaoConclusao,
    fonte_recursos: o.fonteRecursos,
    situacao: o.situacao,
    situacao_descricao: situacaoLabel(o.situacao),
    situacao_data: o.situacaoData,
    paralisacao:
      PARALISADAS.includes(o.situacao) && o.situacaoData
        ? { data: o.situacaoData, motivo: o.situacaoMotivo ?? '', previsao_reinicio: o.previsaoReinicio }
        : null,
    sem_cno: o.dataInicio !== null && o.dataInicio < semCnoLimite(today) && !r.temCno,
    created_at: iso(o.createdAt),
    updated_at: iso(o.updatedAt),
  };
}

export const toAditivo = (r: AditivoRow): Aditivo => ({
  id: r.id,
  obra_id: r.obraId,
  numero_ato: r.numeroAto,
  data: r.data,
  valor: normalizeMoney(String(r.valor)),
  prazo_dias: r.prazoDias,
  descricao: r.descricao,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});

export const toSituacaoEvento = (r: SituacaoRow): SituacaoEvento => ({
  id: r.id,
  situacao: r.situacao,
  situacao_descricao: situacaoLabel(r.situacao),
  situacao_anterior: r.situacaoAnterior,
  data: r.data,
  motivo: r.motivo,
  previsao_reinicio: r.previsaoReinicio,
  justificativa_sem_li: r.justificativaSemLi,
  publicacao_veiculo: r.publicacaoVeiculo,
  publicacao_data: r.publicacaoData,
  user_id: r.userId,
  created_at: iso(r.createdAt),
});

type Dated = { data: string; valor: string };

/**
 * The work's progress over time (docs/domain.md, "Evolução da obra"), exact in centavos:
 * - físico: per day, the percentage of the last active follow-up recorded that day;
 * - financeiro: from the first delivered measurement on, at each day a measurement was delivered or an
 *   amendment dated, Σ measurements delivered up to that day ÷ (contract + Σ amendments dated up to that
 *   day), truncated to two decimals as `percentual_executado`. The value of the work at each date is the
 *   one known then: an amendment raises the denominator from its own date, not backwards.
 */
export function toEvolucao(
  obraId: string,
  contrato: string,
  fisico: { data: string; percentual: string }[],
  medicoes: Dated[],
  aditivos: Dated[],
): ObraEvolucao {
  const porDia = new Map<string, string>();
  for (const f of fisico) porDia.set(f.data, normalizeMoney(String(f.percentual)));
  const primeira = medicoes[0]?.data;
  const dias = primeira
    ? [...new Set([...medicoes, ...aditivos].map((x) => x.data).filter((d) => d >= primeira))].sort()
    : [];
  const somaAte = (rows: Dated[], dia: string) =>
    rows.reduce((sum, r) => (r.data <= dia ? sum + moneyToCents(String(r.valor)) : sum), 0n);
  const base = moneyToCents(normalizeMoney(String(contrato)));
  return {
    obra_id: obraId,
    fisico: [...porDia].map(([data, percentual]) => ({ data, percentual })),
    financeiro: dias.map((data) => {
      const medido = centsToMoney(somaAte(medicoes, data));
      const total = centsToMoney(base + somaAte(aditivos, data));
      return {
        data,
        valor_medido: medido,
        valor_total: total,
        percentual: percentualExecutado(medido, total),
      };
    }),
  };
}

/** A stoppage as the works area shows it (the CPF whole: the area is support's, never public). */
export const toParalisacao = (r: ParalisacaoRow): ParalisacaoRegistro => ({
  id: r.id,
  obra_id: r.obraId,
  data_inicio: r.dataInicio,
  motivo_codigo: r.motivoCodigo,
  motivo_codigo_descricao: motivoParalisacaoLabel(r.motivoCodigo),
  motivo: r.motivo,
  responsavel_tipo: r.responsavelTipo as ParalisacaoRegistro['responsavel_tipo'],
  responsavel_nome: r.responsavelNome,
  responsavel_documento: r.responsavelDocumento,
  apuracao_numero: r.apuracaoNumero,
  previsao_reinicio: r.previsaoReinicio,
  data_fim: r.dataFim,
  situacao_fim: r.situacaoFim,
  created_at: iso(r.createdAt),
});
