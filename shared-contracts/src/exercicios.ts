import * as v from 'valibot';
import { type IntegerBounds, type IntegerMessages, integerField, integerQuery } from './common.js';

/** Accounting period (exercício). `fechado` closes the month to new movements (docs/domain.md, "Organização e acesso"). */
export const ExercicioSchema = v.object({
  id: v.string(),
  mes: v.number(),
  ano: v.number(),
  empresa_id: v.string(),
  fechado: v.boolean(),
});
export type Exercicio = v.InferOutput<typeof ExercicioSchema>;

/** The months by name, as the screens write a period in full. */
export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

export const monthName = (mes: number) => MONTH_NAMES[mes - 1] ?? String(mes);
/** 'MM/AAAA': how a month of a year reads in lists and messages. */
export const periodLabel = (m: { mes: number; ano: number }) => `${String(m.mes).padStart(2, '0')}/${m.ano}`;
/** 'Março de 2026': a month of a year in full. */
export const periodName = (m: { mes: number; ano: number }) => `${monthName(m.mes)} de ${m.ano}`;

/** Month and year with their bounds and messages, read from a body or a query string alike. */
const MES: [IntegerBounds, IntegerMessages] = [
  { min: 1, max: 12 },
  { type: 'Informe o mês.', integer: 'Mês inválido.', min: 'O mês deve estar entre 1 e 12.' },
];
const ANO: [IntegerBounds, IntegerMessages] = [
  { min: 1900, max: 2099 },
  { type: 'Informe o ano.', integer: 'Ano inválido.', min: 'O ano deve estar entre 1900 e 2099.' },
];

/** POST /exercicios/create. */
export const CreateExercicioBodySchema = v.object({
  mes: integerField(...MES),
  ano: integerField(...ANO),
  empresa_id: v.pipe(v.string('Informe a empresa.'), v.uuid('Empresa inválida.')),
});
export type CreateExercicioBody = v.InferOutput<typeof CreateExercicioBodySchema>;

export const EmpresaIdParamsSchema = v.object({ empresaId: v.pipe(v.string(), v.uuid('Empresa inválida.')) });
export const ExercicioYearQuerySchema = v.object({ ano: v.optional(integerQuery(...ANO)) });
export const ExercicioExistsQuerySchema = v.object({
  ano: integerQuery(...ANO),
  mes: integerQuery(...MES),
});
export const ExercicioExistsResponseSchema = v.object({ exists: v.boolean() });
