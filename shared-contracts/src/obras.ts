import * as v from 'valibot';
import { exportQueryOf, integerField, integerQuery, pageOf, requiredText } from './common.js';
import { isValidCpf, isValidCpfCnpj, normalizeCpfCnpj, onlyDigits } from './documents.js';
import {
  BRASIL_LATITUDE,
  BRASIL_LONGITUDE,
  ParalisacaoRegistroSchema,
  paralisacaoCheck,
  paralisacaoFields,
  paralisacaoIssue,
  publicacaoFields,
} from './obras-lei.js';
import { conferenciaFields, ItemBodySchema, medicaoItensField } from './obras-planilha.js';
import { RecebimentoSchema, TIPOS_RECEBIMENTO } from './obras-recebimento.js';
import {
  centsToMoney,
  confirmarValorField,
  dateField,
  MoneyResponseSchema,
  moneyField,
  moneyToCents,
  NamedRefSchema,
  optionalText,
  optionalUuid,
  RegisterListQueryEntries,
  RegisterTailSchema,
  requiredUuid,
  SORT_ORDERS,
} from './patrimonio-common.js';
import { cepField, ufField } from './patrimonio-fornecedores.js';
import { codigoAjusteField, empenhoFields } from './prestacao-contas-campos.js';

/**
 * The public-works area (docs/domain.md, "Obras"): the works (obra) with its contract amendments
 * (aditivos) and its history of situações, and the records of a work: measurements (medição), service
 * orders, the national works registry (CNO), environmental licences, technical responsibilities and
 * follow-ups. Support only, at a location with `hasObras` (`canAccess('obras')`).
 */

/** Refusal of a location without the area: support only, and the location's `hasObras`. */
export const OBRAS_DISABLED_MESSAGE =
  'O módulo de Obras é exclusivo do suporte e não está habilitado para este local.';

// ---------------------------------------------------------------- CNO

/**
 * CNO (Cadastro Nacional de Obras, the former CEI numbering): 12 digits, the last one a check digit of the
 * first 11 with weights 7,4,1,8,5,2,1,6,3,7,4: the units and tens of the sum (mod 100) are added, and the
 * digit is 10 minus that sum's units (0 when they are 0). Mask 00.000.00000/00.
 */
export function cnoCheckDigit(body11: string): number {
  const weights = [7, 4, 1, 8, 5, 2, 1, 6, 3, 7, 4];
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body11[i]) * (weights[i] as number);
  const lastTwo = sum % 100;
  const units = (Math.floor(lastTwo / 10) + (lastTwo % 10)) % 10;
  return units === 0 ? 0 : 10 - units;
}

export function isValidCno(value: string): boolean {
  const cno = onlyDigits(value);
  if (cno.length !== 12 || value.replace(/[\s./-]/g, '').length !== 12) return false;
  if (/^(\d)\1{11}$/.test(cno)) return false;
  return Number(cno[11]) === cnoCheckDigit(cno.slice(0, 11));
}

/** Completes an 11-digit CNO body with its check digit (seeds, tests). */
export const completeCno = (body11: string) => {
  const body = onlyDigits(body11).slice(0, 11);
  return `${body}${cnoCheckDigit(body)}`;
};

export const formatCno = (value: string) =>
  onlyDigits(value)
    .slice(0, 12)
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/^(\d{2})\.(\d{3})\.(\d{5})(\d)/, '$1.$2.$3/$4');

// ---------------------------------------------------------------- money and percentages

