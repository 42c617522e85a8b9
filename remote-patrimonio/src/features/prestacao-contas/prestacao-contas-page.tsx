import { DownloadOutlined, SendOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import { MONTH_NAMES, type Ocorrencia, type Remessa, type RemessasDoPeriodo } from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  DialogForm,
  datePickerDefaults,
  Field,
  formatDate,
  formatDateTime,
  LoadError,
  reportFailure,
  useToast,
} from '@gp/shared-ui';
import { PageTitle, useListQuery } from '@gp/shared-ui/list';
import { JobProgress } from '@gp/shared-ui/remote';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Flex,
  Input,
  List,
  Modal,
  Row,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ClientCard, useRemote } from '../../session/remote-context.js';
import {
  baixarRemessa,
  type Periodo,
  useConfiguracao,
  useGerarRemessas,
  useMarcarEnviado,
  useRemessas,
  useSalvarConfiguracao,
} from './api.js';

const mm = (mes: number) => String(mes).padStart(2, '0');

/** The month the centre opens on: the URL's, else the last one (a remessa is of a month that ended). */
function usePeriodo(): [Periodo, (p: Periodo) => void] {
  const [params, setParams] = useSearchParams();
  const ano = Number(params.get('ano'));
  const mes = Number(params.get('mes'));
  const now = new Date();
  const anterior = {
    ano: now.getMonth() === 0 ? now.getFullYear() - 1 : now.getFullYear(),
    mes: now.getMonth() || 12,
  };
  const periodo =
    Number.isInteger(ano) && ano >= 2000 && ano <= 2099 && Number.isInteger(mes) && mes >= 1 && mes <= 12
      ? { ano, mes }
      : anterior;
  const set = (p: Periodo) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('ano', String(p.ano));
        out.set('mes', String(p.mes));
        return out;
      },
      { replace: true },
    );
  return [periodo, set];
}

/** The file's state in words: with errors, valid, or sent (with its protocol). */
function Situacao({ r }: { r: Remessa }) {
  if (r.enviado_em)
    return (
      <Tag color="green" style={{ whiteSpace: 'normal' }}>
        Enviado em {formatDate(r.enviado_em)} (protocolo {r.protocolo})
      </Tag>
    );
  if (!r.valido) {
    const n = r.ocorrencias.filter((o) => o.tipo === 'erro').length;
    return <Tag color="red">{`${n.toLocaleString('pt-BR')} ${n === 1 ? 'erro' : 'erros'} de validação`}</Tag>;
  }
  return <Tag color="blue">Válido, não enviado</Tag>;
}

function Diferenca({ r }: { r: Remessa }) {
  const d = r.diferenca;
  if (!d) return <>Primeira versão</>;
  const partes = [
    d.incluidas.length ? `${d.incluidas.length.toLocaleString('pt-BR')} incluída(s)` : null,
    d.removidas.length ? `${d.removidas.length.toLocaleString('pt-BR')} removida(s)` : null,
    d.alteradas.length ? `${d.alteradas.length.toLocaleString('pt-BR')} alterada(s)` : null,
  ].filter(Boolean);
  return (
    <>{`Desde a versão ${d.anterior_versao ?? '?'}: ${partes.length ? partes.join(', ') : 'sem mudança nas obras'}`}</>
  );
}

const OCORRENCIA = {
  erro: { color: 'red', label: 'Erro' },
  aviso: { color: 'gold', label: 'Aviso' },
  transliteracao: { color: 'default', label: 'Transliteração' },
} as const;

/** The validation report of a file: each error per work and field, with the screen that fixes it. */
function Relatorio({ r }: { r: Remessa }) {
  const d = r.diferenca;
  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary" copyable={{ text: r.sha256 }}>
        SHA-256: <span style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{r.sha256}</span>
      </Typography.Text>
      {d && (d.incluidas.length || d.removidas.length || d.alteradas.length) ? (
        <Typography.Text>
          {d.incluidas.length ? `Incluídas: ${d.incluidas.join(', ')}. ` : ''}
          {d.removidas.length ? `Removidas: ${d.removidas.join(', ')}. ` : ''}
          {d.alteradas.length ? `Alteradas: ${d.alteradas.join(', ')}.` : ''}
        </Typography.Text>
      ) : null}
      <List<Ocorrencia>
        size="small"
        bordered
        locale={{ emptyText: 'Nenhuma ocorrência: o arquivo segue o leiaute.' }}
        dataSource={r.ocorrencias}
        renderItem={(o) => (
          <List.Item extra={o.link ? <Link to={o.link}>Corrigir</Link> : null}>
            <Space direction="vertical" size={0}>
              <span>
                <Tag color={OCORRENCIA[o.tipo].color}>{OCORRENCIA[o.tipo].label}</Tag>
                {o.mensagem}
              </span>
              {o.detalhe ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  XSD: {o.detalhe}
                </Typography.Text>
              ) : null}
            </Space>
          </List.Item>
        )}
      />
    </Flex>
  );
}

