import { CLIENT_PARAM, type ListQuery, readUuidParam, withChanges } from '@gp/shared-ui/list';

/**
 * The company whose accesses the screen lists, in the URL: `clientId` (a client, or support's own
 * office) and optionally `unidadeId` (one of the client's departments or sectors).
 */
export type AccessCompany = { clientId?: string; unitId?: string };

export const UNIT_PARAM = 'unidadeId';

export function readAccessCompany(params: URLSearchParams): AccessCompany {
  const clientId = readUuidParam(params, CLIENT_PARAM);
  return { clientId, unitId: clientId ? readUuidParam(params, UNIT_PARAM) : undefined };
}

/** The company the list is of: the unit when one is chosen, else the client. */
export const listedCompany = ({ clientId, unitId }: AccessCompany) => unitId ?? clientId;

/** The URL change that lists another company (the list goes back to page 1). */
export const companyChanges = ({ clientId, unitId }: AccessCompany) => ({
  [CLIENT_PARAM]: clientId ?? null,
  [UNIT_PARAM]: clientId ? (unitId ?? null) : null,
});

/** The query string listing another company, keeping the rest (see the kit's `withChanges`). */
export const withAccessCompany = (params: URLSearchParams, company: AccessCompany) =>
  withChanges(params, companyChanges(company));

/** The listed company of the URL and its setter. */
export function useAccessCompany(list: Pick<ListQuery, 'params' | 'set'>) {
  return [
    readAccessCompany(list.params),
    (company: AccessCompany) => list.set(companyChanges(company)),
  ] as const;
}
