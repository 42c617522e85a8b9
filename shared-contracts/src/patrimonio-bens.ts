import * as v from 'valibot';
import {
  exportFormatField,
  INT32_MAX,
  integerField,
  integerQuery,
  nullableStrings,
  PageQuerySchema,
  pageOf,
  requiredText,
  UUID_PATTERN,
} from './common.js';
import { TIPOS_BEM } from './patrimonio-categorias.js';
import {
  confirmarValorField,
  dateField,
  isValidChaveNfe,
  MoneyResponseSchema,
  moneyField,
  NamedRefSchema,
  optionalText,
  optionalUuid,
  pcaspField,
  requiredUuid,
  SORT_ORDERS,
} from './patrimonio-common.js';
import {
  LocalizacaoFieldsSchema,
  LocalizacaoSchema,
  VeiculoFieldsSchema,
  VeiculoSchema,
} from './patrimonio-registros.js';

/** Situação of an asset (docs/domain.md, "Bens e categorias"). `baixado` is reached only by a baixa movement. */
export const SITUACOES_BEM = ['em_uso', 'ocioso', 'em_manutencao', 'cedido', 'baixado'] as const;
export type SituacaoBem = (typeof SITUACOES_BEM)[number];
export const SITUACAO_LABELS: Record<SituacaoBem, string> = {
  em_uso: 'Em uso',
  ocioso: 'Ocioso',
  em_manutencao: 'Em manutenção',
  cedido: 'Cedido',
  baixado: 'Baixado',
};
/** What a create or an edit may set directly; the others come from movements. */
export const SITUACOES_EDITAVEIS = ['em_uso', 'ocioso'] as const;

/** Estado de conservação (docs/domain.md, "Bens e categorias"). */
export const ESTADOS_CONSERVACAO = ['novo', 'otimo', 'bom', 'regular', 'ruim', 'inservivel'] as const;
export type EstadoConservacao = (typeof ESTADOS_CONSERVACAO)[number];
export const ESTADO_LABELS: Record<EstadoConservacao, string> = {
  novo: 'Novo',
  otimo: 'Ótimo',
  bom: 'Bom',
  regular: 'Regular',
  ruim: 'Ruim',
  inservivel: 'Inservível',
};

/** The asset's code is an `integer` column, unique per client: so a client has at most this many assets. */
export const CODIGO_BEM_MAX = INT32_MAX;
export const codigoBemField = () =>
  integerField(
    { min: 1, max: CODIGO_BEM_MAX },
    {
      type: 'O código do bem (CodigoBEM) deve ser um número inteiro.',
      min: 'O código do bem (CodigoBEM) deve ser maior que zero.',
      max: 'O código do bem (CodigoBEM) é grande demais.',
    },
  );
/** A code filter of the asset and movement lists: any code (0 finds nothing). */
export const codigoQuery = () => integerQuery({ min: 0, max: CODIGO_BEM_MAX }, 'Código inválido.');

const chaveNfe = v.nullish(
  v.pipe(
    v.string('Chave da NF-e inválida.'),
    v.transform((x) => x.replace(/[\s.]/g, '')),
    v.transform((x) => (x === '' ? null : x)),
    v.check(
      (x) => x === null || isValidChaveNfe(x),
      'Chave da NF-e inválida: 44 dígitos com dígito verificador.',
    ),
  ),
);

/**
 * Fields of the asset form (docs/domain.md, "Bens e categorias"). On create, an absent field takes its default (CodigoBEM from the
 * client's sequence; vida útil, valor residual, depreciável and conta contábil from the category). On
 * update, an absent field keeps its value and null clears it. Secretaria, setor, responsável and any
 * situação other than em uso/ocioso change only through movements (transferência, mudança de
 * responsável, cessão, manutenção, baixa), so the asset's history stays whole.
 */
