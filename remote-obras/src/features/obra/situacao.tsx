import { SwapOutlined } from '@ant-design/icons';
import {
  JUSTIFICATIVA_SEM_LI_MAX,
  JUSTIFICATIVA_SEM_LI_MIN,
  MOTIVO_PARALISACAO_LABELS,
  MOTIVOS_PARALISACAO,
  type Obra,
  PARALISADAS,
  RESPONSAVEIS_PARALISACAO,
  RESPONSAVEL_PARALISACAO_LABELS,
  SITUACAO_OBRA,
  SITUACAO_OBRA_LABELS,
  type SituacaoObra,
} from '@gp/shared-contracts';
import { DATE_FORMAT, DialogForm, datePickerDefaults, Field, FormIssues, useToast } from '@gp/shared-ui';
import { RowAction } from '@gp/shared-ui/list';
import { Alert, Button, Col, DatePicker, Form, Input, Row, Select, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import { useSetSituacao } from './api.js';
import { nextSituacoes, type SituacaoFormValues, toSituacaoBody } from './obra-form.js';

const COLORS: Record<number, string> = {
  1: 'default',
  2: 'processing',
  3: 'error',
  4: 'warning',
  5: 'cyan',
  6: 'geekblue',
  7: 'success',
  8: 'processing',
};

/** The work's situação (TCE-MG SICOM code) as a tag; a paralisação's reason on hover. */
export function SituacaoTag({
  obra,
}: {
  obra: Pick<Obra, 'situacao' | 'situacao_descricao' | 'paralisacao'>;
}) {
  return (
    <Tag color={COLORS[obra.situacao] ?? 'default'} title={obra.paralisacao?.motivo}>
      {obra.situacao_descricao || SITUACAO_OBRA_LABELS[obra.situacao as SituacaoObra]}
    </Tag>
  );
}

/** The message of the API's refusal to start a work without a Licença de Instalação, else null. */
export async function liAusente(error: unknown): Promise<string | null> {
  if (!isHTTPError(error) || error.response.status !== 409) return null;
  try {
    const body = (await error.response.clone().json()) as { code?: unknown; message?: unknown };
    return body.code === 'LI_AUSENTE' && typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * 'Mudar situação' of a work (PUT /obras/obra/id): the new situação with its date and reason, and for a
 * paralisação the expected restart. The API decides what may follow what (starting needs a service
 * order, restarting a paralisada work, nothing after the definitive receipt); its refusal is the toast.
 * Starting a work that needs a Licença de Instalação without a valid one (LI_AUSENTE) keeps the dialog
 * open with the API's reason and asks for a justificativa: 'Iniciar mesmo assim' sends it.
 */
export function SituacaoDialog({ obra, row = false }: { obra: Obra; row?: boolean }) {
  const toast = useToast();
  const setSituacao = useSetSituacao();
  const [semLi, setSemLi] = useState<string | null>(null);
  const options = nextSituacoes(obra.situacao);
  const label = `Mudar situação da obra ${obra.numero}`;
  const trigger = row ? (
    <RowAction title="Mudar situação" label={label} icon={<SwapOutlined />} disabled={!options.length} />
  ) : (
    <Button icon={<SwapOutlined />} disabled={!options.length}>
      Mudar situação
    </Button>
  );
  return (
    <DialogForm<SituacaoFormValues>
      title={`Mudar situação da obra ${obra.numero}`}
      trigger={trigger}
      initialValues={{ data: dayjs().startOf('day'), publicacao_data: dayjs().startOf('day') }}
      okText={semLi ? 'Iniciar mesmo assim' : 'Salvar'}
      onOpenChange={(open) => {
        if (!open) setSemLi(null);
      }}
      onFinish={async (values) => {
        const result = toSituacaoBody(obra.id, values);
        if ('issues' in result) throw new FormIssues(result.issues);
        try {
          await setSituacao.mutateAsync(result.body);
        } catch (error) {
          const refusal = await liAusente(error);
          if (!refusal) throw error;
          setSemLi(refusal);
          return false;
        }
        toast.success('Situação da obra alterada com sucesso!');
      }}
    >
      {({ form }) => (
        <>
          <Typography.Paragraph>
            Situação atual: <SituacaoTag obra={obra} />
          </Typography.Paragraph>
          <Row gutter={16}>
            <Field name="situacao" text="Nova situação" span={24} required="Informe a nova situação.">
              <Select
                placeholder="Selecione"
                onChange={() => setSemLi(null)}
                options={options.map((s) => ({ value: s, label: SITUACAO_OBRA_LABELS[s as SituacaoObra] }))}
              />
            </Field>
            <Field name="data" text="Data" span={12} required="Informe a data da situação.">
              <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />
            </Field>
            <Form.Item noStyle dependencies={['situacao']}>
              {() =>
                form.getFieldValue('situacao') === SITUACAO_OBRA.paralisada ? (
                  <Field
                    name="previsao_reinicio"
                    text="Previsão de reinício"
                    span={12}
                    required="Informe a previsão de reinício da obra paralisada."
                  >
                    <DatePicker {...datePickerDefaults} style={{ width: '100%' }} format={DATE_FORMAT} />
                  </Field>
                ) : null
              }
            </Form.Item>
            <Form.Item noStyle dependencies={['situacao']}>
              {() =>
                PARALISADAS.includes(form.getFieldValue('situacao')) ? (
                  <Field
                    name="motivo_codigo"
                    text="Motivo da paralisação (código do TCE)"
                    span={24}
                    required="Informe o motivo da paralisação (código do TCE)."
                  >
                    <Select
                      placeholder="Selecione"
                      options={MOTIVOS_PARALISACAO.map((m) => ({
                        value: m,
                        label: `${m} – ${MOTIVO_PARALISACAO_LABELS[m]}`,
                      }))}
                    />
                  </Field>
                ) : null
              }
            </Form.Item>
            <Field name="motivo" text="Motivo" span={24} required="Informe o motivo.">
              <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
            </Field>
            <Form.Item noStyle dependencies={['situacao', 'responsavel_tipo']}>
              {() =>
                PARALISADAS.includes(form.getFieldValue('situacao')) ? (
                  <ResponsavelFields tipo={form.getFieldValue('responsavel_tipo')} />
                ) : null
              }
            </Form.Item>
            <Field
              name="publicacao_veiculo"
              text="Veículo de publicação"
              span={12}
              required="Informe o veículo de publicação."
            >
              <Input maxLength={120} placeholder="Diário Oficial do Município" />
            </Field>
            <Field
              name="publicacao_data"
              text="Data de publicação"
              span={12}
              required="Informe a data de publicação."
            >
              <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />
            </Field>
            {semLi ? (
              <>
                <Col span={24}>
                  <Alert
                    type="warning"
                    showIcon
                    role="alert"
                    style={{ marginBottom: 16 }}
                    message="Obra sem Licença de Instalação válida"
                    description={semLi}
                  />
                </Col>
                <Field
                  name="justificativa_sem_li"
                  text="Justificativa"
                  span={24}
                  required="Informe a justificativa para iniciar a obra sem Licença de Instalação."
                >
                  <Input.TextArea
                    minLength={JUSTIFICATIVA_SEM_LI_MIN}
                    maxLength={JUSTIFICATIVA_SEM_LI_MAX}
                    showCount
                    autoSize={{ minRows: 2, maxRows: 5 }}
                  />
                </Field>
              </>
            ) : null}
          </Row>
        </>
      )}
    </DialogForm>
  );
}

/**
 * Who answers for the stoppage (Lei 14.133 art. 115 §6º): a servant with CPF, a company with CNPJ, or,
 * while the inquiry is open, its number. The API checks the digits.
 */
function ResponsavelFields({ tipo }: { tipo?: string }) {
  return (
    <>
      <Field
        name="responsavel_tipo"
        text="Responsável pela paralisação"
        span={24}
        required="Informe o responsável pela paralisação."
      >
        <Select
          placeholder="Selecione"
          options={RESPONSAVEIS_PARALISACAO.map((r) => ({
            value: r,
            label: RESPONSAVEL_PARALISACAO_LABELS[r],
          }))}
        />
      </Field>
      {tipo === 'apuracao' ? (
        <Field
          name="apuracao_numero"
          text="Número do processo de apuração"
          span={24}
          required="Informe o número do processo de apuração."
        >
          <Input maxLength={60} />
        </Field>
      ) : null}
      {tipo === 'servidor' || tipo === 'empresa' ? (
        <>
          <Field
            name="responsavel_nome"
            text={tipo === 'servidor' ? 'Nome do servidor' : 'Razão social'}
            span={14}
            required="Informe o nome do responsável."
          >
            <Input maxLength={255} />
          </Field>
          <Field
            name="responsavel_documento"
            text={tipo === 'servidor' ? 'CPF' : 'CNPJ'}
            span={10}
            required={tipo === 'servidor' ? 'Informe o CPF.' : 'Informe o CNPJ.'}
          >
            <Input maxLength={18} />
          </Field>
        </>
      ) : null}
    </>
  );
}
