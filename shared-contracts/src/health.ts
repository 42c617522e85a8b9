import * as v from 'valibot';

/** What anyone may ask of the API's health: is it up and does its database answer. */
export const HealthResponseSchema = v.object({
  status: v.picklist(['ok', 'degraded']),
  version: v.string(),
  uptimeSeconds: v.number(),
  database: v.object({
    status: v.picklist(['up', 'down']),
    latencyMs: v.nullable(v.number()),
  }),
});
export type HealthResponse = v.InferOutput<typeof HealthResponseSchema>;

/** The same for support, with what the public is not told: the database driver and its last migration. */
export const HealthDetailsResponseSchema = v.object({
  ...HealthResponseSchema.entries,
  database: v.object({
    ...HealthResponseSchema.entries.database.entries,
    driver: v.picklist(['pglite', 'postgres']),
    migration: v.nullable(v.string()),
  }),
});
export type HealthDetailsResponse = v.InferOutput<typeof HealthDetailsResponseSchema>;
