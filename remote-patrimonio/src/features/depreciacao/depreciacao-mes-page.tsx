import {
  DEPRECIACAO_ANO_MAX,
  DEPRECIACAO_ANO_MIN,
  DEPRECIACAO_ITEM_SORTS,
  type DepreciacaoConta,
  type DepreciacaoItem,
  type MesAno,
  MOTIVO_SEM_QUOTA_LABELS,
} from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  ExportButton,
  formatChoices,
  formatMoney,
  LoadError,
  NotFoundResult,
} from '@gp/shared-ui';
import type { ListColumn, ListPageTexts } from '@gp/shared-ui/list';
import { ListPage } from '@gp/shared-ui/list';
import { Card, Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useList, useRemote } from '../../session/remote-context.js';
import { exportar, exportarPosicao, itensRequest, useContas } from './api.js';
import { mesNome } from './depreciacao-mes.js';

const percent = (value: string) => `${value.replace('.', ',')}%`;

/** The month of the address, when it is one the API takes. */
function useMesDaRota(): MesAno | null {
  const params = useParams();
  const mes = Number(params.mes);
  const ano = Number(params.ano);
  if (!Number.isInteger(mes) || mes < 1 || mes > 12) return null;
  if (!Number.isInteger(ano) || ano < DEPRECIACAO_ANO_MIN || ano > DEPRECIACAO_ANO_MAX) return null;
  return { mes, ano };
}

/** 'Exportar' of the month's items or account totals, in either format. */
function MesExportButton({
  mes,
  what,
  clienteId,
}: {
  mes: MesAno;
  what: 'itens' | 'contas';
  clienteId: string | null;
}) {
  const { api } = useRemote();
  return (
    <ExportButton
      label={what === 'itens' ? 'Exportar itens' : 'Exportar contas'}
      choices={formatChoices((formato) => exportar(api, mes, what, formato, clienteId))}
    />
  );
}

/** The position at the end of the month an auditor asks for: book value per asset or per account. */
function PosicaoExportButton({ mes, clienteId }: { mes: MesAno; clienteId: string | null }) {
  const { api } = useRemote();
  return (
    <ExportButton
      label="Exportar posição"
      choices={[
        ...formatChoices((formato) => exportarPosicao(api, mes, 'bens', formato, clienteId), 'Por bem'),
        ...formatChoices((formato) => exportarPosicao(api, mes, 'contas', formato, clienteId), 'Por conta'),
      ]}
    />
  );
}

