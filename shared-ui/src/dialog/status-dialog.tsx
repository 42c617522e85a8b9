import type { StatusBody } from '@gp/shared-contracts';
import { Form, Input, Typography } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useToast } from '../toast.js';
import { DialogForm } from './dialog-form.js';
import { type StatusRecord, toStatusBody } from './status.js';

/** How a register is named in the texts: 'fornecedor', 'referência NCM' (feminine). */
export type RegisterNoun = { noun: string; feminine?: boolean };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Fornecedor inativado com sucesso!', 'Referência NCM ativada com sucesso!'. */
export const statusSuccess = ({ noun, feminine }: RegisterNoun, ativo: boolean) =>
  `${capitalise(noun)} ${ativo ? 'ativad' : 'inativad'}${feminine ? 'a' : 'o'} com sucesso!`;

type StatusDialogProps<T extends StatusRecord> = RegisterNoun & {
  /** The row action that opens the dialog. */
  trigger: ReactElement<{ onClick?: () => void }>;
  record: T;
  /** How the record reads in the text, e.g. its name. */
  describe: (record: T) => string;
  /** The user of the session, recorded as the one who deactivated. */
  userId: string | null;
  /** The status call; rejects on a refusal (whose toast is the API client's). */
  save: (body: StatusBody) => Promise<unknown>;
  /**
   * What the dialog says instead of the register's text, for a record whose status means more than
   * being offered (e.g. a user who can no longer sign in).
   */
  message?: (deactivating: boolean) => ReactNode;
};

/**
 * Activate or deactivate a register (its status call). Deactivating asks for the reason, required, and
 * sends the current user as the one who deactivated; activating asks for confirmation only ('Você tem
 * certeza disso?', docs/product.md "Mensagens e textos").
 */
export function StatusDialog<T extends StatusRecord>({
  trigger,
  record,
  noun,
  feminine = false,
  describe,
  userId,
  save,
  message,
}: StatusDialogProps<T>) {
  const toast = useToast();
  const deactivating = record.ativo;
  const article = feminine ? 'A' : 'O';
  const ending = feminine ? 'a' : 'o';

  const motivoRule = {
    validator: async (_rule: unknown, value: string | undefined) => {
      const result = toStatusBody(record, userId, value);
      if ('error' in result) throw new Error(result.error);
    },
  };

  return (
    <DialogForm<{ motivo?: string }>
      trigger={trigger}
      title={`${deactivating ? 'Inativar' : 'Ativar'} ${noun}`}
      okText={deactivating ? 'Inativar' : 'Ativar'}
      okDanger={deactivating}
      onFinish={async ({ motivo }) => {
        const result = toStatusBody(record, userId, motivo);
        if ('error' in result) return false;
        await save(result.body);
        toast.success(statusSuccess({ noun, feminine }, !deactivating));
        return true;
      }}
    >
      {({ label }) =>
        deactivating ? (
          <>
            <Typography.Paragraph>
              {message ? (
                message(true)
              ) : (
                <>
                  {article} {noun} <strong>{describe(record)}</strong> ficará inativ{ending} e deixará de ser
                  oferecid{ending} nos cadastros. Você ficará registrado como quem inativou.
                </>
              )}
            </Typography.Paragraph>
            <Form.Item name="motivo" label={label('motivo', 'Motivo')} required rules={[motivoRule]}>
              <Input.TextArea
                autoFocus
                maxLength={500}
                showCount
                autoSize={{ minRows: 3, maxRows: 6 }}
                placeholder="Descreva o motivo da inativação"
              />
            </Form.Item>
          </>
        ) : (
          <Typography.Paragraph>
            {message
              ? message(false)
              : `Você tem certeza disso? ${article} ${noun} ${describe(record)} voltará a ficar ativ${ending}.`}
          </Typography.Paragraph>
        )
      }
    </DialogForm>
  );
}
