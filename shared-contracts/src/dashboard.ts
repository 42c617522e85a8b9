import * as v from 'valibot';

/** GET /dashboard: figures of the selected location's client. */
export const DashboardSchema = v.object({
  client: v.nullable(v.object({ id: v.string(), name: v.string() })),
  users: v.number(),
  departments: v.number(),
  sectors: v.number(),
  exercicios: v.object({ total: v.number(), abertos: v.number() }),
  recentActivity: v.array(
    v.object({ at: v.string(), user: v.string(), action: v.string(), entity: v.string() }),
  ),
});
export type Dashboard = v.InferOutput<typeof DashboardSchema>;
