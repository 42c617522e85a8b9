import type {
  CreateUserBody,
  StatusBody,
  UpdateUserBody,
  User,
  UserListQuery,
  UserPage,
} from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { hashPassword } from '../../lib/crypto.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/pagination.js';
import { uniqueKeyConflict } from '../../lib/unique-keys.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../auth/actor.js';
import type { FilesService, IncomingFile } from '../files/files.service.js';
import { assertSupportRemains } from '../locais/support-guard.js';
import { revokeAllOfUser } from '../session/session.repository.js';
import { toUser } from './users.mapper.js';
import {
  AVATAR_OWNER,
  addMembership,
  applicationsOfUser,
  cpfTaken,
  findAvatarFiles,
  findVisibleUser,
  insertUser,
  pageUsers,
  type UserRow,
  updateUser,
  usernameTaken,
} from './users.repository.js';

const usernameConflict = (username: string) => uniqueKeyConflict('users_username_uq', username);
export const cpfConflict = () => uniqueKeyConflict('users_cpf_uq');

/**
 * Users (screen Usuários): support of an application lists and edits the users it sees (registered by
 * it or holding a location on its companies). Every write is audited in its transaction.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createUsersService(deps: { db: Db; files: FilesService }) {
  const { db, files } = deps;

  async function visible(actor: Actor, id: string): Promise<UserRow> {
    const local = requireLocal(actor);
    const row = await findVisibleUser(db, local.applicationId, id);
    if (!row) throw notFound('Usuário não encontrado.');
    return row;
  }

  return {
    async list(actor: Actor, q: UserListQuery): Promise<UserPage> {
      const local = requireLocal(actor);
      const { rows, total } = await pageUsers(db, local.applicationId, q);
      return pageAnswer(q, { rows, total }, toUser);
    },

    get: async (actor: Actor, id: string) => toUser(await visible(actor, id)),

    async create(actor: Actor, body: CreateUserBody): Promise<User> {
      const local = requireLocal(actor);
      const passwordHash = await hashPassword(body.password);
      return await db.transaction(async (tx) => {
        if (await usernameTaken(tx, body.username)) throw usernameConflict(body.username);
        if (body.cpf && (await cpfTaken(tx, body.cpf))) throw cpfConflict();
        const row = await insertUser(tx, {
          username: body.username,
          fullname: body.fullname,
          email: body.email,
          passwordHash,
          redefine: body.redefine,
          cpf: body.cpf ?? null,
          contaGenerica: body.conta_generica,
        });
        await addMembership(tx, local.applicationId, row.id);
        const user = toUser(row);
        await recordAudit(tx, auditActor(actor), {
          action: 'create',
          entity: 'user',
          entityId: row.id,
          after: user,
        });
        return user;
      });
    },

    async update(actor: Actor, id: string, body: UpdateUserBody): Promise<User> {
      if (body.id && body.id !== id) throw badRequest('id', 'O id do corpo difere do id do endereço.');
      const before = await visible(actor, id);
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      return await db.transaction(async (tx) => {
        if (await usernameTaken(tx, body.username, id)) throw usernameConflict(body.username);
        if (body.cpf && (await cpfTaken(tx, body.cpf, id))) throw cpfConflict();
        const row = await updateUser(tx, id, {
          username: body.username,
          fullname: body.fullname,
          email: body.email,
          redefine: body.redefine,
          ...(body.cpf !== undefined ? { cpf: body.cpf } : {}),
          ...(body.conta_generica !== undefined ? { contaGenerica: body.conta_generica } : {}),
          ...(passwordHash ? { passwordHash } : {}),
        });
        if (!row) throw notFound('Usuário não encontrado.');
        // A new password set by the administrator ends the user's open sessions.
        if (passwordHash) await revokeAllOfUser(tx, id);
        const after = toUser(row);
        await recordAudit(tx, auditActor(actor), {
          action: passwordHash ? 'update-with-password' : 'update',
          entity: 'user',
          entityId: id,
          before: toUser(before),
          after,
        });
        return after;
      });
    },

    /**
     * PUT /users/id: activate, or deactivate with a reason. The deactivating user is the caller; a user
     * cannot deactivate himself; deactivation ends the user's sessions (refresh tokens revoked; access
     * tokens are refused on the next call because the user is read on every call).
     */
    async setStatus(actor: Actor, body: StatusBody): Promise<User> {
      const local = requireLocal(actor);
      if (body.user_id_inativa && body.user_id_inativa !== actor.userId) {
        throw badRequest('user_id_inativa', 'O usuário que inativa é sempre o usuário autenticado.');
      }
      const before = await visible(actor, body.id);
      if (!body.ativo && body.id === actor.userId)
        throw forbidden('Você não pode inativar o seu próprio usuário.');
      return db.transaction(async (tx) => {
        if (!body.ativo && before.active)
          await assertSupportRemains(tx, local.applicationId, { userId: body.id });
        const row = await updateUser(
          tx,
          body.id,
          body.ativo
            ? { active: true, userIdInativa: null, motivo: null }
            : { active: false, userIdInativa: actor.userId, motivo: body.motivo ?? null },
        );
        if (!row) throw notFound('Usuário não encontrado.');
        if (!body.ativo) await revokeAllOfUser(tx, body.id);
        const after = toUser(row);
        await recordAudit(tx, auditActor(actor), {
          action: body.ativo ? 'activate' : 'deactivate',
          entity: 'user',
          entityId: body.id,
          before: toUser(before),
          after,
        });
        return after;
      });
    },

    /** POST /users/avatar/{id}: an image (checked by content) replaces the user's avatar. */
    async uploadAvatar(actor: Actor, id: string, file: IncomingFile): Promise<User> {
      const local = requireLocal(actor);
      const before = await visible(actor, id);
      const previous = await findAvatarFiles(db, id);
      const stored = await files.upload(
        actor,
        { type: AVATAR_OWNER, id, applicationId: local.applicationId, clientId: null },
        file,
        ['image'],
      );
      const row = await db.transaction(async (tx) => {
        const updated = await updateUser(tx, id, {
          avatar: `/users/avatar/${id}?v=${stored.id.slice(0, 8)}`,
        });
        if (!updated) throw notFound('Usuário não encontrado.');
        await recordAudit(tx, auditActor(actor), {
          action: 'update-avatar',
          entity: 'user',
          entityId: id,
          before: { avatar: before.avatar },
          after: { avatar: updated.avatar, file: stored },
        });
        return updated;
      });
      for (const old of previous) await files.remove(actor, old);
      return toUser(row);
    },

    /** GET /users/avatar/{id}: any signed-in user who shares an application with the user (or himself). */
    async avatar(actor: Actor, id: string) {
      if (id !== actor.userId) {
        const [mine, theirs] = await Promise.all([
          applicationsOfUser(db, actor.userId),
          applicationsOfUser(db, id),
        ]);
        if (!mine.some((app) => theirs.includes(app))) throw notFound('Avatar não encontrado.');
      }
      const [current] = await findAvatarFiles(db, id);
      if (!current) throw notFound('Avatar não encontrado.');
      return { file: current, bytes: files.open(current) };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
