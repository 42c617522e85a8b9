import type { PasswordTokenInfo } from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { digest, hashPassword, newOpaqueToken } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { uniqueKeyConflict } from '../../lib/unique-keys.js';
import { recordAudit, userActor } from '../audit/audit.service.js';
import type { RateLimiter } from '../auth/rate-limiter.js';
import { cpfOwner, revokeAllOfUser, setCpf } from '../session/session.repository.js';
import {
  expireOpenTokens,
  findPasswordToken,
  findUsersByLogin,
  insertPasswordToken,
  type PasswordPurpose,
  setPassword,
  spendPasswordToken,
} from './password.repository.js';

export const FORGOT_ANSWER =
  'Se o usuário existir e tiver e-mail cadastrado, enviaremos as instruções para redefinir a senha.';
const INVALID_LINK = 'Este link é inválido ou expirou. Solicite uma nova recuperação de senha.';

type Deps = { db: Db; mailer: Mailer; limiter: RateLimiter; appUrl: string; tokenTtlSeconds: number };

export function createPasswordService(deps: Deps) {
  const { db } = deps;

  async function issueToken(userId: string, purpose: PasswordPurpose): Promise<string> {
    const token = newOpaqueToken();
    await db.transaction(async (tx) => {
      await expireOpenTokens(tx, userId, purpose);
      await insertPasswordToken(tx, {
        userId,
        purpose,
        tokenHash: digest(token),
        expiresAt: new Date(Date.now() + deps.tokenTtlSeconds * 1000),
      });
    });
    return token;
  }

  /** A token not spent nor expired, of an active user; `purposes`: what it may be used for here. */
  async function usableToken(token: string, purposes?: PasswordPurpose[]) {
    const row = await findPasswordToken(db, digest(token));
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now() || !row.active) {
      throw new AppError('BAD_REQUEST', INVALID_LINK);
    }
    if (purposes && !purposes.includes(row.purpose)) throw new AppError('BAD_REQUEST', INVALID_LINK);
    return row;
  }

  return {
    issueToken,

    /**
     * POST /session/cpf: the CPF the sign-in asked (decision 073), with its single-use token; unique among
     * users (409). The user then signs in again, as after the first access's password.
     */
    async informCpf(token: string, cpf: string, ip: string): Promise<void> {
      await deps.limiter.recovery(ip);
      const row = await usableToken(token, ['cpf']);
      await db.transaction(async (tx) => {
        const owner = await cpfOwner(tx, cpf);
        if (owner && owner !== row.userId) throw uniqueKeyConflict('users_cpf_uq');
        if (!(await spendPasswordToken(tx, row.id))) throw new AppError('BAD_REQUEST', INVALID_LINK);
        await setCpf(tx, row.userId, cpf);
        await recordAudit(tx, userActor(row.userId, ip), {
          action: 'cpf-informed',
          entity: 'user',
          entityId: row.userId,
          after: { cpf },
        });
      });
    },

    /** Always answers alike, so the call does not reveal which users exist. */
    async forgot(login: string, ip: string): Promise<void> {
      await deps.limiter.recovery(ip, login);
      const accounts = await findUsersByLogin(db, login);
      for (const user of accounts) {
        if (!user.active || !user.email) continue;
        const token = await issueToken(user.id, 'recovery');
        const minutes = Math.round(deps.tokenTtlSeconds / 60);
        await deps.mailer.send({
          to: user.email,
          subject: 'Recuperação de senha',
          text:
            `Olá, ${user.fullname}.\n\nRecebemos um pedido para redefinir a senha do usuário ${user.username}.\n` +
            `Para criar uma nova senha, acesse: ${deps.appUrl}/recovery?token=${token}\n\n` +
            `O link vale por ${minutes} minutos e pode ser usado uma única vez. Se você não fez o pedido, ignore esta mensagem.`,
        });
        await recordAudit(db, userActor(user.id, ip), {
          action: 'password-recovery-requested',
          entity: 'user',
          entityId: user.id,
        });
      }
    },

    /** Counted like recovery and reset: guessing tokens here is as limited as using them. */
    async verify(token: string, ip: string): Promise<PasswordTokenInfo> {
      await deps.limiter.recovery(ip);
      const row = await usableToken(token);
      return {
        purpose: row.purpose,
        username: row.username,
        fullname: row.fullname,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /** Sets the password, spends the token and ends every open session of the user. */
    async reset(token: string, password: string, ip: string): Promise<void> {
      await deps.limiter.recovery(ip);
      // The sign-in's CPF token sets no password.
      const row = await usableToken(token, ['recovery', 'first-access']);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        if (!(await spendPasswordToken(tx, row.id))) throw new AppError('BAD_REQUEST', INVALID_LINK);
        await setPassword(tx, row.userId, passwordHash);
        await revokeAllOfUser(tx, row.userId);
        await recordAudit(tx, userActor(row.userId, ip), {
          action: row.purpose === 'first-access' ? 'password-created' : 'password-reset',
          entity: 'user',
          entityId: row.userId,
        });
      });
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
