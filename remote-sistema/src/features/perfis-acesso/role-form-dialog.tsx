import type { RoleListItem } from '@gp/shared-contracts';
import { DialogForm, LoadError, useToast } from '@gp/shared-ui';
import { Skeleton } from 'antd';
import { type ReactElement, useState } from 'react';
import { useClientOptions } from '../../session/remote-context.js';
import { useCreateRole, useRoleDetail, useUpdateRole } from './api.js';
import { RoleFields, type RoleFormValues, toRoleBody } from './role-form.js';

type RoleFormDialogProps = {
  /** The button or row action that opens the dialog. */
  trigger: ReactElement<{ onClick?: () => void }>;
  /** The role to edit; none to create one. */
  role?: RoleListItem;
  /** Creating: the client chosen in 'Filtros', preselected. */
  companyId?: string;
};

/**
 * Create and edit a role. Editing fetches the role only while the dialog is open and shows the form
 * once the fresh detail is in. On success: toast, the cached list updated, the dialog closed; the list
 * is refetched afterwards whatever the outcome.
 */
export function RoleFormDialog({ trigger, role, companyId }: RoleFormDialogProps) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const detail = useRoleDetail(role?.id ?? null, open);
  const clients = useClientOptions();
  const create = useCreateRole();
  const update = useUpdateRole();
  const editing = Boolean(role);

  let waiting: ReactElement | undefined;
  if (editing && detail.isError && !detail.isFetching) {
    waiting = <LoadError message="Não foi possível carregar o perfil." onRetry={() => detail.refetch()} />;
  } else if (editing && !(detail.isSuccess && !detail.isFetching)) {
    waiting = <Skeleton active paragraph={{ rows: 6 }} />;
  }
  const only = clients.data?.length === 1 ? clients.data[0]?.id : undefined;
  const initialValues: RoleFormValues = role
    ? { name: detail.data?.name, companyId: detail.data?.companyId, rules: detail.data?.rules ?? [] }
    : { name: '', companyId: companyId ?? only, rules: [] };

  return (
    <DialogForm<RoleFormValues>
      trigger={trigger}
      onOpenChange={setOpen}
      title={editing ? 'Editar perfil' : 'Adicionar perfil'}
      width={720}
      waiting={waiting}
      initialValues={initialValues}
      onFinish={async (values) => {
        const body = toRoleBody(values);
        if (!body) return false;
        if (role) {
          await update.mutateAsync({ id: role.id, body });
          toast.success('Perfil atualizado com sucesso!');
        } else {
          await create.mutateAsync(body);
          toast.success('Perfil criado com sucesso!');
        }
      }}
    >
      {({ label }) => <RoleFields label={label} editing={editing} />}
    </DialogForm>
  );
}