const bemFields = {
  CodigoBEM: v.optional(codigoBemField()),
  descricao: requiredText('A descrição', 255),
  especificacao: optionalText('A especificação', 4000),
  categoria_id: requiredUuid('a categoria'),
  tipo: v.picklist(TIPOS_BEM, 'Tipo de bem inválido: use movel, imovel ou intangivel.'),
  situacao: v.optional(v.picklist(SITUACOES_EDITAVEIS, 'Situação inválida: use em_uso ou ocioso.')),
  estado_conservacao: v.picklist(ESTADOS_CONSERVACAO, 'Estado de conservação inválido.'),
  TipoIncorporacao: integerField(
    { min: 1 },
    { type: 'Informe o tipo de incorporação.', integer: 'Tipo de incorporação inválido.' },
  ),
  data_aquisicao: dateField('Data de aquisição'),
  data_incorporacao: v.optional(dateField('Data de incorporação')),
  data_inicio_uso: v.nullish(dateField('Data de início de uso')),
  valor_aquisicao: moneyField('O valor de aquisição', { min: '0' }),
  valor_residual: v.optional(moneyField('O valor residual', { min: '0' })),
  vida_util_meses: v.optional(
    integerField(
      { min: 0, max: 1200 },
      {
        type: 'A vida útil deve ser um número de meses.',
        integer: 'A vida útil deve ser um número inteiro de meses.',
        min: 'A vida útil não pode ser negativa.',
        max: 'A vida útil deve ser de no máximo 1200 meses.',
      },
    ),
  ),
  depreciavel: v.optional(v.boolean('Informe se o bem é depreciável.')),
  /**
   * An intangível of indefinite useful life (NBC TSP 08; decision 071): never amortized, tested for
   * impairment every year. Only an intangível; absent on create: false, on edit: kept.
   */
  vida_util_indefinida: v.optional(v.boolean('Informe se a vida útil é indefinida.')),
  /**
   * Saldo de implantação: the depreciation the old system had already accumulated on the asset before the
   * client's implantação month; its first run takes it instead of computing it (docs/domain.md, "Depreciação").
   */
  saldo_implantacao: v.nullish(moneyField('O saldo de implantação', { min: '0' })),
  /** The user confirmed a valor de aquisição above the client's ceiling (`confirmarValorField`). */
  confirmar_valor: confirmarValorField(),
  conta_contabil: v.optional(pcaspField()),
  fornecedor_id: optionalUuid('Fornecedor'),
  ncm_id: optionalUuid('NCM'),
  nota_fiscal_numero: v.nullish(
    v.pipe(
      v.string('Número da nota fiscal inválido.'),
      v.trim(),
      v.transform((x) => (x === '' ? null : x)),
      v.check((x) => x === null || /^\d{1,9}$/.test(x), 'O número da nota fiscal tem até 9 dígitos.'),
    ),
  ),
  nota_fiscal_serie: v.nullish(
    v.pipe(
      v.string('Série da nota fiscal inválida.'),
      v.trim(),
      v.transform((x) => (x === '' ? null : x)),
      v.check((x) => x === null || /^\d{1,3}$/.test(x), 'A série da nota fiscal tem até 3 dígitos.'),
    ),
  ),
  nota_fiscal_chave: chaveNfe,
  empenho: optionalText('O empenho', 30),
  secretaria_id: requiredUuid('a secretaria'),
  setor_id: optionalUuid('Setor'),
  /** The sala of the asset's setor where it sits (decision 063); null clears it, absent keeps it. */
  sala_id: optionalUuid('Sala'),
  responsavel: optionalText('O responsável', 255),
  numero_serie: optionalText('O número de série', 120),
  marca: optionalText('A marca', 120),
  modelo: optionalText('O modelo', 120),
  observacoes: optionalText('As observações', 4000),
  /** The vehicle/equipment record of a movable asset, saved in the same transaction. */
  veiculo: v.optional(VeiculoFieldsSchema),
  /** The location record of a property (imóvel), saved in the same transaction. */
  localizacao: v.optional(LocalizacaoFieldsSchema),
};

type BemDates = { data_aquisicao: string; data_incorporacao?: string; data_inicio_uso?: string | null };
const datesInOrder = (x: BemDates) =>
  (x.data_incorporacao === undefined || x.data_incorporacao >= x.data_aquisicao) &&
  (x.data_inicio_uso == null || x.data_inicio_uso >= x.data_aquisicao);

const DATES_MESSAGE =
  'As datas de incorporação e de início de uso não podem ser anteriores à data de aquisição.';
const VEICULO_MESSAGE = 'Só um bem móvel tem veículo ou equipamento.';
const LOCALIZACAO_MESSAGE = 'Só um bem imóvel tem localização de imóvel.';
const INDEFINIDA_MESSAGE = 'Só um bem intangível pode ter vida útil indefinida.';