type EnvioValues = { protocolo: string; data: Dayjs };

function MarcarEnviado({ r }: { r: Remessa }) {
  const toast = useToast();
  const marcar = useMarcarEnviado();
  return (
    <DialogForm<EnvioValues>
      title={`Marcar ${r.nome} como enviado`}
      okText="Marcar como enviado"
      trigger={
        <Button size="small" icon={<SendOutlined />} aria-label={`Marcar ${r.nome} como enviado`}>
          Marcar enviado
        </Button>
      }
      onFinish={async (v) => {
        await marcar.mutateAsync({
          id: r.id,
          body: { protocolo: v.protocolo, data: v.data.format('YYYY-MM-DD') },
        });
        toast.success('Arquivo marcado como enviado.');
      }}
    >
      <Row gutter={16}>
        <Field
          name="protocolo"
          text="Número do protocolo"
          span={12}
          required="Informe o número do protocolo."
        >
          <Input maxLength={60} />
        </Field>
        <Field name="data" text="Data do envio" span={12} required="Informe a data do envio.">
          <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />
        </Field>
      </Row>
    </DialogForm>
  );
}

type ConfigValues = { audesp_entidade?: string; audesp_municipio?: string };

/** The client's codes at AUDESP (the Descritor of every file), edited by who may configure. */
function ConfiguracaoCard({ clienteId, pode }: { clienteId: string | null; pode: boolean }) {
  const config = useConfiguracao(clienteId, true);
  const salvar = useSalvarConfiguracao();
  const toast = useToast();
  const c = config.data;
  return (
    <Card
      size="small"
      title="Configuração da remessa (TCE-SP AUDESP)"
      extra={
        pode && c ? (
          <DialogForm<ConfigValues>
            title="Códigos do cliente no AUDESP"
            trigger={<Button size="small">Alterar códigos</Button>}
            initialValues={{
              audesp_entidade: c.audesp_entidade === null ? undefined : String(c.audesp_entidade),
              audesp_municipio: c.audesp_municipio ?? undefined,
            }}
            onFinish={async (v) => {
              const entidade = v.audesp_entidade?.trim();
              await salvar.mutateAsync({
                ...(clienteId ? { cliente_id: clienteId } : {}),
                audesp_entidade: entidade ? Number(entidade) : null,
                audesp_municipio: v.audesp_municipio?.trim() || null,
              });
              toast.success('Códigos salvos.');
            }}
          >
            <Row gutter={16}>
              <Field name="audesp_entidade" text="Código da entidade" span={12}>
                <Input inputMode="numeric" maxLength={5} />
              </Field>
              <Field name="audesp_municipio" text="Código do município" span={12}>
                <Input inputMode="numeric" maxLength={4} />
              </Field>
            </Row>
          </DialogForm>
        ) : null
      }
    >
      {config.isError ? (
        <LoadError message="Não foi possível carregar a configuração." onRetry={() => config.refetch()} />
      ) : (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'entidade', label: 'Código da entidade', children: c?.audesp_entidade ?? 'Não informado' },
            {
              key: 'municipio',
              label: 'Código do município',
              children: c?.audesp_municipio ?? 'Não informado',
            },
          ]}
        />
      )}
    </Card>
  );
}

function useColumns(abrir: (r: Remessa) => void) {
  const { api } = useRemote();
  const toast = useToast();
  return useMemo<DataTableColumn<Remessa>[]>(
    () => [
      {
        title: 'Arquivo',
        key: 'arquivo',
        width: 340,
        render: (_v, r) => (
          <Space direction="vertical" size={0}>
            <span>{r.tipo_descricao}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
              {r.nome}
            </Typography.Text>
          </Space>
        ),
      },
      { title: 'Parte', dataIndex: 'parte', width: 70, align: 'right' },
      { title: 'Versão', dataIndex: 'versao', width: 80, align: 'right' },
      { title: 'Obras', dataIndex: 'obras', width: 80, align: 'right' },
      { title: 'Situação', key: 'situacao', width: 200, render: (_v, r) => <Situacao r={r} /> },
      { title: 'Diferença', key: 'diferenca', width: 180, render: (_v, r) => <Diferenca r={r} /> },
      {
        title: 'Gerado',
        key: 'gerado',
        width: 170,
        render: (_v, r) => `${formatDateTime(r.gerado_em)} por ${r.gerado_por ?? '-'}`,
      },
      {
        title: 'Ações',
        key: 'acoes',
        width: 240,
        render: (_v, r) => (
          <Space wrap size="small">
            <Button size="small" aria-label={`Relatório de validação de ${r.nome}`} onClick={() => abrir(r)}>
              Relatório
            </Button>
            {r.acoes.baixar ? (
              <Button
                size="small"
                icon={<DownloadOutlined />}
                aria-label={`Baixar ${r.nome}`}
                onClick={() => baixarRemessa(api, r).catch((e) => reportFailure(toast, e))}
              >
                Baixar
              </Button>
            ) : null}
            {r.acoes.marcar_enviado ? <MarcarEnviado r={r} /> : null}
          </Space>
        ),
      },
    ],
    [api, toast, abrir],
  );
}

