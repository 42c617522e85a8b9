import type { Bem, BemUtils } from '@gp/shared-contracts';
import {
  clearStaleErrors,
  DATE_TIME_FORMAT,
  datePickerDefaults,
  Field,
  FieldLabels,
  formatMoney,
  MoneyInput,
  moneyRule,
  reportFailure,
  showIssues,
  showServerIssues,
  useErrorLabels,
  useToast,
  useValueConfirmation,
} from '@gp/shared-ui';
import { Alert, Button, Col, DatePicker, Flex, Form, Input, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { ACEITES_LINK_LABEL, aguardandoAceiteText } from '../../components/aguardando-aceite.js';
import { SecretariaDestinoSelect, SetorDestinoSelect } from '../../components/destino-selects.js';
import { useRemote } from '../../session/remote-context.js';
import { type MovimentacaoCriada, useCreateMovimentacao } from './api.js';
import { type MovementFormValues, movementTypeOptions, toMovementBody } from './movement-body.js';

type MovementFormProps = {
  bem: Bem;
  utils: BemUtils;
  /** The movement booked, or (a transfer to someone new) the aceite it waits for. */
  onSaved: (result: MovimentacaoCriada) => void;
  onCancel: () => void;
};

/** What the form warns of before a movement whose effect cannot be undone lightly. */
const EFFECT_NOTES: Record<string, { type: 'warning' | 'info'; message: string }> = {
  baixa: {
    type: 'warning',
    message: 'Um bem baixado não aceita outras movimentações nem alterações, só o estorno da baixa.',
  },
  estorno: {
    type: 'info',
    message: 'O estorno desfaz a última movimentação do bem que ainda não foi estornada.',
  },
};

/**
 * The create form of a movement for one asset: type (from the API's seed table), date and time,
 * incorporation type, and what the chosen type asks for: a destination secretaria/setor (transfer), a
 * value (revaluation, impairment), a new holder, a baixa reason. The server's refusals (a closed month,
 * a baixado asset) come back as its toast; its field messages go under the fields. A transfer to another
 * setor waits for its head's aceite (202): the toast says whose, with a link to the aceites list.
 */
export function MovementForm({ bem, utils, onSaved, onCancel }: MovementFormProps) {
  const toast = useToast();
  const { paths } = useRemote();
  const [form] = Form.useForm<MovementFormValues>();
  const { onFieldsChange, label, sync } = useErrorLabels();
  const tipoId = Form.useWatch('TipoMovimentacao', form);
  const secretariaId = Form.useWatch('secretaria_id', form);
  const tipo = utils.tiposMovimentacao.find((t) => t.id === tipoId);
  const options = useMemo(
    () => movementTypeOptions(utils.tiposMovimentacao, bem.situacao),
    [utils.tiposMovimentacao, bem.situacao],
  );

  const save = useCreateMovimentacao();
  /** A revaluation above the client's ceiling is confirmed by the user before it is saved. */
  const { confirmValue, dialog: confirmValorDialog } = useValueConfirmation();

  const submit = async (values: MovementFormValues) => {
    if (save.isPending) return;
    const result = toMovementBody(bem, tipo, values);
    if ('issues' in result) {
      showIssues(form, result.issues);
      sync(form);
      return;
    }
    try {
      const body = result.body;
      const sent = await confirmValue((confirmado) =>
        save.mutateAsync(confirmado ? { ...body, confirmar_valor: true } : body),
      );
      if (!sent.confirmed) return;
      const saved = sent.value;
      if (saved.status === 202)
        toast.info(aguardandoAceiteText(saved.body.recebedor.nome), {
          href: paths.aceites(),
          label: ACEITES_LINK_LABEL,
        });
      else toast.success('Movimentação registrada com sucesso!');
      onSaved(saved);
    } catch (error) {
      await showServerIssues(form, error);
      sync(form);
      reportFailure(toast, error);
    }
  };

  return (
    <Form<MovementFormValues>
      form={form}
      layout="vertical"
      onFieldsChange={onFieldsChange}
      onValuesChange={(changed) => {
        clearStaleErrors(form, changed);
        sync(form);
      }}
      onFinish={submit}
      // The asset's own tipo de incorporação and account go with the movement as they are (movement-body):
      // no movement this form offers (an incorporation is made with the asset) changes or asks for them.
      initialValues={{ Data: dayjs() }}
      aria-label="Nova movimentação"
    >
      <FieldLabels label={label}>
        <Row gutter={16}>
          <Field
            name="TipoMovimentacao"
            text="Tipo de movimentação"
            span={12}
            required="Informe o tipo de movimentação."
          >
            <Select
              showSearch
              optionFilterProp="title"
              placeholder="Selecione o tipo"
              notFoundContent="Nenhum item encontrado..."
              options={options.map((o) => ({
                value: o.value,
                title: o.label,
                disabled: o.disabled,
                label: o.reason ? (
                  <span title={o.reason}>
                    {o.label}{' '}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      ({o.reason})
                    </Typography.Text>
                  </span>
                ) : (
                  o.label
                ),
              }))}
            />
          </Field>
          <Field
            name="Data"
            text="Data e hora"
            span={12}
            extra="Precisa estar num exercício aberto e não pode ser anterior à última movimentação."
          >
            <DatePicker
              {...datePickerDefaults}
              format={DATE_TIME_FORMAT}
              showTime={{ format: 'HH:mm' }}
              allowClear={false}
              style={{ width: '100%' }}
            />
          </Field>
          {tipo?.exige_destino ? (
            <>
              <Field
                name="secretaria_id"
                text="Secretaria de destino"
                span={12}
                required
                extra={`Atual: ${bem.secretaria.name}`}
              >
                <SecretariaDestinoSelect
                  utils={utils}
                  onChange={() => form.setFieldValue('setor_id', null)}
                />
              </Field>
              <Field
                name="setor_id"
                text="Setor de destino"
                span={12}
                extra={`Atual: ${bem.setor?.name ?? 'nenhum'}`}
              >
                <SetorDestinoSelect utils={utils} secretariaId={secretariaId} />
              </Field>
            </>
          ) : null}

          {tipo?.exige_valor ? (
            <Field
              name="Valor"
              text={tipo.efeito === 'reducao' ? 'Valor recuperável' : 'Novo valor'}
              span={12}
              required
              rules={[moneyRule]}
              extra={`Valor atual: ${formatMoney(bem.valor_atual)}`}
            >
              <MoneyInput placeholder="0,00" />
            </Field>
          ) : null}

          {tipo?.exige_responsavel ? (
            <Field
              name="Responsavel"
              text="Novo responsável"
              span={12}
              required
              extra={`Atual: ${bem.responsavel ?? 'nenhum'}`}
            >
              <Input maxLength={255} autoComplete="off" />
            </Field>
          ) : null}

          {tipo?.exige_motivo_baixa ? (
            <Field name="MotivoBaixa" text="Motivo da baixa" span={12} required>
              <Select
                placeholder="Selecione o motivo"
                notFoundContent="Nenhum item encontrado..."
                options={utils.motivosBaixa.map((m) => ({ value: m.id, label: m.descricao }))}
              />
            </Field>
          ) : null}
          {tipo?.exige_motivo_baixa ? (
            <>
              <Field name="processo_baixa" text="Ato ou processo da baixa" span={12}>
                <Input
                  maxLength={255}
                  autoComplete="off"
                  placeholder="Ex.: Processo administrativo nº 12/2026"
                />
              </Field>
              <Field name="autorizada_por" text="Autorizada por" span={12}>
                <Input maxLength={255} autoComplete="off" placeholder="Nome e cargo da autoridade" />
              </Field>
            </>
          ) : null}

          {tipo && EFFECT_NOTES[tipo.efeito] ? (
            <Col span={24}>
              <Alert showIcon style={{ marginBottom: 16 }} {...EFFECT_NOTES[tipo.efeito]} />
            </Col>
          ) : null}

          <Field name="Observacao" text="Observação">
            <Input.TextArea maxLength={2000} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
          </Field>
        </Row>
      </FieldLabels>
      <Flex justify="end" gap="small">
        <Button onClick={onCancel}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Registrar movimentação
        </Button>
      </Flex>
      {confirmValorDialog}
    </Form>
  );
}
