import type { Issue } from '@gp/shared-ui';
import { schemaIssues } from '@gp/shared-ui';
import dayjs, { type Dayjs } from 'dayjs';
import * as v from 'valibot';

/**
 * A register's form values and the API's bodies: days as the pickers' values and back, the record as the
 * form shows it, and the body checked by the shared schema.
 */

export const API_DATE = 'YYYY-MM-DD';

/** An API day ("2025-03-01") as the date picker's value, or null. */
export const fromApiDate = (value: string | null | undefined) => (value ? dayjs(value, API_DATE) : null);

/** The picker's day as the API's "YYYY-MM-DD" (undefined when empty). */
export const toApiDate = (value: Dayjs | null | undefined) => (value ? value.format(API_DATE) : undefined);

/** A record as the form shows it: its fields, the days as pickers' values. */
export function recordToValues<T extends object>(
  record: T,
  fields: readonly string[],
  dates: readonly string[] = [],
): Record<string, unknown> {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((name) => [
      name,
      dates.includes(name) ? fromApiDate(source[name] as string | null) : (source[name] ?? undefined),
    ]),
  );
}

/**
 * The form's values as the body of a create (with `extra`, e.g. the work) or an update (with the id),
 * checked by the shared schema; or the issues to show under the fields. An empty field is left out: the
 * update is the whole record again, so a field left out is cleared, and an optional choice takes its
 * default.
 */
export function formToBody<S extends v.GenericSchema>(
  schema: S,
  values: Record<string, unknown>,
  dates: readonly string[] = [],
): { body: v.InferOutput<S> } | { issues: Issue[] } {
  const raw = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (dates.includes(name)) return [name, toApiDate(value as Dayjs | null)];
      if (value === null || (typeof value === 'string' && value.trim() === '')) return [name, undefined];
      return [name, value];
    }),
  );
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) return { issues: schemaIssues(parsed.issues) };
  return { body: parsed.output };
}

/**
 * A field's own check while the form validates (a document's check digit), with the shared schema's
 * message: refused under the field before the rest of the form is even filled.
 */
export const checkRule = (check: (value: string) => boolean, message: string) => ({
  validator: async (_rule: unknown, value: string | undefined | null) => {
    if (value && !check(value)) throw new Error(message);
  },
});
