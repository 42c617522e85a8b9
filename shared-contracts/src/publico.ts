import * as v from 'valibot';
import { integerQuery, PageQuerySchema } from './common.js';
import { COMPANY_MESSAGES } from './companies.js';
import { isValidCnpj, isValidCpf, normalizeCpfCnpj } from './documents.js';
import { TIPOS_OBRA } from './obras.js';
import { RESPONSAVEIS_PARALISACAO } from './obras-lei.js';
import { PublicoPagamentoSchema } from './obras-pagamento.js';
import { CurvaMesSchema } from './obras-planilha.js';
import { PublicoRecebimentoSchema } from './obras-recebimento.js';
import { ESTADOS_CONSERVACAO, SITUACOES_BEM } from './patrimonio-bens.js';
import { SORT_ORDERS } from './patrimonio-common.js';
import { TIPOS_TERMO } from './patrimonio-termos.js';

/**
 * The public (no sign-in) transparency area (docs/domain.md, "Transparência"; docs/api.md, "Área pública").
 * Its answers are shapes of their own, never the internal ones with fields removed: what is listed here
 * is all that a citizen sees, so a field added to an internal contract never leaks through them.
 */

const MoneyText = v.pipe(
  v.string(),
  v.description('Valor exato em reais, ponto decimal e duas casas: "1234.56".'),
);
const Instant = v.pipe(v.string(), v.description('Data e hora ISO 8601 (UTC).'));
const Day = v.pipe(v.string(), v.description('Data AAAA-MM-DD.'));

/** The public entity: a client of the system that publishes on the portal. */
export const PublicoEntidadeSchema = v.object({
  nome: v.string(),
  nome_fantasia: v.nullable(v.string()),
  /** 11 digits (CPF) or 14 characters (CNPJ), without mask. */
  cpf_cnpj: v.string(),
  /** The same with its mask (000.000.000-00 or 00.000.000/0000-00). */
  cpf_cnpj_formatado: v.string(),
  /** Path of the public logo call, relative to the API base, or null without a logo. */
  logo_url: v.nullable(v.string()),
});
export type PublicoEntidade = v.InferOutput<typeof PublicoEntidadeSchema>;

/** The fields of an asset every public answer shows (card, list row, download row). */
const bemEntries = {
  id: v.string(),
  codigo: v.number(),
  descricao: v.string(),
  categoria: v.string(),
  situacao: v.picklist(SITUACOES_BEM),
  estado_conservacao: v.picklist(ESTADOS_CONSERVACAO),
  secretaria: v.string(),
  setor: v.nullable(v.string()),
  data_aquisicao: Day,
  valor_aquisicao: MoneyText,
  /** Book value: the acquisition value less the depreciation processed (docs/domain.md, "Depreciação"). */
  valor_contabil: MoneyText,
  baixado: v.boolean(),
};

/** A row of the public list and of the JSON download. */
export const PublicoBemItemSchema = v.object(bemEntries);
export type PublicoBemItem = v.InferOutput<typeof PublicoBemItemSchema>;

/** GET /patrimonio/bempatrimonial/transparencia/{id}: the public card of an asset (its label's QR code). */
export const PublicoBemSchema = v.object({
  ...bemEntries,
  situacao_descricao: v.string(),
  estado_conservacao_descricao: v.string(),
  entidade: PublicoEntidadeSchema,
  /** Path of the public call of the asset's first photo, relative to the API base, or null. */
  foto_url: v.nullable(v.string()),
  /** When the asset was last changed (a movement, an edit, a depreciation). */
  dados_atualizados_em: Instant,
});
export type PublicoBem = v.InferOutput<typeof PublicoBemSchema>;

// ---------------------------------------------------------------- the entity's assets

export const PUBLICO_MESSAGES = {
  notFound: 'Nenhuma entidade encontrada.',
  bemNotFound: 'Bem patrimonial não encontrado.',
  fotoNotFound: 'Foto não encontrada.',
  logoNotFound: 'Logo não encontrada.',
} as const;

/**
 * `{cpf_cnpj}` of the public calls: with or without its mask, the alphanumeric CNPJ too; its check
 * digits are verified (400 with the reason), and it comes out in its stored form.
 */
