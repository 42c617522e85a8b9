import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import type { RoleListItem } from '@gp/shared-contracts';
import { DataTable, type DataTableColumn } from '@gp/shared-ui';
import { Alert, Button, Card, Flex, Tooltip } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useRemote } from '../../session/remote-context.js';
import { useCompanyIdParam } from './company-param.js';
import { DeleteRoleDialog } from './delete-role-dialog.js';
import { type RoleDialogTarget, RoleFormDialog } from './role-form-dialog.js';
import { useClients, useRoleList } from './role-queries.js';
import { RolesFilter } from './roles-filter.js';

export const PAGE_TITLE = 'Perfis de Acesso';
export const PAGE_SUBTITLE = 'Consulte abaixo os perfis de acesso cadastrados';
export const CHOOSE_CLIENT_TEXT =
  "Selecione um cliente em 'Filtros' e clique em 'Buscar' para consultar os perfis.";

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** /app/sistema/perfis-acesso (spec §2 "Access-profile screen"). */
export function PerfisAcessoPage() {
  const { access, session } = useRemote();
  const [companyId] = useCompanyIdParam();
  // Support works across the clients of its application and must pick one; anyone else sees its own.
  const needsClient = (session.local?.permissions.isSuporte ?? false) && !companyId;
  const clients = useClients();
  const list = useRoleList(companyId, !needsClient);

  const [form, setForm] = useState<{ open: boolean; target: RoleDialogTarget | null; seq: number }>({
    open: false,
    target: null,
    seq: 0,
  });
  const openForm = useCallback(
    (target: RoleDialogTarget) => setForm((f) => ({ open: true, target, seq: f.seq + 1 })),
    [],
  );
  const closeForm = () => setForm((f) => ({ ...f, open: false }));

  const [removal, setRemoval] = useState<{ open: boolean; role: RoleListItem | null }>({
    open: false,
    role: null,
  });

  const { update: canUpdate, delete: canDelete } = access.roles;
  const columns = useMemo(() => {
    const nameColumn: DataTableColumn<RoleListItem> = {
      title: 'Nome',
      dataIndex: 'name',
      sorter: (a, b) => collator.compare(a.name, b.name),
    };
    if (!canUpdate && !canDelete) return [nameColumn];
    const actions: DataTableColumn<RoleListItem> = {
      title: 'Ações',
      key: 'actions',
      width: 120,
      align: 'right',
      render: (_value, role) => (
        <Flex justify="end" gap={4}>
          {canUpdate ? (
            <Tooltip title="Editar">
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`Editar perfil ${role.name}`}
                onClick={() => openForm({ mode: 'edit', role })}
              />
            </Tooltip>
          ) : null}
          {canDelete ? (
            <Tooltip title="Excluir">
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Excluir perfil ${role.name}`}
                onClick={() => setRemoval({ open: true, role })}
              />
            </Tooltip>
          ) : null}
        </Flex>
      ),
    };
    return [nameColumn, actions];
  }, [canUpdate, canDelete, openForm]);

  return (
    <PageContainer
      title={PAGE_TITLE}
      subTitle={PAGE_SUBTITLE}
      extra={
        access.roles.create
          ? [
              <Button
                key="add"
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => openForm({ mode: 'create', companyId })}
              >
                Adicionar
              </Button>,
            ]
          : []
      }
    >
      <Flex vertical gap="middle">
        <RolesFilter clients={clients.data} loading={clients.isPending} defaultOpen={needsClient} />
        {list.isError ? (
          <Alert
            type="error"
            showIcon
            message="Não foi possível carregar os perfis de acesso."
            action={
              <Button size="small" onClick={() => list.refetch()}>
                Tentar novamente
              </Button>
            }
          />
        ) : null}
        <Card styles={{ body: { paddingBlockEnd: 0 } }}>
          <DataTable<RoleListItem>
            label={PAGE_TITLE}
            columns={columns}
            rowKey="id"
            data={needsClient ? [] : list.data}
            loading={list.isLoading}
            emptyText={needsClient ? CHOOSE_CLIENT_TEXT : undefined}
          />
        </Card>
      </Flex>
      <RoleFormDialog
        key={form.seq}
        open={form.open}
        target={form.target}
        clients={clients.data}
        clientsLoading={clients.isPending}
        onClose={closeForm}
      />
      <DeleteRoleDialog
        open={removal.open}
        role={removal.role}
        onClose={() => setRemoval((r) => ({ ...r, open: false }))}
      />
    </PageContainer>
  );
}
