import type { NotificacaoItem } from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import type { Actor, ActorLocation } from '../auth/actor.js';

/**
 * The caller's notifications (docs/api.md, "Notificações"): a registry of providers, each answering what
 * waits for the caller in its domain. A provider decides itself who sees it (the same flags and rules its
 * screens enforce) and answers null when the caller has nothing of it. The bell of the host reads them all.
 */
export type NotificationProvider = {
  key: string;
  title: string;
  /** What waits for the caller: how many, and the first items (up to ITENS_MAX). */
  list(
    db: Db,
    actor: Actor,
    local: ActorLocation,
  ): Promise<{ quantidade: number; itens: NotificacaoItem[] } | null>;
};

/** The items a group shows (the count says how many there are). */
export const ITENS_MAX = 10;
