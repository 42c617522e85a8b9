import * as v from 'valibot';

export const HealthResponseSchema = v.object({
  status: v.picklist(['ok', 'degraded']),
  version: v.string(),
  uptimeSeconds: v.number(),
  database: v.object({
    status: v.picklist(['up', 'down']),
    driver: v.picklist(['pglite', 'postgres']),
    latencyMs: v.nullable(v.number()),
    migration: v.nullable(v.string()),
  }),
});
export type HealthResponse = v.InferOutput<typeof HealthResponseSchema>;
