import { FilePdfOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import type { ConciliacaoConta } from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  ExportButton,
  formatChoices,
  formatDateTime,
  formatMoney,
  LoadError,
} from '@gp/shared-ui';
import { PageTitle } from '@gp/shared-ui/list';
import { Alert, Card, Descriptions, Flex, Grid, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { PdfButton } from '../../components/pdf-button.js';
import { useRemote } from '../../session/remote-context.js';
import { conciliacaoPdfPath, exportarConciliacao, useConciliacao } from './api.js';
import { dataBr, situacao } from './conciliacao.js';

/** A difference: red unless zero; "—" when the balancete did not give that side. */
function Diferenca({ value }: { value: string | null }) {
  if (value === null) return <Typography.Text type="secondary">—</Typography.Text>;
  const zero = /^-?0\.00$/.test(value);
  return <Typography.Text type={zero ? undefined : 'danger'}>{formatMoney(value)}</Typography.Text>;
}

const money = (value: string) => formatMoney(value);

/**
 * /app/patrimonio/conciliacao/{id}: a conciliação as it was taken — each account with the register's
 * side (bens, bruto, depreciação, líquido) and accounting's (saldo, depreciação), the differences and
 * whether it agrees — with its PDF and CSV/XLSX.
 */
export function ConciliacaoPage() {
  const { id } = useParams();
  const { api } = useRemote();
  const conciliacao = useConciliacao(id);
  const compact = !Grid.useBreakpoint().md;
  const c = conciliacao.data;
  const comDepreciacao = c?.linhas.some((l) => l.depreciacao_contabil !== null) ?? false;

  const columns = useMemo<DataTableColumn<ConciliacaoConta>[]>(
    () => [
      {
        title: 'Conta contábil',
        dataIndex: 'conta_contabil',
        width: 150,
        fixed: 'left',
        render: (conta: string, l) => (
          <Flex gap={6} align="center" wrap>
            <span style={{ whiteSpace: 'nowrap' }}>{conta}</span>
            {l.conta_contabil === 'Total' ? null : l.confere ? (
              <Tag color="success">Confere</Tag>
            ) : (
              <Tag color="error">Diferença</Tag>
            )}
          </Flex>
        ),
      },
      {
        title: 'Bens',
        dataIndex: 'quantidade_bens',
        width: 80,
        align: 'right',
        render: (n: number) => n.toLocaleString('pt-BR'),
      },
      { title: 'Valor bruto', dataIndex: 'valor_bruto', width: 130, align: 'right', render: money },
      {
        title: 'Saldo contábil',
        dataIndex: 'saldo_contabil',
        width: 130,
        align: 'right',
        render: (v: string | null) => (v === null ? 'não consta' : money(v)),
      },
      {
        title: 'Diferença',
        dataIndex: 'diferenca',
        width: 130,
        align: 'right',
        render: (v: string) => <Diferenca value={v} />,
      },
      {
        title: 'Depreciação acumulada',
        dataIndex: 'depreciacao_acumulada',
        width: 130,
        align: 'right',
        render: money,
      },
      ...(comDepreciacao
        ? ([
            {
              title: 'Depreciação contábil',
              dataIndex: 'depreciacao_contabil',
              width: 130,
              align: 'right',
              render: (v: string | null) => (v === null ? '—' : money(v)),
            },
            {
              title: 'Diferença da depreciação',
              dataIndex: 'diferenca_depreciacao',
              width: 130,
              align: 'right',
              render: (v: string | null) => <Diferenca value={v} />,
            },
          ] satisfies DataTableColumn<ConciliacaoConta>[])
        : []),
      { title: 'Valor líquido', dataIndex: 'valor_liquido', width: 130, align: 'right', render: money },
    ],
    [comDepreciacao],
  );

  if (conciliacao.isError) {
    return (
      <PageContainer title={<PageTitle>Conciliação contábil</PageTitle>}>
        <LoadError message="Não foi possível carregar a conciliação." onRetry={() => conciliacao.refetch()} />
      </PageContainer>
    );
  }
  const s = c ? situacao(c) : null;
  return (
    <PageContainer
      title={
        <PageTitle>
          {c ? `Conciliação com o balancete de ${dataBr(c.data_balancete)}` : 'Conciliação contábil'}
        </PageTitle>
      }
      subTitle={c ? c.cliente.name : undefined}
      loading={conciliacao.isPending}
      extra={
        c
          ? [
              <PdfButton
                key="pdf"
                compact={compact}
                icon={<FilePdfOutlined />}
                path={conciliacaoPdfPath(c.id)}
              >
                PDF
              </PdfButton>,
              <ExportButton
                key="exportar"
                label="Exportar"
                compact={compact}
                choices={formatChoices((formato) => exportarConciliacao(api, c, formato))}
              />,
            ]
          : []
      }
    >
      {c && s ? (
        <Flex vertical gap="middle">
          <Alert
            type={c.total.confere ? 'success' : 'warning'}
            showIcon
            message={
              c.total.confere
                ? 'O cadastro confere com o balancete.'
                : `O cadastro não confere com o balancete: ${s.label}.`
            }
            description="Diferença = saldo contábil − valor bruto (valor líquido + depreciação acumulada). Uma conta que o balancete não traz conta como saldo zero."
          />
          <Card size="small">
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label="Balancete de">{dataBr(c.data_balancete)}</Descriptions.Item>
              {c.competencia ? (
                // The monthly conciliação: the register at the month's end, its net value the RMB's closing.
                <Descriptions.Item label="Posição do cadastro no fim de">
                  {`${String(c.competencia.mes).padStart(2, '0')}/${c.competencia.ano} (RMB do mês), tirada em ${formatDateTime(c.criada_em)}`}
                </Descriptions.Item>
              ) : (
                <Descriptions.Item label="Posição do cadastro em">
                  {formatDateTime(c.criada_em)}
                </Descriptions.Item>
              )}
              <Descriptions.Item label="Registrada por">{c.criada_por}</Descriptions.Item>
              {c.observacao ? <Descriptions.Item label="Observação">{c.observacao}</Descriptions.Item> : null}
            </Descriptions>
          </Card>
          <Card size="small" title="Contas">
            <DataTable
              label="Contas da conciliação"
              rowKey={(l) => l.conta_contabil}
              columns={columns}
              data={[...c.linhas, c.total]}
              loading={false}
              defaultPageSize={100}
              size="small"
              scroll={{ x: 'max-content' }}
            />
          </Card>
        </Flex>
      ) : null}
    </PageContainer>
  );
}
