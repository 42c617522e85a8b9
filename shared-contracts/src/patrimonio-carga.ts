import * as v from 'valibot';
import { nullableStrings, PageQuerySchema, pageOf, requiredText } from './common.js';
import { isValidCpf, onlyDigits } from './documents.js';
import {
  MoneyResponseSchema,
  MoneyTotalResponseSchema,
  NamedRefSchema,
  optionalText,
  optionalUuid,
  RegisterListQueryEntries,
  RegisterTailSchema,
} from './patrimonio-common.js';
import {
  LOTE_ALCANCE_ENTRIES,
  LOTE_BENS_MAX,
  LoteMovimentacaoSchema,
  loteAlcanceCheck,
} from './patrimonio-lotes.js';

/**
 * Carga patrimonial (docs/domain.md, "Carga patrimonial"): the servidores who answer for assets, the head
 * of each setor, and what a person or a setor holds (Lei 4.320, art. 94).
 */

// ---------------------------------------------------------------- servidores

/** CPF of a servidor: 11 digits with valid check digits (dots and dash allowed on input); null clears. */
const cpfField = () =>
  v.nullish(
    v.pipe(
      v.string('O CPF deve ser um texto.'),
      v.transform(onlyDigits),
      v.transform((x) => (x === '' ? null : x)),
      v.check((x) => x === null || isValidCpf(x), 'CPF inválido (confira os dígitos verificadores).'),
    ),
  );

const servidorFields = {
  nome: requiredText('O nome', 255),
  cpf: cpfField(),
  matricula: optionalText('A matrícula', 30),
  cargo: optionalText('O cargo', 120),
  /** The user of the client this servidor is (who can accept in the app); null: registered without login. */
  user_id: optionalUuid('Usuário'),
};

export const CreateServidorBodySchema = v.object({
  ...servidorFields,
  cliente_id: v.optional(v.pipe(v.string(), v.uuid('Cliente inválido.'))),
});
export type CreateServidorBody = v.InferOutput<typeof CreateServidorBodySchema>;

export const UpdateServidorBodySchema = v.object({
  ...servidorFields,
  id: v.optional(v.pipe(v.string(), v.uuid('Identificador inválido.'))),
});
export type UpdateServidorBody = v.InferOutput<typeof UpdateServidorBodySchema>;

/**
 * A login of the client as the servidor form picks it (GET /patrimonio/carga/servidores/usuarios): the
 * name and the username only, never the e-mail nor the CPF.
 */
export const UsuarioServidorSchema = v.object({ id: v.string(), name: v.string(), username: v.string() });
export type UsuarioServidor = v.InferOutput<typeof UsuarioServidorSchema>;

/**
 * A servidor as the API answers it. `cpf` is null for a caller without the rule custody:update (the CPF
 * is kept for the termos, never shown beyond who maintains the register); `cpf_informado` says whether
 * one is kept.
 */
export const ServidorSchema = v.object({
  id: v.string(),
  cliente_id: v.string(),
  user_id: v.nullable(v.string()),
  /** The login `user_id` points to, named (never its e-mail nor CPF); null without a login. */
  usuario: v.nullable(UsuarioServidorSchema),
  nome: v.string(),
  ...nullableStrings('cpf', 'matricula', 'cargo'),
  cpf_informado: v.boolean(),
  /** Whether the servidor can accept an aceite in the app (has a login). */
  tem_login: v.boolean(),
  ...RegisterTailSchema,
});
export type Servidor = v.InferOutput<typeof ServidorSchema>;
export const ServidorPageSchema = pageOf(ServidorSchema);

export const ServidorListQuerySchema = v.object({
  ...RegisterListQueryEntries,
  sort: v.optional(v.picklist(['nome', 'matricula', 'created_at'] as const, 'Ordenação inválida.')),
});
export type ServidorListQuery = v.InferOutput<typeof ServidorListQuerySchema>;

export const UsuarioServidorListSchema = v.object({ data: v.array(UsuarioServidorSchema) });
export type UsuarioServidorList = v.InferOutput<typeof UsuarioServidorListSchema>;

/**
 * GET /patrimonio/carga/servidores/usuarios: the client's active logins not yet linked to a servidor, by
 * name or username (`search`), the first `limit` (10 by default, at most 100). `servidor_id`: the
 * servidor being edited (its own login stays offered, and its client is the one searched); `id`: that
 * one login, to name a stored value.
 */
