import type { User } from '@gp/shared-contracts';
import { iso } from '../../lib/mapping.js';
import type { UserRow } from './users.repository.js';

/** A user as the API answers it (database row → the contract's JSON shape). */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  fullname: row.fullname,
  avatar: row.avatar,
  email: row.email,
  active: row.active,
  redefine: row.redefine,
  cpf: row.cpf,
  conta_generica: row.contaGenerica,
  user_id_inativa: row.userIdInativa,
  motivo: row.motivo,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
