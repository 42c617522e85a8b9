import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';

/**
 * The company whose accesses the screen lists, in the URL: `clientId` (a client, or support's own
 * office) and optionally `unidadeId` (one of the client's departments or sectors).
 */
export type AccessCompany = { clientId?: string; unitId?: string };

const Uuid = v.pipe(v.string(), v.uuid());
const uuidOf = (raw: string | null) => (raw && v.is(Uuid, raw) ? raw : undefined);

export function readAccessCompany(params: URLSearchParams): AccessCompany {
  const clientId = uuidOf(params.get('clientId'));
  return { clientId, unitId: clientId ? uuidOf(params.get('unidadeId')) : undefined };
}

/** The company the list is of: the unit when one is chosen, else the client. */
export const listedCompany = ({ clientId, unitId }: AccessCompany) => unitId ?? clientId;

export function withAccessCompany(params: URLSearchParams, company: AccessCompany): URLSearchParams {
  const next = new URLSearchParams(params);
  if (company.clientId) next.set('clientId', company.clientId);
  else next.delete('clientId');
  if (company.clientId && company.unitId) next.set('unidadeId', company.unitId);
  else next.delete('unidadeId');
  const before = readAccessCompany(params);
  if (listedCompany(before) !== listedCompany(company) && next.has('page')) next.set('page', '1');
  return next;
}

export function useAccessCompany(): [AccessCompany, (company: AccessCompany) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (company: AccessCompany) => setParams((current) => withAccessCompany(current, company)),
    [setParams],
  );
  return [readAccessCompany(params), set];
}
