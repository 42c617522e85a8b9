import { parseJson, type StatusBody } from '@gp/shared-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type * as v from 'valibot';
import { useRecordQuery } from '../list/record-query.js';
import type { AreaBinding } from './area-binding.js';

export type RegisterSpec<T> = {
  /** The register's resource in the area's query keys ('fornecedores', 'obra', 'clientes'). */
  resource: string;
  /** Its API path: `GET <path>` (a page), `GET <path>/{id}`, `POST <path>/create`, `PUT <path>/{id}`. */
  path: string;
  /** The record's schema, which every answer about one record is read with. */
  item: v.GenericSchema<unknown, T>;
  /** The page's schema, for `list`. */
  page?: v.GenericSchema<unknown, { data: T[]; total: number }>;
  /** Other resources of the area that show this register, read again after each of its writes. */
  refreshes?: readonly string[];
};

const encode = (value: string) => encodeURIComponent(value);

/**
 * The one way a feature's `api.ts` calls the API (docs/frontend.md, "Calls and queries"), bound to an area
 * by `createRemoteArea`: `registerApi({ resource, path, item, page, refreshes })` gives the register's
 * calls (one function per call, taking the area's ky client and reading the answer with its schema) and
 * its hooks, with their query keys and their query and mutation options in this one place: a record
 * (`useRecord`), a part of it or any other read (`useRead`), and writes (`useSave`, `useStatus`,
 * `useWrite`) that refresh the register and what shows it when they settle.
 */
export function createRegisterApi({ useRemote, keys }: AreaBinding) {
  return function registerApi<T, Create = unknown, Update = Create>(spec: RegisterSpec<T>) {
    const { resource, path, item, page } = spec;
    const refreshed = [...new Set([resource, ...(spec.refreshes ?? [])])];

    const calls = {
      /** GET <path> with the list's query (page, limit, search, filters, sort). */
      list: (api: KyInstance, searchParams: URLSearchParams) => {
        if (!page) throw new Error(`${path}: registro sem esquema de página`);
        return parseJson(page, api.get(path, { searchParams }));
      },
      /** GET <path>/{id}. */
      get: (api: KyInstance, id: string): Promise<T> => parseJson(item, api.get(`${path}/${encode(id)}`)),
      /** POST <path>/create. */
      create: (api: KyInstance, body: Create): Promise<T> =>
        parseJson(item, api.post(`${path}/create`, { json: body })),
      /** PUT <path>/{id}: the whole record again. */
      update: (api: KyInstance, id: string, body: Update): Promise<T> =>
        parseJson(item, api.put(`${path}/${encode(id)}`, { json: body })),
      /** PUT <path>/id: ativo, the deactivating user and the reason, answered with the record. */
      setStatus: (api: KyInstance, body: StatusBody): Promise<T> =>
        parseJson(item, api.put(`${path}/id`, { json: body })),
    };

    /** After a write: the register's lists and records, and the resources that show it. */
    // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load (createRemoteArea)
    function useInvalidate() {
      const { localId } = useRemote();
      const queryClient = useQueryClient();
      return () =>
        Promise.all(
          refreshed.map((name) => queryClient.invalidateQueries({ queryKey: keys.resource(localId, name) })),
        ).then(() => undefined);
    }

    /** After a change to one record outside its writes (its files sent): that record and its parts. */
    // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load (createRemoteArea)
    function useRefreshRecord() {
      const { localId } = useRemote();
      const queryClient = useQueryClient();
      return (id: string) => queryClient.invalidateQueries({ queryKey: keys.detail(localId, resource, id) });
    }

    /** A write of the register as a mutation (never retried), refreshing what shows it when it settles. */
    // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load (createRemoteArea)
    function useWrite<Input, Output>(call: (api: KyInstance, input: Input) => Promise<Output>) {
      const { api } = useRemote();
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (input: Input) => call(api, input),
        retry: 0,
        onSettled: invalidate,
      });
    }

    /**
     * A read under the register's keys: `[area, localId, resource, ...key]`, so a write on the register
     * refreshes it; waits while `enabled` is false.
     */
    // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load (createRemoteArea)
    function useRead<R>(
      key: readonly unknown[],
      read: (api: KyInstance) => Promise<R>,
      options: { enabled?: boolean; staleTime?: number } = {},
    ) {
      const { api, localId } = useRemote();
      return useQuery({
        queryKey: [...keys.resource(localId, resource), ...key],
        queryFn: () => read(api),
        ...options,
      });
    }

    return {
      resource,
      path,
      ...calls,
      useInvalidate,
      useRefreshRecord,
      useWrite,
      useRead,
      /** One record, or one part of it read apart (`part`: its files), under its detail key. */
      useRecord: <R = T>(
        id: string | null | undefined,
        options: { part?: string; fetch?: (api: KyInstance, id: string) => Promise<R>; fresh?: boolean } = {},
      ) =>
        useRecordQuery<R>(useRemote(), keys, {
          resource,
          id,
          part: options.part,
          fetch: options.fetch ?? (calls.get as unknown as (api: KyInstance, id: string) => Promise<R>),
          fresh: options.fresh ?? !options.part,
        }),
      /** POST <path>/create without an id, PUT <path>/{id} with one. */
      useSave: () =>
        useWrite((api, request: { id: string | null; body: Create | Update }) =>
          request.id
            ? calls.update(api, request.id, request.body as Update)
            : calls.create(api, request.body as Create),
        ),
      /** The register's status call (activate/deactivate). */
      useStatus: () => useWrite(calls.setStatus),
    };
  };
}

// A value's type only, for the generic `RegisterApi` below (nothing is emitted).
declare const registerApiOfAnArea: ReturnType<typeof createRegisterApi>;

/** What `registerApi` gives for a register of records `T`. */
export type RegisterApi<T, Create = unknown, Update = Create> = ReturnType<
  typeof registerApiOfAnArea<T, Create, Update>
>;
