import type { StatusBody } from '@gp/shared-contracts';
import { useErrorLabels, useToast } from '@gp/shared-ui';
import { Form, Input, Modal, Typography } from 'antd';
import { useRemote } from '../session/remote-context.js';
import { reportFailure } from './failure.js';
import { type StatusRecord, toStatusBody } from './status.js';

export type RegisterNoun = { noun: string; feminine?: boolean };

type StatusDialogProps<T extends StatusRecord> = RegisterNoun & {
  open: boolean;
  record: T | null;
  /** How the record reads in the text, e.g. its name. */
  describe: (record: T) => string;
  /** The status call; rejects on a refusal (whose toast is the API client's). */
  save: (body: StatusBody) => Promise<unknown>;
  saving: boolean;
  onClose: () => void;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Fornecedor inativado com sucesso!', 'Referência NCM ativada com sucesso!'. */
export const statusSuccess = ({ noun, feminine }: RegisterNoun, ativo: boolean) =>
  `${capitalise(noun)} ${ativo ? 'ativad' : 'inativad'}${feminine ? 'a' : 'o'} com sucesso!`;

/**
 * Activate or deactivate a register (spec §3/§4 status call). Deactivating asks for the reason, required,
 * and sends the current user of the session as the one who deactivated; activating asks for
 * confirmation only ('Você tem certeza disso?', spec §8).
 */
export function StatusDialog<T extends StatusRecord>({
  open,
  record,
  noun,
  feminine = false,
  describe,
  save,
  saving,
  onClose,
}: StatusDialogProps<T>) {
  const toast = useToast();
  const { session } = useRemote();
  const [form] = Form.useForm<{ motivo?: string }>();
  const { onFieldsChange, label } = useErrorLabels();
  const deactivating = record?.ativo ?? false;
  const userId = session.user?.id ?? null;
  const article = feminine ? 'A' : 'O';
  const ending = feminine ? 'a' : 'o';

  const motivoRule = {
    validator: async (_rule: unknown, value: string | undefined) => {
      if (!record) return;
      const result = toStatusBody(record, userId, value);
      if ('error' in result) throw new Error(result.error);
    },
  };

  const submit = async ({ motivo }: { motivo?: string }) => {
    if (!record || saving) return;
    const result = toStatusBody(record, userId, motivo);
    if ('error' in result) return;
    try {
      await save(result.body);
      toast.success(statusSuccess({ noun, feminine }, !deactivating));
      onClose();
    } catch (error) {
      reportFailure(toast, error);
    }
  };

  return (
    <Modal
      open={open}
      title={`${deactivating ? 'Inativar' : 'Ativar'} ${noun}`}
      okText={deactivating ? 'Inativar' : 'Ativar'}
      cancelText="Cancelar"
      okButtonProps={{ danger: deactivating }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <Form form={form} layout="vertical" onFinish={submit} onFieldsChange={onFieldsChange} preserve={false}>
        {record && deactivating ? (
          <>
            <Typography.Paragraph>
              {article} {noun} <strong>{describe(record)}</strong> ficará inativ{ending} e deixará de ser
              oferecid{ending} nos cadastros. Você ficará registrado como quem inativou.
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
            Você tem certeza disso?{' '}
            {record ? `${article} ${noun} ${describe(record)} voltará a ficar ativ${ending}.` : null}
          </Typography.Paragraph>
        )}
      </Form>
    </Modal>
  );
}
