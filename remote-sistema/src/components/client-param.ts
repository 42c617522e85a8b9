import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';

/** The client a support list is narrowed to, in the URL (`?clientId=`), like the page and the search. */
export const CLIENT_ID_PARAM = 'clientId';

const Uuid = v.pipe(v.string(), v.uuid());

/** The clientId of the query string when it is a uuid; anything else is ignored. */
export function readClientId(params: URLSearchParams): string | undefined {
  const raw = params.get(CLIENT_ID_PARAM);
  return raw && v.is(Uuid, raw) ? raw : undefined;
}

/** Sets or removes clientId; a new client starts the list again from page 1. */
export function withClientId(params: URLSearchParams, clientId: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (clientId) next.set(CLIENT_ID_PARAM, clientId);
  else next.delete(CLIENT_ID_PARAM);
  if (next.has('page') && clientId !== readClientId(params)) next.set('page', '1');
  return next;
}

export function useClientIdParam(): [string | undefined, (clientId: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (clientId: string | undefined) => setParams((current) => withClientId(current, clientId)),
    [setParams],
  );
  return [readClientId(params), set];
}
