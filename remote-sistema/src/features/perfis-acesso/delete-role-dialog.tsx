import type { RoleListItem } from '@gp/shared-contracts';
import { DialogForm, useToast } from '@gp/shared-ui';
import { Typography } from 'antd';
import type { ReactElement } from 'react';
import { useDeleteRole } from './api.js';

type DeleteRoleDialogProps = {
  /** The row action that opens the confirmation. */
  trigger: ReactElement<{ onClick?: () => void }>;
  role: RoleListItem;
};

export const deleteConfirmationText = (name: string) =>
  `Esta ação não poderá ser desfeita. Após confirmar, este perfil (${name}) será excluído.`;

/**
 * The delete confirmation ('Você tem certeza disso?', docs/product.md "Mensagens e textos"). A role
 * still used by a location is refused by the API (409) with its message.
 */
export function DeleteRoleDialog({ trigger, role }: DeleteRoleDialogProps) {
  const toast = useToast();
  const remove = useDeleteRole();
  return (
    <DialogForm<object>
      trigger={trigger}
      title="Você tem certeza disso?"
      okText="Excluir"
      okDanger
      onFinish={async () => {
        await remove.mutateAsync(role);
        toast.success('Perfil excluído com sucesso!');
      }}
    >
      <Typography.Paragraph>{deleteConfirmationText(role.name)}</Typography.Paragraph>
    </DialogForm>
  );
}
