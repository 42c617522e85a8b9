import type { Toast } from '@gp/shared-ui';
import { isHTTPError } from 'ky';

export const FAILURE_TEXT = 'Não foi possível concluir a operação. Verifique a conexão e tente novamente.';

/**
 * A failed write with a 4xx already showed the spec §8 toast with the server's message (the API
 * client's write-error rule); any other failure (network, 5xx, an unexpected answer) still tells the
 * user the operation did not happen.
 */
export function reportFailure(toast: Toast, error: unknown): void {
  if (isHTTPError(error) && error.response.status >= 400 && error.response.status < 500) return;
  toast.error(FAILURE_TEXT);
}
