import * as v from 'valibot';
import { MoneyTotalResponseSchema } from './patrimonio-common.js';

/** GET /dashboard: figures of the selected location's client. */
export const DashboardSchema = v.object({
  client: v.nullable(v.object({ id: v.string(), name: v.string() })),
  /**
   * The client's counts of users with access, departments and sectors; each null for a caller whose
   * sidebar does not offer the screen it summarises (Usuários, Departamentos, Setores).
   */
  users: v.nullable(v.number()),
  departments: v.nullable(v.number()),
  sectors: v.nullable(v.number()),
  exercicios: v.object({ total: v.number(), abertos: v.number() }),
  /** The client's patrimônio at a glance; null for a location without the area or the assets:read rule. */
  patrimonio: v.nullable(
    v.object({
      /** Every asset of the client, baixados included. */
      bens: v.number(),
      emUso: v.number(),
      baixados: v.number(),
      /** Sum of the book value (valor atual) of the assets not baixados, exact, e.g. "1234567.89". */
      valorContabil: MoneyTotalResponseSchema,
      /** Movements dated in the current month (Brasília time). */
      movimentacoesMes: v.number(),
      fornecedoresAtivos: v.number(),
      /** The latest processed and the latest closed depreciation month, null when none. */
      depreciacao: v.object({
        ultimoProcessado: v.nullable(v.object({ mes: v.number(), ano: v.number() })),
        ultimoFechado: v.nullable(v.object({ mes: v.number(), ano: v.number() })),
      }),
    }),
  ),
  /**
   * Accepted cautelas past their expected return, counted as the Aceites e cautelas list answers them with
   * `atrasadas=true` (custody:read: every one of the clients in scope; anyone else: those taken out by
   * the caller as receiver); null for a caller whose sidebar does not offer that screen.
   */
  cautelasVencidas: v.nullable(v.number()),
  /**
   * The works of the clients in scope (support: every client of the application) at a glance; absent
   * for a location without the works area (support with `hasObras`).
   */
  obras: v.optional(
    v.object({
      /** Every work, by situação: the eight codes in order, with their labels and counts (0 included). */
      total: v.number(),
      porSituacao: v.array(v.object({ situacao: v.number(), descricao: v.string(), quantidade: v.number() })),
      /** Paralisadas (3 and 4), and those since before the same day of the previous month. */
      paralisadas: v.number(),
      paralisadasHaMaisDeUmMes: v.number(),
      /** The works flagged `sem_cno` (started more than 30 days ago without an active CNO). */
      semCno: v.number(),
      /** Active licences of works not received for good: expiring within 60 days, and expired. */
      licencas: v.object({ aVencer: v.number(), vencidas: v.number() }),
    }),
  ),
  /** The latest changes of the client, only of what the caller's sidebar offers (support: all). */
  recentActivity: v.array(
    v.object({
      at: v.string(),
      user: v.string(),
      action: v.string(),
      entity: v.string(),
      /** Which record, when the entry names one: "9 — Caminhonete cabine dupla", "do bem 9", a name. */
      subject: v.nullable(v.string()),
    }),
  ),
});
export type Dashboard = v.InferOutput<typeof DashboardSchema>;