export const PublicoCpfCnpjParamsSchema = v.object({
  cpf_cnpj: v.pipe(
    v.string(COMPANY_MESSAGES.cpfCnpjLength),
    v.transform(normalizeCpfCnpj),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value;
      if (value.length === 11 && /^\d+$/.test(value)) {
        if (!isValidCpf(value)) addIssue({ message: COMPANY_MESSAGES.cpfInvalid });
      } else if (value.length === 14) {
        if (!isValidCnpj(value)) addIssue({ message: COMPANY_MESSAGES.cnpjInvalid });
      } else addIssue({ message: COMPANY_MESSAGES.cpfCnpjLength });
    }),
  ),
});

export const PUBLICO_SORTS = ['codigo', 'descricao', 'data_aquisicao', 'valor_aquisicao'] as const;
export type PublicoSort = (typeof PUBLICO_SORTS)[number];

const uuidQuery = (message: string) => v.optional(v.pipe(v.string(), v.uuid(message)));

/** The filters of the list and of the downloads. */
const filterEntries = {
  search: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(100, 'A busca deve ter no máximo 100 caracteres.')),
  ),
  secretaria_id: uuidQuery('Secretaria inválida.'),
  categoria_id: uuidQuery('Categoria inválida.'),
  situacao: v.optional(v.picklist(SITUACOES_BEM, 'Situação inválida.')),
  ano: v.optional(integerQuery({ min: 1900, max: 2099 }, 'Ano de aquisição inválido.')),
};

/** GET /publico/entidades/{cpf_cnpj}/bens: filters, order and page (at most 100 a page). */
export const PublicoBemListQuerySchema = v.object({
  ...filterEntries,
  sort: v.optional(v.picklist(PUBLICO_SORTS, 'Ordenação inválida.')),
  order: v.optional(v.picklist(SORT_ORDERS, 'Ordem inválida.')),
  page: PageQuerySchema.entries.page,
  limit: v.optional(
    integerQuery(
      { min: 1, max: 100 },
      { type: 'Limite inválido.', min: 'O limite mínimo é 1.', max: 'O limite máximo é 100.' },
    ),
    '20',
  ),
});
export type PublicoBemListQuery = v.InferOutput<typeof PublicoBemListQuerySchema>;

export const PUBLICO_FORMATOS = ['csv', 'json'] as const;

/** GET /publico/entidades/{cpf_cnpj}/bens/exportar: the list's filters and the format. */
export const PublicoExportQuerySchema = v.object({
  ...filterEntries,
  formato: v.optional(v.picklist(PUBLICO_FORMATOS, 'Formato inválido: csv ou json.'), 'csv'),
});
export type PublicoExportQuery = v.InferOutput<typeof PublicoExportQuerySchema>;

/** The totals of what the filters match: exact, over every matching asset (not only the page). */
export const PublicoTotaisSchema = v.object({
  quantidade: v.number(),
  valor_aquisicao: MoneyText,
  valor_contabil: MoneyText,
});

export const PublicoBemPageSchema = v.object({
  data: v.array(PublicoBemItemSchema),
  page: v.number(),
  limit: v.number(),
  total: v.number(),
  totais: PublicoTotaisSchema,
  /** When the entity's patrimônio last changed (its newest audited change of an asset), or null. */
  dados_atualizados_em: v.nullable(Instant),
});
export type PublicoBemPage = v.InferOutput<typeof PublicoBemPageSchema>;

const OptionSchema = v.object({ id: v.string(), nome: v.string() });

/** GET /publico/entidades/{cpf_cnpj}/bens/filtros: the values the filters may take (those with assets). */
export const PublicoFiltrosSchema = v.object({
  secretarias: v.array(OptionSchema),
  categorias: v.array(OptionSchema),
  situacoes: v.array(v.object({ value: v.picklist(SITUACOES_BEM), label: v.string() })),
  anos: v.array(v.number()),
});
export type PublicoFiltros = v.InferOutput<typeof PublicoFiltrosSchema>;

