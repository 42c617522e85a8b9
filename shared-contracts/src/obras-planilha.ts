import * as v from 'valibot';
import {
  dateField,
  MoneyResponseSchema,
  moneyField,
  moneyToCents,
  optionalText,
} from './patrimonio-common.js';

/**
 * A work's budget sheet (planilha orçamentária), its measurement by item and its schedule (docs/domain.md,
 * "Planilha, medição por item e cronograma"; Lei 14.133/2021, art. 94 § 3º). Money is exact: prices in
 * centavos, quantities with up to four decimals, BDI a percentage with two; every product is rounded
 * half-up to centavos by the functions below, the one place the rule lives (API and forms).
 */

/** The item every work measured before its sheet keeps its measurements in (quantity in reais, price 1). */
export const ITEM_GLOBAL_CODIGO = 'MEDICAO-GLOBAL';
export const ITEM_GLOBAL_DESCRICAO = 'Medição global (anterior à planilha)';

/** Quantities: up to 13 integer digits and four decimals, never negative. */
export const QUANTIDADE_PATTERN = /^\d{1,11}(\.\d{1,4})?$/;
/** BDI: a percentage from 0 to 100 with up to two decimals. */
export const BDI_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

/** "12.5" → 125000n (ten-thousandths). */
export function quantidadeToUnits(text: string): bigint {
  const [int = '0', dec = ''] = text.split('.');
  return BigInt(int) * 10000n + BigInt(dec.padEnd(4, '0'));
}
export function unitsToQuantidade(units: bigint): string {
  const int = units / 10000n;
  const dec = (units % 10000n).toString().padStart(4, '0').replace(/0+$/, '');
  return dec ? `${int}.${dec}` : `${int}`;
}
/** "1234.5" → "1.234,5": a quantity as pt-BR writes it, whole, never abbreviated. */
export const formatQuantidade = (x: string) => {
  const [int = '0', dec] = x.split('.');
  return `${Number(int).toLocaleString('pt-BR')}${dec ? `,${dec}` : ''}`;
};
/** "25.3" → 2530n (hundredths of a percent). */
const bdiToBasis = (text: string) => moneyToCents(text);

/** n ÷ d rounded half-up (n, d ≥ 0). */
const divHalfUp = (n: bigint, d: bigint) => (n * 2n + d) / (d * 2n);

/** The unit price with BDI, in centavos: preço × (1 + BDI/100), rounded half-up to centavos. */
export const precoComBdiCents = (precoUnitario: string, bdi: string): bigint =>
  divHalfUp(moneyToCents(precoUnitario) * (10000n + bdiToBasis(bdi)), 10000n);

/** quantidade × preço (centavos), rounded half-up to centavos: an item's total or a measured value. */
export const valorDaQuantidadeCents = (quantidade: string, precoCents: bigint): bigint =>
  divHalfUp(quantidadeToUnits(quantidade) * precoCents, 10000n);

const texto = (label: string, max: number) =>
  v.pipe(
    v.string(`${label}: informe um texto.`),
    v.trim(),
    v.minLength(1, `${label} é obrigatório(a).`),
    v.maxLength(max, `${label} deve ter no máximo ${max} caracteres.`),
  );

/** A quantity field: decimal text (or number), not negative, up to four decimals. */
export const quantidadeField = (label: string) =>
  v.pipe(
    v.union([v.string(), v.number()], `${label}: informe um número.`),
    v.transform((x) => (typeof x === 'number' ? (Number.isFinite(x) ? String(x) : '') : x.trim())),
    v.check((x) => !x.startsWith('-'), `${label} não pode ser negativa.`),
    v.regex(QUANTIDADE_PATTERN, `${label}: número inválido. Use ponto e até quatro casas decimais.`),
    v.transform((x) => unitsToQuantidade(quantidadeToUnits(x))),
  );

