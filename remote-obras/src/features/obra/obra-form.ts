import {
  CreateObraBodySchema,
  type Obra,
  type ObraSituacaoBody,
  ObraSituacaoBodySchema,
  PARALISADAS,
  type ResponsavelParalisacao,
  SITUACAO_OBRA,
  UpdateObraBodySchema,
} from '@gp/shared-contracts';
import type { Issue } from '@gp/shared-ui';
import type { Dayjs } from 'dayjs';
import { formToBody, recordToValues, toApiDate } from '../../components/register-api.js';

/**
 * The work's form (docs/domain.md, "Obras"): the fields of CreateObraBodySchema, the days as pickers'
 * values; support names the client of a new work. The situação is not here: it changes by its own call.
 */
export type ObraFormValues = Record<string, unknown> & { cliente_id?: string };

const FIELDS = [
  'numero',
  'objeto',
  'tipo',
  'cep',
  'endereco',
  'bairro',
  'cidade',
  'uf',
  'latitude',
  'longitude',
  'contrato_numero',
  'codigo_ajuste',
  'valor_contratado',
  'data_inicio',
  'prazo_dias',
  'previsao_conclusao',
  'fonte_recursos',
] as const;
export const OBRA_DATES = ['data_inicio', 'previsao_conclusao'] as const;

export const newObraValues = (clienteId: string | null): ObraFormValues => ({
  cliente_id: clienteId ?? undefined,
  tipo: 'construcao',
});

export const obraToValues = (obra: Obra): ObraFormValues => ({
  ...recordToValues(obra, FIELDS, OBRA_DATES),
  secretaria_id: obra.secretaria.id,
  fornecedor_id: obra.contratada?.id,
});

/** POST /obras/obra/create's body (with the client) or PUT /obras/obra/{id}'s, or the issues. */
export function toObraBody(values: ObraFormValues, id: string | null) {
  return id
    ? formToBody(UpdateObraBodySchema, { ...values, cliente_id: undefined, id }, OBRA_DATES)
    : formToBody(CreateObraBodySchema, values, OBRA_DATES);
}

export type SituacaoFormValues = {
  situacao?: number;
  data?: Dayjs | null;
  motivo?: string;
  previsao_reinicio?: Dayjs | null;
  /** Where and when the change was published (every change). */
  publicacao_veiculo?: string;
  publicacao_data?: Dayjs | null;
  /** A stoppage's SICOM reason and responsible party (Lei 14.133 art. 115 §6º). */
  motivo_codigo?: number;
  responsavel_tipo?: ResponsavelParalisacao;
  responsavel_nome?: string;
  responsavel_documento?: string;
  apuracao_numero?: string;
  /** Asked only after the API refused to start the work without a Licença de Instalação (LI_AUSENTE). */
  justificativa_sem_li?: string;
};

/**
 * The situações a work may be moved to from where it is: not the one it has, none once received for good,
 * and never 6 or 7, which only a recebimento record sets (the card "Recebimento"; the API refuses them here).
 */
export function nextSituacoes(atual: number): number[] {
  if (atual === SITUACAO_OBRA.recebidaDefinitivamente) return [];
  return [2, 3, 4, 5, 8].filter((s) => s !== atual);
}

/** PUT /obras/obra/id's body from the dialog, or the issues to show under its fields. */
export function toSituacaoBody(
  obraId: string,
  values: SituacaoFormValues,
): { body: ObraSituacaoBody } | { issues: Issue[] } {
  const paralisada = values.situacao === SITUACAO_OBRA.paralisada;
  const parada = PARALISADAS.includes(values.situacao ?? 0);
  const result = formToBody(
    ObraSituacaoBodySchema,
    {
      id: obraId,
      situacao: values.situacao,
      data: toApiDate(values.data),
      motivo: values.motivo,
      previsao_reinicio: paralisada ? toApiDate(values.previsao_reinicio) : undefined,
      publicacao_veiculo: values.publicacao_veiculo,
      publicacao_data: toApiDate(values.publicacao_data),
      ...(parada
        ? {
            motivo_codigo: values.motivo_codigo,
            responsavel_tipo: values.responsavel_tipo,
            responsavel_nome: values.responsavel_nome,
            responsavel_documento: values.responsavel_documento,
            apuracao_numero: values.apuracao_numero,
          }
        : {}),
      justificativa_sem_li:
        values.situacao === SITUACAO_OBRA.iniciada && values.justificativa_sem_li !== undefined
          ? values.justificativa_sem_li
          : undefined,
    },
    [],
  );
  return result;
}
