import { CheckCircleOutlined, StopOutlined, UserOutlined } from '@ant-design/icons';
import { formatCpfCnpj, type User } from '@gp/shared-contracts';
import { formatDate } from '@gp/shared-ui';
import type { ListPageTexts } from '@gp/shared-ui/list';
import {
  AddButton,
  actionsColumn,
  EditAction,
  type ListColumn,
  ListPage,
  RowAction,
  readPage,
  statusColumn,
} from '@gp/shared-ui/list';
import { Avatar, Flex } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStoredImage } from '../../components/image-picker.js';
import { useList, useRemote } from '../../session/remote-context.js';
import { listUsers, USERS } from './api.js';
import { UserFormDialog } from './user-form-dialog.js';
import { UserStatusDialog } from './user-status-dialog.js';

function UserAvatar({ user }: { user: User }) {
  const src = useStoredImage(user.avatar);
  return <Avatar size="small" src={src} icon={<UserOutlined />} alt="" style={{ flex: 'none' }} />;
}

/** What the page says: title, search box, load failure (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Usuários',
  subTitle: 'Consulte abaixo os usuários cadastrados',
  search: { label: 'Buscar usuários', placeholder: 'Buscar por usuário, nome ou e-mail' },
  loadError: 'Não foi possível carregar os usuários.',
} satisfies ListPageTexts;

/**
 * The Usuários URL always states the page and the page size first (`usuarios?page=1&limit=10`, the
 * menu's link; docs/product.md, "Menu"): a missing or invalid value is replaced, without a new history
 * entry, by what the list shows.
 */
function useStatedPaging() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const { page, limit } = readPage(params);
    const keys = [...params.keys()];
    if (
      keys[0] === 'page' &&
      keys[1] === 'limit' &&
      params.get('page') === String(page) &&
      params.get('limit') === String(limit)
    )
      return;
    const next = new URLSearchParams({ page: String(page), limit: String(limit) });
    for (const [key, value] of params) if (key !== 'page' && key !== 'limit') next.append(key, value);
    setParams(next, { replace: true });
  }, [params, setParams]);
}

/** /app/sistema/usuarios: the users of the application (docs/product.md, "Áreas e rotas"). */
export function UsuariosPage() {
  const { access, session } = useRemote();
  useStatedPaging();
  const list = useList<User>({
    resource: USERS,
    request: listUsers,
    exportar: { path: 'users', name: 'usuarios' },
  });
  const currentUserId = session.user?.id ?? null;

  const columns: ListColumn<User>[] = [
    {
      title: 'Nome',
      dataIndex: 'fullname',
      main: true,
      render: (_value, user) => (
        <Flex align="center" gap="small" style={{ minWidth: 0 }}>
          <UserAvatar user={user} />
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{user.fullname}</span>
        </Flex>
      ),
    },
    { title: 'Usuário', dataIndex: 'username', ellipsis: true, width: 180 },
    {
      title: 'E-mail',
      dataIndex: 'email',
      ellipsis: true,
      width: 240,
      render: (email: string | null) => email ?? '-',
    },
    {
      title: 'CPF',
      dataIndex: 'cpf',
      width: 140,
      priority: 2,
      render: (cpf: string | null, user) =>
        user.conta_generica ? 'Conta genérica' : cpf ? formatCpfCnpj(cpf) : 'Não informado',
    },
    statusColumn(
      (user) => user.active,
      (user) => user.motivo,
    ),
    { title: 'Criado em', dataIndex: 'createdAt', width: 120, render: (value: string) => formatDate(value) },
    access.users.update &&
      actionsColumn<User>(2, (user) => {
        const self = user.id === currentUserId;
        const verb = user.active ? 'Inativar' : 'Ativar';
        const status = (
          <RowAction
            title={self ? 'Você não pode inativar o seu próprio usuário.' : verb}
            label={`${verb} usuário ${user.username}`}
            danger={user.active}
            disabled={self}
            icon={user.active ? <StopOutlined /> : <CheckCircleOutlined />}
          />
        );
        return (
          <>
            <UserFormDialog user={user} trigger={<EditAction what={`usuário ${user.username}`} />} />
            {self ? status : <UserStatusDialog user={user} trigger={status} />}
          </>
        );
      }),
  ];

  return (
    <ListPage<User>
      {...TEXTS}
      add={access.users.create && <UserFormDialog trigger={<AddButton />} />}
      list={list}
      columns={columns}
    />
  );
}