export const bdiField = (label = 'O BDI') =>
  v.pipe(
    v.union([v.string(), v.number()], `${label}: informe um percentual.`),
    v.transform((x) => (typeof x === 'number' ? (Number.isFinite(x) ? String(x) : '') : x.trim())),
    v.check((x) => !x.startsWith('-'), `${label} não pode ser negativo.`),
    v.regex(BDI_PATTERN, `${label}: percentual inválido. Use ponto e até duas casas decimais, ex.: "25.00".`),
    // Checks go on after a failed regex (valibot): the text is read as a value only once it is one.
    v.check((x) => !BDI_PATTERN.test(x) || moneyToCents(x) <= 10000n, `${label} deve estar entre 0 e 100%.`),
    v.transform((x) =>
      Number(x) === 0 ? '0.00' : x.includes('.') ? x.padEnd(x.indexOf('.') + 3, '0') : `${x}.00`,
    ),
  );

/** One item as written (the sheet, its import, an amendment): BDI omitted takes the sheet's. */
export const ItemBodySchema = v.object({
  codigo: texto('O código do item', 30),
  descricao: texto('A descrição do item', 500),
  unidade: texto('A unidade do item', 20),
  quantidade: quantidadeField('A quantidade'),
  preco_unitario: moneyField('O preço unitário', { min: '0' }),
  bdi: v.nullish(bdiField('O BDI do item')),
});
export type ItemBody = v.InferOutput<typeof ItemBodySchema>;

const MAX_ITENS = 10_000;

/** PUT /obras/obra/{id}/planilha: the whole sheet, matched to the stored items by code. */
export const PlanilhaBodySchema = v.object({
  bdi: bdiField('O BDI da planilha'),
  itens: v.pipe(
    v.array(ItemBodySchema, 'Informe os itens da planilha.'),
    v.maxLength(MAX_ITENS, `Uma planilha tem no máximo ${MAX_ITENS.toLocaleString('pt-BR')} itens.`),
  ),
});
export type PlanilhaBody = v.InferOutput<typeof PlanilhaBodySchema>;

export const ItemSchema = v.object({
  id: v.string(),
  ordem: v.number(),
  codigo: v.string(),
  descricao: v.string(),
  unidade: v.string(),
  quantidade: v.string(),
  preco_unitario: MoneyResponseSchema,
  bdi: v.string(),
  preco_com_bdi: MoneyResponseSchema,
  total: MoneyResponseSchema,
  /** Σ quantities of the active measurements, and what is left of the contracted quantity. */
  quantidade_medida: v.string(),
  saldo_quantidade: v.string(),
  valor_medido: MoneyResponseSchema,
  /** The item that keeps the measurements made before the sheet (no balance of its own). */
  global: v.boolean(),
});
export type Item = v.InferOutput<typeof ItemSchema>;

export const PlanilhaSchema = v.object({
  obra_id: v.string(),
  bdi: v.string(),
  itens: v.array(ItemSchema),
  total: MoneyResponseSchema,
  valor_medido: MoneyResponseSchema,
});
export type Planilha = v.InferOutput<typeof PlanilhaSchema>;

export const ItemAlteracaoSchema = v.object({
  id: v.string(),
  item_id: v.string(),
  codigo: v.string(),
  origem: v.picklist(['planilha', 'importacao', 'aditivo']),
  aditivo: v.nullable(v.object({ id: v.string(), numero_ato: v.string() })),
  antes: v.nullable(v.record(v.string(), v.string())),
  depois: v.nullable(v.record(v.string(), v.string())),
  usuario: v.nullable(v.string()),
  created_at: v.string(),
});
export type ItemAlteracao = v.InferOutput<typeof ItemAlteracaoSchema>;
export const ItemAlteracaoListSchema = v.array(ItemAlteracaoSchema);

/** One measured item of a medição. */
export const MedicaoItemBodySchema = v.object({
  item_id: v.pipe(v.string('Informe o item.'), v.uuid('Item inválido.')),
  quantidade: v.pipe(
    quantidadeField('A quantidade medida'),
    v.check((x) => quantidadeToUnits(x) > 0n, 'A quantidade medida deve ser maior que zero.'),
  ),
});
export type MedicaoItemBody = v.InferOutput<typeof MedicaoItemBodySchema>;
export const medicaoItensField = v.optional(
  v.pipe(
    v.array(MedicaoItemBodySchema, 'Informe os itens medidos.'),
    v.minLength(1, 'Informe ao menos um item medido.'),
    v.maxLength(MAX_ITENS, 'Itens demais numa medição.'),
  ),
);

