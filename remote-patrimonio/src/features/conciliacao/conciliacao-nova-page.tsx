import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import { CONCILIACAO_CONTAS_MAX, MONTH_NAMES, parseBalancete } from '@gp/shared-contracts';
import { datePickerDefaults, MoneyInput, reportFailure, showServerIssues, useToast } from '@gp/shared-ui';
import { PageTitle, useListQuery } from '@gp/shared-ui/list';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ClientCard, useRemote } from '../../session/remote-context.js';
import { useCriarConciliacao } from './api.js';
import { type ConciliacaoFormValues, toConciliacaoBody } from './conciliacao.js';

/** A field's path in the form from an issue's dotted path ("saldos.0.saldo" → ['saldos', 0, 'saldo']). */
const fieldName = (path: string) => path.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));

type Lido = { arquivo: string; contas: number; erros: { linha: number; mensagem: string }[] };

/** What a balancete read from a file gave: how many accounts, and each line that could not be read. */
function LidoAlert({ lido }: { lido: Lido }) {
  const { arquivo, contas, erros } = lido;
  return (
    <Alert
      type={erros.length ? 'warning' : 'success'}
      showIcon
      message={`${arquivo}: ${contas.toLocaleString('pt-BR')} ${contas === 1 ? 'conta lida' : 'contas lidas'}${
        erros.length
          ? `, ${erros.length.toLocaleString('pt-BR')} ${erros.length === 1 ? 'linha não lida' : 'linhas não lidas'}`
          : ''
      }.`}
      description={
        erros.length ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {erros.slice(0, 20).map((e) => (
              <li key={e.linha}>{`Linha ${e.linha}: ${e.mensagem}`}</li>
            ))}
            {erros.length > 20 ? <li>{`e mais ${erros.length - 20} linhas.`}</li> : null}
          </ul>
        ) : undefined
      }
    />
  );
}

/**
 * /app/patrimonio/conciliacao/nova: the balancete typed or read from a CSV (conta; saldo; depreciação),
 * then compared with the register now or, for the monthly statement, with a processed month's end (the
 * RMB's closing, decision 072; opened from the accounting page with its `ano` and `mes`); the result opens
 * on its own page. Support chooses the client.
 */