/** The asset's cross-field rules (dates in order; vehicle only on a móvel, location only on an imóvel). */
const bemRules = v
  .pipe(
    v.object(bemFields),
    v.forward(
      v.partialCheck(
        [['data_aquisicao'], ['data_incorporacao'], ['data_inicio_uso']],
        datesInOrder,
        DATES_MESSAGE,
      ),
      ['data_incorporacao'],
    ),
    v.forward(
      v.partialCheck(
        [['tipo'], ['veiculo']],
        (x) => x.veiculo === undefined || x.tipo === 'movel',
        VEICULO_MESSAGE,
      ),
      ['veiculo'],
    ),
    v.forward(
      v.partialCheck(
        [['tipo'], ['localizacao']],
        (x) => x.localizacao === undefined || x.tipo === 'imovel',
        LOCALIZACAO_MESSAGE,
      ),
      ['localizacao'],
    ),
    v.forward(
      v.partialCheck(
        [['tipo'], ['vida_util_indefinida']],
        (x) => !x.vida_util_indefinida || x.tipo === 'intangivel',
        INDEFINIDA_MESSAGE,
      ),
      ['vida_util_indefinida'],
    ),
  )
  .pipe.slice(1);

/** The asset's fields plus `extra`, with its rules (they read only the shared fields). */
function bemBodySchema<const X extends v.ObjectEntries>(extra: X) {
  const object = v.object({ ...bemFields, ...extra });
  type Rule = v.BaseValidation<
    v.InferOutput<typeof object>,
    v.InferOutput<typeof object>,
    v.BaseIssue<unknown>
  >;
  const [dates, veiculo, localizacao, indefinida] = bemRules as unknown as [Rule, Rule, Rule, Rule];
  return v.pipe(object, dates, veiculo, localizacao, indefinida);
}

/** POST /patrimonio/bempatrimonial/create. */
export const CreateBemBodySchema = bemBodySchema({});
export type CreateBemBody = v.InferOutput<typeof CreateBemBodySchema>;

/** PUT /patrimonio/bempatrimonial/{id}: the asset including its id, which must match the path. */
export const UpdateBemBodySchema = bemBodySchema({ id: requiredUuid('o identificador do bem') });
export type UpdateBemBody = v.InferOutput<typeof UpdateBemBodySchema>;

const nullableRef = v.nullable(NamedRefSchema);

/** A work (Obras) that made the asset (`imovel`) or improved it (`melhoria`) when received definitively. */
export const BemObraSchema = v.object({
  id: v.string(),
  numero: v.string(),
  objeto: v.string(),
  incorporacao: v.picklist(['imovel', 'melhoria']),
});
export type BemObra = v.InferOutput<typeof BemObraSchema>;

/** An overdue cautela as the asset's page shows it: since when, where, with whom. */
export const BemCautelaVencidaSchema = v.object({
  aceite_id: v.string(),
  /** yyyy-MM-dd: the expected return, already past. */
  data_prevista_retorno: v.string(),
  destino: v.nullable(v.string()),
  recebedor: v.string(),
});
export type BemCautelaVencida = v.InferOutput<typeof BemCautelaVencidaSchema>;

