import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';

/**
 * The record an `/editar` page opens travels as `?id=` (spec §2 names the routes /criar and /editar,
 * without a path parameter). Anything that is not a uuid reads as no record.
 */
export function readEditId(params: URLSearchParams): string | null {
  const raw = params.get('id');
  return raw && v.is(v.pipe(v.string(), v.uuid()), raw) ? raw : null;
}

export function useEditId(): string | null {
  const [params] = useSearchParams();
  return readEditId(params);
}
