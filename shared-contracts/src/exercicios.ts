import * as v from 'valibot';

/** Accounting period (exercício). `fechado` closes the month to new movements (docs/domain.md, "Organização e acesso"). */
export const ExercicioSchema = v.object({
  id: v.string(),
  mes: v.number(),
  ano: v.number(),
  empresa_id: v.string(),
  fechado: v.boolean(),
});
export type Exercicio = v.InferOutput<typeof ExercicioSchema>;

const mes = v.pipe(
  v.number('Informe o mês.'),
  v.integer('Mês inválido.'),
  v.minValue(1, 'O mês deve estar entre 1 e 12.'),
  v.maxValue(12, 'O mês deve estar entre 1 e 12.'),
);
const ano = v.pipe(
  v.number('Informe o ano.'),
  v.integer('Ano inválido.'),
  v.minValue(1900, 'O ano deve estar entre 1900 e 2099.'),
  v.maxValue(2099, 'O ano deve estar entre 1900 e 2099.'),
);
const fromQuery = <T extends v.GenericSchema<number, number>>(schema: T, label: string) =>
  v.pipe(
    v.string(`Informe o ${label}.`),
    v.regex(/^\d{1,4}$/, `${label[0]?.toUpperCase()}${label.slice(1)} inválido.`),
    v.toNumber(),
    schema,
  );

/** POST /exercicios/create. */
export const CreateExercicioBodySchema = v.object({
  mes,
  ano,
  empresa_id: v.pipe(v.string('Informe a empresa.'), v.uuid('Empresa inválida.')),
});
export type CreateExercicioBody = v.InferOutput<typeof CreateExercicioBodySchema>;

export const EmpresaIdParamsSchema = v.object({ empresaId: v.pipe(v.string(), v.uuid('Empresa inválida.')) });
export const ExercicioYearQuerySchema = v.object({ ano: v.optional(fromQuery(ano, 'ano')) });
export const ExercicioExistsQuerySchema = v.object({
  ano: fromQuery(ano, 'ano'),
  mes: fromQuery(mes, 'mês'),
});
export const ExercicioExistsResponseSchema = v.object({ exists: v.boolean() });
