import type { User } from '@gp/shared-contracts';
import { DialogForm, useToast } from '@gp/shared-ui';
import { Form, Input, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useRemote } from '../../session/remote-context.js';
import { useSetUserStatus } from './api.js';
import { userStatusBody } from './user-status.js';

type UserStatusDialogProps = {
  /** The row action that opens the dialog. */
  trigger: ReactElement<{ onClick?: () => void }>;
  user: User;
};

export const deactivateText = (user: Pick<User, 'fullname' | 'username'>) =>
  `${user.fullname} (${user.username}) não poderá mais entrar no sistema e as sessões abertas serão encerradas.`;

/**
 * Activate or deactivate (PUT /users/id). Deactivating asks for the reason, required, and sends the
 * current user of the session as the one who deactivated; activating asks for confirmation only.
 */
export function UserStatusDialog({ trigger, user }: UserStatusDialogProps) {
  const toast = useToast();
  const { session } = useRemote();
  const status = useSetUserStatus();
  const currentUserId = session.user?.id ?? null;
  const deactivating = user.active;

  const motivoRule = {
    validator: async (_rule: unknown, value: string | undefined) => {
      const result = userStatusBody(user, currentUserId, value);
      if ('error' in result) throw new Error(result.error);
    },
  };

  return (
    <DialogForm<{ motivo?: string }>
      trigger={trigger}
      title={deactivating ? 'Inativar usuário' : 'Ativar usuário'}
      okText={deactivating ? 'Inativar' : 'Ativar'}
      okDanger={deactivating}
      onFinish={async ({ motivo }) => {
        const result = userStatusBody(user, currentUserId, motivo);
        if ('error' in result) return false;
        await status.mutateAsync(result.body);
        toast.success(deactivating ? 'Usuário inativado com sucesso!' : 'Usuário ativado com sucesso!');
      }}
    >
      {({ label }) =>
        deactivating ? (
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
            {`${user.fullname} (${user.username}) poderá entrar no sistema novamente.`}
          </Typography.Paragraph>
        )
      }
    </DialogForm>
  );
}