export const UsuarioServidorQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Busca: no máximo 100 caracteres.'))),
  limit: PageQuerySchema.entries.limit,
  cliente_id: optionalUuid('Cliente'),
  servidor_id: optionalUuid('Servidor'),
  id: optionalUuid('Usuário'),
});
export type UsuarioServidorQuery = v.InferOutput<typeof UsuarioServidorQuerySchema>;

/** A servidor as a reference in other answers (no CPF). */
export const ServidorRefSchema = v.object({
  id: v.string(),
  nome: v.string(),
  ...nullableStrings('matricula', 'cargo'),
});
export type ServidorRef = v.InferOutput<typeof ServidorRefSchema>;

// ---------------------------------------------------------------- the head of a setor

/** PUT /patrimonio/carga/setor/{id}/responsavel: the setor's head (null: none). */
export const SetorResponsavelBodySchema = v.object({
  servidor_id: v.nullable(
    v.pipe(v.string('Responsável: identificador inválido.'), v.uuid('Responsável: identificador inválido.')),
  ),
});
export type SetorResponsavelBody = v.InferOutput<typeof SetorResponsavelBodySchema>;

// ---------------------------------------------------------------- carga of a person or a setor

/** One asset of a carga. */
export const CargaBemSchema = v.object({
  id: v.string(),
  CodigoBEM: v.number(),
  descricao: v.string(),
  situacao: v.string(),
  secretaria: NamedRefSchema,
  setor: v.nullable(NamedRefSchema),
  responsavel: v.nullable(ServidorRefSchema),
  valor_atual: MoneyResponseSchema,
});
export type CargaBem = v.InferOutput<typeof CargaBemSchema>;

/**
 * What a person (`responsavel`) or a setor (`setor`, with its head) holds: the assets not baixados, in
 * code order, a page of them, and the count and book value of all of them.
 */
export const CargaSchema = v.object({
  ...pageOf(CargaBemSchema).entries,
  responsavel: v.nullable(ServidorRefSchema),
  setor: v.nullable(NamedRefSchema),
  valor_total: MoneyTotalResponseSchema,
  /** Whether the caller may print the termo de responsabilidade of this carga. */
  pode_imprimir: v.boolean(),
  /** Whether the caller may change the setor's head (PUT /patrimonio/carga/setor/{id}/responsavel). */
  pode_definir_responsavel: v.boolean(),
});
export type Carga = v.InferOutput<typeof CargaSchema>;

export const CargaQuerySchema = v.object({ ...PageQuerySchema.entries });
export type CargaQuery = v.InferOutput<typeof CargaQuerySchema>;

// ---------------------------------------------------------------- cautela, transfer and their aceite

/**
 * The kinds of aceite: a cautela, a transferência de responsabilidade (the new responsável accepts) and a
 * transferência de local to another setor (its head accepts; decision 062).
 */
export const TIPOS_ACEITE = ['cautela', 'transferencia', 'transferencia_local'] as const;
/** What a clerk asks through the carga's requests and batches (a transfer of place is a movement). */
export const TIPOS_PEDIDO_CARGA = ['cautela', 'transferencia'] as const;
export const ESTADOS_ACEITE = ['pendente', 'aceito', 'recusado', 'devolvido'] as const;
export const FORMAS_ACEITE = ['app', 'termo'] as const;
export type TipoAceite = (typeof TIPOS_ACEITE)[number];
export type EstadoAceite = (typeof ESTADOS_ACEITE)[number];

export const TIPO_ACEITE_LABELS: Record<TipoAceite, string> = {
  cautela: 'Cautela',
  transferencia: 'Transferência de responsabilidade',
  transferencia_local: 'Transferência de local',
};
export const ESTADO_ACEITE_LABELS: Record<EstadoAceite, string> = {
  pendente: 'Aguardando aceite',
  aceito: 'Aceito',
  recusado: 'Recusado',
  devolvido: 'Devolvido',
};

const requiredId = (label: string) =>
  v.pipe(v.string(`Informe ${label}.`), v.uuid(`${label}: identificador inválido.`));

