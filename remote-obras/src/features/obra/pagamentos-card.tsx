import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  formatReais,
  type MedicaoAPagar,
  moneyToCents,
  PAGAMENTO_DOCUMENTO_MAX,
  PAGAMENTO_OBSERVACAO_MAX,
  type Pagamento,
  PagamentoBodySchema,
} from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  DialogForm,
  datePickerDefaults,
  Field,
  FormIssues,
  formatDate,
  formatMoney,
  LoadError,
  MoneyInput,
  reportFailure,
  useToast,
} from '@gp/shared-ui';
import { actionsColumn, EditAction, RowAction } from '@gp/shared-ui/list';
import { Button, Card, DatePicker, Flex, Input, Popconfirm, Row, Select, Skeleton, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactElement } from 'react';
import { formToBody, fromApiDate } from '../../components/register-api.js';
import { useExcluirPagamento, useObraPagamentos, useSavePagamento } from './api.js';

type PagamentoValues = {
  medicao_id?: string;
  data?: Dayjs | null;
  valor?: string;
  documento?: string;
  observacao?: string | null;
};

/** "Medição nº 3 — a pagar R$ 1.200,00". */
const medicaoLabel = (m: MedicaoAPagar) => `Medição nº ${m.numero} — a pagar ${formatReais(m.a_pagar)}`;

/** The dialog that registers or changes a payment of one of the work's medições. */
function PagamentoDialog({
  obraId,
  pagamento,
  medicoes,
  trigger,
}: {
  obraId: string;
  pagamento: Pagamento | null;
  medicoes: MedicaoAPagar[];
  trigger: ReactElement<{ onClick?: () => void }>;
}) {
  const toast = useToast();
  const save = useSavePagamento();
  // A new payment chooses among the medições with a balance; an edit keeps its own medição offered.
  const options = medicoes
    .filter((m) => moneyToCents(m.a_pagar) > 0n || m.id === pagamento?.medicao.id)
    .map((m) => ({ value: m.id, label: medicaoLabel(m) }));
  return (
    <DialogForm<PagamentoValues>
      title={pagamento ? `Editar pagamento ${pagamento.documento}` : 'Registrar pagamento'}
      trigger={trigger}
      initialValues={
        pagamento
          ? {
              medicao_id: pagamento.medicao.id,
              data: fromApiDate(pagamento.data),
              valor: pagamento.valor,
              documento: pagamento.documento,
              observacao: pagamento.observacao,
            }
          : { medicao_id: options.length === 1 ? options[0]?.value : undefined, data: dayjs().startOf('day') }
      }
      onFinish={async (values) => {
        const result = formToBody(PagamentoBodySchema, { ...values }, ['data']);
        if ('issues' in result) throw new FormIssues(result.issues);
        await save.mutateAsync({ obraId, id: pagamento?.id ?? null, body: result.body });
        toast.success(pagamento ? 'Pagamento atualizado com sucesso!' : 'Pagamento registrado com sucesso!');
      }}
    >
      <Row gutter={16}>
        <Field name="medicao_id" text="Medição paga" required="Escolha a medição paga.">
          <Select options={options} placeholder="Escolha a medição" />
        </Field>
        <Field name="data" text="Data do pagamento" span={12} required="Informe a data do pagamento.">
          <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />
        </Field>
        <Field name="valor" text="Valor pago" span={12} required="Informe o valor pago.">
          <MoneyInput />
        </Field>
        <Field
          name="documento"
          text="Documento (ordem bancária, nota de empenho)"
          required="Informe o documento do pagamento."
        >
          <Input maxLength={PAGAMENTO_DOCUMENTO_MAX} autoComplete="off" />
        </Field>
        <Field name="observacao" text="Observação">
          <Input.TextArea maxLength={PAGAMENTO_OBSERVACAO_MAX} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Field>
      </Row>
    </DialogForm>
  );
}

