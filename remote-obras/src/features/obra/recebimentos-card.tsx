import { DeleteOutlined, FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import {
  errorMessage,
  formatCpfCnpj,
  type ObraDetail,
  RECEBEDOR_CPF_INVALIDO,
  RECEBEDORES_MAX,
  type Recebimento,
  RecebimentoBodySchema,
  recebedorCpfValido,
  TIPO_RECEBIMENTO_LABELS,
  type TipoRecebimento,
} from '@gp/shared-contracts';
import {
  DataTable,
  DialogForm,
  datePickerDefaults,
  Field,
  FormIssues,
  formatDate,
  reportFailure,
  useToast,
} from '@gp/shared-ui';
import { openDocument } from '@gp/shared-ui/remote';
import { Alert, Button, Card, Col, DatePicker, Flex, Form, Input, Row, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import { checkRule, formToBody, toApiDate } from '../../components/register-api.js';
import { useRemote } from '../../session/remote-context.js';
import { useRegistrarRecebimento } from './api.js';

/** GET /obras/obra/{id}/recebimento/termo?tipo=: the signed termo of the work's recebimento of that kind. */
export const termoRecebimentoPath = (obraId: string, tipo: TipoRecebimento) =>
  `/obras/obra/${encodeURIComponent(obraId)}/recebimento/termo?tipo=${tipo}`;

type RecebedorValues = { cpf?: string; nome?: string; cargo?: string };
type RecebimentoValues = {
  data?: Dayjs | null;
  vistoria?: string;
  recebedores?: RecebedorValues[];
  publicacao_veiculo?: string;
  publicacao_data?: Dayjs | null;
};

/** POST /obras/obra/{id}/recebimentos' body from the dialog, or the issues to show. */
export function toRecebimentoBody(tipo: TipoRecebimento, values: RecebimentoValues) {
  return formToBody(RecebimentoBodySchema, {
    tipo,
    data: toApiDate(values.data ?? null),
    vistoria: values.vistoria,
    recebedores: (values.recebedores ?? []).map((r) => ({
      cpf: r.cpf ?? '',
      nome: r.nome ?? '',
      cargo: r.cargo ?? '',
    })),
    publicacao_veiculo: values.publicacao_veiculo,
    publicacao_data: toApiDate(values.publicacao_data ?? null),
  });
}

/** The receivers' lines (one to RECEBEDORES_MAX): CPF, name and cargo, each labelled with its line. */
const RECEBEDOR_INPUTS = [
  { key: 'cpf', text: 'CPF', span: 6, max: 14, required: 'Informe o CPF.', check: true },
  { key: 'nome', text: 'Nome', span: 8, max: 120, required: 'Informe o nome.', check: false },
  { key: 'cargo', text: 'Cargo', span: 8, max: 120, required: 'Informe o cargo.', check: false },
] as const;

function RecebedoresFields() {
  return (
    <Form.List name="recebedores">
      {(fields, { add, remove }) => (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, fontWeight: 600 }}>Recebedores</legend>
          {fields.map((f, i) => (
            <Row key={f.key} gutter={8} align="bottom">
              {RECEBEDOR_INPUTS.map((x) => (
                <Col key={x.key} xs={24} sm={x.span}>
                  <Form.Item
                    name={[f.name, x.key]}
                    label={`${x.text} (${i + 1})`}
                    rules={[
                      { required: true, message: x.required },
                      ...(x.check ? [checkRule(recebedorCpfValido, RECEBEDOR_CPF_INVALIDO)] : []),
                    ]}
                  >
                    <Input
                      maxLength={x.max}
                      autoComplete="off"
                      inputMode={x.key === 'cpf' ? 'numeric' : undefined}
                    />
                  </Form.Item>
                </Col>
              ))}
              <Col xs={24} sm={2}>
                <Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={`Remover o recebedor ${i + 1}`}
                    disabled={fields.length === 1}
                    onClick={() => remove(f.name)}
                  />
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= RECEBEDORES_MAX}
            onClick={() => add({})}
            style={{ marginBottom: 16 }}
          >
            Adicionar recebedor
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}

/** The dialog of the recebimento the API offers now (`recebimento_proximo`). */
function RecebimentoDialog({ obra, tipo }: { obra: ObraDetail; tipo: TipoRecebimento }) {
  const toast = useToast();
  const registrar = useRegistrarRecebimento();
  const [refusal, setRefusal] = useState<string | null>(null);
  const nome = TIPO_RECEBIMENTO_LABELS[tipo].toLowerCase();
  return (
    <DialogForm<RecebimentoValues>
      title={`Recebimento ${nome} da obra ${obra.numero}`}
      trigger={
        <Button type="primary" icon={<PlusOutlined />}>
          Registrar recebimento {nome}
        </Button>
      }
      okText="Registrar e emitir o termo"
      onOpenChange={() => setRefusal(null)}
      initialValues={{
        data: dayjs().startOf('day'),
        publicacao_data: dayjs().startOf('day'),
        recebedores: [{}],
      }}
      onFinish={async (values) => {
        setRefusal(null);
        const result = toRecebimentoBody(tipo, values);
        if ('issues' in result) throw new FormIssues(result.issues);
        try {
          await registrar.mutateAsync({ obraId: obra.id, body: result.body });
        } catch (error) {
          // A refusal that is no field's (a recebimento out of order) stays on the form too.
          if (isHTTPError(error) && error.response.status === 409) setRefusal(await errorMessage(error));
          throw error;
        }
        toast.success(`Recebimento ${nome} registrado: o termo foi emitido.`);
      }}
    >
      {() => (
        <>
          <Row gutter={16}>
            <Field name="data" text="Data do recebimento" span={12} required="Informe a data.">
              <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />
            </Field>
            <Field name="vistoria" text="Vistoria" required="Descreva a vistoria.">
              <Input.TextArea rows={3} maxLength={4000} />
            </Field>
          </Row>
          <RecebedoresFields />
          <Row gutter={16}>
            <Field
              name="publicacao_veiculo"
              text="Veículo de publicação"
              span={12}
              required="Informe o veículo de publicação."
            >
              <Input maxLength={120} placeholder="Diário Oficial do Município" autoComplete="off" />
            </Field>
            <Field name="publicacao_data" text="Data de publicação" span={12} required="Informe a data.">
              <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />
            </Field>
          </Row>
          {refusal ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              message="Não foi possível registrar"
              description={refusal}
            />
          ) : null}
        </>
      )}
    </DialogForm>
  );
}

function TermoButton({ obraId, r }: { obraId: string; r: Recebimento }) {
  const { api, session } = useRemote();
  const toast = useToast();
  const [opening, setOpening] = useState(false);
  return (
    <Button
      size="small"
      icon={<FilePdfOutlined />}
      aria-label={`Baixar o termo de recebimento ${r.tipo_descricao.toLowerCase()}`}
      loading={opening}
      onClick={async () => {
        setOpening(true);
        try {
          await openDocument(api, session.apiBaseUrl, termoRecebimentoPath(obraId, r.tipo));
        } catch (error) {
          reportFailure(toast, error);
        } finally {
          setOpening(false);
        }
      }}
    >
      Termo
    </Button>
  );
}

/**
 * The work's recebimentos (docs/domain.md, "Recebimento da obra"): each with its date, vistoria, receivers
 * and signed termo (verifiable by its code), and the registration of the one the API offers now, or why
 * none can be registered yet.
 */
export function RecebimentosCard({ obra }: { obra: ObraDetail }) {
  const tipo = obra.recebimento_proximo;
  return (
    <Card title="Recebimento" size="small" style={{ marginBottom: 16 }}>
      {/* In the body, not beside the title: on a phone the button would hide the card's title. */}
      {tipo ? (
        <div style={{ marginBottom: 12 }}>
          <RecebimentoDialog obra={obra} tipo={tipo} />
        </div>
      ) : null}
      {obra.recebimento_bloqueio ? (
        <Typography.Paragraph type="secondary">{obra.recebimento_bloqueio}</Typography.Paragraph>
      ) : null}
      {obra.recebimentos.length ? (
        <DataTable
          label="Recebimentos da obra"
          data={obra.recebimentos}
          loading={false}
          columns={[
            { title: 'Tipo', key: 'tipo', dataIndex: 'tipo_descricao', width: 110 },
            {
              title: 'Data',
              key: 'data',
              dataIndex: 'data',
              width: 110,
              render: (d: string) => formatDate(d),
            },
            {
              title: 'Recebedores',
              key: 'recebedores',
              render: (_v, r: Recebimento) => (
                <Flex vertical gap={0}>
                  {r.recebedores.map((p) => (
                    <span key={p.cpf}>
                      {p.nome} — {p.cargo}{' '}
                      <Typography.Text type="secondary">({formatCpfCnpj(p.cpf)})</Typography.Text>
                    </span>
                  ))}
                </Flex>
              ),
            },
            { title: 'Vistoria', key: 'vistoria', dataIndex: 'vistoria' },
            {
              title: 'Termo',
              key: 'termo',
              width: 190,
              render: (_v, r: Recebimento) => (
                <Flex vertical gap={4} align="start">
                  <TermoButton obraId={obra.id} r={r} />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {r.termo_descricao}
                    <br />
                    Código {r.termo_codigo}
                  </Typography.Text>
                </Flex>
              ),
            },
          ]}
        />
      ) : tipo ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Nenhum recebimento registrado. O recebimento provisório vem primeiro; o definitivo, depois dele.
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
