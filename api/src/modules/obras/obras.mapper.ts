import {
  type Aditivo,
  CNO_PRAZO_DIAS,
  centsToMoney,
  moneyToCents,
  normalizeMoney,
  type Obra,
  percentualExecutado,
  SITUACAO_OBRA,
  SITUACAO_OBRA_LABELS,
  type SituacaoEvento,
  type SituacaoObra,
} from '@gp/shared-contracts';
import { iso } from '../../lib/mapping.js';
import type { AditivoRow, ObraRow, SituacaoRow } from './obras.repository.js';

/** The calendar day `days` before `today` ("YYYY-MM-DD"). */
export function daysBefore(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

const situacaoLabel = (s: number) => SITUACAO_OBRA_LABELS[s as SituacaoObra] ?? String(s);
const PARALISADAS: number[] = [SITUACAO_OBRA.paralisada, SITUACAO_OBRA.paralisadaRescisao];

/**
 * A work as the API answers it: the contract's figures, the executed percentage from its measurements,
 * the current paralisação and the `sem_cno` flag (started more than CNO_PRAZO_DIAS days before `today`
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
    contratada: r.contratada
      ? { id: r.contratada.id, razao_social: r.contratada.razaoSocial, cpf_cnpj: r.contratada.cpfCnpj }
      : null,
    valor_contratado: contrato,
    valor_aditivos: aditivos,
    prazo_aditivos_dias: Number(r.prazoAditivos),
    valor_total: total,
    valor_medido: medido,
    percentual_executado: percentualExecutado(medido, total),
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
    sem_cno: o.dataInicio !== null && o.dataInicio < daysBefore(today, CNO_PRAZO_DIAS) && !r.temCno,
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
  user_id: r.userId,
  created_at: iso(r.createdAt),
});
