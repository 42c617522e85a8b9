/**
 * Query keys of one area, from one factory so every feature builds them alike:
 * `[area, localId, resource, 'list', params]` and `[area, localId, resource, 'detail', id]`. The
 * location's id sits second, so a change of location never shows another client's cache, and
 * invalidating `resource(localId, name)` refreshes that resource's lists and details together.
 */
export function createQueryKeys<Area extends string>(area: Area) {
  return {
    area: (localId: string | null) => [area, localId] as const,
    resource: (localId: string | null, resource: string) => [area, localId, resource] as const,
    lists: (localId: string | null, resource: string) => [area, localId, resource, 'list'] as const,
    list: (localId: string | null, resource: string, params: unknown) =>
      [area, localId, resource, 'list', params] as const,
    detail: (localId: string | null, resource: string, id: string) =>
      [area, localId, resource, 'detail', id] as const,
  };
}

export type QueryKeys = ReturnType<typeof createQueryKeys>;
