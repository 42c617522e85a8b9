import { PlusOutlined } from '@ant-design/icons';
import type { Exercicio } from '@gp/shared-contracts';
import { errorMessage } from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  LoadError,
  reportFailure,
  useErrorLabels,
  useToast,
} from '@gp/shared-ui';
import { Alert, Button, Flex, Form, InputNumber, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useCreateExercicio, useExercicios } from './api.js';
import {
  type ExercicioFormValues,
  MONTH_NAMES,
  monthName,
  nextPeriod,
  periodLabel,
  toExercicioBody,
} from './exercicio-form.js';

const monthOptions = MONTH_NAMES.map((name, i) => ({ value: i + 1, label: name }));

const byPeriod = (a: Exercicio, b: Exercicio) => a.ano * 100 + a.mes - (b.ano * 100 + b.mes);
const byPeriodDesc = (a: Exercicio, b: Exercicio) => byPeriod(b, a);

type ClientExerciciosProps = { companyId: string; canUpdate: boolean };

/**
 * The client's accounting periods (exercícios, docs/domain.md "Organização e acesso"): the list, newest first, and 'Abrir mês'. A month
 * that is already open is refused with a clear message under the fields, before or by the API.
 */
export function ClientExercicios({ companyId, canUpdate }: ClientExerciciosProps) {
  const toast = useToast();
  const list = useExercicios(companyId);
  const create = useCreateExercicio();
  const [form] = Form.useForm<ExercicioFormValues>();
  const { onFieldsChange, label } = useErrorLabels();
  const [refusal, setRefusal] = useState<string | null>(null);
  const existing = list.data ?? [];
  const suggested = nextPeriod(existing);

  const submit = async (values: ExercicioFormValues) => {
    const result = toExercicioBody(companyId, values, existing);
    if ('error' in result) {
      setRefusal(result.error);
      return;
    }
    setRefusal(null);
    try {
      const created = await create.mutateAsync(result.body);
      toast.success(`Exercício ${periodLabel(created)} aberto com sucesso!`);
      form.setFieldsValue(nextPeriod([...existing, created]));
    } catch (error) {
      // 409: the month was opened meanwhile; the API's message says which.
      setRefusal(await errorMessage(error, 'Não foi possível abrir o exercício.'));
      reportFailure(toast, error);
    }
  };

  const columns = useMemo(
    (): DataTableColumn<Exercicio>[] => [
      { title: 'Período', key: 'period', render: (_v, e) => periodLabel(e), sorter: byPeriod },
      { title: 'Mês', dataIndex: 'mes', render: (mes: number) => monthName(mes) },
      { title: 'Ano', dataIndex: 'ano' },
      {
        title: 'Situação',
        dataIndex: 'fechado',
        render: (fechado: boolean) => (fechado ? <Tag>Fechado</Tag> : <Tag color="success">Aberto</Tag>),
      },
    ],
    [],
  );

  return (
    <Flex vertical gap="middle">
      {canUpdate && list.isSuccess ? (
        <Form<ExercicioFormValues>
          form={form}
          layout="inline"
          initialValues={suggested}
          onFieldsChange={onFieldsChange}
          onValuesChange={() => setRefusal(null)}
          onFinish={submit}
          aria-label="Abrir novo mês"
        >
          <Form.Item
            name="mes"
            label={label('mes', 'Mês')}
            required
            rules={[{ required: true, message: 'Informe o mês.' }]}
          >
            <Select options={monthOptions} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="ano"
            label={label('ano', 'Ano')}
            required
            rules={[{ required: true, message: 'Informe o ano.' }]}
          >
            <InputNumber min={1900} max={2099} precision={0} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={create.isPending}>
              Abrir mês
            </Button>
          </Form.Item>
        </Form>
      ) : null}
      {refusal ? <Alert type="error" showIcon message={refusal} role="alert" /> : null}
      {list.isError ? (
        <LoadError message="Não foi possível carregar os exercícios." onRetry={() => list.refetch()} />
      ) : null}
      <DataTable<Exercicio>
        label="Exercícios do cliente"
        columns={columns}
        data={list.data ? [...list.data].sort(byPeriodDesc) : undefined}
        loading={list.isPending}
        size="small"
        emptyText="Nenhum exercício aberto para este cliente."
      />
    </Flex>
  );
}
