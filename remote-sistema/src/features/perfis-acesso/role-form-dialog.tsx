import type { ClientListItem, RoleBody, RoleListItem } from '@gp/shared-contracts';
import { useToast } from '@gp/shared-ui';
import { Alert, Button, Form, Modal, Skeleton } from 'antd';
import { useRef } from 'react';
import { reportFailure } from '../../components/failure.js';
import { RoleForm, type RoleFormValues } from './role-form.js';
import { useCreateRole, useRoleDetail, useUpdateRole } from './role-queries.js';

export type RoleDialogTarget =
  | { mode: 'create'; companyId: string | undefined }
  | { mode: 'edit'; role: RoleListItem };

type RoleFormDialogProps = {
  open: boolean;
  target: RoleDialogTarget | null;
  clients: readonly ClientListItem[] | undefined;
  clientsLoading: boolean;
  onClose: () => void;
};

/**
 * Create and edit dialog. Editing fetches the role only while open (spec §4) and shows the form once
 * the fresh detail is in. On success: toast, cached list updated, dialog closed; the list is refetched
 * afterwards whatever the outcome. The parent mounts one instance per opening (by `key`), so each
 * opening starts from a fresh form store.
 */
export function RoleFormDialog({ open, target, clients, clientsLoading, onClose }: RoleFormDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<RoleFormValues>();
  const editing = target?.mode === 'edit';
  const editId = editing ? target.role.id : null;
  const detail = useRoleDetail(editId, open);
  const create = useCreateRole();
  const update = useUpdateRole();
  const pending = create.isPending || update.isPending;
  // A single submit at a time, even if Salvar is pressed twice before the state updates.
  const submitting = useRef(false);

  const submit = async (body: RoleBody) => {
    if (submitting.current || !target) return;
    submitting.current = true;
    try {
      if (target.mode === 'create') {
        await create.mutateAsync(body);
        toast.success('Perfil criado com sucesso!');
      } else {
        await update.mutateAsync({ id: target.role.id, body });
        toast.success('Perfil atualizado com sucesso!');
      }
      onClose();
    } catch (error) {
      reportFailure(toast, error);
    } finally {
      submitting.current = false;
    }
  };

  const ready = !editing || (detail.isSuccess && !detail.isFetching);
  const initialValues: RoleFormValues =
    target?.mode === 'edit'
      ? { name: detail.data?.name, companyId: detail.data?.companyId, rules: detail.data?.rules ?? [] }
      : {
          name: '',
          companyId: target?.companyId ?? (clients?.length === 1 ? clients[0]?.id : undefined),
          rules: [],
        };

  let body = (
    <RoleForm
      form={form}
      initialValues={initialValues}
      clients={clients}
      clientsLoading={clientsLoading}
      editing={editing}
      onSubmit={submit}
    />
  );
  if (editing && detail.isError && !detail.isFetching) {
    body = (
      <Alert
        type="error"
        showIcon
        message="Não foi possível carregar o perfil."
        action={
          <Button size="small" onClick={() => detail.refetch()}>
            Tentar novamente
          </Button>
        }
      />
    );
  } else if (!ready) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  }

  return (
    <Modal
      open={open}
      title={editing ? 'Editar perfil' : 'Adicionar perfil'}
      width={720}
      okText="Salvar"
      cancelText="Cancelar"
      confirmLoading={pending}
      okButtonProps={{ disabled: !ready || (editing && detail.isError) }}
      onOk={() => form.submit()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
