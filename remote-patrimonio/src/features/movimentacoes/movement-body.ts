import {
  type Bem,
  type CreateMovimentacaoBody,
  CreateMovimentacaoBodySchema,
  pcaspToNumber,
  SITUACAO_LABELS,
  type SituacaoBem,
  type TipoMovimentacao,
} from '@gp/shared-contracts';
import { type Issue, schemaIssues } from '@gp/shared-ui';
import type { Dayjs } from 'dayjs';
import * as v from 'valibot';

/**
 * The create form of a movement (docs/domain.md, "Movimentações"): which types an asset may take now, and the form's values as the
 * body of POST /patrimonio/movimentacaobem/create. What each type asks for (a destination, a value, a new
 * holder, a baixa reason) comes from the type's row of the API's seed table, never from its number.
 */

export type MovementFormValues = {
  TipoMovimentacao?: number;
  /** Date and time of the movement (sent as an ISO date-time). */
  Data?: Dayjs | null;
  TipoIncorporacao?: number;
  secretaria_id?: string;
  setor_id?: string | null;
  /** The API's money string (MoneyInput). */
  Valor?: string;
  Responsavel?: string;
  MotivoBaixa?: number;
  /** A baixa's act or process and who authorised it (the termo de baixa definitiva prints them). */
  processo_baixa?: string;
  autorizada_por?: string;
  Observacao?: string;
};

export type MovementAsset = Pick<
  Bem,
  | 'id'
  | 'CodigoBEM'
  | 'situacao'
  | 'conta_contabil'
  | 'TipoIncorporacao'
  | 'secretaria_id'
  | 'setor_id'
  | 'responsavel'
>;

export type TypeOption = { value: number; label: string; disabled: boolean; reason?: string };

const situacaoLabel = (situacao: string | null) =>
  situacao ? (SITUACAO_LABELS[situacao as SituacaoBem] ?? situacao) : '';

/**
 * The types offered for an asset in its situação. The incorporation is booked when the asset is
 * created, and a cautela's exit and return by its aceite and return (Carga patrimonial), so they are never
 * offered. A baixado asset accepts only the estorno (docs/domain.md, "Movimentações"). A type that
 * needs another situação, or would put the asset where it already is, is shown disabled with the reason.
 */
export function movementTypeOptions(types: readonly TipoMovimentacao[], situacao: SituacaoBem): TypeOption[] {
  return types
    .filter((tipo) => tipo.efeito !== 'incorporacao' && tipo.efeito !== 'cautela')
    .map((tipo) => {
      const option = { value: tipo.id, label: tipo.descricao };
      if (situacao === 'baixado' && tipo.efeito !== 'estorno')
        return { ...option, disabled: true, reason: 'O bem está baixado: só aceita o estorno.' };
      if (tipo.situacao_exigida && tipo.situacao_exigida !== situacao)
        return {
          ...option,
          disabled: true,
          reason: `Exige o bem na situação "${situacaoLabel(tipo.situacao_exigida)}".`,
        };
      if (tipo.situacao_resultante && tipo.situacao_resultante === situacao)
        return {
          ...option,
          disabled: true,
          reason: `O bem já está na situação "${situacaoLabel(situacao)}".`,
        };
      return { ...option, disabled: false };
    });
}

const blank = (text: string | undefined | null) => !text || text.trim() === '';

/**
 * The form's values as the API body, or the issues to show under the fields. The asset code goes with
 * the body (the route's `{codigo}`, checked by the API against the asset); the account and the
 * incorporation type default to the asset's.
 */
export function toMovementBody(
  bem: MovementAsset,
  tipo: TipoMovimentacao | undefined,
  values: MovementFormValues,
): { body: CreateMovimentacaoBody } | { issues: Issue[] } {
  if (!tipo) return { issues: [{ path: 'TipoMovimentacao', message: 'Informe o tipo de movimentação.' }] };
  const issues: Issue[] = [];
  if (tipo.exige_destino && blank(values.secretaria_id))
    issues.push({ path: 'secretaria_id', message: 'Informe a secretaria de destino.' });
  if (
    tipo.exige_destino &&
    values.secretaria_id === bem.secretaria_id &&
    (values.setor_id ?? null) === bem.setor_id
  )
    issues.push({ path: 'setor_id', message: 'O bem já está nesta secretaria e neste setor.' });
  if (tipo.exige_valor && blank(values.Valor)) issues.push({ path: 'Valor', message: 'Informe o valor.' });
  if (tipo.exige_responsavel && blank(values.Responsavel))
    issues.push({ path: 'Responsavel', message: 'Informe o novo responsável.' });
  if (tipo.exige_motivo_baixa && values.MotivoBaixa === undefined)
    issues.push({ path: 'MotivoBaixa', message: 'Informe o motivo da baixa.' });
  if (issues.length) return { issues };

  const body: Record<string, unknown> = {
    CodigoBEM: bem.CodigoBEM,
    TipoMovimentacao: tipo.id,
    TipoIncorporacao: values.TipoIncorporacao ?? bem.TipoIncorporacao,
    bempatrimonial_id: bem.id,
    ContaContabil: pcaspToNumber(bem.conta_contabil),
  };
  if (values.Data) body.Data = values.Data.toISOString();
  if (tipo.exige_destino) {
    body.secretaria_id = values.secretaria_id;
    body.setor_id = values.setor_id ?? null;
  }
  if (tipo.exige_valor) body.Valor = values.Valor;
  if (tipo.exige_responsavel) body.Responsavel = values.Responsavel;
  if (tipo.exige_motivo_baixa) {
    body.MotivoBaixa = values.MotivoBaixa;
    if (!blank(values.processo_baixa)) body.processo_baixa = values.processo_baixa;
    if (!blank(values.autorizada_por)) body.autorizada_por = values.autorizada_por;
  }
  if (!blank(values.Observacao)) body.Observacao = values.Observacao;

  const parsed = v.safeParse(CreateMovimentacaoBodySchema, body);
  if (!parsed.success) return { issues: schemaIssues(parsed.issues) };
  return { body: parsed.output };
}
