import {
  CheckCircleOutlined,
  EditOutlined,
  PlusOutlined,
  StopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import type { User } from '@gp/shared-contracts';
import { DataTable, type DataTableColumn, formatDate, ListSearch, LoadError, Tooltip } from '@gp/shared-ui';
import { Avatar, Button, Card, Flex, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListParams, useListParams, withListParams } from '../../components/list-params.js';
import { useProtectedImage } from '../../components/protected-file.js';
import { useRemote } from '../../session/remote-context.js';
import { type UserDialogTarget, UserFormDialog } from './user-form-dialog.js';
import { useUserList } from './user-queries.js';
import { UserStatusDialog } from './user-status-dialog.js';

export const PAGE_TITLE = 'Usuários';
export const PAGE_SUBTITLE = 'Consulte abaixo os usuários cadastrados';

function UserAvatar({ user }: { user: User }) {
  const src = useProtectedImage(user.avatar);
  return <Avatar size="small" src={src} icon={<UserOutlined />} alt="" />;
}

/**
 * The URL always states the page and the page size (spec §2: `usuarios?page=&limit=`): a missing or
 * invalid value is replaced, without a new history entry, by what the list shows.
 */
function useCanonicalListUrl() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const read = readListParams(params);
    if (params.get('page') !== String(read.page) || params.get('limit') !== String(read.limit)) {
      setParams((current) => withListParams(current, {}), { replace: true });
    }
  }, [params, setParams]);
}

/** /app/sistema/usuarios (spec §2 Usuários). */
export function UsuariosPage() {
  const { access, session } = useRemote();
  useCanonicalListUrl();
  const [params, setParams] = useListParams();
  const list = useUserList(params);
  const currentUserId = session.user?.id ?? null;

  const [form, setForm] = useState<{ open: boolean; target: UserDialogTarget | null; seq: number }>({
    open: false,
    target: null,
    seq: 0,
  });
  const openForm = useCallback(
    (target: UserDialogTarget) => setForm((f) => ({ open: true, target, seq: f.seq + 1 })),
    [],
  );
  const [status, setStatus] = useState<{ open: boolean; user: User | null; seq: number }>({
    open: false,
    user: null,
    seq: 0,
  });

  const canUpdate = access.users.update;
  const columns = useMemo(() => {
    const base: DataTableColumn<User>[] = [
      {
        title: 'Nome',
        dataIndex: 'fullname',
        render: (_value, user) => (
          <Flex align="center" gap="small">
            <UserAvatar user={user} />
            <span>{user.fullname}</span>
          </Flex>
        ),
      },
      { title: 'Usuário', dataIndex: 'username' },
      { title: 'E-mail', dataIndex: 'email', render: (email: string | null) => email ?? '-' },
      {
        title: 'Situação',
        dataIndex: 'active',
        render: (active: boolean, user) =>
          active ? (
            <Tag color="success">Ativo</Tag>
          ) : (
            <Tooltip title={user.motivo ? `Motivo: ${user.motivo}` : undefined}>
              <Tag color="error">Inativo</Tag>
            </Tooltip>
          ),
      },
      { title: 'Criado em', dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
    ];
    if (!canUpdate) return base;
    const actions: DataTableColumn<User> = {
      title: 'Ações',
      key: 'actions',
      width: 120,
      align: 'right',
      render: (_value, user) => {
        const self = user.id === currentUserId;
        return (
          <Flex justify="end" gap={4}>
            <Tooltip title="Editar">
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`Editar usuário ${user.username}`}
                onClick={() => openForm({ mode: 'edit', user })}
              />
            </Tooltip>
            <Tooltip
              title={
                self ? 'Você não pode inativar o seu próprio usuário.' : user.active ? 'Inativar' : 'Ativar'
              }
            >
              <Button
                type="text"
                danger={user.active}
                disabled={self}
                icon={user.active ? <StopOutlined /> : <CheckCircleOutlined />}
                aria-label={`${user.active ? 'Inativar' : 'Ativar'} usuário ${user.username}`}
                onClick={() => setStatus((s) => ({ open: true, user, seq: s.seq + 1 }))}
              />
            </Tooltip>
          </Flex>
        );
      },
    };
    return [...base, actions];
  }, [canUpdate, currentUserId, openForm]);

  return (
    <PageContainer
      title={PAGE_TITLE}
      subTitle={PAGE_SUBTITLE}
      extra={
        access.users.create
          ? [
              <Button
                key="add"
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => openForm({ mode: 'create' })}
              >
                Adicionar
              </Button>,
            ]
          : []
      }
    >
      <Flex vertical gap="middle">
        {list.isError ? (
          <LoadError message="Não foi possível carregar os usuários." onRetry={() => list.refetch()} />
        ) : null}
        <Card styles={{ body: { paddingBlockEnd: 0 } }}>
          <Flex vertical gap="middle">
            <ListSearch
              label="Buscar usuários"
              placeholder="Buscar por usuário, nome ou e-mail"
              value={params.search}
              onSearch={(search) => setParams({ search })}
            />
            <DataTable<User>
              mode="server"
              label={PAGE_TITLE}
              columns={columns}
              rowKey="id"
              data={list.data?.data}
              total={list.data?.total}
              page={params.page}
              pageSize={params.limit}
              loading={list.isPending}
              onQueryChange={({ page, pageSize }) => setParams({ page, limit: pageSize })}
            />
          </Flex>
        </Card>
      </Flex>
      <UserFormDialog
        key={`form-${form.seq}`}
        open={form.open}
        target={form.target}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
      />
      <UserStatusDialog
        key={`status-${status.seq}`}
        open={status.open}
        user={status.user}
        onClose={() => setStatus((s) => ({ ...s, open: false }))}
      />
    </PageContainer>
  );
}