function Gerar({
  periodo,
  clienteId,
  data,
}: {
  periodo: Periodo;
  clienteId: string | null;
  data: RemessasDoPeriodo;
}) {
  const gerar = useGerarRemessas();
  const toast = useToast();
  const { api } = useRemote();
  const [seguido, setSeguido] = useState<string | null>(null);
  const running = seguido ?? data.trabalho_id;
  return (
    <Flex vertical gap="small">
      {data.acoes.gerar ? (
        <div>
          <Button
            type="primary"
            loading={gerar.isPending}
            disabled={data.trabalho_id !== null}
            onClick={async () => {
              try {
                const res = await gerar.mutateAsync({
                  ...periodo,
                  ...(clienteId ? { cliente_id: clienteId } : {}),
                });
                setSeguido(res.trabalho_id);
              } catch (error) {
                reportFailure(toast, error);
              }
            }}
          >
            {data.data.length ? 'Gerar nova versão' : 'Gerar arquivos do mês'}
          </Button>
        </div>
      ) : null}
      {running ? <JobProgress key={running} api={api} id={running} onClose={() => setSeguido(null)} /> : null}
    </Flex>
  );
}

/**
 * /app/patrimonio/prestacao-contas: the remessas centre (decision 066). A month's files for the tribunal de
 * contas (TCE-SP AUDESP, works), generated by a job, each with its validation report (errors per work and
 * field, with the screen that fixes it), version, SHA-256 and difference from the previous one; a valid
 * file is downloaded and marked "enviado" with the protocol. What it offers is the API's `acoes`.
 */
export function PrestacaoContasPage() {
  const { session } = useRemote();
  const list = useListQuery();
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const clienteId = list.clientId ?? null;
  const ready = !isSuporte || clienteId !== null;
  const [periodo, setPeriodo] = usePeriodo();
  const remessas = useRemessas(periodo, clienteId, ready);
  const [aberto, setAberto] = useState<string | null>(null);
  const columns = useColumns((r) => setAberto(r.id));
  const anos = useMemo(() => {
    const now = new Date().getFullYear();
    return Array.from({ length: 6 }, (_, i) => now - i).map((a) => ({ value: a, label: String(a) }));
  }, []);
  const data = remessas.data;
  const relatorio = data?.data.find((r) => r.id === aberto) ?? null;
  return (
    <PageContainer
      title={<PageTitle>Prestação de contas</PageTitle>}
      subTitle="Arquivos para o tribunal de contas: gere, confira, baixe e registre o envio"
      extra={[
        <Select
          key="mes"
          aria-label="Mês"
          value={periodo.mes}
          options={MONTH_NAMES.map((nome, i) => ({ value: i + 1, label: nome }))}
          onChange={(mes) => setPeriodo({ ...periodo, mes })}
          style={{ width: 140 }}
        />,
        <Select
          key="ano"
          aria-label="Ano"
          value={periodo.ano}
          options={anos}
          onChange={(ano) => setPeriodo({ ...periodo, ano })}
          style={{ width: 100 }}
        />,
      ]}
    >
      <Flex vertical gap="middle">
        {isSuporte ? <ClientCard list={list} /> : null}
        {!ready ? (
          <Alert type="info" showIcon message="Escolha o cliente para ver as suas remessas." />
        ) : remessas.isError ? (
          <LoadError message="Não foi possível carregar as remessas." onRetry={() => remessas.refetch()} />
        ) : (
          <>
            <ConfiguracaoCard clienteId={clienteId} pode={data?.acoes.configurar ?? false} />
            {data?.avisos.length ? (
              <Alert
                type="warning"
                showIcon
                message={`O mês ${mm(periodo.mes)}/${periodo.ano} não está fechado`}
                description={
                  <ul style={{ margin: 0, paddingLeft: 20 }}>
                    {data.avisos.map((a) => (
                      <li key={a}>{a}</li>
                    ))}
                  </ul>
                }
              />
            ) : null}
            <Card size="small" title={`Arquivos de ${mm(periodo.mes)}/${periodo.ano}`}>
              <Flex vertical gap="middle">
                {data ? <Gerar periodo={periodo} clienteId={clienteId} data={data} /> : null}
                <DataTable<Remessa>
                  label={`Arquivos de ${mm(periodo.mes)}/${periodo.ano}`}
                  emptyText="Nenhum arquivo gerado para este mês."
                  rowKey={(r) => r.id}
                  columns={columns}
                  data={data?.data}
                  loading={remessas.isPending}
                  size="small"
                />
              </Flex>
            </Card>
          </>
        )}
      </Flex>
      <Modal
        open={relatorio !== null}
        title={relatorio ? `Relatório de validação: ${relatorio.nome}` : ''}
        footer={null}
        width={960}
        onCancel={() => setAberto(null)}
      >
        {relatorio ? <Relatorio r={relatorio} /> : null}
      </Modal>
    </PageContainer>
  );
}
