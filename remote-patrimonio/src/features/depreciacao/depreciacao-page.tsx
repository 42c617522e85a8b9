import { PageContainer } from '@ant-design/pro-layout';
import {
  type AcaoOferecida,
  DEPRECIACAO_ANO_MAX,
  DEPRECIACAO_ANO_MIN,
  type DepreciacaoMes,
  type DepreciacaoMeses,
  ESTADO_TRABALHO_LABELS,
  MONTH_NAMES,
  periodLabel,
  REGRAS_PRIMEIRO_MES,
  type RegraPrimeiroMes,
} from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  DialogForm,
  ExportButton,
  Field,
  formatChoices,
  formatDateTime,
  formatMoney,
  LoadError,
  useToast,
} from '@gp/shared-ui';
import { PageTitle, useListQuery } from '@gp/shared-ui/list';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Progress,
  Row,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ClientCard, useRemote } from '../../session/remote-context.js';
import {
  exportarPrevisao,
  useAcaoMes,
  useMeses,
  usePrevisao,
  useSaveConfiguracao,
  useTrabalho,
} from './api.js';
import {
  ACAO_LABELS,
  ACAO_SUCESSO,
  confirmacao,
  ESTADO_COLORS,
  ESTADO_LABELS,
  mesNome,
} from './depreciacao-mes.js';

const REGRA_LABELS: Record<RegraPrimeiroMes, string> = {
  integral: 'Mês inteiro',
  pro_rata: 'Proporcional aos dias de uso (pro rata)',
};

/** The year the screen opens on: the URL's, else the selected exercício's, else this year. */
function useAno(): [number, (ano: number) => void] {
  const { session } = useRemote();
  const [params, setParams] = useSearchParams();
  const fromUrl = Number(params.get('ano'));
  const ano =
    Number.isInteger(fromUrl) && fromUrl >= DEPRECIACAO_ANO_MIN && fromUrl <= DEPRECIACAO_ANO_MAX
      ? fromUrl
      : (session.exercicio?.ano ?? new Date().getFullYear());
  const setAno = (next: number) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('ano', String(next));
        return out;
      },
      { replace: true },
    );
  return [ano, setAno];
}

/**
 * A month's action, as the API offers it: its confirmation (the API's warning when it gives one, e.g. what
 * processing the current month locks, sent back as confirmed; Reabrir asks for the reason) and the call.
 */
function AcaoDialog({
  oferecida: { acao, aviso },
  mes,
  clienteId,
}: {
  oferecida: AcaoOferecida;
  mes: DepreciacaoMes;
  clienteId: string | null;
}) {
  const toast = useToast();
  const call = useAcaoMes();
  const danger = acao === 'estornar' || acao === 'reabrir' || aviso !== null;
  const body = {
    mes: mes.mes,
    ano: mes.ano,
    ...(clienteId ? { cliente_id: clienteId } : {}),
    ...(aviso ? { confirmado: true } : {}),
  };
  return (
    <DialogForm<{ motivo?: string }>
      title={`${ACAO_LABELS[acao]} ${periodLabel(mes)}`}
      okText={ACAO_LABELS[acao]}
      okDanger={danger}
      trigger={
        <Button size="small" danger={danger} aria-label={`${ACAO_LABELS[acao]} ${mesNome(mes)}`}>
          {ACAO_LABELS[acao]}
        </Button>
      }
      onFinish={async ({ motivo }) => {
        await call.mutateAsync({ acao, body: acao === 'reabrir' ? { ...body, motivo: motivo ?? '' } : body });
        toast.success(ACAO_SUCESSO[acao]);
      }}
    >
      {({ label }) => (
        <>
          {aviso ? (
            <Alert type="warning" showIcon message={aviso} />
          ) : (
            <Typography.Paragraph>{confirmacao(acao, mes, mes.estado === 'processado')}</Typography.Paragraph>
          )}
          {acao === 'reabrir' ? (
            <Form.Item
              name="motivo"
              label={label('motivo', 'Motivo')}
              rules={[
                { required: true, whitespace: true, message: 'Informe o motivo.' },
                { min: 5, message: 'O motivo deve ter pelo menos 5 caracteres.' },
              ]}
            >
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          ) : null}
        </>
      )}
    </DialogForm>
  );
}

type ConfiguracaoValues = {
  primeiro_mes: RegraPrimeiroMes;
  implantacao_mes?: number;
  implantacao_ano?: number;
};

