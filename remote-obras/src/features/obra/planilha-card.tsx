import { formatQuantidade, type Item } from '@gp/shared-contracts';
import { formatMoney, LoadError } from '@gp/shared-ui';
import { App, Button, Card, Skeleton, Table, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useImportarPlanilha, useObraPlanilha } from './api.js';

const COLUMNS: ColumnsType<Item> = [
  { title: 'Código', dataIndex: 'codigo', width: 110 },
  { title: 'Descrição', dataIndex: 'descricao' },
  { title: 'Un.', dataIndex: 'unidade', width: 56 },
  { title: 'Quantidade', dataIndex: 'quantidade', align: 'right', render: formatQuantidade },
  { title: 'Preço com BDI', dataIndex: 'preco_com_bdi', align: 'right', render: formatMoney },
  { title: 'Total', dataIndex: 'total', align: 'right', render: formatMoney },
  { title: 'Medido', dataIndex: 'quantidade_medida', align: 'right', render: formatQuantidade },
  {
    title: 'Saldo',
    dataIndex: 'saldo_quantidade',
    align: 'right',
    render: (v: string, i) => (i.global ? '-' : formatQuantidade(v)),
  },
];

/**
 * The work's budget sheet (docs/domain.md, "Planilha, medição por item e cronograma"): its items with the
 * price with BDI, the total, what was measured and the balance, all computed by the API; imported from a
 * CSV or XLSX (a bad line refuses the whole file, the lines in the message).
 */
export function PlanilhaCard({ obraId }: { obraId: string }) {
  const { message } = App.useApp();
  const query = useObraPlanilha(obraId);
  const importar = useImportarPlanilha();
  const planilha = query.data;
  return (
    <Card
      title="Planilha orçamentária"
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        <Upload
          accept=".csv,.xlsx"
          showUploadList={false}
          customRequest={({ file }) => {
            importar.mutate(
              { obraId, file: file as File },
              {
                onSuccess: (p) =>
                  void message.success(
                    `Planilha importada: ${p.itens.length.toLocaleString('pt-BR')} itens.`,
                  ),
              },
            );
          }}
        >
          <Button loading={importar.isPending}>Importar planilha (CSV ou XLSX)</Button>
        </Upload>
      }
    >
      {query.isError ? (
        <LoadError
          message="Não foi possível carregar a planilha da obra."
          onRetry={() => void query.refetch()}
        />
      ) : planilha ? (
        <>
          <Typography.Paragraph>
            BDI da planilha: {planilha.bdi.replace('.', ',')}% ·{' '}
            {planilha.itens.length.toLocaleString('pt-BR')} {planilha.itens.length === 1 ? 'item' : 'itens'} ·
            total <strong>{formatMoney(planilha.total)}</strong> · medido{' '}
            <strong>{formatMoney(planilha.valor_medido)}</strong>
          </Typography.Paragraph>
          <Table<Item>
            rowKey="id"
            size="small"
            columns={COLUMNS}
            dataSource={planilha.itens}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            locale={{
              emptyText:
                'Sem planilha: importe um CSV ou XLSX com Código, Descrição, Unidade, Quantidade, Preço unitário e BDI (%).',
            }}
            scroll={{ x: 900 }}
          />
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      )}
    </Card>
  );
}
