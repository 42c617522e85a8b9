import * as v from 'valibot';
import { integerField, nullableStrings, pageOf, requiredText } from './common.js';
import { onlyDigits } from './documents.js';
import {
  optionalText,
  RegisterListQueryEntries,
  RegisterTailSchema,
  requiredUuid,
} from './patrimonio-common.js';
import { cepField, ufField } from './patrimonio-fornecedores.js';

/**
 * The registers that detail an asset or classify it (docs/domain.md, "Bens e categorias"): vehicles/equipment, property locations
 * and NCM references. Each has the spec's active/inactive status (PUT .../id).
 */

/** The asset a register details, as its lists and details show it. */
export const BemRefSchema = v.object({ id: v.string(), CodigoBEM: v.number(), descricao: v.string() });

const decimalField = (label: string, opts: { int: number; dec: number; min: number; max: number }) =>
  v.nullish(
    v.pipe(
      v.union([v.string(), v.number()], `${label}: informe um número.`),
      v.transform((x) => String(x).trim()),
      v.transform((x) => (x === '' ? null : x)),
      v.check(
        (x) => x === null || new RegExp(`^-?\\d{1,${opts.int}}(\\.\\d{1,${opts.dec}})?$`).test(x),
        `${label}: use ponto e até ${opts.dec} casas decimais.`,
      ),
      v.check(
        (x) => x === null || (Number(x) >= opts.min && Number(x) <= opts.max),
        `${label} deve estar entre ${opts.min} e ${opts.max}.`,
      ),
      v.transform((x) => (x === null ? null : Number(x).toFixed(opts.dec))),
    ),
  );

// ---------------------------------------------------------------- vehicles and equipment

export const TIPOS_VEICULO = ['veiculo', 'equipamento'] as const;
export const COMBUSTIVEIS = [
  'gasolina',
  'etanol',
  'flex',
  'diesel',
  'gnv',
  'eletrico',
  'hibrido',
  'outro',
] as const;

/** RENAVAM: 11 digits (older 9-digit numbers are zero-padded), mod-11 check digit. */
export function isValidRenavam(value: string): boolean {
  const digits = onlyDigits(value).padStart(11, '0');
  if (digits.length !== 11 || /^0+$/.test(digits)) return false;
  const weights = '3298765432';
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(digits[i]) * Number(weights[i]);
  const dv = (sum * 10) % 11;
  return (dv === 10 ? 0 : dv) === Number(digits[10]);
}

/** Brazilian plate: old (ABC1234) or Mercosul (ABC1D23); stored uppercase without the dash. */
export const PLACA_PATTERN = /^[A-Z]{3}\d[A-Z0-9]\d{2}$/;
/** VIN: 17 characters, no I, O or Q. */
export const CHASSI_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

const upperCode = (label: string, pattern: RegExp, max: number) =>
  v.nullish(
    v.pipe(
      v.string(`${label} inválido.`),
      v.transform((x) => x.toUpperCase().replace(/[\s.-]/g, '')),
      v.transform((x) => (x === '' ? null : x)),
      v.check((x) => x === null || (x.length <= max && pattern.test(x)), `${label} inválido.`),
    ),
  );

const year = (label: string) =>
  v.nullish(
    integerField(
      { min: 1900, max: 2099 },
      { type: `${label} inválido.`, min: `${label} deve estar entre 1900 e 2099.` },
    ),
  );

const counter = (label: string) =>
  v.nullish(
    integerField(
      { min: 0, max: 99_999_999 },
      {
        type: `${label} inválido.`,
        integer: `${label} deve ser um número inteiro.`,
        min: `${label} não pode ser negativo.`,
        max: `${label} grande demais.`,
      },
    ),
  );

/** The vehicle form's optional fields, in the form's order (the vehicles' import maps a column to each). */
export const VEICULO_OPTIONAL_FIELDS = [
  'placa',
  'renavam',
  'chassi',
  'marca',
  'modelo',
  'ano_fabricacao',
  'ano_modelo',
  'cor',
  'combustivel',
  'odometro',
  'horimetro',
] as const;

/** The labels of a vehicle's own fields (brand and model are the asset's too), as the screens show them. */
export const VEICULO_FIELD_LABELS: Record<
  Exclude<(typeof VEICULO_OPTIONAL_FIELDS)[number], 'marca' | 'modelo'>,
  string
> = {
  placa: 'Placa',
  renavam: 'RENAVAM',
  chassi: 'Chassi',
  ano_fabricacao: 'Ano de fabricação',
  ano_modelo: 'Ano do modelo',
  cor: 'Cor',
  combustivel: 'Combustível',
  odometro: 'Odômetro',
  horimetro: 'Horímetro',
};

