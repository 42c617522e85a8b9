import { randomUUID } from 'node:crypto';
import {
  CPF_REQUIRED,
  PASSWORD_CHANGE_REQUIRED,
  type RefreshResponse,
  type SessionResponse,
} from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { digest, hashPassword, newOpaqueToken, verifyPassword } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit, userActor } from '../audit/audit.service.js';
import type { AccessTokens } from '../auth/access-tokens.js';
import type { RateLimiter } from '../auth/rate-limiter.js';
import type { PasswordService } from '../password/password.service.js';
import {
  claimRefreshToken,
  findRefreshToken,
  findUserById,
  findUserByUsername,
  insertRefreshToken,
  listActiveLocationsOfUser,
  revokeFamily,
  userCanWrite,
} from './session.repository.js';

const INVALID_CREDENTIALS = 'Usuário ou senha inválidos.';
const INVALID_REFRESH = 'Sessão inválida. Entre novamente.';

type Deps = {
  db: Db;
  tokens: AccessTokens;
  limiter: RateLimiter;
  passwords: PasswordService;
  refreshTtlSeconds: number;
};

export async function createSessionService(deps: Deps) {
  const { db, tokens, limiter } = deps;
  // Unknown usernames are checked against this hash too, so timing does not tell which users exist.
  // Hashed while the app starts, not awaited here: building the app (every API test file does) does not
  // wait the hash's tens of milliseconds, and the hash is ready long before a first sign-in needs it.
  const decoyHash = hashPassword(newOpaqueToken());

  /** A refresh token of the chain `familyId` and an access token that names it (its session id). */
  async function issuePair(userId: string, familyId: string) {
    const refreshToken = newOpaqueToken();
    const id = randomUUID();
    await insertRefreshToken(db, {
      id,
      userId,
      familyId,
      tokenHash: digest(refreshToken),
      expiresAt: new Date(Date.now() + deps.refreshTtlSeconds * 1000),
    });
    return { token: await tokens.sign(userId, id), refreshToken };
  }

  return {
    async signIn(username: string, password: string, ip: string): Promise<SessionResponse> {
      const attempt = await limiter.signIn(ip, username);
      const user = await findUserByUsername(db, username);
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
      if (!user || !ok) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
      // The right password: this attempt counts for neither limit (decision 032).
      await attempt.succeeded();
      if (!user.active)
        throw new AppError('UNAUTHORIZED', 'Usuário inativo. Procure o administrador do sistema.');
      if (user.redefine) {
        const passwordToken = await deps.passwords.issueToken(user.id, 'first-access');
        throw new AppError('FORBIDDEN', 'É necessário definir uma nova senha antes do primeiro acesso.', {
          extra: { code: PASSWORD_CHANGE_REQUIRED, passwordToken },
        });
      }
      // Decreto 10.540/2020 art. 11 (decision 073): a user who can write enters only identified by CPF. A
      // generic account never writes, so it is not asked.
      if (!user.cpf && !user.contaGenerica && (await userCanWrite(db, user.id))) {
        const cpfToken = await deps.passwords.issueToken(user.id, 'cpf');
        throw new AppError(
          'FORBIDDEN',
          'Informe seu CPF para continuar: cada operação registrada no sistema identifica o usuário pelo CPF.',
          { extra: { code: CPF_REQUIRED, cpfToken } },
        );
      }
      const pair = await issuePair(user.id, randomUUID());
      const locais = await listActiveLocationsOfUser(db, user.id);
      await recordAudit(db, userActor(user.id, ip), {
        action: 'login',
        entity: 'session',
        entityId: user.id,
      });
      return {
        ...pair,
        user: { id: user.id, fullname: user.fullname, avatar: user.avatar },
        locais: locais.map((l) => ({ id: l.id, empresa: { no_empresa: l.companyName } })),
      };
    },

    /**
     * Rotates the refresh token. A token presented twice means it leaked: the whole family (every token
     * descended from that sign-in) is revoked and the holder must sign in again.
     */
    async refresh(refreshToken: string, ip: string): Promise<RefreshResponse> {
      await limiter.refresh(ip);
      const row = await findRefreshToken(db, digest(refreshToken));
      if (!row || row.revokedAt) throw new AppError('UNAUTHORIZED', INVALID_REFRESH);
      const actor = userActor(row.userId, ip);
      if (row.usedAt || !(await claimRefreshToken(db, row.id))) {
        await db.transaction(async (tx) => {
          await revokeFamily(tx, row.familyId);
          await recordAudit(tx, actor, {
            action: 'refresh-reuse',
            entity: 'session',
            entityId: row.familyId,
          });
        });
        throw new AppError('UNAUTHORIZED', 'Sessão encerrada por segurança. Entre novamente.');
      }
      if (row.expiresAt.getTime() <= Date.now())
        throw new AppError('UNAUTHORIZED', 'Sessão expirada. Entre novamente.');
      const user = await findUserById(db, row.userId);
      if (!user?.active) {
        await revokeFamily(db, row.familyId);
        throw new AppError('UNAUTHORIZED', 'Usuário inativo. Procure o administrador do sistema.');
      }
      return issuePair(user.id, row.familyId);
    },
  };
}
export type SessionService = Awaited<ReturnType<typeof createSessionService>>;
