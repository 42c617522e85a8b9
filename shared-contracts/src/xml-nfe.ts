import * as v from 'valibot';
import { integerField, nullableStrings, pageOf } from './common.js';
import { ESTADOS_CONSERVACAO } from './patrimonio-bens.js';
import {
  confirmarValorField,
  dateField,
  MoneyResponseSchema,
  optionalText,
  optionalUuid,
  RegisterListQueryEntries,
  requiredUuid,
} from './patrimonio-common.js';

/**
 * The XML area (docs/domain.md, "NF-e"): a municipality's purchase arrives as the supplier's NF-e XML;
 * the import keeps the file and what it says, and the incorporation turns it into a supplier and the
 * assets of the register, in one transaction.
 */

/** pendente: imported, waiting for incorporation; incorporada: its assets exist; recusada: the file was refused. */
export const XML_SITUACOES = ['pendente', 'incorporada', 'recusada'] as const;
export type XmlSituacao = (typeof XML_SITUACOES)[number];
export const XML_SITUACAO_LABELS: Record<XmlSituacao, string> = {
  pendente: 'Pendente',
  incorporada: 'Incorporada',
  recusada: 'Recusada',
};

/** What a line of the note becomes: one asset per unit, one asset for the line, or nothing (consumables). */
export const MODOS_ITEM = ['unidade', 'linha', 'nao_incorporar'] as const;
export type ModoItem = (typeof MODOS_ITEM)[number];
export const MODO_ITEM_LABELS: Record<ModoItem, string> = {
  unidade: 'Um bem por unidade',
  linha: 'Um bem para a linha',
  nao_incorporar: 'Não incorporar',
};

/** At most this many assets come out of one note (a line of 10 000 screws is a line, not 10 000 assets). */
export const MAX_BENS_POR_NOTA = 5000;

// ---------------------------------------------------------------- the note as read from the file

const nullableString = v.nullable(v.string());

export const NfeEnderecoSchema = v.object(
  nullableStrings(
    'logradouro',
    'numero',
    'complemento',
    'bairro',
    'municipio',
    'codigo_municipio',
    'uf',
    'cep',
    'telefone',
  ),
);
export type NfeEndereco = v.InferOutput<typeof NfeEnderecoSchema>;

export const NfeVeiculoSchema = v.object({
  chassi: v.string(),
  cor: nullableString,
  descricao_cor: nullableString,
  ano_modelo: v.nullable(v.number()),
  ano_fabricacao: v.nullable(v.number()),
  ...nullableStrings('combustivel', 'potencia', 'cilindradas', 'tipo', 'renavam'),
});
export type NfeVeiculo = v.InferOutput<typeof NfeVeiculoSchema>;

/** The costs a line carries and the note totals: freight, insurance, discount, other expenses, IPI. */
const CUSTOS_DA_NOTA = {
  frete: MoneyResponseSchema,
  seguro: MoneyResponseSchema,
  desconto: MoneyResponseSchema,
  outros: MoneyResponseSchema,
  ipi: MoneyResponseSchema,
};

/** A `det` of the note: quantities and values are the file's decimal texts (money with two decimals). */
export const NfeItemSchema = v.object({
  numero: v.number(),
  codigo: v.string(),
  descricao: v.string(),
  ncm: nullableString,
  cfop: v.string(),
  unidade: v.string(),
  quantidade: v.string(),
  valor_unitario: v.string(),
  valor: MoneyResponseSchema,
  ...CUSTOS_DA_NOTA,
  veiculo: v.nullable(NfeVeiculoSchema),
});
export type NfeItem = v.InferOutput<typeof NfeItemSchema>;

export const NfeTotaisSchema = v.object({
  produtos: MoneyResponseSchema,
  ...CUSTOS_DA_NOTA,
  nota: MoneyResponseSchema,
});
export type NfeTotais = v.InferOutput<typeof NfeTotaisSchema>;

export const NfeNotaSchema = v.object({
  chave: v.string(),
  modelo: v.literal('55'),
  serie: v.number(),
  numero: v.number(),
  emissao: v.string(),
  natureza_operacao: v.string(),
  emitente: v.object({
    documento: v.string(),
    nome: v.string(),
    fantasia: nullableString,
    ie: nullableString,
    endereco: NfeEnderecoSchema,
  }),
  destinatario: v.object({ documento: nullableString, nome: nullableString }),
  itens: v.array(NfeItemSchema),
  totais: NfeTotaisSchema,
  protocolo: v.object({ numero: v.string(), recebimento: nullableString, status: v.number() }),
});
export type NfeNota = v.InferOutput<typeof NfeNotaSchema>;

// ---------------------------------------------------------------- list and detail