/** An ISO date (yyyy-MM-dd), the cautela's expected return. */
const isoDate = (label: string) =>
  v.pipe(
    v.string(`Informe ${label}.`),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: use o formato AAAA-MM-DD.`),
    v.check((x) => !Number.isNaN(Date.parse(`${x}T00:00:00Z`)), `${label}: data inválida.`),
  );

/** POST /patrimonio/carga/cautela: an asset leaves for a while, to a receiver who must accept it. */
export const CreateCautelaBodySchema = v.object({
  bempatrimonial_id: requiredId('o bem patrimonial'),
  recebedor_id: requiredId('o recebedor'),
  motivo: requiredText('O motivo', 500),
  destino: requiredText('O destino', 255),
  data_prevista_retorno: isoDate('a data prevista de retorno'),
});
export type CreateCautelaBody = v.InferOutput<typeof CreateCautelaBodySchema>;

/** POST /patrimonio/carga/transferencia: the asset's responsável changes once the new one accepts. */
export const CreateTransferenciaBodySchema = v.object({
  bempatrimonial_id: requiredId('o bem patrimonial'),
  responsavel_id: requiredId('o novo responsável'),
  motivo: optionalText('O motivo', 500),
});
export type CreateTransferenciaBody = v.InferOutput<typeof CreateTransferenciaBodySchema>;

/**
 * POST /patrimonio/carga/lote (decision 059): cautela or transferência de responsabilidade of many assets
 * (the list's selection or its filters, up to LOTE_BENS_MAX) to one receiver, in one transaction; every
 * asset checked by the single request's rule, all or nothing. The receiver accepts or refuses the whole
 * batch at once.
 */
export const LoteCargaBodySchema = v.pipe(
  v.object({
    tipo: v.picklist(TIPOS_PEDIDO_CARGA, 'Tipo do lote inválido (cautela ou transferencia).'),
    recebedor_id: requiredId('o recebedor'),
    motivo: optionalText('O motivo', 500),
    /** The cautela's destination and expected return (required for a cautela, ignored otherwise). */
    destino: optionalText('O destino', 255),
    data_prevista_retorno: v.optional(isoDate('a data prevista de retorno')),
    ...LOTE_ALCANCE_ENTRIES,
  }),
  loteAlcanceCheck(),
  v.forward(
    v.partialCheck(
      [['tipo'], ['motivo']],
      (x) => x.tipo !== 'cautela' || Boolean(x.motivo),
      'Informe o motivo.',
    ),
    ['motivo'],
  ),
  v.forward(
    v.partialCheck(
      [['tipo'], ['destino']],
      (x) => x.tipo !== 'cautela' || Boolean(x.destino),
      'Informe o destino.',
    ),
    ['destino'],
  ),
  v.forward(
    v.partialCheck(
      [['tipo'], ['data_prevista_retorno']],
      (x) => x.tipo !== 'cautela' || Boolean(x.data_prevista_retorno),
      'Informe a data prevista de retorno.',
    ),
    ['data_prevista_retorno'],
  ),
);
export type LoteCargaBody = v.InferOutput<typeof LoteCargaBodySchema>;

/** A requested batch: its id (every aceite of it carries it), kind, receiver and how many assets wait. */
export const LoteCargaSchema = v.object({
  id: v.string(),
  cliente_id: v.string(),
  tipo: v.picklist(TIPOS_PEDIDO_CARGA),
  recebedor: ServidorRefSchema,
  quantidade: v.number(),
});
export type LoteCarga = v.InferOutput<typeof LoteCargaSchema>;

/**
 * POST /patrimonio/carga/devolucao (decision 062): the return of many accepted cautelas at once, the ones
 * chosen on the aceites list (`aceite_ids`) or every one still out of a batch (`lote_id`), up to
 * LOTE_BENS_MAX, in one transaction; each by the single return's rule, all or nothing.
 */
export const DevolucaoLoteBodySchema = v.pipe(
  v.object({
    aceite_ids: v.optional(
      v.pipe(
        v.array(v.pipe(v.string('Cautela inválida.'), v.uuid('Cautela inválida.')), 'Informe as cautelas.'),
        v.minLength(1, 'Escolha ao menos uma cautela.'),
        v.maxLength(LOTE_BENS_MAX, `Escolha no máximo ${LOTE_BENS_MAX.toLocaleString('pt-BR')} cautelas.`),
      ),
    ),
    lote_id: v.optional(v.pipe(v.string('Lote inválido.'), v.uuid('Lote inválido.'))),
  }),
  v.check(
    (x) => (x.aceite_ids === undefined) !== (x.lote_id === undefined),
    'Informe as cautelas escolhidas (aceite_ids) ou o lote (lote_id), um dos dois.',
  ),
);
export type DevolucaoLoteBody = v.InferOutput<typeof DevolucaoLoteBodySchema>;

/** A batch return recorded: how many cautelas closed (each asset's "Retorno de cautela" booked). */
export const DevolucaoLoteSchema = v.object({ cliente_id: v.string(), quantidade: v.number() });
export type DevolucaoLote = v.InferOutput<typeof DevolucaoLoteSchema>;

/** POST /patrimonio/carga/aceites/{id}/recusar: a refusal says why. */
export const RecusaBodySchema = v.object({ motivo: requiredText('O motivo da recusa', 500) });
export type RecusaBody = v.InferOutput<typeof RecusaBodySchema>;

/**
 * A cautela or transfer and its aceite, with what the caller may do with it (computed by the same
 * function that enforces it): accept or refuse (the receiver, in the app), record the signed paper termo
 * (a clerk), register the return (a clerk, an accepted cautela).
 */
export const AceiteSchema = v.object({
  id: v.string(),
  cliente_id: v.string(),
  tipo: v.picklist(TIPOS_ACEITE),
  estado: v.picklist(ESTADOS_ACEITE),
  bem: v.object({ id: v.string(), CodigoBEM: v.number(), descricao: v.string() }),
  responsavel: v.nullable(ServidorRefSchema),
  recebedor: ServidorRefSchema,
  ...nullableStrings('motivo', 'destino', 'data_prevista_retorno', 'forma', 'arquivo_id', 'motivo_recusa'),
  ...nullableStrings('decidido_em', 'devolvido_em', 'movimentacao_id'),
  /** An accepted cautela past its expected return date (Brazilian today). */
  atrasada: v.boolean(),
  pode_aceitar: v.boolean(),
  pode_registrar_termo: v.boolean(),
  pode_devolver: v.boolean(),
  /** An accepted batch: its termo listing every asset may be issued by the caller (assets:update). */
  pode_emitir_termo_lote: v.boolean(),
  /**
   * The batch this aceite belongs to (decision 059), with how many assets it has: deciding it decides
   * the whole batch; once accepted, its termo is POST /patrimonio/movimentacaobem/lote/{id}/termo.
   */
  lote: v.nullable(v.object({ id: v.string(), quantidade: v.number() })),
  /**
   * A transferência de local (decision 062): where the asset goes and the date of the movement booked once
   * accepted. Null for the other kinds.
   */
  destino_local: v.nullable(v.object({ secretaria_id: v.string(), setor_id: v.string(), data: v.string() })),
  created_at: v.string(),
});
export type Aceite = v.InferOutput<typeof AceiteSchema>;
export const AceitePageSchema = pageOf(AceiteSchema);

/**
 * POST /patrimonio/movimentacaobem/lote answered 202 (decision 062): a batch transfer to another setor
 * waits for the destination setor's head. The batch as asked (its id, which every aceite of it carries;
 * its termo once accepted), its receiver, the batch's first aceite (what the lists show) and the ids of all
 * its aceites.
 */
export const LoteAguardandoAceiteSchema = v.object({
  ...v.omit(LoteMovimentacaoSchema, ['termo']).entries,
  recebedor: ServidorRefSchema,
  aceite: AceiteSchema,
  aceite_ids: v.array(v.string()),
});
export type LoteAguardandoAceite = v.InferOutput<typeof LoteAguardandoAceiteSchema>;

export const AceiteListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  tipo: v.optional(v.picklist(TIPOS_ACEITE, 'Tipo inválido.')),
  estado: v.optional(v.picklist(ESTADOS_ACEITE, 'Situação inválida.')),
  recebedor_id: optionalUuid('Recebedor'),
  responsavel_id: optionalUuid('Responsável'),
  bempatrimonial_id: optionalUuid('Bem patrimonial'),
  /** Only the caller's own (as receiver): what waits for the caller's aceite. */
  minhas: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'minhas: use true ou false.'),
      v.transform((x) => x === 'true'),
    ),
  ),
  atrasadas: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'atrasadas: use true ou false.'),
      v.transform((x) => x === 'true'),
    ),
  ),
  cliente_id: optionalUuid('Cliente'),
});
export type AceiteListQuery = v.InferOutput<typeof AceiteListQuerySchema>;