/** The JSON download: the entity, the date of the data, the filters applied, then every matching asset. */
export const PublicoExportJsonSchema = v.object({
  entidade: PublicoEntidadeSchema,
  dados_atualizados_em: v.nullable(Instant),
  gerado_em: Instant,
  filtros: v.object({
    search: v.nullable(v.string()),
    secretaria_id: v.nullable(v.string()),
    categoria_id: v.nullable(v.string()),
    situacao: v.nullable(v.string()),
    ano: v.nullable(v.number()),
  }),
  bens: v.array(PublicoBemItemSchema),
});
export type PublicoExportJson = v.InferOutput<typeof PublicoExportJsonSchema>;

/** The CSV download's columns, in order (the header line names them so). */
export const PUBLICO_CSV_COLUMNS = [
  'codigo',
  'descricao',
  'categoria',
  'situacao',
  'estado_conservacao',
  'secretaria',
  'setor',
  'data_aquisicao',
  'valor_aquisicao',
  'valor_contabil',
  'baixado',
] as const;

/**
 * GET /publico/documentos/{codigo}: the verification of a termo by the code printed on it (its QR code).
 * Only what proves the paper: which entity issued which termo, who (the name only) and when, and the
 * SHA-256 of the PDF as issued, to compare with the file in hand. An unknown code: 404.
 */
export const PublicoDocumentoSchema = v.object({
  /** The code as printed (XXXX-XXXX-XXXX-XXXX). */
  codigo: v.string(),
  tipo: v.picklist(TIPOS_TERMO),
  /** "Termo de transferência nº 3/2026". */
  descricao: v.string(),
  entidade: v.object({ nome: v.string(), cpf_cnpj_formatado: v.string() }),
  emitido_por: v.string(),
  emitido_em: Instant,
  quantidade_bens: v.number(),
  /** Hex SHA-256 of the PDF's bytes as the API sent them. */
  sha256: v.string(),
});
export type PublicoDocumento = v.InferOutput<typeof PublicoDocumentoSchema>;

// ---------------------------------------------------------------- the entity's works (obras)

/** GET /publico/entidades/{cpf_cnpj}/obras: a page of the works (at most 100 a page, 20 by default). */
export const PublicoObraListQuerySchema = v.object({
  page: PageQuerySchema.entries.page,
  limit: PublicoBemListQuerySchema.entries.limit,
});
export type PublicoObraListQuery = v.InferOutput<typeof PublicoObraListQuerySchema>;

/**
 * The party responsible for a stoppage as the public sees it (Lei 14.133 art. 115 §6º): a servant's name
 * with the CPF masked (LGPD, `***.456.789-**`), a company's name and CNPJ, or the number of the inquiry
 * while it is open; all null on stoppages recorded before the party was asked.
 */
const publicoResponsavelEntries = {
  responsavel_tipo: v.nullable(v.picklist(RESPONSAVEIS_PARALISACAO)),
  /** The servant's or the company's name; null for an inquiry. */
  responsavel: v.nullable(v.string()),
  /** The servant's masked CPF or the company's CNPJ, formatted. */
  responsavel_documento: v.nullable(v.string()),
  apuracao_numero: v.nullable(v.string()),
};

/** One stoppage of a work (each is its own record): since when, why (SICOM code and text), who answers. */
export const PublicoParalisacaoSchema = v.object({
  data_inicio: Day,
  /** TCE-MG SICOM reason code and its wording. */
  motivo_codigo: v.number(),
  motivo_codigo_descricao: v.string(),
  motivo: v.string(),
  ...publicoResponsavelEntries,
  previsao_reinicio: v.nullable(Day),
  /** When it ended (restart or another situação); null while the work is stopped. */
  data_fim: v.nullable(Day),
});
export type PublicoParalisacao = v.InferOutput<typeof PublicoParalisacaoSchema>;

