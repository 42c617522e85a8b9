import * as v from 'valibot';
import { PageQuerySchema, pageOf, requiredText, UuidSchema } from './common.js';
import { isValidCpf, onlyDigits } from './documents.js';
import { NewPasswordSchema, PasswordTokenBodySchema } from './password.js';

/**
 * Users (screen Usuários; docs/domain.md, "Organização e acesso"): global accounts with a unique username (case-insensitive),
 * the status fields shared by every register (ativo, user_id_inativa, motivo) and an avatar image.
 */

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 100;
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;

export const UsernameSchema = v.pipe(
  v.string('Informe o usuário.'),
  v.trim(),
  v.nonEmpty('Informe o usuário.'),
  v.minLength(USERNAME_MIN, `O usuário deve ter pelo menos ${USERNAME_MIN} caracteres.`),
  v.maxLength(USERNAME_MAX, `O usuário deve ter no máximo ${USERNAME_MAX} caracteres.`),
  v.regex(USERNAME_PATTERN, 'O usuário pode conter apenas letras, números, ponto, hífen, sublinhado e @.'),
);

export const UserEmailSchema = v.pipe(
  v.string('Informe o e-mail.'),
  v.trim(),
  v.nonEmpty('Informe o e-mail.'),
  v.maxLength(255, 'O e-mail deve ter no máximo 255 caracteres.'),
  v.email('E-mail inválido.'),
);

export const CPF_INVALID_MESSAGE = 'CPF inválido (confira os dígitos verificadores).';

/**
 * The CPF of a user (Decreto 10.540/2020 art. 11, SIAFIC: every user who writes is identified by CPF;
 * docs/domain.md, "Usuários identificados por CPF"): 11 digits with valid check digits, typed with or
 * without the mask; stored as the 11 digits.
 */
export const UserCpfSchema = v.pipe(
  v.string('Informe o CPF.'),
  v.transform(onlyDigits),
  v.nonEmpty('Informe o CPF.'),
  v.check(isValidCpf, CPF_INVALID_MESSAGE),
);

/** The CPF field of the user forms: empty clears (null); otherwise a valid CPF. */
const optionalCpf = v.nullish(
  v.pipe(
    v.string('O CPF deve ser um texto.'),
    v.transform(onlyDigits),
    v.transform((x) => (x === '' ? null : x)),
    v.check((x) => x === null || isValidCpf(x), CPF_INVALID_MESSAGE),
  ),
);

const contaGenerica = v.boolean('Valor inválido para "conta genérica".');

/** Why a generic account cannot write, as the user form and the API's refusal word it. */
export const GENERIC_ACCOUNT_MESSAGE =
  'Conta genérica: pode consultar, mas não registra operações. Cada operação precisa de um usuário ' +
  'identificado por CPF (Decreto 10.540/2020).';

/** The API's refusal of a write by a user without CPF (the sign-in asks it first). */
export const CPF_REQUIRED_MESSAGE =
  'Informe seu CPF para registrar operações (Decreto 10.540/2020): saia e entre novamente para informá-lo.';

/** User as every users call answers it (its fields plus the register status fields). */
export const UserSchema = v.object({
  id: v.string(),
  username: v.string(),
  fullname: v.string(),
  avatar: v.nullable(v.string()),
  email: v.nullable(v.string()),
  active: v.boolean(),
  redefine: v.boolean(),
  /** The user's CPF (11 digits), null until informed. */
  cpf: v.nullable(v.string()),
  /** A shared account (e.g. a consultation desk): reads only, never writes. */
  conta_generica: v.boolean(),
  /** Who deactivated the user (null while active). */
  user_id_inativa: v.nullable(v.string()),
  /** Why the user was deactivated (null while active). */
  motivo: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type User = v.InferOutput<typeof UserSchema>;
export const UserPageSchema = pageOf(UserSchema);
export type UserPage = v.InferOutput<typeof UserPageSchema>;

const searchSchema = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(100, 'A busca deve ter no máximo 100 caracteres.')),
);
const activeFilter = v.optional(
  v.pipe(
    v.picklist(['true', 'false'], 'Filtro de situação inválido.'),
    v.transform((s) => s === 'true'),
  ),
);