/** Totals per PCASP account: what the accountant enters in the ledger for the month. */
function ContasCard({ mes, clienteId }: { mes: MesAno; clienteId: string | null }) {
  const contas = useContas(mes, clienteId, true);
  const columns: DataTableColumn<DepreciacaoConta>[] = [
    { title: 'Conta contábil (PCASP)', dataIndex: 'conta_contabil', width: 200 },
    { title: 'Bens', dataIndex: 'quantidade_bens', width: 90, align: 'right' },
    {
      title: 'Valor anterior',
      dataIndex: 'valor_anterior',
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
    {
      title: 'Depreciação do mês',
      dataIndex: 'quota',
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
    { title: 'Valor atual', dataIndex: 'valor_atual', align: 'right', render: (v: string) => formatMoney(v) },
    {
      title: 'Depreciação acumulada',
      dataIndex: 'depreciacao_acumulada',
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
  ];
  const total = contas.data?.total;
  return (
    <Card
      size="small"
      title="Totais por conta contábil"
      extra={<MesExportButton mes={mes} what="contas" clienteId={clienteId} />}
    >
      {contas.isError ? (
        <LoadError
          message="Não foi possível carregar os totais por conta."
          onRetry={() => contas.refetch()}
        />
      ) : (
        <>
          <DataTable
            label="Totais por conta contábil"
            rowKey="conta_contabil"
            columns={columns}
            data={contas.data?.data}
            loading={contas.isPending}
            size="small"
          />
          {total ? (
            <Typography.Paragraph strong style={{ marginTop: 8, marginBottom: 0 }}>
              Total do mês: {total.quantidade_bens} bens, depreciação {formatMoney(total.quota)}, valor atual{' '}
              {formatMoney(total.valor_atual)}.
            </Typography.Paragraph>
          ) : null}
        </>
      )}
    </Card>
  );
}

/** What the page says: title, search box, load failure (docs/frontend.md, "Listas"). */
const texts = (mes: MesAno): ListPageTexts => ({
  title: `Depreciação de ${mesNome(mes)}`,
  subTitle: 'Quota do mês de cada bem, e os totais por conta contábil',
  search: { label: 'Buscar bens da depreciação', placeholder: 'Buscar por código ou descrição' },
  loadError: 'Não foi possível carregar os itens da depreciação.',
});

function ItensDoMes({ mes }: { mes: MesAno }) {
  const { paths } = useRemote();
  const navigate = useNavigate();
  const list = useList({
    resource: 'depreciacao',
    part: `${mes.ano}-${mes.mes}`,
    request: itensRequest(mes),
    filters: [{ param: 'clientId', as: 'cliente_id' }, 'conta_contabil'],
    sorts: DEPRECIACAO_ITEM_SORTS,
  });
  const clienteId = list.clientId ?? null;

  const columns = useMemo<ListColumn<DepreciacaoItem>[]>(
    () => [
      { title: 'Código', key: 'codigo', dataIndex: 'CodigoBEM', width: 100, sorter: true },
      {
        title: 'Descrição',
        dataIndex: 'descricao',
        ellipsis: true,
        render: (descricao: string, i) => <Link to={paths.bemEditar(i.bem_id)}>{descricao}</Link>,
      },
      {
        title: 'Categoria',
        key: 'categoria',
        width: 170,
        ellipsis: true,
        render: (_v, i) => i.categoria.nome,
      },
      {
        title: 'Valor anterior',
        dataIndex: 'valor_anterior',
        width: 130,
        align: 'right',
        render: (v: string) => formatMoney(v),
      },
      {
        title: 'Quota',
        dataIndex: 'quota',
        width: 150,
        align: 'right',
        render: (v: string, i) =>
          i.motivo ? <Tag>{MOTIVO_SEM_QUOTA_LABELS[i.motivo]}</Tag> : formatMoney(v),
      },
      {
        title: 'Valor atual',
        dataIndex: 'valor_atual',
        width: 130,
        align: 'right',
        render: (v: string) => formatMoney(v),
      },
      {
        title: 'Acumulada',
        dataIndex: 'depreciacao_acumulada',
        width: 130,
        align: 'right',
        render: (v: string, i) =>
          i.implantacao ? (
            <span
              title={`Inclui ${formatMoney(i.implantacao.valor)} de implantação (${
                i.implantacao.origem === 'informado'
                  ? 'saldo informado no cadastro'
                  : 'calculado pelo sistema'
              })`}
            >
              {formatMoney(v)}*
            </span>
          ) : (
            formatMoney(v)
          ),
      },
      { title: '%', dataIndex: 'percentual', width: 80, align: 'right', render: percent },
    ],
    [paths],
  );

  return (
    <ListPage<DepreciacaoItem>
      {...texts(mes)}
      onBack={() =>
        navigate(`${paths.depreciacao()}?ano=${mes.ano}${clienteId ? `&clientId=${clienteId}` : ''}`)
      }
      rowKey="bem_id"
      extra={[
        <MesExportButton key="itens" mes={mes} what="itens" clienteId={clienteId} />,
        <PosicaoExportButton key="posicao" mes={mes} clienteId={clienteId} />,
      ]}
      header={<ContasCard mes={mes} clienteId={clienteId} />}
      note={
        <Flex vertical gap={4}>
          {list.query.data?.total_exato === false ? (
            <Typography.Text type="secondary">
              Total estimado: mais de {list.query.data.total.toLocaleString('pt-BR')} bens atendem à busca;
              refine a busca para ver todos.
            </Typography.Text>
          ) : null}
          <Typography.Text type="secondary">
            * inclui a depreciação acumulada antes da implantação (informada no cadastro do bem ou calculada
            pelo sistema na primeira execução).
          </Typography.Text>
        </Flex>
      }
      list={list}
      columns={columns}
      size="small"
    />
  );
}

/** /app/patrimonio/depreciacao/{ano}/{mes}: a processed month, per asset and per account, with exports. */
export function DepreciacaoMesPage() {
  const mes = useMesDaRota();
  if (!mes) return <NotFoundResult />;
  return <ItensDoMes key={`${mes.ano}-${mes.mes}`} mes={mes} />;
}
