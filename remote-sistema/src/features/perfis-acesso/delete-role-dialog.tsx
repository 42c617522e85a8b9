import type { RoleListItem } from '@gp/shared-contracts';
import { useToast } from '@gp/shared-ui';
import { Modal, Typography } from 'antd';
import { reportFailure } from '../../components/failure.js';
import { useDeleteRole } from './role-queries.js';

type DeleteRoleDialogProps = {
  open: boolean;
  role: RoleListItem | null;
  onClose: () => void;
};

export const deleteConfirmationText = (name: string) =>
  `Esta ação não poderá ser desfeita. Após confirmar, este perfil (${name}) será excluído.`;

/** Spec §8 confirmation. A role still used by a location is refused by the API (409) with its message. */
export function DeleteRoleDialog({ open, role, onClose }: DeleteRoleDialogProps) {
  const toast = useToast();
  const remove = useDeleteRole();

  const confirm = async () => {
    if (!role || remove.isPending) return;
    try {
      await remove.mutateAsync(role);
      toast.success('Perfil excluído com sucesso!');
      onClose();
    } catch (error) {
      reportFailure(toast, error);
    }
  };

  return (
    <Modal
      open={open}
      title="Você tem certeza disso?"
      okText="Excluir"
      cancelText="Cancelar"
      okButtonProps={{ danger: true }}
      confirmLoading={remove.isPending}
      onOk={confirm}
      onCancel={onClose}
    >
      <Typography.Paragraph>{role ? deleteConfirmationText(role.name) : null}</Typography.Paragraph>
    </Modal>
  );
}
