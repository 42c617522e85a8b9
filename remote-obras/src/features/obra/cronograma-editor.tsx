import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type CronogramaBody,
  CronogramaBodySchema,
  type CurvaMes,
  centsToMoney,
  moneyToCents,
} from '@gp/shared-contracts';
import { DialogForm, FormIssues, formatMoney, MoneyInput, schemaIssues, useToast } from '@gp/shared-ui';
import { Button, DatePicker, Flex, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

import * as v from 'valibot';
import { PercentInput } from '../../components/percent-input.js';
import { useSalvarCronograma } from './api.js';

type Linha = { mes: Dayjs | null; valor_previsto: string | null; percentual_fisico: string | null };
type Values = { meses: Linha[] };

/** "20" / "20.5" / "20.50" → "20.50": the exact two-decimal text the API takes. */
export function percentualExato(x: string | null): string {
  const [int = '0', dec = ''] = (x ?? '0').trim().split('.');
  return `${int || '0'}.${dec.padEnd(2, '0').slice(0, 2)}`;
}

/** The schedule's body from the form: months as AAAA-MM, money and percentages exact. */
export function toCronogramaBody(
  values: Values,
): CronogramaBody | { issues: ReturnType<typeof schemaIssues> } {
  const body = {
    meses: values.meses.map((l) => ({
      mes: l.mes ? l.mes.format('YYYY-MM') : '',
      valor_previsto: l.valor_previsto ?? '',
      percentual_fisico: percentualExato(l.percentual_fisico),
    })),
  };
  const parsed = v.safeParse(CronogramaBodySchema, body);
  if (!parsed.success) return { issues: schemaIssues(parsed.issues) };
  const fisico = parsed.output.meses.reduce((s, m) => s + moneyToCents(m.percentual_fisico), 0n);
  if (fisico > 10000n)
    return {
      issues: [
        {
          path: 'meses',
          message: `A soma dos percentuais físicos previstos é ${centsToMoney(fisico).replace('.', ',')}%: não pode passar de 100%.`,
        },
      ],
    };
  return parsed.output;
}

/** The planned months of the curve (the API's months with a planned value or share), as form lines. */
const linhasDe = (meses: CurvaMes[]): Linha[] => {
  const planned = meses.filter(
    (m) => moneyToCents(m.valor_previsto) > 0n || moneyToCents(m.percentual_fisico_previsto) > 0n,
  );
  return planned.length
    ? planned.map((m) => ({
        mes: dayjs(`${m.mes}-01`),
        valor_previsto: m.valor_previsto,
        percentual_fisico: m.percentual_fisico_previsto,
      }))
    : [{ mes: null, valor_previsto: null, percentual_fisico: null }];
};

/** Σ of the lines as typed: the planned value against the work's, the physical share against 100 %. */
function Somas({ linhas, valorObra }: { linhas: Linha[]; valorObra: string }) {
  const cents = (x: string | null) => (x && /^\d+(\.\d{1,2})?$/.test(x) ? moneyToCents(x) : 0n);
  const valor = linhas.reduce((s, l) => s + cents(l.valor_previsto), 0n);
  const fisico = linhas.reduce((s, l) => s + cents(percentualExato(l.percentual_fisico)), 0n);
  return (
    <Typography.Paragraph data-testid="cronograma-somas">
      Soma do valor previsto: <strong>{formatMoney(centsToMoney(valor))}</strong> de {formatMoney(valorObra)}{' '}
      · soma do físico previsto:{' '}
      <Typography.Text strong type={fisico > 10000n ? 'danger' : undefined}>
        {centsToMoney(fisico).replace('.', ',')}%
      </Typography.Text>{' '}
      (até 100%)
    </Typography.Paragraph>
  );
}

/**
 * Editing the planned physical-financial schedule (PUT /obras/obra/{id}/cronograma): one line per month
 * with its planned value (exact centavos) and physical share; the sums shown as typed, Σ physical at most
 * 100 % checked here with the shared schema and again by the API.
 */
export function CronogramaDialog({
  obraId,
  meses,
  valorObra,
}: {
  obraId: string;
  meses: CurvaMes[];
  valorObra: string;
}) {
  const salvar = useSalvarCronograma();
  const toast = useToast();
  return (
    <DialogForm<Values>
      title="Cronograma previsto"
      width={720}
      trigger={
        <Button size="small" icon={<EditOutlined />}>
          Editar cronograma
        </Button>
      }
      initialValues={{ meses: linhasDe(meses) }}
      onFinish={async (values) => {
        const body = toCronogramaBody(values);
        if ('issues' in body) throw new FormIssues(body.issues);
        await salvar.mutateAsync({ obraId, body });
        toast.success('Cronograma salvo com sucesso!');
      }}
    >
      {({ form }) => (
        <>
          <Form.List name="meses">
            {(fields, { add, remove }) => (
              <Flex vertical gap={4}>
                {fields.map((field, i) => (
                  <Flex key={field.key} gap="small" align="start" wrap>
                    <Form.Item
                      name={[field.name, 'mes']}
                      rules={[{ required: true, message: 'Informe o mês.' }]}
                      style={{ marginBottom: 8 }}
                    >
                      <DatePicker
                        picker="month"
                        format="MM/YYYY"
                        aria-label={`Mês ${i + 1}`}
                        placeholder="Mês"
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'valor_previsto']}
                      rules={[{ required: true, message: 'Informe o valor previsto.' }]}
                      style={{ marginBottom: 8, width: 180 }}
                    >
                      <MoneyInput
                        aria-label={`Valor previsto do mês ${i + 1}`}
                        placeholder="Valor previsto"
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'percentual_fisico']}
                      rules={[{ required: true, message: 'Informe o % físico.' }]}
                      style={{ marginBottom: 8, width: 130 }}
                    >
                      <PercentInput aria-label={`Físico previsto do mês ${i + 1}`} />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={`Remover o mês ${i + 1}`}
                      onClick={() => remove(field.name)}
                      disabled={fields.length === 1}
                    />
                  </Flex>
                ))}
                <Form.ErrorList errors={form.getFieldError('meses')} />
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => {
                    const last = (form.getFieldValue('meses') as Linha[]).at(-1)?.mes;
                    add({
                      mes: last ? last.add(1, 'month') : null,
                      valor_previsto: null,
                      percentual_fisico: null,
                    });
                  }}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Adicionar mês
                </Button>
              </Flex>
            )}
          </Form.List>
          <Form.Item noStyle shouldUpdate>
            {() => <Somas linhas={(form.getFieldValue('meses') as Linha[]) ?? []} valorObra={valorObra} />}
          </Form.Item>
        </>
      )}
    </DialogForm>
  );
}
