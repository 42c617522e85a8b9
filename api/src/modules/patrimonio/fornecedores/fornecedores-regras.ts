import { hasRule } from '@gp/shared-contracts';
import type { ActorLocation } from '../../auth/actor.js';

/**
 * Who keeps a supplier (docs/domain.md, "Bens e categorias"; decision 008): suppliers are shared by the
 * whole application, but only the client that registered one (`root_id`) and support (a location without
 * a client) edit it, change its status or attach files to it; the other clients see it and use it.
 * The service refuses with it (403), and it makes each answer's `pode_alterar`: one rule, on the server.
 */
export const mantemFornecedor = (local: ActorLocation, rootId: string | null): boolean =>
  local.clientId === null || rootId === local.clientId;

/**
 * A supplier's `pode_alterar` for the caller: keeps it and holds `suppliers:update` (the rule the
 * update, status and upload routes ask for). The screens offer edit, status and upload only on it.
 */
export const podeAlterarFornecedor = (local: ActorLocation, rootId: string | null): boolean =>
  hasRule(local, 'suppliers:update') && mantemFornecedor(local, rootId);