/** A row of GET /xml: an imported file, its note when it could be read, and its situation. */
export const XmlNotaListItemSchema = v.object({
  id: v.string(),
  cliente_id: v.string(),
  arquivo_nome: v.string(),
  situacao: v.picklist(XML_SITUACOES),
  /** Why the file was refused (situação recusada). */
  motivo: nullableString,
  chave: nullableString,
  numero: v.nullable(v.number()),
  serie: v.nullable(v.number()),
  ...nullableStrings('emissao', 'emitente_documento', 'emitente_nome'),
  valor_total: v.nullable(MoneyResponseSchema),
  itens: v.nullable(v.number()),
  importado_por: nullableString,
  importado_em: v.string(),
});
export type XmlNotaListItem = v.InferOutput<typeof XmlNotaListItemSchema>;
export const XmlNotaPageSchema = pageOf(XmlNotaListItemSchema);

export const XML_SORTS = ['importado_em', 'emissao', 'numero', 'valor_total'] as const;

/** GET /xml: the client's imported files, newest first; search by chave, emitente (CNPJ or name) or número. */
export const XmlListQuerySchema = v.object({
  ...RegisterListQueryEntries,
  situacao: v.optional(v.picklist(XML_SITUACOES, 'Situação inválida.')),
  data_de: v.optional(dateField('Emissão a partir de')),
  data_ate: v.optional(dateField('Emissão até')),
  sort: v.optional(v.picklist(XML_SORTS, 'Ordenação inválida.')),
});
export type XmlListQuery = v.InferOutput<typeof XmlListQuerySchema>;

const RefSchema = v.object({ id: v.string(), nome: v.string() });

/** An asset the incorporation created. */
export const XmlBemCriadoSchema = v.object({
  id: v.string(),
  codigo: v.number(),
  descricao: v.string(),
  valor: MoneyResponseSchema,
  item: v.number(),
});
export type XmlBemCriado = v.InferOutput<typeof XmlBemCriadoSchema>;

/**
 * GET /xml/{id}: the row, the note, and what the wizard proposes: the supplier already registered with
 * the emitter's document, the category suggested by each item's NCM, and whether the note is addressed
 * to the client. Once incorporated, the assets created from it.
 */
export const XmlNotaSchema = v.object({
  ...XmlNotaListItemSchema.entries,
  nota: v.nullable(NfeNotaSchema),
  arquivo_id: nullableString,
  fornecedor: v.nullable(v.object({ id: v.string(), razao_social: v.string(), ativo: v.boolean() })),
  destinatario_confere: v.boolean(),
  sugestoes: v.array(
    v.object({ item: v.number(), ncm: v.nullable(RefSchema), categoria: v.nullable(RefSchema) }),
  ),
  incorporada_em: nullableString,
  incorporada_por: nullableString,
  bens: v.array(XmlBemCriadoSchema),
});
export type XmlNota = v.InferOutput<typeof XmlNotaSchema>;

// ---------------------------------------------------------------- incorporation

export const XmlItemEscolhaSchema = v.object({
  item: integerField({ min: 1, max: 990 }, 'Item da nota inválido.'),
  modo: v.picklist(MODOS_ITEM, 'Escolha o que o item se torna: unidade, linha ou nao_incorporar.'),
  categoria_id: optionalUuid('Categoria'),
  descricao: optionalText('A descrição do bem'),
});
export type XmlItemEscolha = v.InferOutput<typeof XmlItemEscolhaSchema>;

/** POST /xml/{id}/incorporar: one choice per item of the note and the destination of the assets. */
export const XmlIncorporarBodySchema = v.object({
  fornecedor_id: optionalUuid('Fornecedor'),
  itens: v.pipe(
    v.array(XmlItemEscolhaSchema, 'Informe os itens da nota.'),
    v.minLength(1, 'Informe os itens da nota.'),
    v.maxLength(990, 'A nota tem no máximo 990 itens.'),
  ),
  secretaria_id: requiredUuid('a secretaria'),
  setor_id: optionalUuid('Setor'),
  estado_conservacao: v.picklist(ESTADOS_CONSERVACAO, 'Estado de conservação inválido.'),
  data_incorporacao: dateField('Data de incorporação'),
  /** An asset of the note above the client's ceiling, confirmed (`confirmarValorField`). */
  confirmar_valor: confirmarValorField(),
});
export type XmlIncorporarBody = v.InferOutput<typeof XmlIncorporarBodySchema>;

export const XmlIncorporacaoSchema = v.object({
  fornecedor: v.object({ id: v.string(), razao_social: v.string(), criado: v.boolean() }),
  bens: v.array(XmlBemCriadoSchema),
  total: MoneyResponseSchema,
});
export type XmlIncorporacao = v.InferOutput<typeof XmlIncorporacaoSchema>;