/** GET /users?page=&limit=&search=&active= (search: username, name or e-mail). */
export const UserListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  search: searchSchema,
  active: activeFilter,
});
export type UserListQuery = v.InferOutput<typeof UserListQuerySchema>;

/** POST /users/create. `redefine`: 'redefinir senha no primeiro acesso' (default on). */
export const CreateUserBodySchema = v.object({
  username: UsernameSchema,
  fullname: requiredText('O nome completo'),
  email: UserEmailSchema,
  password: NewPasswordSchema,
  redefine: v.optional(v.boolean('Valor inválido para "redefinir senha".'), true),
  /** Optional: a user who writes and has none is asked it at sign-in. */
  cpf: optionalCpf,
  conta_generica: v.optional(contaGenerica, false),
});
export type CreateUserBody = v.InferOutput<typeof CreateUserBodySchema>;
export type CreateUserBodyInput = v.InferInput<typeof CreateUserBodySchema>;

/**
 * PUT /users/{id}: the user's fields; `id`, when sent, must be the path's. A `password` sets a new one
 * (leave it out to keep the current). Status goes through PUT /users/id, the avatar through its upload.
 */
export const UpdateUserBodySchema = v.object({
  id: v.optional(UuidSchema),
  username: UsernameSchema,
  fullname: requiredText('O nome completo'),
  email: UserEmailSchema,
  redefine: v.boolean('Valor inválido para "redefinir senha".'),
  password: v.optional(NewPasswordSchema),
  /** Left out: kept; null or empty: cleared. */
  cpf: optionalCpf,
  /** Left out: kept. */
  conta_generica: v.optional(contaGenerica),
});
export type UpdateUserBody = v.InferOutput<typeof UpdateUserBodySchema>;
export type UpdateUserBodyInput = v.InferInput<typeof UpdateUserBodySchema>;

const MOTIVO_REQUIRED = 'Informe o motivo da inativação.';
const MOTIVO_MIN = 3;
const MOTIVO_MAX = 500;

/**
 * The status call of every register (docs/domain.md, "Bens e categorias": PUT /users/id and the patrimônio registers'
 * PUT .../id): the entity (at least its id) plus ativo, the deactivating user and the reason. Deactivating needs a reason. The server records the caller as the
 * deactivating user: a different `user_id_inativa` is refused.
 */
export const StatusBodySchema = v.pipe(
  v.object({
    id: UuidSchema,
    ativo: v.boolean('Informe se o registro fica ativo (ativo).'),
    user_id_inativa: v.nullish(v.pipe(v.string('Usuário inválido.'), v.uuid('Usuário inválido.'))),
    motivo: v.nullish(
      v.pipe(
        v.string('Motivo inválido.'),
        v.trim(),
        v.maxLength(MOTIVO_MAX, `O motivo deve ter no máximo ${MOTIVO_MAX} caracteres.`),
      ),
    ),
  }),
  v.forward(
    v.check((body) => body.ativo || (body.motivo ?? '').length >= MOTIVO_MIN, MOTIVO_REQUIRED),
    ['motivo'],
  ),
);
export type StatusBody = v.InferOutput<typeof StatusBodySchema>;
export type StatusBodyInput = v.InferInput<typeof StatusBodySchema>;

/** The 403 answered by POST /session for a user who writes and has no CPF yet. */
export const CpfRequiredSchema = v.object({
  status: v.literal('Error'),
  message: v.string(),
  code: v.literal('CPF_REQUIRED'),
  cpfToken: v.string(),
});

/** POST /session/cpf: the sign-in's token and the user's CPF. */
export const InformCpfBodySchema = v.object({
  token: PasswordTokenBodySchema.entries.token,
  cpf: UserCpfSchema,
});
export type InformCpfBody = v.InferOutput<typeof InformCpfBodySchema>;
