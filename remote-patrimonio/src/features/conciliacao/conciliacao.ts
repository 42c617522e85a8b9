import {
  type ConciliacaoResumo,
  type CreateConciliacaoBody,
  CreateConciliacaoBodySchema,
} from '@gp/shared-contracts';
import { type Issue, schemaIssues } from '@gp/shared-ui';
import type { Dayjs } from 'dayjs';
import * as v from 'valibot';

/** "2026-10-31" → "31/10/2026". */
export const dataBr = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** Whether a conciliação agrees, as its list and page show it. */
export function situacao(c: Pick<ConciliacaoResumo, 'contas_divergentes'>) {
  const n = c.contas_divergentes;
  if (n === 0) return { color: 'success', label: 'Confere' } as const;
  return {
    color: 'error',
    label: `${n.toLocaleString('pt-BR')} ${n === 1 ? 'conta com diferença' : 'contas com diferença'}`,
  } as const;
}

/** A line of the balancete in the form: the values as the money inputs hand them ("1234.56"). */
export type LinhaForm = { conta_contabil?: string; saldo?: string; depreciacao?: string | null };
export type ConciliacaoFormValues = {
  /** What the balancete is compared with: the register now, or a processed month's end (the RMB's). */
  origem?: 'atual' | 'mensal';
  mes?: number;
  ano?: number;
  data_balancete?: Dayjs | null;
  observacao?: string;
  saldos?: LinhaForm[];
};

/** The form's values as the body of POST /patrimonio/conciliacoes, or the issues to show. */
export function toConciliacaoBody(
  values: ConciliacaoFormValues,
  clienteId: string | null,
): { body: CreateConciliacaoBody } | { issues: Issue[] } {
  const raw = {
    ...(clienteId ? { cliente_id: clienteId } : {}),
    data_balancete: values.data_balancete?.format('YYYY-MM-DD') ?? '',
    observacao: values.observacao?.trim() || null,
    ...(values.origem === 'mensal' ? { competencia: { ano: values.ano, mes: values.mes } } : {}),
    saldos: (values.saldos ?? []).map((l) => ({
      conta_contabil: (l.conta_contabil ?? '').trim(),
      saldo: l.saldo ?? '',
      depreciacao: l.depreciacao || null,
    })),
  };
  const parsed = v.safeParse(CreateConciliacaoBodySchema, raw);
  return parsed.success ? { body: parsed.output } : { issues: schemaIssues(parsed.issues) };
}
