import {
  type CreateExercicioBody,
  CreateExercicioBodySchema,
  type Exercicio,
  MONTH_NAMES,
  monthName,
  periodLabel,
} from '@gp/shared-contracts';
import * as v from 'valibot';

export { MONTH_NAMES, monthName, periodLabel };

export const duplicateMessage = (e: Pick<Exercicio, 'mes' | 'ano'>) =>
  `O exercício ${periodLabel(e)} já está aberto para este cliente.`;

export type ExercicioFormValues = { mes?: number; ano?: number };

/**
 * A new month for the client: the shared rules (month 1–12, year 1900–2099), and refused before any
 * call when the list already has it. The API refuses a duplicate too (409) with its own message.
 */
export function toExercicioBody(
  companyId: string,
  values: ExercicioFormValues,
  existing: readonly Pick<Exercicio, 'mes' | 'ano'>[],
): { body: CreateExercicioBody } | { error: string } {
  // A missing field goes as null, so the schema answers with the field's own message ('Informe o mês.').
  const parsed = v.safeParse(CreateExercicioBodySchema, {
    mes: values.mes ?? null,
    ano: values.ano ?? null,
    empresa_id: companyId,
  });
  if (!parsed.success) return { error: parsed.issues[0].message };
  const { mes, ano } = parsed.output;
  if (existing.some((e) => e.mes === mes && e.ano === ano)) return { error: duplicateMessage({ mes, ano }) };
  return { body: parsed.output };
}

/** The month after the newest one of the list (the usual next period), or the current month. */
export function nextPeriod(existing: readonly Pick<Exercicio, 'mes' | 'ano'>[], now = new Date()) {
  if (existing.length === 0) return { mes: now.getMonth() + 1, ano: now.getFullYear() };
  const newest = existing.reduce((a, b) => (b.ano * 100 + b.mes > a.ano * 100 + a.mes ? b : a));
  return newest.mes === 12 ? { mes: 1, ano: newest.ano + 1 } : { mes: newest.mes + 1, ano: newest.ano };
}