export const BemSchema = v.object({
  id: v.string(),
  cliente_id: v.string(),
  CodigoBEM: v.number(),
  descricao: v.string(),
  especificacao: v.nullable(v.string()),
  categoria_id: v.string(),
  categoria: v.object({ id: v.string(), nome: v.string() }),
  tipo: v.picklist(TIPOS_BEM),
  situacao: v.picklist(SITUACOES_BEM),
  estado_conservacao: v.picklist(ESTADOS_CONSERVACAO),
  TipoIncorporacao: v.number(),
  data_aquisicao: v.string(),
  data_incorporacao: v.string(),
  data_inicio_uso: v.nullable(v.string()),
  valor_aquisicao: MoneyResponseSchema,
  valor_residual: MoneyResponseSchema,
  /** Book value: the acquisition value, changed by revaluations, impairments and each depreciation run. */
  valor_atual: MoneyResponseSchema,
  vida_util_meses: v.number(),
  depreciavel: v.boolean(),
  /** An intangível of indefinite useful life: never amortized, tested for impairment every year. */
  vida_util_indefinida: v.boolean(),
  /** Depreciation accumulated before the implantação, typed at registration (null: computed by the first run). */
  saldo_implantacao: v.nullable(MoneyResponseSchema),
  conta_contabil: v.string(),
  fornecedor_id: v.nullable(v.string()),
  fornecedor: v.nullable(v.object({ id: v.string(), razao_social: v.string(), cpf_cnpj: v.string() })),
  ncm_id: v.nullable(v.string()),
  ncm: v.nullable(v.object({ id: v.string(), codigo: v.string(), descricao: v.string() })),
  ...nullableStrings('nota_fiscal_numero', 'nota_fiscal_serie', 'nota_fiscal_chave', 'empenho'),
  /** The imported NF-e (GET /xml/{id}) the asset was incorporated from. */
  xml_nota_id: v.nullable(v.string()),
  secretaria_id: v.string(),
  secretaria: NamedRefSchema,
  setor_id: v.nullable(v.string()),
  setor: nullableRef,
  ...nullableStrings('responsavel', 'numero_serie', 'marca', 'modelo', 'observacoes'),
  /** The servidor who answers for the asset (docs/domain.md, "Carga patrimonial"); null: sem responsável. */
  responsavel_id: v.nullable(v.string()),
  /** The sala of its setor where the asset sits (decision 063); null: none recorded. */
  sala_id: v.nullable(v.string()),
  veiculo: v.nullable(VeiculoSchema),
  localizacao: v.nullable(LocalizacaoSchema),
  /** The works incorporated into the asset (docs/domain.md, "Obras"), by número. */
  obras: v.array(BemObraSchema),
  /**
   * The accepted cautela the asset is out on past its expected return (docs/domain.md, "Carga
   * patrimonial": the aceites list's `atrasadas`); null: none.
   */
  cautela_vencida: v.nullable(BemCautelaVencidaSchema),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Bem = v.InferOutput<typeof BemSchema>;

export const BemListItemSchema = v.object({
  id: v.string(),
  cliente_id: v.string(),
  CodigoBEM: v.number(),
  descricao: v.string(),
  tipo: v.picklist(TIPOS_BEM),
  categoria: v.object({ id: v.string(), nome: v.string() }),
  situacao: v.picklist(SITUACOES_BEM),
  estado_conservacao: v.picklist(ESTADOS_CONSERVACAO),
  secretaria: NamedRefSchema,
  setor: nullableRef,
  fornecedor: v.nullable(v.object({ id: v.string(), razao_social: v.string() })),
  data_aquisicao: v.string(),
  valor_aquisicao: MoneyResponseSchema,
  valor_atual: MoneyResponseSchema,
});
export type BemListItem = v.InferOutput<typeof BemListItemSchema>;
/**
 * A page of assets. `total` is exact when `total_exato` is true: always without filters or with one of
 * the equality filters (kept counts), and otherwise up to 10,000 matches (200 for a word search).
 * Beyond that it is the planner's estimate, never below the number counted: show it as "cerca de N"
 * (or "mais de N").
 */
export const BemPageSchema = v.object({
  ...pageOf(BemListItemSchema).entries,
  total_exato: v.boolean(),
});

export const BEM_SORTS = ['codigo', 'descricao', 'data_aquisicao', 'valor_aquisicao'] as const;
export type BemSort = (typeof BEM_SORTS)[number];

const uuidQuery = (label: string) => v.optional(v.pipe(v.string(), v.uuid(`${label} inválido(a).`)));
const moneyQuery = (label: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d{1,13}(\.\d{1,2})?$/, `${label}: use ponto e até duas casas decimais.`),
    ),
  );

/**
 * GET /patrimonio/bempatrimonial (and findByAplicacao): page and limit; `search` (a number finds the
 * code, words find the description by word prefixes, accents ignored); filters by código, descrição,
 * tipo (móvel, imóvel, intangível), categoria, situação, estado, secretaria, setor, fornecedor, acquisition
 * date range and acquisition value range; sort by código (default), descrição, data or valor. Support may narrow to one client.
 */
