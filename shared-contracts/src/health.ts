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

/**
 * The read connection (DATABASE_READ_URL, a streaming replica where the public area and the reports read):
 * whether there is one, whether it is a standby (`pg_is_in_recovery()`), how far behind the primary it
 * replays, and all of it said in one Portuguese sentence for the support page.
 */
export const ReplicaHealthSchema = v.object({
  configured: v.boolean(),
  /** null when there is no read connection. */
  status: v.nullable(v.picklist(['up', 'down'])),
  inRecovery: v.nullable(v.boolean()),
  /** now() − the last replayed transaction's time on the replica, in seconds. */
  lagSeconds: v.nullable(v.number()),
  /** Everything received has been replayed (with an idle primary the lag grows while nothing is missing). */
  caughtUp: v.nullable(v.boolean()),
  latencyMs: v.nullable(v.number()),
  /** When the replica was asked (its state is kept a few seconds between asks). */
  checkedAt: v.nullable(v.string()),
  message: v.string(),
});
export type ReplicaHealth = v.InferOutput<typeof ReplicaHealthSchema>;

/**
 * The same for support, with what the public is not told: the database driver, its last migration and the
 * read replica's state.
 */
export const HealthDetailsResponseSchema = v.object({
  ...HealthResponseSchema.entries,
  database: v.object({
    ...HealthResponseSchema.entries.database.entries,
    driver: v.picklist(['pglite', 'postgres']),
    migration: v.nullable(v.string()),
  }),
  replica: ReplicaHealthSchema,
});
export type HealthDetailsResponse = v.InferOutput<typeof HealthDetailsResponseSchema>;
