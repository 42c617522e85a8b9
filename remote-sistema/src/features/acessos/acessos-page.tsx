import { PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import type { LocationAdmin, LocationToggle } from '@gp/shared-contracts';
import { DataTable, type DataTableColumn, ListSearch, LoadError, Tooltip, useToast } from '@gp/shared-ui';
import { Button, Card, Flex, Select, Switch, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { reportFailure } from '../../components/failure.js';
import { useListParams } from '../../components/list-params.js';
import { useRemote } from '../../session/remote-context.js';
import { listedCompany, useAccessCompany } from './access-company.js';
import { useAccessList, useRolesOfClient, useSetAccessRole, useToggleAccess } from './access-queries.js';
import { ACCESS_TOGGLES, toggleSuccessText } from './access-toggles.js';
import { CompanyPicker, type Office } from './company-picker.js';
import { CreateAccessDialog } from './create-access-dialog.js';
import { VerifyActivityDialog } from './verify-activity-dialog.js';

export const PAGE_TITLE = 'Acessos';
export const PAGE_SUBTITLE = 'Consulte abaixo os acessos (usuário × empresa) e suas permissões';
export const CHOOSE_COMPANY_TEXT = 'Selecione um cliente para consultar os seus acessos.';
export const OWN_ACCESS_TEXT = 'Você não pode alterar os seus próprios acessos.';

/** /app/sistema/acessos (spec §2/§6): the locations of a company, their access profile and five switches. */
export function AcessosPage() {
  const toast = useToast();
  const { access: can, session } = useRemote();
  const [params, setParams] = useListParams();
  const [company, setCompany] = useAccessCompany();
  const companyId = listedCompany(company);
  const list = useAccessList(companyId, params);
  const office: Office | null =
    session.local?.permissions.isSuporte && session.local
      ? { id: session.local.companyId, name: session.local.companyName }
      : null;
  const onOffice = Boolean(office && company.clientId === office.id);
  const roles = useRolesOfClient(company.clientId, !onOffice);
  const toggle = useToggleAccess();
  const setRole = useSetAccessRole();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [creating, setCreating] = useState<{ open: boolean; seq: number }>({ open: false, seq: 0 });
  const [verifying, setVerifying] = useState<LocationAdmin | null>(null);
  const currentUserId = session.user?.id ?? null;
  const canUpdate = can.access.update;

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

  // biome-ignore lint/correctness/useExhaustiveDependencies: the handlers only read the current row and the mutations
  const columns = useMemo((): DataTableColumn<LocationAdmin>[] => {
    const userColumn: DataTableColumn<LocationAdmin> = {
      title: 'Usuário',
      key: 'user',
      render: (_v, row) => (
        <Flex vertical>
          <span>
            {row.user.fullname} {row.user.active ? null : <Tag color="error">Usuário inativo</Tag>}
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.user.username}
          </Typography.Text>
        </Flex>
      ),
    };
    const roleColumn: DataTableColumn<LocationAdmin> = {
      title: 'Perfil de acesso',
      key: 'role',
      width: 240,
      render: (_v, row) => {
        if (row.permissions.isSuporte) return <Tag color="blue">Suporte</Tag>;
        const own = row.userId === currentUserId;
        if (!canUpdate || own) return row.role?.name ?? '-';
        return (
          <Select
            aria-label={`Perfil de acesso de ${row.user.username}`}
            size="small"
            style={{ width: '100%' }}
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
    };
    const switches = ACCESS_TOGGLES.map(
      ({ toggle: which, title, value }): DataTableColumn<LocationAdmin> => ({
        title,
        key: which,
        align: 'center',
        width: 120,
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
    );
    const actions: DataTableColumn<LocationAdmin> = {
      title: 'Ações',
      key: 'actions',
      align: 'right',
      width: 80,
      render: (_v, row) => (
        <Tooltip title="Verificar situação">
          <Button
            type="text"
            icon={<SafetyCertificateOutlined />}
            aria-label={`Verificar situação do acesso de ${row.user.username}`}
            onClick={() => setVerifying(row)}
          />
        </Tooltip>
      ),
    };
    return [userColumn, roleColumn, ...switches, actions];
  }, [canUpdate, currentUserId, pending, roleOptions, roles.isFetching]);

  return (
    <PageContainer
      title={PAGE_TITLE}
      subTitle={PAGE_SUBTITLE}
      extra={
        can.access.create
          ? [
              <Button
                key="add"
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setCreating((c) => ({ open: true, seq: c.seq + 1 }))}
              >
                Adicionar
              </Button>,
            ]
          : []
      }
    >
      <Flex vertical gap="middle">
        {list.isError ? (
          <LoadError message="Não foi possível carregar os acessos." onRetry={() => list.refetch()} />
        ) : null}
        <Card styles={{ body: { paddingBlockEnd: 0 } }}>
          <Flex vertical gap="middle">
            <Flex gap="middle" wrap align="center">
              <CompanyPicker value={company} onChange={setCompany} office={office} />
              <ListSearch
                label="Buscar acessos"
                placeholder="Buscar pelo usuário"
                value={params.search}
                onSearch={(search) => setParams({ search })}
              />
            </Flex>
            <DataTable<LocationAdmin>
              mode="server"
              label={PAGE_TITLE}
              columns={columns}
              rowKey="id"
              data={companyId ? list.data?.data : []}
              total={companyId ? list.data?.total : 0}
              page={params.page}
              pageSize={params.limit}
              loading={Boolean(companyId) && list.isPending}
              emptyText={companyId ? undefined : CHOOSE_COMPANY_TEXT}
              onQueryChange={({ page, pageSize }) => setParams({ page, limit: pageSize })}
              scroll={{ x: 1100 }}
            />
          </Flex>
        </Card>
      </Flex>
      <CreateAccessDialog
        key={creating.seq}
        open={creating.open}
        company={company}
        office={office}
        onClose={() => setCreating((c) => ({ ...c, open: false }))}
        onCreated={(_created, where) => {
          setCreating((c) => ({ ...c, open: false }));
          setCompany(where);
        }}
      />
      <VerifyActivityDialog access={verifying} onClose={() => setVerifying(null)} />
    </PageContainer>
  );
}