/** The client's settings: the first-month rule and the month depreciation starts (implantação). */
function ConfiguracaoCard({ meses, clienteId }: { meses: DepreciacaoMeses; clienteId: string | null }) {
  const { access } = useRemote();
  const toast = useToast();
  const save = useSaveConfiguracao();
  const { configuracao } = meses;
  const implantacao = configuracao.implantacao;
  const locked = meses.ultimo_processado !== null;
  return (
    <Card
      size="small"
      title="Configuração"
      extra={
        access.depreciations.update ? (
          <DialogForm<ConfiguracaoValues>
            title="Configuração da depreciação"
            trigger={<Button size="small">Alterar configuração</Button>}
            initialValues={{
              primeiro_mes: configuracao.primeiro_mes,
              implantacao_mes: implantacao?.mes,
              implantacao_ano: implantacao?.ano,
            }}
            renameIssues={{ 'implantacao.mes': 'implantacao_mes', 'implantacao.ano': 'implantacao_ano' }}
            onFinish={async (values) => {
              const both = values.implantacao_mes !== undefined && values.implantacao_ano !== undefined;
              await save.mutateAsync({
                ...(clienteId ? { cliente_id: clienteId } : {}),
                primeiro_mes: values.primeiro_mes,
                implantacao: both
                  ? { mes: Number(values.implantacao_mes), ano: Number(values.implantacao_ano) }
                  : null,
              });
              toast.success('Configuração salva.');
            }}
          >
            <Row gutter={16}>
              <Field
                name="primeiro_mes"
                text="Primeiro mês do bem"
                required="Informe a regra do primeiro mês."
              >
                <Select options={REGRAS_PRIMEIRO_MES.map((r) => ({ value: r, label: REGRA_LABELS[r] }))} />
              </Field>
              <Col span={24}>
                <Typography.Paragraph type="secondary">
                  Mês de implantação: a partir dele o sistema deprecia os bens do cliente; os bens em uso
                  antes dele entram com a depreciação acumulada até ali.
                  {locked ? ' Não muda depois que um mês foi processado.' : ''}
                </Typography.Paragraph>
              </Col>
              <Field name="implantacao_mes" text="Mês de implantação" span={12} required="Informe o mês.">
                <Select
                  disabled={locked}
                  showSearch
                  optionFilterProp="label"
                  options={MONTH_NAMES.map((nome, i) => ({ value: i + 1, label: nome }))}
                />
              </Field>
              <Field name="implantacao_ano" text="Ano de implantação" span={12} required="Informe o ano.">
                <Input disabled={locked} inputMode="numeric" maxLength={4} />
              </Field>
            </Row>
          </DialogForm>
        ) : null
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'regra', label: 'Primeiro mês do bem', children: REGRA_LABELS[configuracao.primeiro_mes] },
          {
            key: 'implantacao',
            label: 'Mês de implantação',
            children: implantacao ? periodLabel(implantacao) : 'Não definido',
          },
        ]}
      />
    </Card>
  );
}

/** A month's run in place: its job's state ("Na fila", "Executando"), progress bar and message. */
function TrabalhoProgresso({ id }: { id: string }) {
  const job = useTrabalho(id).data;
  if (!job) return null;
  const percent = job.progresso.total ? Math.floor((job.progresso.feito / job.progresso.total) * 100) : null;
  return (
    <div data-testid="depreciacao-trabalho">
      <Progress
        size="small"
        percent={percent ?? 100}
        status="active"
        showInfo={percent !== null}
        aria-label="Progresso do processamento"
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {job.progresso.mensagem ?? ESTADO_TRABALHO_LABELS[job.estado]}
      </Typography.Text>
    </div>
  );
}

/** What the screen says about the next month, above the months. */
function ProximoAlert({ meses }: { meses: DepreciacaoMeses }) {
  const erro = meses.meses.find((m) => m.erro);
  if (erro)
    return (
      <Alert type="error" showIcon message={`O processamento de ${mesNome(erro)} falhou: ${erro.erro}`} />
    );
  if (!meses.configuracao.implantacao)
    return (
      <Alert
        type="info"
        showIcon
        message="Defina o mês de implantação na configuração para começar a depreciar os bens."
      />
    );
  return meses.proximo ? (
    <Alert type="info" showIcon message={`Próximo mês a processar: ${mesNome(meses.proximo)}.`} />
  ) : null;
}

