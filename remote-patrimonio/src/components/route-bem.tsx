import { NotFoundResult } from '@gp/shared-ui';
import { isHTTPError } from 'ky';
import { useParams } from 'react-router-dom';
import { useBem } from './bem-api.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a page of an asset shows when the address names no asset of the location. */
export const bemNotFound = (
  <NotFoundResult title="Bem não encontrado" subTitle="O bem não existe ou não pertence a este local." />
);

/**
 * The asset of a route's `:id` (the movement and attachment pages): its id when the address holds a
 * uuid, the query, and whether it is missing (no uuid, or the API's 404).
 */
export function useRouteBem() {
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const bem = useBem(valid ? id : null);
  const missing = !valid || (bem.isError && isHTTPError(bem.error) && bem.error.response.status === 404);
  return { id: valid ? id : null, bem, missing };
}
