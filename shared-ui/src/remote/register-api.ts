import { parseJson, type StatusBody } from '@gp/shared-contracts';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type * as v from 'valibot';
import { useRecordQuery } from '../list/record-query.js';
import type { AreaBinding } from './area-binding.js';

export type RegisterSpec<T> = {
  /** The register's resource in the area's query keys ('fornecedores', 'obra', 'clientes'). */
  resource: string;
  /** Its API path: `GET <path>` (a page), `GET <path>/{id}`, `POST <path>/create`, `PUT <path>/{id}`. */
  path: string;
  /**
   * The record's schema, which every answer about one record is read with; left out by a feature that is
   * no register (depreciação, NF-e imports): its own calls go through `useRead` and `useWrite`.
   */
  item?: v.GenericSchema<unknown, T>;
  /** Paths that differ from the pattern: the record's (`users/find/{id}`) and the create's. */
  paths?: { detail?: (id: string) => string; create?: string };
  /** The page's schema, for `list`. */
  page?: v.GenericSchema<unknown, { data: T[]; total: number }>;
  /** Other resources of the area that show this register, read again after each of its writes. */
  refreshes?: readonly string[];
};

const encode = (value: string) => encodeURIComponent(value);

/** What a write may do to the cache at once with its answer, before the refresh confirms it. */
export type CacheUpdate = { queryClient: QueryClient; localId: string | null };

/** A write's options beyond the register's: what else it refreshes, and what its answer sets at once. */
export type WriteOptions<Input, Output> = {
  /** The resources read again when it settles, instead of the register's and its `refreshes` (`[]`: none). */
  refreshes?: readonly string[];
  /** Other resources read again too (an incorporation refreshes the assets and the suppliers). */
  alsoRefreshes?: readonly string[];
  /** On success: the record the answer carries, placed under its detail key before the refresh. */
  record?: (output: Output) => { id: string };
  /** On success, before the refresh: the answer placed in the cache (a list's row). */
  onSuccess?: (output: Output, input: Input, cache: CacheUpdate) => void;
};

/** A read's options: when it waits, how long its answer stays fresh, how it polls. */
export type ReadOptions<R> = {
  enabled?: boolean;
  staleTime?: number;
  /** How long an unused answer is kept (0: nothing cached between visits). */
  gcTime?: number;
  retry?: boolean;
  /** Keep showing the previous key's answer while the next one loads (a search as the user types). */
  keepPrevious?: boolean;
  /** Read again every so many ms while it answers a number (a run or a job under way), given the answer. */
  poll?: (data: R | undefined) => number | false;
};

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
    const { resource, path, page } = spec;
    const refreshed = [...new Set([resource, ...(spec.refreshes ?? [])])];
    const item = () => {
      if (!spec.item) throw new Error(`${path}: registro sem esquema de registro`);
      return spec.item;
    };
    const detailPath = spec.paths?.detail ?? ((id: string) => `${path}/${encode(id)}`);

    const calls = {
      /** GET <path> with the list's query (page, limit, search, filters, sort). */
      list: (api: KyInstance, searchParams: URLSearchParams) => {
        if (!page) throw new Error(`${path}: registro sem esquema de página`);
        return parseJson(page, api.get(path, { searchParams }));
      },
      /** GET <path>/{id}. */
      get: (api: KyInstance, id: string): Promise<T> => parseJson(item(), api.get(detailPath(id))),
      /** POST <path>/create. */
      create: (api: KyInstance, body: Create): Promise<T> =>
        parseJson(item(), api.post(spec.paths?.create ?? `${path}/create`, { json: body })),
      /** PUT <path>/{id}: the whole record again. */
      update: (api: KyInstance, id: string, body: Update): Promise<T> =>
        parseJson(item(), api.put(`${path}/${encode(id)}`, { json: body })),
      /** PUT <path>/id: ativo, the deactivating user and the reason, answered with the record. */
      setStatus: (api: KyInstance, body: StatusBody): Promise<T> =>
        parseJson(item(), api.put(`${path}/id`, { json: body })),
    };

    /** After a write: the register's lists and records, and the resources that show it. */
    // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load (createRemoteArea)
    function useInvalidate(names: readonly string[] = refreshed) {
      const { localId } = useRemote();
      const queryClient = useQueryClient();
      return () =>
        Promise.all(
          names.map((name) => queryClient.invalidateQueries({ queryKey: keys.resource(localId, name) })),
        ).then(() => undefined);
    }

    /** After a change to one record outside its writes (its files sent): that record and its parts. */
    // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load (createRemoteArea)
    function useRefreshRecord() {
      const { localId } = useRemote();
      const queryClient = useQueryClient();
      return (id: string) => queryClient.invalidateQueries({ queryKey: keys.detail(localId, resource, id) });
    }

    /**
     * A write of the register as a mutation (never retried), refreshing what shows it when it settles
     * (`options`: other resources, or the answer placed in the cache at once).
     */
    // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load (createRemoteArea)
    function useWrite<Input, Output>(
      call: (api: KyInstance, input: Input) => Promise<Output>,
      options: WriteOptions<Input, Output> = {},
    ) {
      const { api, localId } = useRemote();
      const queryClient = useQueryClient();
      const names = [...new Set([...(options.refreshes ?? refreshed), ...(options.alsoRefreshes ?? [])])];
      const invalidate = useInvalidate(names);
      const { onSuccess, record } = options;
      return useMutation<Output, Error, Input>({
        mutationFn: (input: Input) => call(api, input),
        retry: 0,
        onSuccess: (output, input) => {
          if (record) {
            const saved = record(output);
            queryClient.setQueryData(keys.detail(localId, resource, saved.id), saved);
          }
          onSuccess?.(output, input, { queryClient, localId });
        },
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
      { keepPrevious, poll, ...options }: ReadOptions<R> = {},
    ) {
      const { api, localId } = useRemote();
      return useQuery<R>({
        queryKey: [...keys.resource(localId, resource), ...key],
        queryFn: () => read(api),
        ...options,
        ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
        ...(poll ? { refetchInterval: (query) => poll(query.state.data) } : {}),
      });
    }

    return {
      resource,
      path,
      /** The resources its writes read again: its own and those that show it. */
      refreshed,
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
