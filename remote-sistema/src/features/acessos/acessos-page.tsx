import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { LocationAdmin, LocationToggle } from '@gp/shared-contracts';
import { type DataTableColumn, reportFailure, Tooltip, useToast } from '@gp/shared-ui';
import type { ListPageTexts } from '@gp/shared-ui/list';
import { actionsColumn, ListPage, RowAction, useListQuery } from '@gp/shared-ui/list';
import { Flex, Select, Switch, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useList, useRemote } from '../../session/remote-context.js';
import { listedCompany, readAccessCompany, useAccessCompany } from './access-company.js';
import { ACCESS_TOGGLES, toggleSuccessText } from './access-toggles.js';
import { ACCESS, listAccesses, useRolesOfClient, useSetAccessRole, useToggleAccess } from './api.js';
import { CompanyPicker, type Office } from './company-picker.js';
import { CreateAccessDialog } from './create-access-dialog.js';
import { VerifyActivityDialog } from './verify-activity-dialog.js';

export const CHOOSE_COMPANY_TEXT = 'Selecione um cliente para consultar os seus acessos.';
export const OWN_ACCESS_TEXT = 'Você não pode alterar os seus próprios acessos.';

/** Keeps which row controls are saving, so each shows its own spinner. */
function usePendingKeys() {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const track = async (key: string, work: () => Promise<void>) => {
    setPending((keys) => new Set(keys).add(key));
    try {
      await work();
    } finally {
      setPending((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    }
  };
  return [pending, track] as const;
}

/** What the page says: title, search box, load failure (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Acessos',
  subTitle: 'Consulte abaixo os acessos (usuário × empresa) e suas permissões',
  search: { label: 'Buscar acessos', placeholder: 'Buscar pelo usuário' },
  loadError: 'Não foi possível carregar os acessos.',
} satisfies ListPageTexts;

/**
 * /app/sistema/acessos: the locations (user × company) of a company, their access profile and five
 * switches (docs/product.md, "Permissões").
 */
export function AcessosPage() {
  const toast = useToast();
  const { access: can, session } = useRemote();
  const { params } = useListQuery();
  const listed = listedCompany(readAccessCompany(params));
  // No company chosen yet: nothing to ask the API, the table says to choose one.
  const list = useList<LocationAdmin>({
    resource: ACCESS,
    part: listed ?? '',
    request: async (api, query) => (listed ? listAccesses(api, listed, query) : { data: [], total: 0 }),
    exportar: listed ? { path: `locais/empresa/${encodeURIComponent(listed)}`, name: 'acessos' } : undefined,
  });
  const [company, setCompany] = useAccessCompany(list);
  const office: Office | null =
    session.local?.permissions.isSuporte && session.local
      ? { id: session.local.companyId, name: session.local.companyName }
      : null;
  const onOffice = Boolean(office && company.clientId === office.id);
  const roles = useRolesOfClient(company.clientId, !onOffice);
  const toggle = useToggleAccess();
  const setRole = useSetAccessRole();
  const [pending, track] = usePendingKeys();
  const currentUserId = session.user?.id ?? null;
  const canUpdate = can.access.update;

  const switchFlag = (row: LocationAdmin, which: LocationToggle, value: boolean) =>
    track(`${row.id}:${which}`, async () => {
      try {
        await toggle.mutateAsync({ toggle: which, id: row.id, value });
        toast.success(toggleSuccessText(which, value, row.user.fullname));
      } catch (error) {
        reportFailure(toast, error);
      }
    });

  const changeRole = (row: LocationAdmin, roleId: string | null) =>
    track(`${row.id}:role`, async () => {
      try {
        await setRole.mutateAsync({ id: row.id, roleId });
        toast.success('Perfil de acesso atualizado com sucesso!');
      } catch (error) {
        reportFailure(toast, error);
      }
    });

  const roleOptions = useMemo(
    () => (roles.data ?? []).map((r) => ({ value: r.id, label: r.name })),
    [roles.data],
  );

  const columns: DataTableColumn<LocationAdmin>[] = [
    {
      title: 'Usuário',
      key: 'user',
      ellipsis: true,
      width: 220,
      render: (_v, row) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {row.user.fullname} {row.user.active ? null : <Tag color="error">Usuário inativo</Tag>}
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
            {row.user.username}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Perfil de acesso',
      key: 'role',
      width: 200,
      render: (_v, row) => {
        if (row.permissions.isSuporte) return <Tag color="blue">Suporte</Tag>;
        const own = row.userId === currentUserId;
        if (!canUpdate || own) return row.role?.name ?? '-';
        return (
          <Select
            aria-label={`Perfil de acesso de ${row.user.username}`}
            size="small"
            style={{ width: '100%', minWidth: 140 }}
            options={roleOptions}
            loading={roles.isFetching || pending.has(`${row.id}:role`)}
            disabled={pending.has(`${row.id}:role`)}
            value={row.role?.id}
            placeholder="Sem perfil"
            notFoundContent={roles.isFetching ? 'Carregando...' : 'Nenhum item encontrado...'}
            onChange={(roleId: string) => changeRole(row, roleId)}
          />
        );
      },
    },
    ...ACCESS_TOGGLES.map(
      ({ toggle: which, title, value }): DataTableColumn<LocationAdmin> => ({
        title,
        key: which,
        align: 'center',
        width: Math.max(80, title.length * 9 + 24),
        render: (_v, row) => {
          const own = row.userId === currentUserId;
          const control = (
            <Switch
              size="small"
              aria-label={`${title} de ${row.user.username}`}
              checked={value(row)}
              loading={pending.has(`${row.id}:${which}`)}
              disabled={!canUpdate || own}
              onChange={(checked) => switchFlag(row, which, checked)}
            />
          );
          return own ? <Tooltip title={OWN_ACCESS_TEXT}>{control}</Tooltip> : control;
        },
      }),
    ),
    actionsColumn<LocationAdmin>(1, (row) => (
      <VerifyActivityDialog
        access={row}
        trigger={
          <RowAction
            title="Verificar situação"
            label={`Verificar situação do acesso de ${row.user.username}`}
            icon={<SafetyCertificateOutlined />}
          />
        }
      />
    )),
  ];

  return (
    <ListPage<LocationAdmin>
      {...TEXTS}
      add={
        can.access.create && <CreateAccessDialog company={company} office={office} onCreated={setCompany} />
      }
      list={list}
      columns={columns}
      filters={<CompanyPicker value={company} onChange={setCompany} office={office} />}
      emptyText={listed ? undefined : CHOOSE_COMPANY_TEXT}
    />
  );
}
