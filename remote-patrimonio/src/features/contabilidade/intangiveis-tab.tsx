import type { IntangivelIndefinido } from '@gp/shared-contracts';
import { DataTable, type DataTableColumn, ExportButton, formatMoney, LoadError } from '@gp/shared-ui';
import { Alert, Card, Flex, Tag, Typography } from 'antd';
import { useRemote } from '../../session/remote-context.js';
import { exportarIntangiveis, useIntangiveis } from './api.js';

const dataBr = (iso: string) => iso.split('-').reverse().join('/');

const COLUMNS: DataTableColumn<IntangivelIndefinido>[] = [
  { title: 'Código', dataIndex: 'codigo_bem', width: 90 },
  { title: 'Descrição', dataIndex: 'descricao' },
  { title: 'Categoria', dataIndex: 'categoria', width: 180 },
  { title: 'Conta contábil', dataIndex: 'conta_contabil', width: 150 },
  {
    title: 'Valor contábil',
    dataIndex: 'valor_atual',
    width: 150,
    align: 'right',
    render: (v: string) => formatMoney(v),
  },
  {
    title: 'Última redução ao valor recuperável',
    dataIndex: 'ultima_reducao',
    width: 170,
    render: (d: string | null) => (d ? dataBr(d) : 'Nenhuma'),
  },
  {
    title: 'Teste anual',
    dataIndex: 'teste_pendente',
    width: 170,
    render: (pendente: boolean) =>
      pendente ? (
        <Tag color="warning">Teste anual pendente</Tag>
      ) : (
        <Tag color="success">Testado no exercício</Tag>
      ),
  },
];

/**
 * The intangíveis of indefinite useful life (NBC TSP 08; decision 071): never amortized, each tested for
 * impairment every year. Each one's book value and its latest redução ao valor recuperável; those with none
 * in the current exercise are marked "Teste anual pendente". Saved as XLSX.
 */
export function IntangiveisTab({ clienteId }: { clienteId: string | null }) {
  const { api } = useRemote();
  const query = useIntangiveis(clienteId, true);
  const data = query.data;
  return (
    <Card size="small" title="Intangíveis de vida útil indefinida">
      {query.isError ? (
        <LoadError message="Não foi possível carregar os intangíveis." onRetry={() => query.refetch()} />
      ) : (
        <Flex vertical gap="small">
          {data && data.data.length > 0 ? (
            // In the body, not the card's header: on a phone the title keeps the header's whole width.
            <Flex justify="flex-end">
              <ExportButton
                label="Exportar (XLSX)"
                choices={[
                  {
                    key: 'xlsx',
                    label: 'XLSX',
                    run: () => exportarIntangiveis(api, clienteId, data.exercicio),
                  },
                ]}
              />
            </Flex>
          ) : null}
          <Typography.Text type="secondary">
            Não são amortizados; o teste de redução ao valor recuperável é anual (NBC TSP 08). A data é a da
            última movimentação de redução ao valor recuperável do bem que não foi estornada.
          </Typography.Text>
          {data && data.pendentes > 0 ? (
            <Alert
              type="warning"
              showIcon
              message={`${data.pendentes.toLocaleString('pt-BR')} ${data.pendentes === 1 ? 'intangível sem teste' : 'intangíveis sem teste'} de redução ao valor recuperável em ${data.exercicio}.`}
            />
          ) : null}
          {data && data.data.length > 0 ? (
            <Typography.Text>
              {data.data.length.toLocaleString('pt-BR')}{' '}
              {data.data.length === 1 ? 'intangível' : 'intangíveis'}, valor contábil de{' '}
              {formatMoney(data.valor_total)}.
            </Typography.Text>
          ) : null}
          <DataTable<IntangivelIndefinido>
            label="Intangíveis de vida útil indefinida"
            columns={COLUMNS}
            data={data?.data}
            loading={query.isPending}
            emptyText="Nenhum intangível de vida útil indefinida: marque-o no cadastro do bem."
            size="small"
          />
        </Flex>
      )}
    </Card>
  );
}