/** R$ 1.234,56 (the messages of the API and the forms). */
export function formatReais(money: string): string {
  const cents = moneyToCents(money);
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const int = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const dec = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}R$ ${int},${dec}`;
}

/**
 * Percentage executed of a work, exact: Σ measured ÷ (contract + Σ amendments), two decimals truncated,
 * "0.00" when there is nothing to measure against.
 */
export function percentualExecutado(medido: string, total: string): string {
  const base = moneyToCents(total);
  if (base <= 0n) return '0.00';
  return centsToMoney((moneyToCents(medido) * 10000n) / base);
}

// ---------------------------------------------------------------- option lists

export const TIPOS_OBRA = [
  'construcao',
  'reforma',
  'ampliacao',
  'pavimentacao',
  'saneamento',
  'drenagem',
  'recuperacao',
  'outro',
] as const;
export type TipoObra = (typeof TIPOS_OBRA)[number];
export const TIPO_OBRA_LABELS: Record<TipoObra, string> = {
  construcao: 'Construção',
  reforma: 'Reforma',
  ampliacao: 'Ampliação',
  pavimentacao: 'Pavimentação',
  saneamento: 'Saneamento',
  drenagem: 'Drenagem',
  recuperacao: 'Recuperação',
  outro: 'Outro',
};

/**
 * The tipos of work that need a Licença de Instalação (LI) to be started: works with environmental impact
 * (CONAMA 237/97, annex 1: civil works, roads, sanitation, drainage). A reform, a recovery or another
 * work of the existing building does not.
 */
export const TIPOS_OBRA_COM_LI: readonly TipoObra[] = [
  'construcao',
  'ampliacao',
  'pavimentacao',
  'saneamento',
  'drenagem',
];
export const precisaLicencaInstalacao = (tipo: string) =>
  (TIPOS_OBRA_COM_LI as readonly string[]).includes(tipo);
/** The bounds of the reason for starting a work that needs an LI without a valid one. */
export const JUSTIFICATIVA_SEM_LI_MIN = 10;
export const JUSTIFICATIVA_SEM_LI_MAX = 1000;

/** Situação of a work: the TCE-MG SICOM codes. */
export const SITUACOES_OBRA = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type SituacaoObra = (typeof SITUACOES_OBRA)[number];
export const SITUACAO_OBRA_LABELS: Record<SituacaoObra, string> = {
  1: 'Não iniciada',
  2: 'Iniciada',
  3: 'Paralisada por rescisão contratual',
  4: 'Paralisada',
  5: 'Concluída e não recebida',
  6: 'Recebida provisoriamente',
  7: 'Recebida definitivamente',
  8: 'Reiniciada',
};
export const SITUACAO_OBRA = {
  naoIniciada: 1,
  iniciada: 2,
  paralisadaRescisao: 3,
  paralisada: 4,
  concluida: 5,
  recebidaProvisoriamente: 6,
  recebidaDefinitivamente: 7,
  reiniciada: 8,
} as const;
/** The situações of a stopped work: entering one opens a stoppage record, leaving it closes the record. */
export const PARALISADAS: readonly number[] = [SITUACAO_OBRA.paralisadaRescisao, SITUACAO_OBRA.paralisada];

/** Tipo of a measurement (TCE-MG SICOM codes). */
export const TIPOS_MEDICAO = [1, 2, 3, 4, 5, 9] as const;
export type TipoMedicao = (typeof TIPOS_MEDICAO)[number];
export const TIPO_MEDICAO_LABELS: Record<TipoMedicao, string> = {
  1: 'Preços iniciais',
  2: 'Reajuste',
  3: 'Complementar',
  4: 'Final',
  5: 'Termo aditivo',
  9: 'Outro',
};

export const SITUACOES_ORDEM_SERVICO = ['emitida', 'em_execucao', 'concluida', 'cancelada'] as const;
export const CATEGORIAS_CNO = ['obra_nova', 'acrescimo', 'reforma', 'demolicao'] as const;
export const UNIDADES_AREA = ['m2', 'm3', 'm', 'ha', 'un'] as const;
export const SITUACOES_CNO = ['ativa', 'paralisada', 'encerrada', 'suspensa'] as const;
/**
 * Tipo of an environmental licence: TCE-SP AUDESP's four (`LICENCA_AUDESP_CODIGO`). The former "outra"
 * became "AA" (autorização ambiental) in the migration that added it.
 */
export const TIPOS_LICENCA = ['LP', 'LI', 'LO', 'AA'] as const;
export const LICENCA_AUDESP_CODIGO: Record<(typeof TIPOS_LICENCA)[number], number> = {
  LP: 1,
  LI: 2,
  LO: 3,
  AA: 4,
};
export const VENCIMENTOS_LICENCA = ['vigente', 'a_vencer', 'vencida'] as const;
/** A licence is flagged "a vencer" this many days before its validity ends. */
export const LICENCA_A_VENCER_DIAS = 60;
export const TIPOS_RESPONSABILIDADE = ['projeto', 'execucao', 'fiscalizacao'] as const;
export const CONSELHOS = ['CREA', 'CAU', 'CFT'] as const;
export const VINCULOS_RESPONSABILIDADE = ['servidor', 'contratado', 'executora'] as const;
export const TIPOS_ACOMPANHAMENTO = ['vistoria', 'fiscalizacao', 'paralisacao', 'retomada'] as const;
/** How the lists, forms and files name each choice of the registers above. */
export const SITUACAO_ORDEM_SERVICO_LABELS: Record<(typeof SITUACOES_ORDEM_SERVICO)[number], string> = {
  emitida: 'Emitida',
  em_execucao: 'Em execução',
  concluida: 'Concluída',
  cancelada: 'Cancelada',
};
export const CATEGORIA_CNO_LABELS: Record<(typeof CATEGORIAS_CNO)[number], string> = {
  obra_nova: 'Obra nova',
  acrescimo: 'Acréscimo',
  reforma: 'Reforma',
  demolicao: 'Demolição',
};
export const UNIDADE_AREA_LABELS: Record<(typeof UNIDADES_AREA)[number], string> = {
  m2: 'm²',
  m3: 'm³',
  m: 'm',
  ha: 'ha',
  un: 'un',
};
export const SITUACAO_CNO_LABELS: Record<(typeof SITUACOES_CNO)[number], string> = {
  ativa: 'Ativa',
  paralisada: 'Paralisada',
  encerrada: 'Encerrada',
  suspensa: 'Suspensa',
};
export const TIPO_LICENCA_LABELS: Record<(typeof TIPOS_LICENCA)[number], string> = {
  LP: 'Licença prévia (LP)',
  LI: 'Licença de instalação (LI)',
  LO: 'Licença de operação (LO)',
  AA: 'Autorização ambiental',
};
export const VENCIMENTO_LICENCA_LABELS: Record<(typeof VENCIMENTOS_LICENCA)[number], string> = {
  vigente: 'Vigente',
  a_vencer: 'A vencer',
  vencida: 'Vencida',
};
export const TIPO_RESPONSABILIDADE_LABELS: Record<(typeof TIPOS_RESPONSABILIDADE)[number], string> = {
  projeto: 'Projeto',
  execucao: 'Execução',
  fiscalizacao: 'Fiscalização',
};
export const VINCULO_RESPONSABILIDADE_LABELS: Record<(typeof VINCULOS_RESPONSABILIDADE)[number], string> = {
  servidor: 'Servidor',
  contratado: 'Contratado',
  executora: 'Empresa executora',
};
export const TIPO_ACOMPANHAMENTO_LABELS: Record<(typeof TIPOS_ACOMPANHAMENTO)[number], string> = {
  vistoria: 'Vistoria',
  fiscalizacao: 'Fiscalização',
  paralisacao: 'Paralisação',
  retomada: 'Retomada',
};
/** A work without a CNO this many days after its start is flagged (`sem_cno`). */
export const CNO_PRAZO_DIAS = 30;

// ---------------------------------------------------------------- shared pieces

const codeOf = <T extends readonly number[]>(list: T, message: string) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(0, message),
    v.maxValue(99, message),
    v.check((x) => (list as readonly number[]).includes(x), message),
  ) as unknown as v.GenericSchema<number, T[number]>;

const codeQuery = <T extends readonly number[]>(list: T, message: string) =>
  v.pipe(
    integerQuery({ min: 0, max: 99 }, message),
    v.check((x) => (list as readonly number[]).includes(x), message),
  );

const optionalDate = (label: string) => v.nullish(dateField(label));
const prazoDias = (label: string, min = 1) =>
  integerField(
    { min, max: 36_500 },
    { type: `${label}: informe um número de dias.`, min: `${label}: informe ao menos ${min} dia(s).` },
  );
const dateQuery = (label: string) => v.optional(dateField(label));

/** Dates `from` ≤ `to` (`strict`: <) when both are given; the message goes under `to`. */
const ordered = <K extends string, L extends string>(from: K, to: L, message: string, strict = false) =>
  v.forward(
    v.partialCheck(
      [[from], [to]] as never,
      (x: Record<string, unknown>) =>
        !x[from] ||
        !x[to] ||
        (strict ? (x[from] as string) < (x[to] as string) : (x[from] as string) <= (x[to] as string)),
      message,
    ),
    [to] as never,
  ) as unknown as v.GenericValidation<AnyObject>;

// biome-ignore lint/suspicious/noExplicitAny: a check reused by schemas of different shapes.
type AnyObject = any;

/** A coordinate in decimal degrees inside Brazil's bounding box (`BRASIL_LATITUDE`, `BRASIL_LONGITUDE`). */
const coordinate = (label: string, bounds: { min: number; max: number }) =>
  v.nullish(
    v.pipe(
      v.union([v.number(), v.string()], `${label}: informe um número.`),
      v.transform((x) => (typeof x === 'string' ? Number(x.trim().replace(',', '.')) : x)),
      v.check((x) => Number.isFinite(x), `${label}: informe um número.`),
      v.check(
        (x) => x >= bounds.min && x <= bounds.max,
        `${label} deve estar dentro do Brasil: entre ${String(bounds.min).replace('.', ',')} e ${String(bounds.max).replace('.', ',')} graus.`,
      ),
      v.transform((x) => Math.round(x * 1e6) / 1e6),
    ),
  );

const clienteIdField = { cliente_id: optionalUuid('Cliente') };
const obraIdField = { obra_id: requiredUuid('a obra') };

/** What every record of a work shows of it. */
export const ObraRefSchema = v.object({ id: v.string(), numero: v.string(), objeto: v.string() });

/** List query of a work's records: the register's page query, plus the work. */
const recordListEntries = {
  ...RegisterListQueryEntries,
  obra_id: v.optional(v.pipe(v.string(), v.uuid('Obra inválida.'))),
  sort: v.optional(v.picklist(['data', 'numero', 'created_at'] as const, 'Ordenação inválida.')),
};

const recordTail = {
  id: v.string(),
  cliente_id: v.string(),
  obra: ObraRefSchema,
  ...RegisterTailSchema,
};

// ---------------------------------------------------------------- obra

const obraFields = {
  numero: requiredText('O número da obra', 30),
  objeto: requiredText('O objeto da obra', 2000),
  tipo: v.picklist(TIPOS_OBRA, 'Tipo de obra inválido.'),
  cep: cepField(),
  endereco: optionalText('O endereço'),
  bairro: optionalText('O bairro', 120),
  cidade: optionalText('A cidade', 120),
  uf: ufField(),
  latitude: coordinate('A latitude', BRASIL_LATITUDE),
  longitude: coordinate('A longitude', BRASIL_LONGITUDE),
  secretaria_id: requiredUuid('a secretaria responsável'),
  contrato_numero: optionalText('O número do contrato', 30),
  codigo_ajuste: codigoAjusteField,
  fornecedor_id: optionalUuid('A contratada'),
  valor_contratado: moneyField('O valor contratado', { min: '0' }),
  data_inicio: optionalDate('A data de início'),
  prazo_dias: v.nullish(prazoDias('O prazo')),
  previsao_conclusao: optionalDate('A previsão de conclusão'),
  fonte_recursos: optionalText('A fonte de recursos'),
};
const obraChecks = [
  ordered('data_inicio', 'previsao_conclusao', 'A previsão de conclusão deve ser posterior ao início.'),
  v.forward(
    v.partialCheck(
      [['latitude'], ['longitude']] as never,
      (x: AnyObject) =>
        (x.latitude === null || x.latitude === undefined) ===
        (x.longitude === null || x.longitude === undefined),
      'Informe a latitude e a longitude juntas.',
    ),
    ['longitude'] as never,
  ) as unknown as v.GenericValidation<AnyObject>,
] as const;

/** POST /obras/obra/create: a new work is "não iniciada"; support names the client (`cliente_id`). */
export const CreateObraBodySchema = v.pipe(v.object({ ...obraFields, ...clienteIdField }), ...obraChecks);
export type CreateObraBody = v.InferOutput<typeof CreateObraBodySchema>;

/** PUT /obras/obra/{id}: the whole work again (the situação changes by PUT /obras/obra/id). */
export const UpdateObraBodySchema = v.pipe(
  v.object({ ...obraFields, id: optionalUuid('Identificador') }),
  ...obraChecks,
);
export type UpdateObraBody = v.InferOutput<typeof UpdateObraBodySchema>;

export const OBRA_OPTIONAL_FIELDS = [
  'cep',
  'endereco',
  'bairro',
  'cidade',
  'uf',
  'contrato_numero',
  'codigo_ajuste',
  'data_inicio',
  'prazo_dias',
  'previsao_conclusao',
  'fonte_recursos',
] as const;

export const ParalisacaoSchema = v.object({
  data: v.string(),
  motivo: v.string(),
  previsao_reinicio: v.nullable(v.string()),
});

export const ObraSchema = v.object({
  id: v.string(),
  cliente_id: v.string(),
  numero: v.string(),
  objeto: v.string(),
  tipo: v.picklist(TIPOS_OBRA),
  cep: v.nullable(v.string()),
  endereco: v.nullable(v.string()),
  bairro: v.nullable(v.string()),
  cidade: v.nullable(v.string()),
  uf: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  secretaria: NamedRefSchema,
  contrato_numero: v.nullable(v.string()),
  /** The contract's `CodigoAjuste` at TCE-SP AUDESP (decision 066). */
  codigo_ajuste: v.nullable(v.string()),
  contratada: v.nullable(v.object({ id: v.string(), razao_social: v.string(), cpf_cnpj: v.string() })),
  valor_contratado: MoneyResponseSchema,
  valor_aditivos: MoneyResponseSchema,
  prazo_aditivos_dias: v.number(),
  valor_total: MoneyResponseSchema,
  valor_medido: MoneyResponseSchema,
  percentual_executado: v.pipe(v.string(), v.description('Σ medido ÷ (contrato + aditivos), "45.20".')),
  saldo: v.pipe(
    MoneyResponseSchema,
    v.description(
      'O que resta medir: contrato + aditivos − Σ medições ativas, nunca abaixo de zero; uma medição acima dele é recusada (409).',
    ),
  ),
  data_inicio: v.nullable(v.string()),
  prazo_dias: v.nullable(v.number()),
  previsao_conclusao: v.nullable(v.string()),
  fonte_recursos: v.nullable(v.string()),
  situacao: v.number(),
  situacao_descricao: v.string(),
  situacao_data: v.nullable(v.string()),
  paralisacao: v.nullable(ParalisacaoSchema),
  sem_cno: v.pipe(
    v.boolean(),
    v.description(`Iniciada há mais de ${CNO_PRAZO_DIAS} dias sem Cadastro Nacional de Obras ativo.`),
  ),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Obra = v.InferOutput<typeof ObraSchema>;
export const ObraPageSchema = pageOf(ObraSchema);

export const AditivoSchema = v.object({
  id: v.string(),
  obra_id: v.string(),
  numero_ato: v.string(),
  data: v.string(),
  valor: MoneyResponseSchema,
  prazo_dias: v.number(),
  descricao: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Aditivo = v.InferOutput<typeof AditivoSchema>;
export const AditivoListSchema = v.array(AditivoSchema);

export const SituacaoEventoSchema = v.object({
  id: v.string(),
  situacao: v.number(),
  situacao_descricao: v.string(),
  situacao_anterior: v.nullable(v.number()),
  data: v.string(),
  motivo: v.string(),
  previsao_reinicio: v.nullable(v.string()),
  justificativa_sem_li: v.pipe(
    v.nullable(v.string()),
    v.description('Por que a obra foi iniciada sem Licença de Instalação válida, quando foi.'),
  ),
  publicacao_veiculo: v.pipe(
    v.nullable(v.string()),
    v.description('Onde a mudança foi publicada; null nas mudanças anteriores a este campo.'),
  ),
  publicacao_data: v.nullable(v.string()),
  user_id: v.nullable(v.string()),
  created_at: v.string(),
});
export type SituacaoEvento = v.InferOutput<typeof SituacaoEventoSchema>;

// ---------------------------------------------------------------- incorporation in the asset register

/** How a work received definitively enters the asset register: a new imóvel or an improvement of one. */
export const INCORPORACOES_OBRA = ['imovel', 'melhoria'] as const;
export type IncorporacaoObra = (typeof INCORPORACOES_OBRA)[number];
export const INCORPORACAO_OBRA_LABELS: Record<IncorporacaoObra, string> = {
  imovel: 'Imóvel novo',
  melhoria: 'Melhoria de imóvel existente',
};

/** The asset a work became or improved, as its detail shows it. */
export const ObraBemSchema = v.object({
  id: v.string(),
  CodigoBEM: v.number(),
  descricao: v.string(),
  incorporacao: v.picklist(INCORPORACOES_OBRA),
});
export type ObraBem = v.InferOutput<typeof ObraBemSchema>;

/**
 * POST /obras/obra/incorporar/{id}: a work received definitively (situação 7) enters the asset register,
 * once. `imovel`: a new imóvel of `valor` (left out: Σ active measurements) in `categoria_id` (a category of imóveis),
 * with the work's secretaria, address and coordinates. `melhoria`: the imóvel `bem_id` of the same client
 * has its value raised by `valor` (a revaluation dated `data_incorporacao`).
 */
export const IncorporarObraBodySchema = v.pipe(
  v.object({
    modo: v.picklist(INCORPORACOES_OBRA, 'Escolha como incorporar: imóvel novo ou melhoria de imóvel.'),
    valor: v.optional(
      v.pipe(
        moneyField('O valor da incorporação', { min: '0' }),
        v.check((x) => moneyToCents(x) > 0n, 'O valor da incorporação deve ser maior que zero.'),
      ),
    ),
    data_incorporacao: dateField('A data de incorporação'),
    categoria_id: optionalUuid('A categoria'),
    descricao: optionalText('A descrição', 255),
    setor_id: optionalUuid('O setor'),
    bem_id: optionalUuid('O imóvel'),
    /** The imóvel's value above the client's ceiling, confirmed (`confirmarValorField`). */
    confirmar_valor: confirmarValorField(),
  }),
  v.forward(
    v.partialCheck(
      [['modo'], ['bem_id']],
      (x) => x.modo !== 'melhoria' || !!x.bem_id,
      'Escolha o imóvel que a obra melhorou.',
    ),
    ['bem_id'],
  ),
);
export type IncorporarObraBody = v.InferOutput<typeof IncorporarObraBodySchema>;

/** GET /obras/obra/{id}: the work, its amendments, its history of situações (oldest first) and its asset. */
export const ObraDetailSchema = v.object({
  ...ObraSchema.entries,
  aditivos: AditivoListSchema,
  historico: v.array(SituacaoEventoSchema),
  paralisacoes: v.pipe(
    v.array(ParalisacaoRegistroSchema),
    v.description('Cada paralisação da obra (Lei 14.133 art. 115 §6º), da mais recente à mais antiga.'),
  ),
  bem: v.pipe(
    v.nullable(ObraBemSchema),
    v.description('O bem patrimonial que a obra se tornou (imóvel) ou melhorou (melhoria); null antes.'),
  ),
  recebimentos: v.pipe(
    v.array(RecebimentoSchema),
    v.description('Os recebimentos da obra (provisório, depois definitivo), cada um com o seu termo.'),
  ),
  recebimento_proximo: v.pipe(
    v.nullable(v.picklist(TIPOS_RECEBIMENTO)),
    v.description(
      'O recebimento que a obra pode registrar agora (a mesma regra que a API aplica ao registrar); null: nenhum.',
    ),
  ),
  recebimento_bloqueio: v.pipe(
    v.nullable(v.string()),
    v.description(
      'Por que a obra não pode registrar recebimento agora; null quando pode ou já foi recebida.',
    ),
  ),
});
export type ObraDetail = v.InferOutput<typeof ObraDetailSchema>;

/** A day's physical progress: the last active follow-up of that day, "45.20". */
export const EvolucaoFisicaSchema = v.object({
  data: v.string(),
  percentual: v.pipe(v.string(), v.description('Percentual físico do acompanhamento, "45.20".')),
});

/**
 * A day's financial progress: Σ active measurements delivered up to that day ÷ the work's value at that
 * day (contract + amendments dated up to it), two decimals truncated as `percentual_executado`.
 */
export const EvolucaoFinanceiraSchema = v.object({
  data: v.string(),
  valor_medido: MoneyResponseSchema,
  valor_total: MoneyResponseSchema,
  percentual: v.pipe(v.string(), v.description('Σ medido até a data ÷ valor da obra na data, "45.20".')),
});

/** GET /obras/obra/{id}/evolucao: the physical and financial progress of the work over time (oldest first). */
export const ObraEvolucaoSchema = v.object({
  obra_id: v.string(),
  fisico: v.array(EvolucaoFisicaSchema),
  financeiro: v.array(EvolucaoFinanceiraSchema),
});
export type ObraEvolucao = v.InferOutput<typeof ObraEvolucaoSchema>;

export const OBRA_SORTS = ['numero', 'data_inicio', 'created_at'] as const;

/** GET /obras/obra: paginated, searchable (número, objeto), filtered by situação, secretaria, tipo, start period. */
const { ativo: _ativo, ...obraListEntries } = RegisterListQueryEntries;
const obraListObject = v.object({
  ...obraListEntries,
  situacao: v.optional(codeQuery(SITUACOES_OBRA, 'Situação inválida: use um código de 1 a 8.')),
  secretaria_id: v.optional(v.pipe(v.string(), v.uuid('Secretaria inválida.'))),
  tipo: v.optional(v.picklist(TIPOS_OBRA, 'Tipo de obra inválido.')),
  inicio_de: dateQuery('Início a partir de'),
  inicio_ate: dateQuery('Início até'),
  sort: v.optional(v.picklist(OBRA_SORTS, 'Ordenação inválida.')),
  order: v.optional(v.picklist(SORT_ORDERS, 'Ordem inválida: use asc ou desc.')),
});
const inicioOrdered = () =>
  ordered('inicio_de', 'inicio_ate', 'O fim do período deve ser posterior ao início.');
export const ObraListQuerySchema = v.pipe(obraListObject, inicioOrdered());
/** GET /obras/obra/exportar: the list's query without page and limit, and the format (csv or xlsx). */
export const ObraExportQuerySchema = v.pipe(exportQueryOf(obraListObject), inicioOrdered());
export type ObraListQuery = v.InferOutput<typeof ObraListQuerySchema>;

/**
 * PUT /obras/obra/id: a change of situação, a dated event with its reason. A paralisação (4) also records
 * the expected restart date. Starting (2) a work whose tipo needs an LI without a valid one takes a
 * `justificativa_sem_li` (ignored when no LI is missing).
 */
export const ObraSituacaoBodySchema = v.pipe(
  v.object({
    id: requiredUuid('a obra'),
    situacao: codeOf(SITUACOES_OBRA, 'Situação inválida: use um código de 1 a 8.'),
    data: dateField('A data da situação'),
    motivo: requiredText('O motivo', 500),
    previsao_reinicio: optionalDate('A previsão de reinício'),
    ...publicacaoFields,
    ...paralisacaoFields,
    justificativa_sem_li: v.nullish(
      v.pipe(
        v.string('A justificativa deve ser um texto.'),
        v.trim(),
        v.minLength(
          JUSTIFICATIVA_SEM_LI_MIN,
          `A justificativa para iniciar sem Licença de Instalação deve ter ao menos ${JUSTIFICATIVA_SEM_LI_MIN} caracteres.`,
        ),
        v.maxLength(
          JUSTIFICATIVA_SEM_LI_MAX,
          `A justificativa deve ter no máximo ${JUSTIFICATIVA_SEM_LI_MAX} caracteres.`,
        ),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['situacao'], ['previsao_reinicio']],
      (x) => x.situacao !== SITUACAO_OBRA.paralisada || !!x.previsao_reinicio,
      'Informe a previsão de reinício da obra paralisada.',
    ),
    ['previsao_reinicio'],
  ),
  ordered('data', 'previsao_reinicio', 'A previsão de reinício deve ser posterior à paralisação.'),
  ordered('data', 'publicacao_data', 'A publicação não pode ser anterior à mudança de situação.'),
  paralisacaoCheck((x) => paralisacaoIssue(x, PARALISADAS)),
);
export type ObraSituacaoBody = v.InferOutput<typeof ObraSituacaoBodySchema>;

const aditivoFields = {
  numero_ato: requiredText('O número do ato', 30),
  data: dateField('A data do aditivo'),
  valor: v.optional(moneyField('O valor do aditivo', { min: '0' }), '0'),
  prazo_dias: v.optional(prazoDias('O prazo acrescido', 0), 0),
  descricao: optionalText('A descrição', 2000),
  /**
   * Items the amendment changes (quantity, price) or adds, matched by code (on create only); each change is
   * kept in the sheet's history with the amendment.
   */
  itens: v.optional(v.pipe(v.array(ItemBodySchema, 'Informe os itens do aditivo.'), v.maxLength(10_000))),
};
/** POST /obras/obra/{id}/aditivos/create and PUT /obras/obra/aditivos/{id}: value and/or days added. */
export const AditivoBodySchema = v.pipe(
  v.object(aditivoFields),
  v.forward(
    v.partialCheck(
      [['valor'], ['prazo_dias'], ['itens']],
      (x) => moneyToCents(x.valor) > 0n || x.prazo_dias > 0 || (x.itens?.length ?? 0) > 0,
      'Um aditivo acrescenta valor, prazo ou itens.',
    ),
    ['valor'],
  ),
);
export type AditivoBody = v.InferOutput<typeof AditivoBodySchema>;

// ---------------------------------------------------------------- medição

const medicaoFields = {
  tipo: codeOf(TIPOS_MEDICAO, 'Tipo de medição inválido: use 1, 2, 3, 4, 5 ou 9.'),
  periodo_inicio: dateField('O início do período'),
  periodo_fim: dateField('O fim do período'),
  data_entrega: dateField('A data de entrega'),
  /** Without `itens` (a work with no sheet yet); with them, the server sums the items and ignores it. */
  valor: v.optional(
    v.pipe(
      moneyField('O valor medido', { min: '0' }),
      v.check((x) => moneyToCents(x) > 0n, 'O valor medido deve ser maior que zero.'),
    ),
  ),
  descricao: optionalText('A descrição', 2000),
  /** The quantities measured per item of the sheet (docs/domain.md, "Planilha, medição por item e cronograma"). */
  itens: medicaoItensField,
  ...conferenciaFields,
  ...empenhoFields,
};
const medicaoChecks = [
  v.forward(
    v.partialCheck(
      [['valor'], ['itens']] as never,
      (x: Record<string, unknown>) => x.valor !== undefined || ((x.itens as unknown[]) ?? []).length > 0,
      'Informe os itens medidos ou o valor da medição.',
    ),
    ['valor'] as never,
  ) as unknown as v.GenericValidation<AnyObject>,
  ordered('periodo_inicio', 'periodo_fim', 'O fim do período deve ser posterior ao início.'),
  ordered('periodo_inicio', 'data_entrega', 'A entrega deve ser posterior ao início do período.'),
] as const;

/** POST /obras/medicao/create: the número is the next of the work, given by the server. */
export const CreateMedicaoBodySchema = v.pipe(
  v.object({ ...medicaoFields, ...obraIdField }),
  ...medicaoChecks,
);
export type CreateMedicaoBody = v.InferOutput<typeof CreateMedicaoBodySchema>;
export const UpdateMedicaoBodySchema = v.pipe(
  v.object({ ...medicaoFields, id: optionalUuid('Identificador') }),
  ...medicaoChecks,
);
export type UpdateMedicaoBody = v.InferOutput<typeof UpdateMedicaoBodySchema>;

export const MedicaoSchema = v.object({
  ...recordTail,
  numero: v.number(),
  tipo: v.number(),
  tipo_descricao: v.string(),
  periodo_inicio: v.string(),
  periodo_fim: v.string(),
  data_entrega: v.string(),
  valor: MoneyResponseSchema,
  descricao: v.nullable(v.string()),
  /** Whether its value is the sum of measured items of the sheet. */
  por_itens: v.boolean(),
  conferencia_data: v.nullable(v.string()),
  conferencia_percentual: v.nullable(v.string()),
  conferencia_responsaveis: v.nullable(v.string()),
  empenho_numero: v.nullable(v.string()),
  empenho_data: v.nullable(v.string()),
  liquidacao_data: v.nullable(v.string()),
});
export type Medicao = v.InferOutput<typeof MedicaoSchema>;
export const MedicaoPageSchema = pageOf(MedicaoSchema);
export const MedicaoListQuerySchema = v.object({
  ...recordListEntries,
  tipo: v.optional(codeQuery(TIPOS_MEDICAO, 'Tipo de medição inválido.')),
});
export type MedicaoListQuery = v.InferOutput<typeof MedicaoListQuerySchema>;

// ---------------------------------------------------------------- ordem de serviço

const ordemFields = {
  numero: requiredText('O número da ordem de serviço', 30),
  contrato: optionalText('O contrato', 30),
  data_emissao: dateField('A data de emissão'),
  data_inicio: dateField('A data de início'),
  prazo_dias: prazoDias('O prazo'),
  objeto: requiredText('O objeto', 2000),
  responsavel: requiredText('O responsável', 255),
  situacao: v.optional(
    v.picklist(SITUACOES_ORDEM_SERVICO, 'Situação da ordem de serviço inválida.'),
    'emitida',
  ),
};
const ordemChecks = [
  ordered('data_emissao', 'data_inicio', 'O início deve ser posterior à emissão.'),
] as const;
export const CreateOrdemServicoBodySchema = v.pipe(
  v.object({ ...ordemFields, ...obraIdField }),
  ...ordemChecks,
);
export type CreateOrdemServicoBody = v.InferOutput<typeof CreateOrdemServicoBodySchema>;
export const UpdateOrdemServicoBodySchema = v.pipe(
  v.object({ ...ordemFields, id: optionalUuid('Identificador') }),
  ...ordemChecks,
);
export type UpdateOrdemServicoBody = v.InferOutput<typeof UpdateOrdemServicoBodySchema>;
export const OrdemServicoSchema = v.object({
  ...recordTail,
  numero: v.string(),
  contrato: v.nullable(v.string()),
  data_emissao: v.string(),
  data_inicio: v.string(),
  prazo_dias: v.number(),
  objeto: v.string(),
  responsavel: v.string(),
  situacao: v.picklist(SITUACOES_ORDEM_SERVICO),
});
export type OrdemServico = v.InferOutput<typeof OrdemServicoSchema>;
export const OrdemServicoPageSchema = pageOf(OrdemServicoSchema);
export const OrdemServicoListQuerySchema = v.object({
  ...recordListEntries,
  situacao: v.optional(v.picklist(SITUACOES_ORDEM_SERVICO, 'Situação da ordem de serviço inválida.')),
});
export type OrdemServicoListQuery = v.InferOutput<typeof OrdemServicoListQuerySchema>;

// ---------------------------------------------------------------- cadastro nacional (CNO)

const cnoFields = {
  numero: v.pipe(
    v.string('Informe o número do CNO.'),
    v.trim(),
    v.check(
      isValidCno,
      'Número do CNO inválido (12 dígitos, 00.000.00000/00; confira o dígito verificador).',
    ),
    v.transform(onlyDigits),
  ),
  data_registro: dateField('A data de registro'),
  categoria: v.picklist(CATEGORIAS_CNO, 'Categoria do CNO inválida.'),
  destinacao: requiredText('A destinação', 255),
  area: v.pipe(
    moneyField('A área', { min: '0' }),
    v.check((x) => moneyToCents(x) > 0n, 'A área deve ser maior que zero.'),
  ),
  unidade: v.picklist(UNIDADES_AREA, 'Unidade da área inválida.'),
  responsavel_documento: v.pipe(
    v.string('Informe o CPF ou CNPJ do responsável.'),
    v.transform(normalizeCpfCnpj),
    v.check(isValidCpfCnpj, 'CPF/CNPJ do responsável inválido (confira os dígitos verificadores).'),
  ),
  responsavel_nome: requiredText('O nome do responsável', 255),
  responsavel_qualificacao: optionalText('A qualificação do responsável', 120),
  situacao: v.optional(v.picklist(SITUACOES_CNO, 'Situação do CNO inválida.'), 'ativa'),
};
export const CreateCnoBodySchema = v.object({ ...cnoFields, ...obraIdField });
export type CreateCnoBody = v.InferOutput<typeof CreateCnoBodySchema>;
export const UpdateCnoBodySchema = v.object({ ...cnoFields, id: optionalUuid('Identificador') });
export type UpdateCnoBody = v.InferOutput<typeof UpdateCnoBodySchema>;
export const CnoSchema = v.object({
  ...recordTail,
  numero: v.string(),
  data_registro: v.string(),
  categoria: v.picklist(CATEGORIAS_CNO),
  destinacao: v.string(),
  area: v.pipe(v.string(), v.description('Área exata, duas casas: "1250.50".')),
  unidade: v.picklist(UNIDADES_AREA),
  responsavel_documento: v.string(),
  responsavel_nome: v.string(),
  responsavel_qualificacao: v.nullable(v.string()),
  situacao: v.picklist(SITUACOES_CNO),
});
export type Cno = v.InferOutput<typeof CnoSchema>;
export const CnoPageSchema = pageOf(CnoSchema);
export const CnoListQuerySchema = v.object({
  ...recordListEntries,
  situacao: v.optional(v.picklist(SITUACOES_CNO, 'Situação do CNO inválida.')),
});
export type CnoListQuery = v.InferOutput<typeof CnoListQuerySchema>;

// ---------------------------------------------------------------- licença ambiental

const licencaFields = {
  tipo: v.picklist(TIPOS_LICENCA, 'Tipo de licença inválido: use LP, LI, LO ou outra.'),
  numero: requiredText('O número da licença', 60),
  orgao: requiredText('O órgão emissor', 255),
  processo: optionalText('O processo', 60),
  data_emissao: dateField('A data de emissão'),
  data_validade: dateField('A validade'),
  condicionantes: optionalText('As condicionantes', 4000),
};
const licencaChecks = [
  ordered('data_emissao', 'data_validade', 'A validade deve ser posterior à emissão.', true),
] as const;
export const CreateLicencaBodySchema = v.pipe(
  v.object({ ...licencaFields, ...obraIdField }),
  ...licencaChecks,
);
export type CreateLicencaBody = v.InferOutput<typeof CreateLicencaBodySchema>;
export const UpdateLicencaBodySchema = v.pipe(
  v.object({ ...licencaFields, id: optionalUuid('Identificador') }),
  ...licencaChecks,
);
export type UpdateLicencaBody = v.InferOutput<typeof UpdateLicencaBodySchema>;
export const LicencaSchema = v.object({
  ...recordTail,
  tipo: v.picklist(TIPOS_LICENCA),
  numero: v.string(),
  orgao: v.string(),
  processo: v.nullable(v.string()),
  data_emissao: v.string(),
  data_validade: v.string(),
  condicionantes: v.nullable(v.string()),
  vencimento: v.pipe(
    v.picklist(VENCIMENTOS_LICENCA),
    v.description(`vencida após a validade; a_vencer até ${LICENCA_A_VENCER_DIAS} dias antes dela.`),
  ),
});
export type Licenca = v.InferOutput<typeof LicencaSchema>;
export const LicencaPageSchema = pageOf(LicencaSchema);
export const LicencaListQuerySchema = v.object({
  ...recordListEntries,
  tipo: v.optional(v.picklist(TIPOS_LICENCA, 'Tipo de licença inválido.')),
  vencimento: v.optional(v.picklist(VENCIMENTOS_LICENCA, 'Vencimento inválido.')),
});
export type LicencaListQuery = v.InferOutput<typeof LicencaListQuerySchema>;

// ---------------------------------------------------------------- responsabilidade técnica

/** The document of each council: ART (CREA), RRT (CAU), TRT (CFT). */
export const DOCUMENTO_DO_CONSELHO = { CREA: 'ART', CAU: 'RRT', CFT: 'TRT' } as const;

/**
 * How a responsabilidade técnica is named ("ART 2620260001234"): the council's document and the number,
 * once, whether or not the number was typed with the document's name before it ("ART 262…").
 */
export function documentoDaResponsabilidade(r: { conselho: (typeof CONSELHOS)[number]; numero: string }) {
  const documento = DOCUMENTO_DO_CONSELHO[r.conselho];
  const numero = r.numero.replace(/^\s*(ART|RRT|TRT)\b[\s:nº°.-]*/i, '').trim();
  return `${documento} ${numero || r.numero.trim()}`;
}

const responsabilidadeFields = {
  tipo: v.picklist(TIPOS_RESPONSABILIDADE, 'Tipo inválido: use projeto, execucao ou fiscalizacao.'),
  conselho: v.picklist(CONSELHOS, 'Conselho inválido: use CREA, CAU ou CFT.'),
  numero: requiredText('O número da ART/RRT/TRT', 30),
  profissional_nome: requiredText('O nome do profissional', 255),
  profissional_cpf: v.pipe(
    v.string('Informe o CPF do profissional.'),
    v.transform(onlyDigits),
    v.check(isValidCpf, 'CPF do profissional inválido (confira os dígitos verificadores).'),
  ),
  registro_conselho: requiredText('O registro no conselho', 30),
  vinculo: v.nullish(v.picklist(VINCULOS_RESPONSABILIDADE, 'Vínculo inválido.')),
  data: dateField('A data'),
};
export const CreateResponsabilidadeBodySchema = v.object({ ...responsabilidadeFields, ...obraIdField });
export type CreateResponsabilidadeBody = v.InferOutput<typeof CreateResponsabilidadeBodySchema>;
export const UpdateResponsabilidadeBodySchema = v.object({
  ...responsabilidadeFields,
  id: optionalUuid('Identificador'),
});
export type UpdateResponsabilidadeBody = v.InferOutput<typeof UpdateResponsabilidadeBodySchema>;
export const ResponsabilidadeSchema = v.object({
  ...recordTail,
  tipo: v.picklist(TIPOS_RESPONSABILIDADE),
  conselho: v.picklist(CONSELHOS),
  numero: v.string(),
  profissional_nome: v.string(),
  profissional_cpf: v.string(),
  registro_conselho: v.string(),
  vinculo: v.nullable(v.picklist(VINCULOS_RESPONSABILIDADE)),
  data: v.string(),
});
export type Responsabilidade = v.InferOutput<typeof ResponsabilidadeSchema>;
export const ResponsabilidadePageSchema = pageOf(ResponsabilidadeSchema);
export const ResponsabilidadeListQuerySchema = v.object({
  ...recordListEntries,
  tipo: v.optional(v.picklist(TIPOS_RESPONSABILIDADE, 'Tipo inválido.')),
});
export type ResponsabilidadeListQuery = v.InferOutput<typeof ResponsabilidadeListQuerySchema>;

// ---------------------------------------------------------------- acompanhamento

const acompanhamentoFields = {
  tipo: v.picklist(TIPOS_ACOMPANHAMENTO, 'Tipo de acompanhamento inválido.'),
  data: dateField('A data'),
  percentual_fisico: v.pipe(
    moneyField('O percentual físico', { min: '0' }),
    v.check((x) => moneyToCents(x) <= 10000n, 'O percentual físico deve estar entre 0 e 100.'),
  ),
  descricao: requiredText('A descrição', 4000),
  responsavel: requiredText('O responsável', 255),
};
export const CreateAcompanhamentoBodySchema = v.object({ ...acompanhamentoFields, ...obraIdField });
export type CreateAcompanhamentoBody = v.InferOutput<typeof CreateAcompanhamentoBodySchema>;
export const UpdateAcompanhamentoBodySchema = v.object({
  ...acompanhamentoFields,
  id: optionalUuid('Identificador'),
});
export type UpdateAcompanhamentoBody = v.InferOutput<typeof UpdateAcompanhamentoBodySchema>;
export const AcompanhamentoSchema = v.object({
  ...recordTail,
  tipo: v.picklist(TIPOS_ACOMPANHAMENTO),
  data: v.string(),
  percentual_fisico: v.string(),
  descricao: v.string(),
  responsavel: v.string(),
});
export type Acompanhamento = v.InferOutput<typeof AcompanhamentoSchema>;
export const AcompanhamentoPageSchema = pageOf(AcompanhamentoSchema);
export const AcompanhamentoListQuerySchema = v.object({
  ...recordListEntries,
  tipo: v.optional(v.picklist(TIPOS_ACOMPANHAMENTO, 'Tipo de acompanhamento inválido.')),
});
export type AcompanhamentoListQuery = v.InferOutput<typeof AcompanhamentoListQuerySchema>;
