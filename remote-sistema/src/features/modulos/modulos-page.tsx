import { ReloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import type { ModuleStatus } from '@gp/shared-contracts';
import { formatDateTime } from '@gp/shared-ui';
import { Alert, Button, Card, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useModulesReport } from './api.js';

export const PAGE_TITLE = 'Módulos';
export const PAGE_SUBTITLE =
  'Os módulos (remotos) desta instalação, como o manifesto os declara agora, e se respondem neste momento';

/** Whether the area can be opened right now, as one tag. */
function Health({ module }: { module: ModuleStatus }) {
  if (!module.enabled) return <Tag>Desligado</Tag>;
  if (!module.accepted) return <Tag color="red">Recusado</Tag>;
  if (module.healthy === false) return <Tag color="red">Não responde</Tag>;
  return <Tag color="green">{module.loaded ? 'Carregado' : 'Responde'}</Tag>;
}

const columns: TableColumnsType<ModuleStatus> = [
  { title: 'Nome', dataIndex: 'name', key: 'name' },
  { title: 'Versão', dataIndex: 'version', key: 'version', render: (value: string | null) => value ?? '—' },
  {
    title: 'Versão do contrato',
    dataIndex: 'contractVersion',
    key: 'contractVersion',
    render: (value: string | null) => value ?? '—',
  },
  {
    title: 'Endereço',
    dataIndex: 'entry',
    key: 'entry',
    render: (value: string | null) =>
      value ? <Typography.Text copyable={{ text: value }}>{value}</Typography.Text> : '—',
  },
  {
    title: 'Ativo',
    dataIndex: 'enabled',
    key: 'enabled',
    render: (value: boolean) => (value ? 'Sim' : 'Não'),
  },
  { title: 'Situação', key: 'health', render: (_: unknown, module) => <Health module={module} /> },
  {
    title: 'Motivo',
    dataIndex: 'reason',
    key: 'reason',
    render: (value: string | null) => value ?? '—',
  },
];

/**
 * /app/sistema/modulos (support): what ops changed in the manifest, seen from the application. It only
 * reads; swapping, rolling back or switching a remote off is done on the manifest (docs/operations.md).
 */
export function ModulosPage() {
  const report = useModulesReport();
  const data = report.data;
  return (
    <PageContainer title={PAGE_TITLE} subTitle={PAGE_SUBTITLE}>
      <Card
        title={
          data?.status === 'ok' ? (
            <span data-testid="manifest-read-at">Manifesto lido em {formatDateTime(data.readAt)}</span>
          ) : (
            'Manifesto'
          )
        }
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => report.refetch()} loading={report.isFetching}>
            Verificar novamente
          </Button>
        }
      >
        {data && data.status !== 'ok' ? (
          <Alert type={data.status === 'forbidden' ? 'warning' : 'error'} showIcon message={data.message} />
        ) : (
          <section aria-label={PAGE_TITLE} aria-busy={report.isFetching}>
            <Table<ModuleStatus>
              rowKey={(row) => `${row.name}:${row.entry ?? ''}`}
              columns={columns}
              dataSource={data?.status === 'ok' ? data.modules : []}
              loading={report.isPending}
              pagination={false}
              locale={{ emptyText: 'O manifesto não declara nenhum módulo.' }}
            />
            {data?.status === 'ok' ? (
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                Manifesto: {data.manifestUrl}
              </Typography.Paragraph>
            ) : null}
          </section>
        )}
      </Card>
    </PageContainer>
  );
}
