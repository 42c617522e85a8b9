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
 * A servidor as the API answers it. `cpf` is null for a caller without the rule custody:update (the CPF
 * is kept for the termos, never shown beyond who maintains the register); `cpf_informado` says whether
 * one is kept.
 */
export const ServidorSchema = v.object({
  id: v.string(),
  cliente_id: v.string(),
  user_id: v.nullable(v.string()),
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
});
export type Carga = v.InferOutput<typeof CargaSchema>;

export const CargaQuerySchema = v.object({ ...PageQuerySchema.entries });
export type CargaQuery = v.InferOutput<typeof CargaQuerySchema>;
