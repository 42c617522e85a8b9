import * as v from 'valibot';

/**
 * Password recovery (screens /recuperarSenha, /recovery, /createPass). A single-use, expiring token
 * travels by e-mail (recovery) or in the sign-in answer of a user marked `redefine` (first access).
 */
export const PASSWORD_MIN_LENGTH = 8;

export const NewPasswordSchema = v.pipe(
  v.string('Informe a nova senha.'),
  v.minLength(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`),
  v.maxLength(200, 'A senha deve ter no máximo 200 caracteres.'),
  v.regex(/[A-Za-zÀ-ÿ]/, 'A senha deve conter ao menos uma letra.'),
  v.regex(/\d/, 'A senha deve conter ao menos um número.'),
);

export const ForgotPasswordBodySchema = v.object({
  username: v.pipe(
    v.string('Informe o usuário ou e-mail.'),
    v.trim(),
    v.nonEmpty('Informe o usuário ou e-mail.'),
    v.maxLength(200, 'Usuário inválido.'),
  ),
});
export type ForgotPasswordBody = v.InferOutput<typeof ForgotPasswordBodySchema>;

export const PasswordTokenBodySchema = v.object({
  token: v.pipe(
    v.string('Token inválido.'),
    v.nonEmpty('Token inválido.'),
    v.maxLength(200, 'Token inválido.'),
  ),
});
export type PasswordTokenBody = v.InferOutput<typeof PasswordTokenBodySchema>;

export const PasswordTokenInfoSchema = v.object({
  /** `cpf`: the token of the sign-in that asks the user's CPF (POST /session/cpf). */
  purpose: v.picklist(['recovery', 'first-access', 'cpf']),
  username: v.string(),
  fullname: v.string(),
  expiresAt: v.string(),
});
export type PasswordTokenInfo = v.InferOutput<typeof PasswordTokenInfoSchema>;

export const ResetPasswordBodySchema = v.object({
  token: PasswordTokenBodySchema.entries.token,
  password: NewPasswordSchema,
});
export type ResetPasswordBody = v.InferOutput<typeof ResetPasswordBodySchema>;

/** Extra fields of the 403 answered by POST /session for a user who must set a password first. */
export const PasswordChangeRequiredSchema = v.object({
  status: v.literal('Error'),
  message: v.string(),
  code: v.literal('PASSWORD_CHANGE_REQUIRED'),
  passwordToken: v.string(),
});
