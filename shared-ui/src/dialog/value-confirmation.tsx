import { errorCode, errorMessage } from '@gp/shared-contracts';
import { Modal, Typography } from 'antd';
import { type ReactNode, useCallback, useRef, useState } from 'react';

/** The API's answer (409) when an asset value passes the client's ceiling and must be confirmed. */
export const CONFIRMAR_VALOR = 'CONFIRMAR_VALOR';

/** Texts of the confirmation dialog; a screen may name its value more precisely. */
export type ValueConfirmationTexts = { title?: string; okText?: string; cancelText?: string };

/** What `confirmValue` gives back: the answer of the (possibly confirmed) call, or that the user cancelled. */
export type ValueConfirmationResult<T> = { confirmed: true; value: T } | { confirmed: false };

/**
 * The one way a screen asks the user to confirm a value above the client's ceiling: `confirmValue(send)`
 * calls `send(false)`; when the API answers 409 `CONFIRMAR_VALOR` it opens a dialog with the API's
 * message and, on confirmation, calls `send(true)` (the body with `confirmar_valor: true`). Cancelling
 * sends nothing more and resolves `{ confirmed: false }`, so the form stays as it was. Any other error
 * is thrown as it came. Render `dialog` somewhere in the screen.
 */
export function useValueConfirmation(texts: ValueConfirmationTexts = {}): {
  confirmValue: <T>(send: (confirmarValor: boolean) => Promise<T>) => Promise<ValueConfirmationResult<T>>;
  dialog: ReactNode;
} {
  const [message, setMessage] = useState<string | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const close = (confirmed: boolean) => {
    setMessage(null);
    const resolve = answer.current;
    answer.current = null;
    resolve?.(confirmed);
  };

  const confirmValue = useCallback(
    async <T,>(send: (confirmarValor: boolean) => Promise<T>): Promise<ValueConfirmationResult<T>> => {
      try {
        return { confirmed: true, value: await send(false) };
      } catch (error) {
        if ((await errorCode(error)) !== CONFIRMAR_VALOR) throw error;
        const text = await errorMessage(error);
        const confirmed = await new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setMessage(text);
        });
        if (!confirmed) return { confirmed: false };
        return { confirmed: true, value: await send(true) };
      }
    },
    [],
  );

  const dialog = (
    <Modal
      open={message !== null}
      title={texts.title ?? 'Confirmar valor'}
      okText={texts.okText ?? 'Confirmar valor'}
      cancelText={texts.cancelText ?? 'Cancelar'}
      okButtonProps={{ danger: true }}
      onCancel={() => close(false)}
      onOk={() => close(true)}
    >
      <Typography.Paragraph>{message}</Typography.Paragraph>
    </Modal>
  );

  return { confirmValue, dialog };
}
