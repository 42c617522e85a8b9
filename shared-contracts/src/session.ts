import * as v from 'valibot';

/** POST /session. */
export const LoginBodySchema = v.object({
  username: v.pipe(
    v.string('Informe o usuário.'),
    v.trim(),
    v.nonEmpty('Informe o usuário.'),
    v.maxLength(100, 'Usuário inválido.'),
  ),
  password: v.pipe(
    v.string('Informe a senha.'),
    v.nonEmpty('Informe a senha.'),
    v.maxLength(200, 'Senha inválida.'),
  ),
});
export type LoginBody = v.InferOutput<typeof LoginBodySchema>;

export const SessionUserSchema = v.object({
  id: v.string(),
  fullname: v.string(),
  avatar: v.nullish(v.string()),
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

export const SessionLocalSchema = v.object({
  id: v.string(),
  empresa: v.object({ no_empresa: v.string() }),
});
export type SessionLocal = v.InferOutput<typeof SessionLocalSchema>;

export const SessionResponseSchema = v.object({
  token: v.string(),
  refreshToken: v.string(),
  user: SessionUserSchema,
  locais: v.array(SessionLocalSchema),
});
export type SessionResponse = v.InferOutput<typeof SessionResponseSchema>;

/** POST /refresh-token. */
export const RefreshBodySchema = v.object({
  refresh_token: v.pipe(
    v.string('Informe o refresh token.'),
    v.nonEmpty('Informe o refresh token.'),
    v.maxLength(200, 'Refresh token inválido.'),
  ),
});
export type RefreshBody = v.InferOutput<typeof RefreshBodySchema>;

export const RefreshResponseSchema = v.object({ token: v.string(), refreshToken: v.string() });
export type RefreshResponse = v.InferOutput<typeof RefreshResponseSchema>;

/** Claims of the access token: the user only. Flags and rules are read per call, never cached in it. */
export type AccessTokenClaims = { sub: string; exp: number; iat: number; jti: string };

/** Code of the 403 answered by /session when the user must set a new password first. */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

/**
 * Code of the 403 answered by /session when a user who can write has no CPF yet (Decreto 10.540/2020;
 * docs/domain.md, "Usuários identificados por CPF"): the answer carries a single-use token for
 * POST /session/cpf, as the password change carries its own.
 */
export const CPF_REQUIRED = 'CPF_REQUIRED';
