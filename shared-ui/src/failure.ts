import { isHTTPError } from 'ky';
import type { Toast } from './toast.js';

export const FAILURE_TEXT = 'Não foi possível concluir a operação. Verifique a conexão e tente novamente.';

/**
 * A failed write with a 4xx already showed the error toast with the server's message (the API client's
 * write-error rule, docs/product.md "Mensagens e textos"); any other failure (network, 5xx, an
 * unexpected answer) still tells the user the operation did not happen.
 */
export function reportFailure(toast: Toast, error: unknown): void {
  if (isHTTPError(error) && error.response.status >= 400 && error.response.status < 500) return;
  toast.error(FAILURE_TEXT);
}
