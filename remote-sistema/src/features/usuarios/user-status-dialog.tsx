import type { User } from '@gp/shared-contracts';
import { useErrorLabels, useToast } from '@gp/shared-ui';
import { Form, Input, Modal, Typography } from 'antd';
import { reportFailure } from '../../components/failure.js';
import { useRemote } from '../../session/remote-context.js';
import { useSetUserStatus } from './user-queries.js';
import { toStatusBody } from './user-status.js';

type UserStatusDialogProps = {
  open: boolean;
  user: User | null;
  onClose: () => void;
};

export const deactivateText = (user: Pick<User, 'fullname' | 'username'>) =>
  `${user.fullname} (${user.username}) não poderá mais entrar no sistema e as sessões abertas serão encerradas.`;

/**
 * Activate or deactivate (PUT /users/id). Deactivating asks for the reason, required, and sends the
 * current user of the session as the one who deactivated; activating asks for confirmation only.
 */
export function UserStatusDialog({ open, user, onClose }: UserStatusDialogProps) {
  const toast = useToast();
  const { session } = useRemote();
  const [form] = Form.useForm<{ motivo?: string }>();
  const { onFieldsChange, label } = useErrorLabels();
  const status = useSetUserStatus();
  const deactivating = user?.active ?? false;

  const motivoRule = {
    validator: async (_rule: unknown, value: string | undefined) => {
      if (!user) return;
      const result = toStatusBody(user, session.user?.id ?? null, value);
      if ('error' in result) throw new Error(result.error);
    },
  };

  const submit = async ({ motivo }: { motivo?: string }) => {
    if (!user || status.isPending) return;
    const result = toStatusBody(user, session.user?.id ?? null, motivo);
    if ('error' in result) return;
    try {
      await status.mutateAsync(result.body);
      toast.success(deactivating ? 'Usuário inativado com sucesso!' : 'Usuário ativado com sucesso!');
      onClose();
    } catch (error) {
      reportFailure(toast, error);
    }
  };

  return (
    <Modal
      open={open}
      title={deactivating ? 'Inativar usuário' : 'Ativar usuário'}
      okText={deactivating ? 'Inativar' : 'Ativar'}
      cancelText="Cancelar"
      okButtonProps={{ danger: deactivating }}
      confirmLoading={status.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <Form form={form} layout="vertical" onFinish={submit} onFieldsChange={onFieldsChange} preserve={false}>
        {user && deactivating ? (
          <>
            <Typography.Paragraph>{deactivateText(user)}</Typography.Paragraph>
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
            {user ? `${user.fullname} (${user.username}) poderá entrar no sistema novamente.` : null}
          </Typography.Paragraph>
        )}
      </Form>
    </Modal>
  );
}