/** The next twelve months' quotas (what the accountant plans the year with). */
function PrevisaoCard({ clienteId, enabled }: { clienteId: string | null; enabled: boolean }) {
  const { api } = useRemote();
  const previsao = usePrevisao(clienteId, enabled);
  const columns: DataTableColumn<{
    mes: number;
    ano: number;
    valor_depreciado: string;
    quantidade_bens: number;
  }>[] = [
    { title: 'Mês', key: 'mes', render: (_v, m) => periodLabel(m) },
    { title: 'Bens', dataIndex: 'quantidade_bens', align: 'right', width: 100 },
    {
      title: 'Depreciação prevista',
      dataIndex: 'valor_depreciado',
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
  ];
  return (
    <Card
      size="small"
      title="Previsão dos próximos 12 meses"
      extra={
        enabled && previsao.data?.meses.length ? (
          <ExportButton
            label="Exportar previsão"
            choices={formatChoices((formato) => exportarPrevisao(api, formato, clienteId))}
          />
        ) : null
      }
    >
      {previsao.isError ? (
        <LoadError message="Não foi possível carregar a previsão." onRetry={() => previsao.refetch()} />
      ) : (
        <DataTable
          label="Previsão da depreciação"
          rowKey={(m) => `${m.ano}-${m.mes}`}
          columns={columns}
          data={previsao.data?.meses}
          loading={previsao.isPending && enabled}
          defaultPageSize={12}
          size="small"
        />
      )}
    </Card>
  );
}

/**
 * /app/patrimonio/depreciacao: the months of a year with their state, totals and actions; the client's
 * settings; the forecast. A run goes on in the background and the months are read again until it ends.
 * Support chooses the client first (its months are per client).
 */
export function DepreciacaoPage() {
  const { session, paths } = useRemote();
  const list = useListQuery();
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const clienteId = list.clientId ?? null;
  const ready = !isSuporte || clienteId !== null;
  const [ano, setAno] = useAno();
  const meses = useMeses(ano, clienteId, ready);
  const anos = useMemo(() => {
    const now = new Date().getFullYear();
    return Array.from({ length: 8 }, (_, i) => now + 1 - i).map((a) => ({ value: a, label: String(a) }));
  }, []);

  const data = meses.data;
  const columns = useMemo<DataTableColumn<DepreciacaoMes>[]>(
    () => [
      {
        title: 'Mês',
        key: 'mes',
        width: 160,
        render: (_v, m) =>
          m.estado === 'processado' || m.estado === 'fechado' ? (
            <Link to={paths.depreciacaoMes(m, clienteId)}>{mesNome(m)}</Link>
          ) : (
            mesNome(m)
          ),
      },
      {
        title: 'Situação',
        dataIndex: 'estado',
        width: 150,
        render: (estado: DepreciacaoMes['estado'], m) => (
          <>
            <Tag color={ESTADO_COLORS[estado]}>{ESTADO_LABELS[estado]}</Tag>
            {m.trabalho_id ? <TrabalhoProgresso id={m.trabalho_id} /> : null}
          </>
        ),
      },
      { title: 'Bens', dataIndex: 'quantidade_bens', width: 90, align: 'right' },
      {
        title: 'Valor depreciado',
        dataIndex: 'valor_depreciado',
        width: 160,
        align: 'right',
        render: (v: string) => formatMoney(v),
      },
      {
        title: 'Processado',
        key: 'processado',
        width: 200,
        ellipsis: true,
        render: (_v, m) =>
          m.processado_em ? `${formatDateTime(m.processado_em)} por ${m.processado_por ?? '-'}` : '-',
      },
      {
        title: 'Ações',
        key: 'acoes',
        width: 260,
        render: (_v, m) =>
          m.acoes.length > 0 ? (
            <Space wrap size="small">
              {m.acoes.map((oferecida) => (
                <AcaoDialog key={oferecida.acao} oferecida={oferecida} mes={m} clienteId={clienteId} />
              ))}
            </Space>
          ) : null,
      },
    ],
    [clienteId, paths],
  );

  return (
    <PageContainer
      title={<PageTitle>Depreciação</PageTitle>}
      subTitle="Depreciação mensal dos bens pelo método linear (MCASP)"
      extra={[
        <Select
          key="ano"
          aria-label="Ano"
          value={ano}
          options={anos}
          onChange={setAno}
          style={{ width: 110 }}
        />,
      ]}
    >
      <Flex vertical gap="middle">
        {isSuporte ? <ClientCard list={list} /> : null}
        {!ready ? (
          <Alert type="info" showIcon message="Escolha o cliente para ver a sua depreciação." />
        ) : meses.isError ? (
          <LoadError message="Não foi possível carregar a depreciação." onRetry={() => meses.refetch()} />
        ) : (
          <>
            {data ? <ConfiguracaoCard meses={data} clienteId={clienteId} /> : null}
            {data ? <ProximoAlert meses={data} /> : null}
            <Card size="small" title={`Meses de ${ano}`}>
              <DataTable
                label={`Meses de ${ano}`}
                rowKey={(m) => `${m.ano}-${m.mes}`}
                columns={columns}
                data={data?.meses}
                loading={meses.isPending}
                defaultPageSize={12}
                size="small"
              />
            </Card>
            {data?.configuracao.implantacao ? <PrevisaoCard clienteId={clienteId} enabled={ready} /> : null}
          </>
        )}
      </Flex>
    </PageContainer>
  );
}
