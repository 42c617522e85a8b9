import { LoteRecusadoSchema, type RecusaLote } from '@gp/shared-contracts';
import { Alert, Typography } from 'antd';
import { isHTTPError } from 'ky';
import type { ReactNode } from 'react';
import * as v from 'valibot';

/**
 * The assets a refused batch (a batch movement, a carga batch, a batch return) names and why: only when their reasons differ (409 LOTE_RECUSADO); a reason
 * common to all (a closed month) is the error's own message, already shown.
 */
export async function recusasOf(error: unknown): Promise<{ recusas: RecusaLote[]; recusados: number }> {
  if (!isHTTPError(error)) return { recusas: [], recusados: 0 };
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => null);
  const parsed = v.safeParse(LoteRecusadoSchema, body);
  if (!parsed.success || parsed.output.code !== 'LOTE_RECUSADO') return { recusas: [], recusados: 0 };
  return { recusas: parsed.output.recusas ?? [], recusados: parsed.output.recusados ?? 0 };
}

/**
 * The assets a refused batch named, each with why (nothing was written): `message` says what did not
 * happen, e.g. 'Nenhum bem foi movimentado: 2 bens recusados.'.
 */
export function RecusasAlert({
  message,
  recusas,
  onClose,
}: {
  message: ReactNode;
  recusas: RecusaLote[];
  onClose?: () => void;
}) {
  return (
    <Alert
      type="error"
      showIcon
      closable={onClose !== undefined}
      onClose={onClose}
      style={{ width: '100%' }}
      message={message}
      description={
        <ul
          aria-label="Bens recusados"
          style={{ maxHeight: 200, overflow: 'auto', margin: 0, paddingLeft: 20 }}
        >
          {recusas.map((r) => (
            <li key={r.bem_id}>
              <Typography.Text strong>Bem {r.CodigoBEM}</Typography.Text>: {r.motivo}
            </li>
          ))}
        </ul>
      }
    />
  );
}
