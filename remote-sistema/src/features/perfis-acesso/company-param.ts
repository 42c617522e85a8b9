import { RoleListQuerySchema } from '@gp/shared-contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';

/**
 * The client chosen in 'Filtros' lives in the URL as `companyId` (the screen's documented address,
 * docs/product.md "Áreas e rotas"), so it survives reloads and can be shared.
 */
export const COMPANY_PARAM = 'companyId';

/** The companyId of the query string when it is a uuid (the filter is optional); anything else is ignored. */
export function readCompanyId(params: URLSearchParams): string | undefined {
  const raw = params.get(COMPANY_PARAM);
  if (!raw) return undefined;
  const parsed = v.safeParse(RoleListQuerySchema, { companyId: raw });
  return parsed.success ? parsed.output.companyId : undefined;
}

/** Sets or removes companyId, keeping every other parameter. */
export function withCompanyId(params: URLSearchParams, companyId: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (companyId) next.set(COMPANY_PARAM, companyId);
  else next.delete(COMPANY_PARAM);
  return next;
}

export function useCompanyIdParam(): [string | undefined, (companyId: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (companyId: string | undefined) => setParams((current) => withCompanyId(current, companyId)),
    [setParams],
  );
  return [readCompanyId(params), set];
}
