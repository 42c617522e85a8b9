import * as v from 'valibot';
import { integerField, requiredText } from './common.js';
import { pcaspField, StatusFieldsSchema } from './patrimonio-common.js';

/** Kinds of asset (docs/domain.md, "Bens e categorias"): the category's and the asset's `tipo`. */
export const TIPOS_BEM = ['movel', 'imovel', 'intangivel'] as const;
export type TipoBem = (typeof TIPOS_BEM)[number];
export const TIPO_BEM_LABELS: Record<TipoBem, string> = {
  movel: 'Móvel',
  imovel: 'Imóvel',
  intangivel: 'Intangível',
};

const percent = (label: string) =>
  v.pipe(
    v.union([v.string(), v.number()], `${label}: informe um percentual.`),
    v.transform((x) => String(x).trim()),
    v.regex(/^\d{1,3}(\.\d{1,2})?$/, `${label}: use um número com até duas casas decimais.`),
    v.check((x) => Number(x) <= 100, `${label} deve estar entre 0 e 100.`),
    v.transform((x) => Number(x).toFixed(2)),
  );

/**
 * Category of asset (docs/domain.md, "Bens e categorias"): useful life in years, residual value (%), depreciable, PCASP account.
 * Seeded per client from the STN table; every field stays editable by the client's accountant.
 */
export const CategoriaSchema = v.object({
  id: v.string(),
  cliente_id: v.string(),
  nome: v.string(),
  tipo_bem: v.picklist(TIPOS_BEM),
  conta_contabil: v.string(),
  /**
   * The (−) accumulated depreciation (amortization, for intangíveis) and (−) impairment accounts its
   * accounting events use (docs/domain.md, "Lançamentos contábeis e RMB"); null: absent, the movements that
   * need it are refused.
   */
  conta_depreciacao: v.optional(v.nullable(v.string())),
  conta_reducao: v.optional(v.nullable(v.string())),
  vida_util_anos: v.number(),
  valor_residual_percentual: v.pipe(v.string(), v.description('Percentual com duas casas: "10.00".')),
  depreciavel: v.boolean(),
  /** The status every register has: deactivated by the status call, with who and why. */
  ...StatusFieldsSchema,
});
export type Categoria = v.InferOutput<typeof CategoriaSchema>;
export const CategoriaListSchema = v.array(CategoriaSchema);

const LIFE_REQUIRED = 'Uma categoria depreciável precisa de vida útil maior que zero.';

const categoriaFields = {
  nome: requiredText('O nome', 120),
  tipo_bem: v.picklist(TIPOS_BEM, 'Tipo de bem inválido: use movel, imovel ou intangivel.'),
  conta_contabil: pcaspField(),
  /** Omitted on create: the PCASP's by kind of asset; omitted on edit: kept. */
  conta_depreciacao: v.optional(v.nullable(pcaspField('A conta de depreciação acumulada'))),
  conta_reducao: v.optional(v.nullable(pcaspField('A conta de redução ao valor recuperável'))),
  vida_util_anos: integerField(
    { min: 0, max: 100 },
    {
      type: 'Informe a vida útil em anos.',
      integer: 'A vida útil deve ser um número inteiro de anos.',
      min: 'A vida útil não pode ser negativa.',
      max: 'A vida útil deve ser de no máximo 100 anos.',
    },
  ),
  valor_residual_percentual: percent('O valor residual'),
  depreciavel: v.boolean('Informe se a categoria é depreciável.'),
  /**
   * Create only (a new category may start inactive); the status changes by the status call, which asks
   * the reason, as every register's (PUT /patrimonio/categoriabem/id).
   */
  ativo: v.optional(v.boolean('Informe se a categoria está ativa.')),
};

/** The rule that a depreciable category has a useful life, written once for both bodies. */
const lifeRequired = v.pipe(
  v.object(categoriaFields),
  v.forward(
    v.partialCheck(
      [['depreciavel'], ['vida_util_anos']],
      (x) => !x.depreciavel || x.vida_util_anos > 0,
      LIFE_REQUIRED,
    ),
    ['vida_util_anos'],
  ),
).pipe[1];

/** The category's fields plus `extra`, with the useful-life rule (it reads only the shared fields). */
function categoriaBody<const X extends v.ObjectEntries>(extra: X) {
  const object = v.object({ ...categoriaFields, ...extra });
  type Body = v.InferOutput<typeof object>;
  return v.pipe(object, lifeRequired as unknown as v.BaseValidation<Body, Body, v.BaseIssue<unknown>>);
}

/** POST /patrimonio/categoriabem/create; support names the client (others create in their own). */
export const CreateCategoriaBodySchema = categoriaBody({
  cliente_id: v.optional(v.pipe(v.string(), v.uuid('Cliente inválido.'))),
});
export type CreateCategoriaBody = v.InferOutput<typeof CreateCategoriaBodySchema>;

/** PUT /patrimonio/categoriabem/{id}: every field again (the client never changes). */
export const UpdateCategoriaBodySchema = categoriaBody({
  id: v.optional(v.pipe(v.string(), v.uuid('Identificador inválido.'))),
});
export type UpdateCategoriaBody = v.InferOutput<typeof UpdateCategoriaBodySchema>;
