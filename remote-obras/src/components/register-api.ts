import { parseJson } from '@gp/shared-contracts';
import type { Issue } from '@gp/shared-ui';
import { schemaIssues } from '@gp/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import type { ObrasRegister } from '../paths.js';
import { keys } from '../query-keys.js';
import { useRemote } from '../session/remote-context.js';

/**
 * The calls of one of the area's registers (docs/api.md, "Obras"): `GET <path>` (a page), `GET
 * <path>/{id}`, `POST <path>/create`, `PUT <path>/{id}`, each parsed with the shared schemas.
 */
export function registerApi<T, Create, Update>(
  path: string,
  schemas: {
    item: v.GenericSchema<unknown, T>;
    page: v.GenericSchema<unknown, { data: T[]; total: number }>;
  },
) {
  const id = (value: string) => encodeURIComponent(value);
  return {
    path,
    list: (api: KyInstance, searchParams: URLSearchParams) =>
      parseJson(schemas.page, api.get(path, { searchParams })),
    get: (api: KyInstance, recordId: string): Promise<T> =>
      parseJson(schemas.item, api.get(`${path}/${id(recordId)}`)),
    create: (api: KyInstance, body: Create): Promise<T> =>
      parseJson(schemas.item, api.post(`${path}/create`, { json: body })),
    update: (api: KyInstance, recordId: string, body: Update): Promise<T> =>
      parseJson(schemas.item, api.put(`${path}/${id(recordId)}`, { json: body })),
  };
}

/**
 * After a write on a register: its own lists and details, and the works (their measured total, their
 * percentage, their situação and CNO flag follow the records), and the look-ups.
 */
export function useInvalidateRegister(register: ObrasRegister) {
  const queryClient = useQueryClient();
  const { localId } = useRemote();
  return () =>
    Promise.all(
      [...new Set([register, 'obra', 'lookup'])].map((resource) =>
        queryClient.invalidateQueries({ queryKey: keys.resource(localId, resource) }),
      ),
    );
}

/** A register's create or update as one mutation, refreshing what shows it afterwards. */
export function useSaveRegister<T, Create, Update>(
  register: ObrasRegister,
  calls: Pick<ReturnType<typeof registerApi<T, Create, Update>>, 'create' | 'update'>,
) {
  const { api } = useRemote();
  const invalidate = useInvalidateRegister(register);
  return useMutation({
    mutationFn: (request: { id: string | null; body: Create | Update }) =>
      request.id
        ? calls.update(api, request.id, request.body as Update)
        : calls.create(api, request.body as Create),
    retry: 0,
    onSettled: invalidate,
  });
}

// ---------------------------------------------------------------- form values

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