/** Fields of a vehicle/equipment record, also accepted nested in the asset form (`veiculo`). */
export const veiculoFields = {
  tipo: v.picklist(TIPOS_VEICULO, 'Tipo inválido: use veiculo ou equipamento.'),
  placa: upperCode('Placa', PLACA_PATTERN, 7),
  renavam: v.nullish(
    v.pipe(
      v.string('RENAVAM inválido.'),
      v.transform((x) => (onlyDigits(x) === '' ? null : onlyDigits(x).padStart(11, '0'))),
      v.check((x) => x === null || isValidRenavam(x), 'RENAVAM inválido (confira o dígito verificador).'),
    ),
  ),
  chassi: upperCode('Chassi', CHASSI_PATTERN, 17),
  marca: optionalText('A marca', 120),
  modelo: optionalText('O modelo', 120),
  ano_fabricacao: year('Ano de fabricação'),
  ano_modelo: year('Ano do modelo'),
  cor: optionalText('A cor', 40),
  combustivel: v.nullish(v.picklist(COMBUSTIVEIS, 'Combustível inválido.')),
  odometro: counter('Odômetro'),
  horimetro: counter('Horímetro'),
};

const modelYearCheck = <T extends { ano_fabricacao?: number | null; ano_modelo?: number | null }>(x: T) =>
  x.ano_fabricacao == null ||
  x.ano_modelo == null ||
  (x.ano_modelo >= x.ano_fabricacao && x.ano_modelo <= x.ano_fabricacao + 1);
const MODEL_YEAR_MESSAGE = 'O ano do modelo deve ser o de fabricação ou o seguinte.';

/** A vehicle's own fields (also nested in the asset form), with the model-year rule. */
export const VeiculoFieldsSchema = v.pipe(
  v.object(veiculoFields),
  v.forward(v.partialCheck([['ano_fabricacao'], ['ano_modelo']], modelYearCheck, MODEL_YEAR_MESSAGE), [
    'ano_modelo',
  ]),
);
export type VeiculoFields = v.InferOutput<typeof VeiculoFieldsSchema>;

/** The vehicle's fields plus `extra`, with the model-year rule (it reads only the shared fields). */
function veiculoBody<const X extends v.ObjectEntries>(extra: X) {
  const object = v.object({ ...veiculoFields, ...extra });
  type Body = v.InferOutput<typeof object>;
  const [, modelYear] = VeiculoFieldsSchema.pipe;
  return v.pipe(object, modelYear as unknown as v.BaseValidation<Body, Body, v.BaseIssue<unknown>>);
}

export const CreateVeiculoBodySchema = veiculoBody({ bempatrimonial_id: requiredUuid('o bem patrimonial') });
export type CreateVeiculoBody = v.InferOutput<typeof CreateVeiculoBodySchema>;

export const UpdateVeiculoBodySchema = veiculoBody({
  id: v.optional(v.pipe(v.string(), v.uuid('Identificador inválido.'))),
});
export type UpdateVeiculoBody = v.InferOutput<typeof UpdateVeiculoBodySchema>;

export const VeiculoSchema = v.object({
  id: v.string(),
  cliente_id: v.string(),
  bempatrimonial_id: v.string(),
  bem: BemRefSchema,
  tipo: v.picklist(TIPOS_VEICULO),
  placa: v.nullable(v.string()),
  renavam: v.nullable(v.string()),
  chassi: v.nullable(v.string()),
  marca: v.nullable(v.string()),
  modelo: v.nullable(v.string()),
  ano_fabricacao: v.nullable(v.number()),
  ano_modelo: v.nullable(v.number()),
  cor: v.nullable(v.string()),
  combustivel: v.nullable(v.string()),
  odometro: v.nullable(v.number()),
  horimetro: v.nullable(v.number()),
  ...RegisterTailSchema,
});
export type Veiculo = v.InferOutput<typeof VeiculoSchema>;
export const VeiculoPageSchema = pageOf(VeiculoSchema);

export const VeiculoListQuerySchema = v.object({
  ...RegisterListQueryEntries,
  tipo: v.optional(v.picklist(TIPOS_VEICULO, 'Tipo inválido.')),
  bempatrimonial_id: v.optional(v.pipe(v.string(), v.uuid('Bem inválido.'))),
  sort: v.optional(v.picklist(['placa', 'modelo', 'created_at'] as const, 'Ordenação inválida.')),
});
export type VeiculoListQuery = v.InferOutput<typeof VeiculoListQuerySchema>;

// ---------------------------------------------------------------- property locations

/** Fields of a property location, also accepted nested in the asset form (`localizacao`). */
export const localizacaoFields = {
  descricao: requiredText('A descrição', 255),
  endereco: optionalText('O endereço'),
  numero: optionalText('O número', 20),
  complemento: optionalText('O complemento', 120),
  bairro: optionalText('O bairro', 120),
  cep: cepField(),
  municipio: optionalText('O município', 120),
  uf: ufField(),
  matricula: optionalText('A matrícula no cartório', 40),
  cartorio: optionalText('O cartório', 255),
  inscricao_imobiliaria: optionalText('A inscrição imobiliária', 40),
  area_terreno: decimalField('A área do terreno (m²)', { int: 12, dec: 2, min: 0, max: 999_999_999_999 }),
  area_construida: decimalField('A área construída (m²)', { int: 12, dec: 2, min: 0, max: 999_999_999_999 }),
  latitude: decimalField('A latitude', { int: 2, dec: 6, min: -90, max: 90 }),
  longitude: decimalField('A longitude', { int: 3, dec: 6, min: -180, max: 180 }),
};

