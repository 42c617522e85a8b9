import { ReloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import type { HealthDetailsResponse, ModuleStatus } from '@gp/shared-contracts';
import { formatDateTime } from '@gp/shared-ui';
import { Alert, Button, Card, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useDatabaseHealth } from './health-query.js';
import { useModulesReport } from './modules-query.js';

export const PAGE_TITLE = 'Módulos';
export const PAGE_SUBTITLE =
  'Os módulos (remotos) desta instalação, como o manifesto os declara agora, e se respondem neste momento; o banco de dados da API e a sua réplica de leitura';

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

export const DATABASE_TITLE = 'Banco de dados';

/** The read replica's state as one tag (its sentence comes from the API). */
function ReplicaTag({ replica }: { replica: HealthDetailsResponse['replica'] }) {
  if (!replica.configured) return <Tag>Não configurada</Tag>;
  if (replica.status === 'down') return <Tag color="red">Não responde</Tag>;
  if (!replica.inRecovery) return <Tag color="orange">Não é réplica</Tag>;
  return replica.caughtUp ? <Tag color="green">Em dia</Tag> : <Tag color="orange">Atrasada</Tag>;
}

const ms = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} ms`;

/** The API's database and its read replica (GET /health/details), asked again on each visit. */
function DatabaseCard() {
  const health = useDatabaseHealth();
  const d = health.data;
  return (
    <Card
      title={DATABASE_TITLE}
      style={{ marginTop: 16 }}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => health.refetch()} loading={health.isFetching}>
          Verificar o banco novamente
        </Button>
      }
    >
      {health.isError ? (
        <Alert type="error" showIcon message="Não foi possível ler o estado do banco de dados da API." />
      ) : (
        <section aria-label={DATABASE_TITLE} aria-busy={health.isFetching}>
          {d ? (
            <>
              <Typography.Paragraph>
                <strong>Principal: </strong>
                {d.database.status === 'up' ? (
                  <Tag color="green">Responde</Tag>
                ) : (
                  <Tag color="red">Não responde</Tag>
                )}
                {d.database.driver === 'postgres' ? 'PostgreSQL' : 'PGlite (embutido)'}
                {d.database.latencyMs === null ? '' : `, ${ms(d.database.latencyMs)}`}; última migração{' '}
                {d.database.migration ?? '—'}
              </Typography.Paragraph>
              <Typography.Paragraph data-testid="replica-state">
                <strong>Réplica de leitura: </strong>
                <ReplicaTag replica={d.replica} />
                {d.replica.message}
              </Typography.Paragraph>
              {d.replica.checkedAt ? (
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  Réplica verificada em {formatDateTime(d.replica.checkedAt)}
                  {d.replica.latencyMs === null ? '' : ` (${ms(d.replica.latencyMs)})`}
                </Typography.Paragraph>
              ) : null}
            </>
          ) : null}
        </section>
      )}
    </Card>
  );
}

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
      <DatabaseCard />
    </PageContainer>
  );
}