/**
 * The work's payments (docs/domain.md, "Pagamentos da obra"), beside its medições: each active medição
 * with what was paid of it and what is left to pay, the payments with their document, and the total paid.
 * 'Registrar pagamento' is offered when the API says a medição still has a balance (`pode_registrar`,
 * the rule that refuses an over-payment).
 */
export function PagamentosCard({ obraId }: { obraId: string }) {
  const query = useObraPagamentos(obraId);
  const excluir = useExcluirPagamento();
  const toast = useToast();
  const data = query.data;
  const medicoes = data?.medicoes ?? [];
  const saldoColumns: DataTableColumn<MedicaoAPagar>[] = [
    { title: 'Medição', key: 'numero', dataIndex: 'numero', width: 90, render: (n: number) => `nº ${n}` },
    { title: 'Entrega', key: 'entrega', dataIndex: 'data_entrega', width: 110, render: formatDate },
    {
      title: 'Valor medido',
      key: 'valor',
      dataIndex: 'valor',
      width: 150,
      align: 'right',
      render: formatMoney,
    },
    { title: 'Pago', key: 'pago', dataIndex: 'pago', width: 150, align: 'right', render: formatMoney },
    {
      title: 'A pagar',
      key: 'a_pagar',
      dataIndex: 'a_pagar',
      width: 150,
      align: 'right',
      render: formatMoney,
    },
  ];
  const columns: DataTableColumn<Pagamento>[] = [
    { title: 'Data', key: 'data', dataIndex: 'data', width: 110, render: formatDate },
    {
      title: 'Medição',
      key: 'medicao',
      width: 90,
      render: (_v, p) => `nº ${p.medicao.numero}`,
    },
    { title: 'Documento', key: 'documento', dataIndex: 'documento', width: 200 },
    {
      title: 'Valor pago',
      key: 'valor',
      dataIndex: 'valor',
      width: 150,
      align: 'right',
      render: formatMoney,
    },
    {
      title: 'Observação',
      key: 'observacao',
      dataIndex: 'observacao',
      render: (o: string | null) => o ?? '-',
    },
    actionsColumn<Pagamento>(2, (p) => (
      <>
        <PagamentoDialog
          obraId={obraId}
          pagamento={p}
          medicoes={medicoes}
          trigger={<EditAction what={`pagamento ${p.documento}`} />}
        />
        <Popconfirm
          title="Excluir este pagamento?"
          description={`${p.documento}: ${formatReais(p.valor)} da medição nº ${p.medicao.numero}.`}
          okText="Excluir"
          okButtonProps={{ danger: true }}
          cancelText="Cancelar"
          onConfirm={() =>
            excluir.mutateAsync(p.id).then(
              () => toast.success('Pagamento excluído.'),
              (error: unknown) => reportFailure(toast, error),
            )
          }
        >
          <RowAction
            title="Excluir"
            label={`Excluir pagamento ${p.documento}`}
            icon={<DeleteOutlined />}
            danger
          />
        </Popconfirm>
      </>
    )),
  ];
  return (
    <Card
      title="Pagamentos"
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        data?.pode_registrar ? (
          <PagamentoDialog
            obraId={obraId}
            pagamento={null}
            medicoes={medicoes}
            trigger={<Button icon={<PlusOutlined />}>Registrar pagamento</Button>}
          />
        ) : null
      }
    >
      {query.isError ? (
        <LoadError
          message="Não foi possível carregar os pagamentos da obra."
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Flex vertical gap="middle">
          <Typography.Text>
            Total pago: <strong>{formatMoney(data.total_pago)}</strong>
          </Typography.Text>
          <DataTable<MedicaoAPagar>
            label="Saldo a pagar por medição"
            size="small"
            columns={saldoColumns}
            data={medicoes}
            loading={false}
            emptyText="Nenhuma medição ativa: registre uma medição antes de pagá-la."
          />
          <DataTable<Pagamento>
            label="Pagamentos"
            size="small"
            columns={columns}
            data={data.data}
            loading={false}
            emptyText="Nenhum pagamento registrado."
          />
        </Flex>
      )}
    </Card>
  );
}
