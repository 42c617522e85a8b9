import type { Role, RoleListItem } from '@gp/shared-contracts';
import type { QueryClient } from '@tanstack/react-query';
import { keys } from '../../query-keys.js';

/**
 * Query keys of the screen. Lists are per location and per client; `null` is "the client of the
 * location" (what the API answers without companyId).
 */
export const ROLES = 'roles';

export const roleKeys = {
  lists: (localId: string | null) => keys.lists(localId, ROLES),
  list: (localId: string | null, companyId: string | undefined) =>
    keys.list(localId, ROLES, companyId ?? null),
  detail: (localId: string | null, id: string) => keys.detail(localId, ROLES, id),
};

const toListItem = ({ id, name, companyId }: Role): RoleListItem => ({ id, name, companyId });

/** Adds or replaces a role in a list, keeping its place. */
export function upsertRole(list: readonly RoleListItem[], role: Role): RoleListItem[] {
  const item = toListItem(role);
  const index = list.findIndex((r) => r.id === role.id);
  if (index === -1) return [...list, item];
  return list.map((r, i) => (i === index ? item : r));
}

export const removeRole = (list: readonly RoleListItem[], id: string): RoleListItem[] =>
  list.filter((r) => r.id !== id);

/**
 * On success the cached list of the role's client is updated at once (the refetch that follows
 * in onSettled confirms it). A list cached under `null` is the location's own client, which is the only
 * client whose roles it can hold.
 */
export function updateCachedLists(
  queryClient: QueryClient,
  localId: string | null,
  companyId: string,
  change: (list: readonly RoleListItem[]) => RoleListItem[],
): void {
  for (const [key, data] of queryClient.getQueriesData<RoleListItem[]>({
    queryKey: roleKeys.lists(localId),
  })) {
    const listCompany = key[key.length - 1];
    if (!data || (listCompany !== null && listCompany !== companyId)) continue;
    queryClient.setQueryData<RoleListItem[]>(key, change(data));
  }
}