/** A work as the portal lists it: the contract's public figures, never its internal records. */
export const PublicoObraItemSchema = v.object({
  /** The work's id: its public page (/publico/obra/{id}) and its items, the placa's QR code. */
  id: v.string(),
  numero: v.string(),
  objeto: v.string(),
  tipo: v.picklist(TIPOS_OBRA),
  tipo_descricao: v.string(),
  /** TCE-MG SICOM code of the situação (SITUACAO_OBRA_LABELS) and its label. */
  situacao: v.number(),
  situacao_descricao: v.string(),
  /** The secretaria the work belongs to (its name). */
  secretaria: v.string(),
  /** The contracted company's name (public under the LAI), or null when none is recorded. */
  contratada: v.nullable(v.string()),
  valor_contratado: MoneyText,
  /** Σ the contract's amendments (aditivos). */
  valor_aditivos: MoneyText,
  /** Contract + amendments. */
  valor_total: MoneyText,
  percentual_executado: v.pipe(
    v.string(),
    v.description('Σ medições ÷ (contrato + aditivos), em %, duas casas: "45.20".'),
  ),
  data_inicio: v.nullable(Day),
  previsao_conclusao: v.nullable(Day),
  contrato_numero: v.nullable(v.string()),
  /** The address as one line ("Rua X, 10 — Centro — Cidade/UF"), or null. */
  endereco: v.nullable(v.string()),
  /** Decimal degrees inside Brazil, or null when not recorded. */
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  /** Every stoppage of the work, newest first (at most PUBLICO_PARALISACOES_MAX). */
  paralisacoes: v.array(PublicoParalisacaoSchema),
});
export type PublicoObraItem = v.InferOutput<typeof PublicoObraItemSchema>;

/** GET /publico/entidades/{doc}/obras/{id}: the work, its planned vs actual S-curve and its sheet's totals. */
export const PublicoObraDetalheSchema = v.object({
  obra: PublicoObraItemSchema,
  /** The work's recebimentos (provisório, then definitivo): receivers' names and cargos, never the CPF. */
  recebimentos: v.array(PublicoRecebimentoSchema),
  curva: v.array(CurvaMesSchema),
  itens: v.object({
    quantidade: v.number(),
    total_contratado: MoneyText,
    total_executado: MoneyText,
    /** Σ the work's payments (Lei 14.133 art. 94 §3º: the prices paid), beside what was contracted and executed. */
    total_pago: MoneyText,
  }),
  /** The work's payments, newest first: date, the medição paid, value and document (ordem bancária, empenho). */
  pagamentos: v.array(PublicoPagamentoSchema),
  /**
   * The quarterly reports (PNTP): the latest version of each quarter, newest quarter first; `link` is the
   * PDF's public address.
   */
  relatorios: v.array(
    v.object({
      id: v.string(),
      ano: v.number(),
      trimestre: v.number(),
      versao: v.number(),
      gerado_em: Instant,
      tamanho: v.number(),
      sha256: v.string(),
      link: v.string(),
    }),
  ),
});
export type PublicoObraDetalhe = v.InferOutput<typeof PublicoObraDetalheSchema>;

/** A work paralisada for more than one month: why, who answers for it, since when, and until when. */
export const PublicoObraParalisadaSchema = v.object({
  id: v.string(),
  numero: v.string(),
  objeto: v.string(),
  situacao: v.number(),
  situacao_descricao: v.string(),
  /** The date of the paralisação. */
  paralisada_desde: Day,
  motivo_codigo: v.number(),
  motivo_codigo_descricao: v.string(),
  motivo: v.string(),
  ...publicoResponsavelEntries,
  previsao_reinicio: v.nullable(Day),
});
export type PublicoObraParalisada = v.InferOutput<typeof PublicoObraParalisadaSchema>;

/** How many stoppages a work of the list shows at most (the newest). */
export const PUBLICO_PARALISACOES_MAX = 50;

/** How many works the `paralisadas` block lists at most (the oldest paralisações first). */
export const PUBLICO_PARALISADAS_MAX = 100;

export const PublicoObraPageSchema = v.object({
  data: v.array(PublicoObraItemSchema),
  page: v.number(),
  limit: v.number(),
  total: v.number(),
  /** Every work paralisada for more than one month (not paged; at most PUBLICO_PARALISADAS_MAX). */
  paralisadas: v.array(PublicoObraParalisadaSchema),
});
export type PublicoObraPage = v.InferOutput<typeof PublicoObraPageSchema>;
