import { PlusOutlined } from '@ant-design/icons';
import { type Aditivo, AditivoBodySchema, type ObraDetail } from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  DialogForm,
  datePickerDefaults,
  Field,
  FormIssues,
  formatDate,
  formatMoney,
  MoneyInput,
  useToast,
} from '@gp/shared-ui';
import { EditAction } from '@gp/shared-ui/list';
import { Button, Card, DatePicker, Input, InputNumber, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactElement } from 'react';
import { formToBody, fromApiDate } from '../../components/register-api.js';
import { useSaveAditivo } from './api.js';

type AditivoValues = {
  numero_ato?: string;
  data?: Dayjs | null;
  valor?: string;
  prazo_dias?: number | null;
  descricao?: string | null;
};

/** The dialog that registers or changes an amendment: value and/or days added to the contract. */
function AditivoDialog({
  obraId,
  aditivo,
  trigger,
}: {
  obraId: string;
  aditivo: Aditivo | null;
  trigger: ReactElement<{ onClick?: () => void }>;
}) {
  const toast = useToast();
  const save = useSaveAditivo();
  return (
    <DialogForm<AditivoValues>
      title={aditivo ? `Editar aditivo ${aditivo.numero_ato}` : 'Registrar aditivo'}
      trigger={trigger}
      initialValues={
        aditivo
          ? {
              numero_ato: aditivo.numero_ato,
              data: fromApiDate(aditivo.data),
              valor: aditivo.valor,
              prazo_dias: aditivo.prazo_dias,
              descricao: aditivo.descricao,
            }
          : { data: dayjs().startOf('day'), valor: '0.00', prazo_dias: 0 }
      }
      onFinish={async (values) => {
        const result = formToBody(AditivoBodySchema, { ...values }, ['data']);
        if ('issues' in result) throw new FormIssues(result.issues);
        await save.mutateAsync({ obraId, id: aditivo?.id ?? null, body: result.body });
        toast.success(aditivo ? 'Aditivo atualizado com sucesso!' : 'Aditivo registrado com sucesso!');
      }}
    >
      <Row gutter={16}>
        <Field name="numero_ato" text="Número do ato" span={12} required="Informe o número do ato.">
          <Input maxLength={30} autoComplete="off" />
        </Field>
        <Field name="data" text="Data" span={12} required="Informe a data do aditivo.">
          <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />
        </Field>
        <Field name="valor" text="Valor acrescido" span={12}>
          <MoneyInput />
        </Field>
        <Field name="prazo_dias" text="Prazo acrescido (dias)" span={12}>
          <InputNumber min={0} max={36500} precision={0} style={{ width: '100%' }} />
        </Field>
        <Field name="descricao" text="Descrição">
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Field>
      </Row>
    </DialogForm>
  );
}

/** The amendments of a work, in the work's page: each adds value, days or both to the contract. */
export function AditivosCard({ obra }: { obra: ObraDetail }) {
  const columns: DataTableColumn<Aditivo>[] = [
    { title: 'Número do ato', dataIndex: 'numero_ato', key: 'numero_ato', width: 140 },
    { title: 'Data', dataIndex: 'data', key: 'data', width: 120, render: (d: string) => formatDate(d) },
    { title: 'Valor', dataIndex: 'valor', key: 'valor', width: 160, align: 'right', render: formatMoney },
    {
      title: 'Prazo',
      dataIndex: 'prazo_dias',
      key: 'prazo_dias',
      width: 110,
      render: (d: number) => (d ? `${d} dia(s)` : '-'),
    },
    { title: 'Descrição', dataIndex: 'descricao', key: 'descricao', ellipsis: true, render: (d) => d ?? '-' },
    {
      title: 'Ações',
      key: 'actions',
      width: 80,
      align: 'right',
      render: (_v, a) => (
        <AditivoDialog
          obraId={obra.id}
          aditivo={a}
          trigger={<EditAction what={`aditivo ${a.numero_ato}`} />}
        />
      ),
    },
  ];
  return (
    <Card
      title="Aditivos"
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        <AditivoDialog
          obraId={obra.id}
          aditivo={null}
          trigger={<Button icon={<PlusOutlined />}>Registrar aditivo</Button>}
        />
      }
    >
      <DataTable<Aditivo> label="Aditivos" columns={columns} data={obra.aditivos} loading={false} />
    </Card>
  );
}
