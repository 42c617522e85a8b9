import type { ReplicaHealth } from '@gp/shared-contracts';
import type { Database, ReplicaState } from '../../db/client.js';

/** How long support's page reuses the replica's state before asking it again. */
export const REPLICA_STATE_TTL_MS = 5000;

const seconds = (s: number) =>
  `${s.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`;

/** The replica's state in one sentence, as support reads it. */
export function replicaMessage(state: ReplicaState): string {
  if (!state.inRecovery) {
    return 'A conexão de leitura responde, mas não é uma réplica (pg_is_in_recovery() falso): DATABASE_READ_URL aponta para um servidor primário.';
  }
  if (state.lagSeconds === null) return 'Réplica em recuperação, ainda sem nenhuma transação aplicada.';
  const last = `última transação do primário aplicada há ${seconds(state.lagSeconds)}`;
  return state.caughtUp
    ? `Réplica em dia: tudo o que recebeu do primário está aplicado (${last}).`
    : `Réplica atrasada: ${last}.`;
}

/** Support's answer when DATABASE_READ_URL is not set. */
export const REPLICA_NOT_CONFIGURED: ReplicaHealth = {
  configured: false,
  status: null,
  inRecovery: null,
  lagSeconds: null,
  caughtUp: null,
  latencyMs: null,
  checkedAt: null,
  message:
    'Sem réplica de leitura (DATABASE_READ_URL não definida): a área pública e os relatórios leem o banco principal.',
};

/**
 * The read replica's state for support's health page (decision 046), asked on its own connection and kept
 * `ttlMs`: callers within that time, and callers while it is being asked, share one answer. `/health`
 * (the load balancer's) never asks it.
 */
export function createReplicaHealth(
  database: Pick<Database, 'replica'>,
  ttlMs = REPLICA_STATE_TTL_MS,
  clock: () => number = Date.now,
) {
  const probe = database.replica;
  let cached: { at: number; answer: Promise<ReplicaHealth> } | null = null;

  const ask = async (): Promise<ReplicaHealth> => {
    const checkedAt = new Date().toISOString();
    try {
      const state = await probe!();
      return { configured: true, status: 'up', ...state, checkedAt, message: replicaMessage(state) };
    } catch {
      return {
        ...REPLICA_NOT_CONFIGURED,
        configured: true,
        status: 'down',
        checkedAt,
        message:
          'A réplica de leitura (DATABASE_READ_URL) não respondeu: a área pública e os relatórios falham até ela voltar.',
      };
    }
  };

  return (): Promise<ReplicaHealth> => {
    if (!probe) return Promise.resolve(REPLICA_NOT_CONFIGURED);
    const now = clock();
    if (!cached || now - cached.at >= ttlMs) cached = { at: now, answer: ask() };
    return cached.answer;
  };
}