export const LocalizacaoFieldsSchema = v.object(localizacaoFields);
export type LocalizacaoFields = v.InferOutput<typeof LocalizacaoFieldsSchema>;

export const CreateLocalizacaoBodySchema = v.object({
  ...localizacaoFields,
  bempatrimonial_id: requiredUuid('o bem patrimonial'),
});
export type CreateLocalizacaoBody = v.InferOutput<typeof CreateLocalizacaoBodySchema>;

export const UpdateLocalizacaoBodySchema = v.object({
  ...localizacaoFields,
  id: v.optional(v.pipe(v.string(), v.uuid('Identificador inválido.'))),
});
export type UpdateLocalizacaoBody = v.InferOutput<typeof UpdateLocalizacaoBodySchema>;

/** The property location's optional fields: a body may leave them out, the answer has them (null when empty). */
export const LOCALIZACAO_OPTIONAL_FIELDS = [
  'endereco',
  'numero',
  'complemento',
  'bairro',
  'cep',
  'municipio',
  'uf',
  'matricula',
  'cartorio',
  'inscricao_imobiliaria',
  'area_terreno',
  'area_construida',
  'latitude',
  'longitude',
] as const;

export const LocalizacaoSchema = v.object({
  id: v.string(),
  cliente_id: v.string(),
  bempatrimonial_id: v.string(),
  bem: BemRefSchema,
  descricao: v.string(),
  ...nullableStrings(...LOCALIZACAO_OPTIONAL_FIELDS),
  ...RegisterTailSchema,
});
export type Localizacao = v.InferOutput<typeof LocalizacaoSchema>;
export const LocalizacaoPageSchema = pageOf(LocalizacaoSchema);

export const LocalizacaoListQuerySchema = v.object({
  ...RegisterListQueryEntries,
  bempatrimonial_id: v.optional(v.pipe(v.string(), v.uuid('Bem inválido.'))),
  sort: v.optional(v.picklist(['descricao', 'municipio', 'created_at'] as const, 'Ordenação inválida.')),
});
export type LocalizacaoListQuery = v.InferOutput<typeof LocalizacaoListQuerySchema>;

// ---------------------------------------------------------------- NCM references

/** NCM code: 8 digits (dots allowed on input, e.g. 8471.30.12). */
export const ncmCodeField = () =>
  v.pipe(
    v.string('Informe o código NCM.'),
    v.transform((x) => x.replace(/[\s.]/g, '')),
    v.regex(/^\d{8}$/, 'O código NCM deve ter 8 dígitos.'),
  );

const ncmFields = {
  codigo: ncmCodeField(),
  descricao: requiredText('A descrição', 500),
  categoria_id: v.nullish(v.pipe(v.string(), v.uuid('Categoria inválida.'))),
  taxa_depreciacao: decimalField('A taxa anual de depreciação (%)', { int: 3, dec: 2, min: 0, max: 100 }),
};

export const CreateNcmBodySchema = v.object({
  ...ncmFields,
  cliente_id: v.optional(v.pipe(v.string(), v.uuid('Cliente inválido.'))),
});
export type CreateNcmBody = v.InferOutput<typeof CreateNcmBodySchema>;

export const UpdateNcmBodySchema = v.object({
  ...ncmFields,
  id: v.optional(v.pipe(v.string(), v.uuid('Identificador inválido.'))),
});
export type UpdateNcmBody = v.InferOutput<typeof UpdateNcmBodySchema>;

export const NcmSchema = v.object({
  id: v.string(),
  cliente_id: v.string(),
  codigo: v.string(),
  descricao: v.string(),
  categoria_id: v.nullable(v.string()),
  categoria: v.nullable(v.object({ id: v.string(), nome: v.string() })),
  taxa_depreciacao: v.nullable(v.string()),
  ...RegisterTailSchema,
});
export type Ncm = v.InferOutput<typeof NcmSchema>;
export const NcmPageSchema = pageOf(NcmSchema);

export const NcmListQuerySchema = v.object({
  ...RegisterListQueryEntries,
  categoria_id: v.optional(v.pipe(v.string(), v.uuid('Categoria inválida.'))),
  sort: v.optional(v.picklist(['codigo', 'descricao', 'created_at'] as const, 'Ordenação inválida.')),
});
export type NcmListQuery = v.InferOutput<typeof NcmListQuerySchema>;