/** The filters of the asset list, the one way assets are chosen (the list, and the labels printed from it). */
const BEM_FILTER_ENTRIES = {
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Busca longa demais.'))),
  codigo: v.optional(codigoQuery()),
  descricao: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Descrição longa demais.'))),
  tipo: v.optional(v.picklist(TIPOS_BEM, 'Tipo de bem inválido: use movel, imovel ou intangivel.')),
  categoria_id: uuidQuery('Categoria'),
  situacao: v.optional(v.picklist(SITUACOES_BEM, 'Situação inválida.')),
  estado_conservacao: v.optional(v.picklist(ESTADOS_CONSERVACAO, 'Estado de conservação inválido.')),
  secretaria_id: uuidQuery('Secretaria'),
  setor_id: uuidQuery('Setor'),
  fornecedor_id: uuidQuery('Fornecedor'),
  data_de: v.optional(dateField('Data inicial')),
  data_ate: v.optional(dateField('Data final')),
  valor_de: moneyQuery('Valor mínimo'),
  valor_ate: moneyQuery('Valor máximo'),
  cliente_id: uuidQuery('Cliente'),
};
type BemRanges = { data_de?: string; data_ate?: string; valor_de?: string; valor_ate?: string };
/** The range checks of the filters (each schema built on BEM_FILTER_ENTRIES forwards them to the range's end). */
const rangeDatesInOrder = (x: BemRanges) => !x.data_de || !x.data_ate || x.data_de <= x.data_ate;
const rangeValuesInOrder = (x: BemRanges) =>
  !x.valor_de || !x.valor_ate || Number(x.valor_de) <= Number(x.valor_ate);
const DATES_OUT_OF_ORDER = 'A data inicial deve ser anterior à final.';
const VALUES_OUT_OF_ORDER = 'O valor mínimo deve ser menor que o máximo.';

/**
 * The asset list's filters alone (no page, sort or order): how a batch movement names "everything the
 * list shows" (POST /patrimonio/movimentacaobem/lote), the same filters the list applies.
 */
export const BemFiltrosSchema = v.pipe(
  v.object(BEM_FILTER_ENTRIES),
  v.forward(v.partialCheck([['data_de'], ['data_ate']], rangeDatesInOrder, DATES_OUT_OF_ORDER), ['data_ate']),
  v.forward(v.partialCheck([['valor_de'], ['valor_ate']], rangeValuesInOrder, VALUES_OUT_OF_ORDER), [
    'valor_ate',
  ]),
);
export type BemFiltros = v.InferOutput<typeof BemFiltrosSchema>;

export const BemListQuerySchema = v.pipe(
  v.object({
    ...PageQuerySchema.entries,
    ...BEM_FILTER_ENTRIES,
    sort: v.optional(v.picklist(BEM_SORTS, 'Ordenação inválida.')),
    order: v.optional(v.picklist(SORT_ORDERS, 'Ordem inválida: use asc ou desc.')),
  }),
  v.forward(v.partialCheck([['data_de'], ['data_ate']], rangeDatesInOrder, DATES_OUT_OF_ORDER), ['data_ate']),
  v.forward(v.partialCheck([['valor_de'], ['valor_ate']], rangeValuesInOrder, VALUES_OUT_OF_ORDER), [
    'valor_ate',
  ]),
);
export type BemListQuery = v.InferOutput<typeof BemListQuerySchema>;

/** GET /patrimonio/bempatrimonial/exportar: the list's filters, search and order, and the format. */
export const BemExportQuerySchema = v.pipe(
  v.object({
    ...BEM_FILTER_ENTRIES,
    sort: v.optional(v.picklist(BEM_SORTS, 'Ordenação inválida.')),
    order: v.optional(v.picklist(SORT_ORDERS, 'Ordem inválida: use asc ou desc.')),
    formato: exportFormatField(),
  }),
  v.forward(v.partialCheck([['data_de'], ['data_ate']], rangeDatesInOrder, DATES_OUT_OF_ORDER), ['data_ate']),
  v.forward(v.partialCheck([['valor_de'], ['valor_ate']], rangeValuesInOrder, VALUES_OUT_OF_ORDER), [
    'valor_ate',
  ]),
);

// ---------------------------------------------------------------- option lists (GET /utils/bempatrimonial)

