/** Helpers of the mappers (database row → the contract's JSON shape). */

/** A timestamp as the API sends it: ISO 8601 in UTC. */
export const iso = (d: Date) => d.toISOString();