export function ConciliacaoNovaPage() {
  const { session, paths } = useRemote();
  const list = useListQuery();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const criar = useCriarConciliacao();
  const [form] = Form.useForm<ConciliacaoFormValues>();
  const [lido, setLido] = useState<Lido | null>(null);
  const [problema, setProblema] = useState<string | null>(null);
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const clienteId = list.clientId ?? null;
  const ready = !isSuporte || clienteId !== null;
  const mesInicial = Number(searchParams.get('mes'));
  const anoInicial = Number(searchParams.get('ano'));
  const mensal = mesInicial >= 1 && mesInicial <= 12 && anoInicial > 0;
  const now = new Date();
  const origem = Form.useWatch('origem', form);

  async function ler(file: File) {
    const { saldos, erros } = parseBalancete(await file.text());
    form.setFieldValue(
      'saldos',
      saldos.map((s) => ({ conta_contabil: s.conta_contabil, saldo: s.saldo, depreciacao: s.depreciacao })),
    );
    setLido({ arquivo: file.name, contas: saldos.length, erros });
  }

  async function enviar(values: ConciliacaoFormValues) {
    setProblema(null);
    const result = toConciliacaoBody(values, isSuporte ? clienteId : null);
    if ('issues' in result) {
      form.setFields(
        result.issues
          .filter((i) => i.path.includes('.') || i.path === 'data_balancete' || i.path === 'observacao')
          .map((i) => ({ name: fieldName(i.path) as never, errors: [i.message] })),
      );
      const geral = result.issues.find((i) => i.path === 'saldos' || i.path === '');
      if (geral) setProblema(geral.message);
      return;
    }
    try {
      const c = await criar.mutateAsync(result.body);
      toast.success('Conciliação registrada.');
      navigate(paths.conciliacao(c.id));
    } catch (error) {
      // A refusal's message is already on screen (the API client's toast); its fields go under them.
      await showServerIssues(form, error);
      reportFailure(toast, error);
    }
  }

  return (
    <PageContainer
      title={<PageTitle>Nova conciliação</PageTitle>}
      subTitle="O balancete da contabilidade comparado com o cadastro de bens (agora ou no fim de um mês), conta a conta"
    >
      <Flex vertical gap="middle">
        {isSuporte ? <ClientCard list={list} /> : null}
        {!ready ? (
          <Alert type="info" showIcon message="Escolha o cliente para conciliar o seu cadastro." />
        ) : (
          <Card size="small">
            <Form<ConciliacaoFormValues>
              form={form}
              layout="vertical"
              // Opened from a closed inventory: its note names the campaign (decision 067).
              initialValues={{
                saldos: [{}],
                observacao: searchParams.get('observacao') ?? undefined,
                origem: mensal ? 'mensal' : 'atual',
                mes: mensal ? mesInicial : now.getMonth() + 1,
                ano: mensal ? anoInicial : now.getFullYear(),
              }}
              onFinish={enviar}
              disabled={criar.isPending}
            >
              <Flex gap="middle" wrap align="end">
                <Form.Item name="origem" label="Comparar o balancete com">
                  <Radio.Group
                    optionType="button"
                    options={[
                      { value: 'atual', label: 'O cadastro agora' },
                      { value: 'mensal', label: 'O fechamento de um mês (RMB)' },
                    ]}
                  />
                </Form.Item>
                {origem === 'mensal' ? (
                  <>
                    <Form.Item name="mes" label="Mês">
                      <Select
                        aria-label="Mês do RMB"
                        options={MONTH_NAMES.map((label, i) => ({ value: i + 1, label }))}
                        style={{ width: 140 }}
                      />
                    </Form.Item>
                    <Form.Item name="ano" label="Ano">
                      <InputNumber aria-label="Ano do RMB" min={2000} max={2100} style={{ width: 100 }} />
                    </Form.Item>
                  </>
                ) : null}
              </Flex>
              <Flex gap="middle" wrap>
                <Form.Item
                  name="data_balancete"
                  label="Data do balancete"
                  rules={[{ required: true, message: 'Informe a data do balancete.' }]}
                  style={{ minWidth: 200 }}
                >
                  <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item name="observacao" label="Observação" style={{ flex: 1, minWidth: 240 }}>
                  <Input maxLength={500} placeholder="Ex.: balancete de verificação de outubro" />
                </Form.Item>
              </Flex>
              <Flex vertical gap="small" style={{ marginBottom: 16 }}>
                <Typography.Text strong>Saldos do balancete</Typography.Text>
                <Typography.Text type="secondary">
                  {`Digite as contas ou leia um CSV exportado pela contabilidade: uma conta por linha — conta; saldo; depreciação acumulada (opcional). Até ${CONCILIACAO_CONTAS_MAX.toLocaleString('pt-BR')} contas.`}
                </Typography.Text>
                <Upload
                  accept=".csv,.txt,text/csv,text/plain"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void ler(file);
                    return false;
                  }}
                >
                  <Button icon={<UploadOutlined />}>Ler balancete (CSV)</Button>
                </Upload>
                {lido ? <LidoAlert lido={lido} /> : null}
              </Flex>
              <Form.List name="saldos">
                {(fields, { add, remove }) => (
                  <Flex vertical gap={0}>
                    {fields.map((field, index) => (
                      <Space key={field.key} align="start" wrap style={{ width: '100%' }}>
                        <Form.Item
                          name={[field.name, 'conta_contabil']}
                          label={index === 0 ? 'Conta contábil (PCASP)' : undefined}
                          rules={[{ required: true, message: 'Informe a conta.' }]}
                        >
                          <Input
                            aria-label={`Conta contábil da linha ${index + 1}`}
                            placeholder="1.2.3.1.1.01.01"
                            autoComplete="off"
                            maxLength={30}
                            style={{ width: 180 }}
                          />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'saldo']}
                          label={index === 0 ? 'Saldo' : undefined}
                          required
                        >
                          <MoneyInput aria-label={`Saldo da linha ${index + 1}`} style={{ width: 180 }} />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'depreciacao']}
                          label={index === 0 ? 'Depreciação acumulada (opcional)' : undefined}
                        >
                          <MoneyInput
                            aria-label={`Depreciação acumulada da linha ${index + 1}`}
                            style={{ width: 180 }}
                          />
                        </Form.Item>
                        <Button
                          icon={<DeleteOutlined />}
                          aria-label={`Remover a linha ${index + 1}`}
                          onClick={() => remove(field.name)}
                          style={index === 0 ? { marginTop: 30 } : undefined}
                          disabled={fields.length === 1}
                        />
                      </Space>
                    ))}
                    <Button
                      type="dashed"
                      icon={<PlusOutlined />}
                      onClick={() => add({})}
                      style={{ alignSelf: 'flex-start' }}
                      disabled={fields.length >= CONCILIACAO_CONTAS_MAX}
                    >
                      Adicionar conta
                    </Button>
                  </Flex>
                )}
              </Form.List>
              {problema ? <Alert type="error" showIcon message={problema} style={{ marginTop: 16 }} /> : null}
              <Flex gap="small" style={{ marginTop: 24 }}>
                <Button type="primary" htmlType="submit" loading={criar.isPending}>
                  Conciliar
                </Button>
                <Button onClick={() => navigate(paths.conciliacoes())}>Cancelar</Button>
              </Flex>
            </Form>
          </Card>
        )}
      </Flex>
    </PageContainer>
  );
}