export const TipoIncorporacaoSchema = v.object({ id: v.number(), descricao: v.string() });
export const MotivoBaixaSchema = v.object({ id: v.number(), descricao: v.string() });
export const TipoMovimentacaoSchema = v.object({
  id: v.number(),
  descricao: v.string(),
  /** What the movement does to the asset (EFEITOS_MOVIMENTACAO). */
  efeito: v.string(),
  /** The situação the asset must be in, when the type requires one. */
  situacao_exigida: v.nullable(v.string()),
  /** The situação the asset takes. */
  situacao_resultante: v.nullable(v.string()),
  /** Whether the form asks for a destination, a value, a new responsible person or a baixa reason. */
  exige_destino: v.boolean(),
  exige_valor: v.boolean(),
  exige_responsavel: v.boolean(),
  exige_motivo_baixa: v.boolean(),
});
export type TipoMovimentacao = v.InferOutput<typeof TipoMovimentacaoSchema>;

const option = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
export const situacaoOptions = () => option(SITUACOES_BEM, SITUACAO_LABELS);
export const estadoOptions = () => option(ESTADOS_CONSERVACAO, ESTADO_LABELS);

const OptionSchema = v.object({ value: v.string(), label: v.string() });

/** Everything the asset form needs in one call, for one client, with the next proposed code. */
export const BemUtilsSchema = v.object({
  cliente_id: v.string(),
  proximoCodigo: v.number(),
  categorias: v.array(
    v.object({
      id: v.string(),
      nome: v.string(),
      tipo_bem: v.string(),
      conta_contabil: v.string(),
      vida_util_anos: v.number(),
      valor_residual_percentual: v.string(),
      depreciavel: v.boolean(),
    }),
  ),
  tiposIncorporacao: v.array(TipoIncorporacaoSchema),
  tiposMovimentacao: v.array(TipoMovimentacaoSchema),
  motivosBaixa: v.array(MotivoBaixaSchema),
  tipos: v.array(OptionSchema),
  situacoes: v.array(OptionSchema),
  estados: v.array(OptionSchema),
  secretarias: v.array(NamedRefSchema),
  setores: v.array(v.object({ id: v.string(), name: v.string(), secretaria_id: v.nullable(v.string()) })),
});
export type BemUtils = v.InferOutput<typeof BemUtilsSchema>;

// ---------------------------------------------------------------- history (audit log)

export const BemHistoricoItemSchema = v.object({
  at: v.string(),
  action: v.string(),
  entity: v.string(),
  user: v.nullable(v.object({ id: v.string(), fullname: v.string() })),
  /** Fields that changed, with the value before and after. */
  changes: v.array(v.object({ field: v.string(), before: v.unknown(), after: v.unknown() })),
});
export const BemHistoricoSchema = v.array(BemHistoricoItemSchema);
export type BemHistoricoItem = v.InferOutput<typeof BemHistoricoItemSchema>;

// ---------------------------------------------------------------- labels (etiquetas)

/**
 * The sheets labels are printed on (docs/domain.md, "Bens e categorias", Etiquetas): `pimaco6180`, a Carta (Letter) sheet of
 * 30 adhesive labels of 66,7 × 25,4 mm in 3 columns × 10 rows; `termica50x30`, a roll of 50 × 30 mm
 * thermal labels, one label per page.
 */
export const FOLHAS_ETIQUETA = ['pimaco6180', 'termica50x30'] as const;
export type FolhaEtiqueta = (typeof FOLHAS_ETIQUETA)[number];
export const FOLHA_ETIQUETA_LABELS: Record<FolhaEtiqueta, string> = {
  pimaco6180: 'Folha Pimaco 6180 (30 etiquetas de 66,7 × 25,4 mm)',
  termica50x30: 'Rolo térmico 50 × 30 mm (uma etiqueta por página)',
};
export const ETIQUETAS_POR_FOLHA: Record<FolhaEtiqueta, number> = { pimaco6180: 30, termica50x30: 1 };
/** Most labels one document holds (a PDF of 5.000 labels is ~170 sheets). */
export const ETIQUETAS_MAX = 5000;
/** Most assets chosen by id in one call (they travel in the query string). */
export const ETIQUETAS_IDS_MAX = 250;

