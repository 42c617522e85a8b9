/** Helpers of the mappers (database row → the contract's JSON shape). */

/** A timestamp as the API sends it: ISO 8601 in UTC. */
export const iso = (d: Date) => d.toISOString();

/** `nota_fiscal_numero` → `notaFiscalNumero`: a contract field's name as its column's. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

/**
 * The optional fields `keys` of a request body as column values (body → row, the way back of a mapper):
 * each under its column's camelCase name, null where the body leaves it out, so that an update clears it.
 */
export function optionalColumns<B, K extends keyof B & string>(
  body: B,
  keys: readonly K[],
): { [P in K as Camel<P>]: Exclude<B[P], undefined> | null } {
  return Object.fromEntries(
    keys.map((k) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), body[k] ?? null]),
  ) as never;
}