/** The conference of a medição: when, what share was checked and who signed it. */
export const conferenciaFields = {
  conferencia_data: v.nullish(dateField('A data da conferência')),
  conferencia_percentual: v.nullish(
    v.pipe(
      moneyField('O percentual conferido', { min: '0' }),
      v.check((x) => moneyToCents(x) <= 10000n, 'O percentual conferido deve estar entre 0 e 100%.'),
    ),
  ),
  conferencia_responsaveis: optionalText('Os responsáveis pela conferência', 500),
};

export const BoletimItemSchema = v.object({
  item_id: v.string(),
  codigo: v.string(),
  descricao: v.string(),
  unidade: v.string(),
  quantidade_contratada: v.string(),
  preco_com_bdi: MoneyResponseSchema,
  quantidade_anterior: v.string(),
  quantidade: v.string(),
  quantidade_acumulada: v.string(),
  saldo_quantidade: v.string(),
  valor: MoneyResponseSchema,
});
export type BoletimItem = v.InferOutput<typeof BoletimItemSchema>;
export const MedicaoItensSchema = v.array(BoletimItemSchema);

// ---------------------------------------------------------------- cronograma

/** "2026-03". */
const mesField = v.pipe(
  v.string('Informe o mês.'),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês inválido: use AAAA-MM.'),
);

/** PUT /obras/obra/{id}/cronograma: the planned value and physical share of each month. */
export const CronogramaBodySchema = v.object({
  meses: v.pipe(
    v.array(
      v.object({
        mes: mesField,
        valor_previsto: moneyField('O valor previsto', { min: '0' }),
        percentual_fisico: v.pipe(
          moneyField('O percentual físico previsto', { min: '0' }),
          v.check(
            (x) => moneyToCents(x) <= 10000n,
            'O percentual físico previsto deve estar entre 0 e 100%.',
          ),
        ),
      }),
      'Informe os meses do cronograma.',
    ),
    v.maxLength(240, 'Um cronograma tem no máximo 240 meses.'),
  ),
});
export type CronogramaBody = v.InferOutput<typeof CronogramaBodySchema>;

/** One month of the S-curve: planned and actual, each accumulated, as % of the work's value. */
export const CurvaMesSchema = v.object({
  mes: v.string(),
  valor_previsto: MoneyResponseSchema,
  percentual_fisico_previsto: v.string(),
  previsto_financeiro: v.string(),
  previsto_fisico: v.string(),
  realizado_financeiro: v.nullable(v.string()),
  realizado_fisico: v.nullable(v.string()),
  valor_medido: MoneyResponseSchema,
});
export type CurvaMes = v.InferOutput<typeof CurvaMesSchema>;
export const CronogramaSchema = v.object({
  obra_id: v.string(),
  valor_obra: MoneyResponseSchema,
  meses: v.array(CurvaMesSchema),
});
export type Cronograma = v.InferOutput<typeof CronogramaSchema>;

/** The quantities contracted and executed of a work, for the public (CSV/JSON). */
export const PublicoItemSchema = v.object({
  codigo: v.string(),
  descricao: v.string(),
  unidade: v.string(),
  quantidade_contratada: v.string(),
  preco_unitario: MoneyResponseSchema,
  preco_com_bdi: MoneyResponseSchema,
  total_contratado: MoneyResponseSchema,
  quantidade_executada: v.string(),
  valor_executado: MoneyResponseSchema,
});
export type PublicoItem = v.InferOutput<typeof PublicoItemSchema>;

export const PlanilhaExportQuerySchema = v.object({
  formato: v.optional(v.picklist(['csv', 'xlsx'], 'Formato inválido: use csv ou xlsx.'), 'csv'),
});

/** POST /obras/obra/{id}/planilha/importar: the sheet's BDI, when the file's items carry none. */
export const PlanilhaImportQuerySchema = v.object({ bdi: v.optional(bdiField('O BDI da planilha')) });

export const PublicoItensQuerySchema = v.object({
  formato: v.optional(v.picklist(['json', 'csv'], 'Formato inválido: use json ou csv.'), 'json'),
});
export const PublicoItemListSchema = v.array(PublicoItemSchema);