const folhaQuery = (fallback: FolhaEtiqueta) =>
  v.optional(v.picklist(FOLHAS_ETIQUETA, 'Folha inválida: use pimaco6180 ou termica50x30.'), fallback);
const inicioQuery = () =>
  v.optional(
    integerQuery(
      { min: 1, max: 30 },
      { type: 'Posição inicial inválida.', min: 'A posição inicial deve ser de 1 a 30.' },
    ),
  );
type FolhaInicio = { folha: FolhaEtiqueta; inicio?: number };
const inicioInSheet = (x: FolhaInicio) => x.inicio === undefined || x.inicio <= ETIQUETAS_POR_FOLHA[x.folha];
const INICIO_OUT_OF_SHEET = 'A posição inicial não existe nesta folha (a folha térmica tem uma etiqueta).';

/**
 * GET /patrimonio/bempatrimonial/reports/etiqueta/{id}: the sheet (default the thermal label, a page the
 * size of the label) and, on a sheet of many, the position of the first free label (1 to 30, row by row).
 */
export const EtiquetaQuerySchema = v.pipe(
  v.object({ folha: folhaQuery('termica50x30'), inicio: inicioQuery() }),
  v.forward(v.partialCheck([['folha'], ['inicio']], inicioInSheet, INICIO_OUT_OF_SHEET), ['inicio']),
);
export type EtiquetaQuery = v.InferOutput<typeof EtiquetaQuerySchema>;

/**
 * GET /patrimonio/bempatrimonial/reports/etiquetas: the labels of the assets the list's filters match (the
 * same filters as GET /patrimonio/bempatrimonial), narrowed to `ids` (comma-separated) when given, in
 * code order; sheet (default pimaco6180) and starting position as for one label.
 */
export const EtiquetasQuerySchema = v.pipe(
  v.object({
    ...BEM_FILTER_ENTRIES,
    ids: v.optional(
      v.pipe(
        v.string('Bens inválidos.'),
        v.transform((x) => [...new Set(x.split(',').map((id) => id.trim()))]),
        v.check(
          (ids) => ids.every((id) => UUID_PATTERN.test(id)),
          'Bens inválidos: informe os ids separados por vírgula.',
        ),
        v.maxLength(
          ETIQUETAS_IDS_MAX,
          `Selecione no máximo ${ETIQUETAS_IDS_MAX} bens; para mais, imprima pelos filtros da lista.`,
        ),
      ),
    ),
    folha: folhaQuery('pimaco6180'),
    inicio: inicioQuery(),
  }),
  v.forward(v.partialCheck([['data_de'], ['data_ate']], rangeDatesInOrder, DATES_OUT_OF_ORDER), ['data_ate']),
  v.forward(v.partialCheck([['valor_de'], ['valor_ate']], rangeValuesInOrder, VALUES_OUT_OF_ORDER), [
    'valor_ate',
  ]),
  v.forward(v.partialCheck([['folha'], ['inicio']], inicioInSheet, INICIO_OUT_OF_SHEET), ['inicio']),
);
export type EtiquetasQuery = v.InferOutput<typeof EtiquetasQuerySchema>;

// ---------------------------------------------------------------- register report (relatório de bens)

/** Most assets one register report holds (about 400 A4 pages); more: refine the filters. */
export const RELATORIO_BENS_MAX = 20_000;
/** Most assets of the register with photos (each photo is embedded as stored, up to 1 MB). */
export const RELATORIO_BENS_FOTOS_MAX = 2_000;

/**
 * GET /patrimonio/bempatrimonial/reports/aplicacao/{id} (and reports/withImage/aplicacao/{id}): the
 * register of the assets the list's filters match (the same filters as GET /patrimonio/bempatrimonial),
 * grouped by secretaria and setor.
 */
export const RelatorioBensQuerySchema = v.pipe(
  v.object({ ...BEM_FILTER_ENTRIES }),
  v.forward(v.partialCheck([['data_de'], ['data_ate']], rangeDatesInOrder, DATES_OUT_OF_ORDER), ['data_ate']),
  v.forward(v.partialCheck([['valor_de'], ['valor_ate']], rangeValuesInOrder, VALUES_OUT_OF_ORDER), [
    'valor_ate',
  ]),
);
export type RelatorioBensQuery = v.InferOutput<typeof RelatorioBensQuerySchema>;
