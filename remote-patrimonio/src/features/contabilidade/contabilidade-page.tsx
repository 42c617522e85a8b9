import { AuditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import {
  DEPRECIACAO_ANO_MAX,
  DEPRECIACAO_ANO_MIN,
  formatCpfCnpj,
  type Lancamento,
  type LancamentosPage,
  MONTH_NAMES,
  NATUREZA_LANCAMENTO_LABELS,
  type Rmb,
  type RmbLinha,
} from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  ExportButton,
  formatDateTime,
  formatMoney,
  LoadError,
} from '@gp/shared-ui';
import { PageTitle, useListQuery } from '@gp/shared-ui/list';
import { Alert, Button, Card, Flex, Select, Space, Table, Tabs, Typography } from 'antd';
import { HTTPError } from 'ky';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PdfButton } from '../../components/pdf-button.js';
import { ClientCard, useRemote } from '../../session/remote-context.js';
import { exportarLancamentos, exportarRmb, mesQuery, rmbPdfPath, useLancamentos, useRmb } from './api.js';

/** The legal reports: a chunk of their own, loaded when the page shows them (decision 072). */
const RelatoriosLegais = lazy(() => import('./relatorios-legais.js'));

type Mes = { mes: number; ano: number };

/**
 * The table of events and the intangíveis of indefinite life: chunks of their own, fetched when their tab
 * is first opened (the month's events and RMB are what the page opens on).
 */
const EventosTab = lazy(() => import('./eventos-tab.js').then((m) => ({ default: m.EventosTab })));
const IntangiveisTab = lazy(() =>
  import('./intangiveis-tab.js').then((m) => ({ default: m.IntangiveisTab })),
);

const ABAS = ['lancamentos', 'eventos', 'intangiveis'] as const;
type Aba = (typeof ABAS)[number];

/** The tab the screen shows: the URL's `aba`, else the month's events and RMB. */
function useAba(): [Aba, (a: Aba) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('aba');
  const aba = (ABAS as readonly string[]).includes(raw ?? '') ? (raw as Aba) : 'lancamentos';
  const set = (a: Aba) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (a === 'lancamentos') out.delete('aba');
        else out.set('aba', a);
        return out;
      },
      { replace: true },
    );
  return [aba, set];
}

/** The month the screen shows: the URL's, else the current one. */
function useMes(): [Mes, (m: Mes) => void] {
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const ano = Number(params.get('ano'));
  const mes = Number(params.get('mes'));
  const valid =
    Number.isInteger(ano) &&
    ano >= DEPRECIACAO_ANO_MIN &&
    ano <= DEPRECIACAO_ANO_MAX &&
    mes >= 1 &&
    mes <= 12;
  const current = valid ? { ano, mes } : { ano: now.getFullYear(), mes: now.getMonth() + 1 };
  const set = (m: Mes) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        out.set('ano', String(m.ano));
        out.set('mes', String(m.mes));
        return out;
      },
      { replace: true },
    );
  return [current, set];
}

const periodo = (m: Mes) => `${String(m.mes).padStart(2, '0')}/${m.ano}`;
const dataBr = (iso: string) => iso.split('-').reverse().join('/');
const numero = (l: { numero: number; ano: number }) => `${l.numero}/${l.ano}`;

/** The month's events (number, date, accounts, value, history), the export choices and the latest export's hash. */
function LancamentosCard({ m, clienteId, enabled }: { m: Mes; clienteId: string | null; enabled: boolean }) {
  const { api } = useRemote();
  const [page, setPage] = useState(1);
  const query = useLancamentos(m, clienteId, page, enabled);
  const data: LancamentosPage | undefined = query.data;
  const columns = useMemo<DataTableColumn<Lancamento>[]>(
    () => [
      { title: 'Número', key: 'numero', width: 90, render: (_v, l) => numero(l) },
      { title: 'Data', dataIndex: 'data', width: 100, render: (d: string) => dataBr(d) },
      { title: 'Débito', dataIndex: 'debito', width: 140 },
      { title: 'Crédito', dataIndex: 'credito', width: 140 },
      {
        title: 'Valor',
        dataIndex: 'valor',
        width: 140,
        align: 'right',
        render: (v: string) => formatMoney(v),
      },
      {
        title: 'Histórico',
        key: 'historico',
        render: (_v, l) => (
          <>
            {l.historico}
            {l.estornado_por ? (
              <Typography.Text type="secondary"> (estornado pelo {numero(l.estornado_por)})</Typography.Text>
            ) : null}
          </>
        ),
      },
      {
        title: 'Natureza',
        dataIndex: 'natureza',
        width: 170,
        render: (n: Lancamento['natureza']) => NATUREZA_LANCAMENTO_LABELS[n],
      },
      {
        // Who recorded it, identified by CPF (Decreto 10.540/2020; decision 073): a back-office page, so whole.
        title: 'Usuário',
        key: 'usuario',
        width: 200,
        render: (_v, l) =>
          l.usuario ? (
            <>
              {l.usuario.nome}
              {l.usuario.cpf ? (
                <Typography.Text type="secondary"> (CPF {formatCpfCnpj(l.usuario.cpf)})</Typography.Text>
              ) : null}
            </>
          ) : (
            '-'
          ),
      },
    ],
    [],
  );
  const exportar = (formato: 'csv' | 'xlsx' | 'json') => async () => {
    await exportarLancamentos(api, m, clienteId, formato);
    await query.refetch();
  };
  const ultima = data?.ultima_exportacao;
  return (
    <Card
      size="small"
      title={`Lançamentos de ${periodo(m)}`}
      extra={
        data?.acoes.exportar && data.total > 0 ? (
          <ExportButton
            label="Exportar para a contabilidade"
            choices={[
              { key: 'csv', label: 'CSV', run: exportar('csv') },
              { key: 'xlsx', label: 'XLSX', run: exportar('xlsx') },
              { key: 'json', label: 'JSON', run: exportar('json') },
            ]}
          />
        ) : null
      }
    >
      {query.isError ? (
        <LoadError message="Não foi possível carregar os lançamentos." onRetry={() => query.refetch()} />
      ) : (
        <Flex vertical gap="small">
          {data ? (
            <Typography.Text>
              {data.total.toLocaleString('pt-BR')} {data.total === 1 ? 'lançamento' : 'lançamentos'}, total de{' '}
              {formatMoney(data.valor_total)}.
            </Typography.Text>
          ) : null}
          {ultima ? (
            <Alert
              type="info"
              showIcon
              message={`Última exportação: ${ultima.formato.toUpperCase()}, ${formatDateTime(ultima.em)} por ${ultima.por}, ${ultima.quantidade.toLocaleString('pt-BR')} lançamentos.`}
              description={
                <Typography.Text copyable code style={{ wordBreak: 'break-all' }}>
                  {`SHA-256 ${ultima.sha256}`}
                </Typography.Text>
              }
            />
          ) : null}
          <DataTable<Lancamento>
            label={`Lançamentos de ${periodo(m)}`}
            mode="server"
            total={data?.total}
            page={page}
            pageSize={50}
            onQueryChange={(q) => setPage(q.page)}
            rowKey={(l) => `${l.ano}-${l.numero}`}
            columns={columns}
            data={data?.data}
            loading={query.isPending && enabled}
            emptyText="Nenhum lançamento neste mês: os lançamentos são gerados quando o mês é processado na depreciação."
            size="small"
          />
        </Flex>
      )}
    </Card>
  );
}

const RMB_COLUMNS: { key: keyof RmbLinha; title: string }[] = [
  { key: 'saldo_anterior', title: 'Saldo anterior' },
  { key: 'incorporacoes', title: 'Incorporações' },
  { key: 'transferencias_entrada', title: 'Transf. entradas' },
  { key: 'transferencias_saida', title: 'Transf. saídas' },
  { key: 'reavaliacoes', title: 'Reavaliações' },
  { key: 'reducoes', title: 'Reduções' },
  { key: 'baixas', title: 'Baixas' },
  { key: 'depreciacao', title: 'Depreciação / amortização' },
  { key: 'saldo_final', title: 'Saldo atual' },
];

/** The RMB table: each group's accounts and its total, then the grand total. */
function RmbTable({ rmb }: { rmb: Rmb }) {
  const rows = [
    ...rmb.grupos.flatMap((g) => [
      { key: `g-${g.tipo_bem}`, titulo: g.titulo, linha: null as RmbLinha | null },
      ...g.linhas.map((l) => ({ key: l.conta_contabil, titulo: l.conta_contabil, linha: l })),
      { key: `t-${g.tipo_bem}`, titulo: g.total.conta_contabil, linha: g.total },
    ]),
    { key: 'total', titulo: rmb.total.conta_contabil, linha: rmb.total },
  ];
  return (
    <Table
      size="small"
      pagination={false}
      scroll={{ x: 1300 }}
      aria-label={`RMB de ${periodo(rmb)}`}
      dataSource={rows}
      columns={[
        {
          title: 'Conta contábil',
          dataIndex: 'titulo',
          fixed: 'left',
          width: 170,
          render: (t: string, r) => (r.linha && !t.startsWith('Total') ? t : <strong>{t}</strong>),
        },
        ...RMB_COLUMNS.map((c) => ({
          title: c.title,
          key: c.key,
          align: 'right' as const,
          width: 125,
          render: (_v: unknown, r: (typeof rows)[number]) =>
            r.linha ? formatMoney(r.linha[c.key] as string) : null,
        })),
      ]}
    />
  );
}

function RmbCard({ m, clienteId, enabled }: { m: Mes; clienteId: string | null; enabled: boolean }) {
  const { api, access, paths } = useRemote();
  const rmb = useRmb(m, clienteId, enabled);
  const naoProcessado = rmb.error instanceof HTTPError && rmb.error.response.status === 409;
  return (
    <Card
      size="small"
      title={`RMB — relatório de movimentação de bens de ${periodo(m)}`}
      extra={
        rmb.data ? (
          <Space wrap>
            <PdfButton path={rmbPdfPath(mesQuery(m, clienteId))} icon={<FilePdfOutlined />}>
              RMB (PDF)
            </PdfButton>
            <ExportButton
              label="RMB (XLSX)"
              choices={[{ key: 'xlsx', label: 'XLSX', run: () => exportarRmb(api, m, clienteId) }]}
            />
            {access.depreciations.create ? (
              // The monthly conciliação (decision 072): the balancete against this month's RMB.
              <Link
                to={`${paths.conciliacaoNova()}?${new URLSearchParams({
                  ano: String(m.ano),
                  mes: String(m.mes),
                  observacao: `Conciliação mensal de ${periodo(m)} (RMB)`,
                })}`}
              >
                <Button icon={<AuditOutlined />}>Conciliar com o balancete</Button>
              </Link>
            ) : null}
          </Space>
        ) : null
      }
    >
      {naoProcessado ? (
        <Alert
          type="info"
          showIcon
          message={`O mês ${periodo(m)} não foi processado na depreciação: processe-o para gerar os lançamentos e o RMB.`}
        />
      ) : rmb.isError ? (
        <LoadError message="Não foi possível carregar o RMB." onRetry={() => rmb.refetch()} />
      ) : rmb.data ? (
        <Flex vertical gap="small">
          <Typography.Text type="secondary">
            Valores contábeis líquidos por conta do bem; cada coluna soma os lançamentos do mês da sua
            natureza.
            {rmb.data.fechado ? ' Mês fechado: o relatório guardado no fechamento.' : ''}
          </Typography.Text>
          <RmbTable rmb={rmb.data} />
        </Flex>
      ) : (
        <Typography.Text type="secondary">Carregando o RMB…</Typography.Text>
      )}
    </Card>
  );
}

/**
 * /app/patrimonio/contabilidade: a month's accounting events (with the export for the accounting system and
 * the hash of the latest one), its RMB (PDF, XLSX) and the legal reports of the prestação de contas;
 * the client's table of events; the intangíveis of indefinite useful life and their annual impairment
 * test. Support chooses the client first.
 */
export function ContabilidadePage() {
  const { session } = useRemote();
  const list = useListQuery();
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const clienteId = list.clientId ?? null;
  const ready = !isSuporte || clienteId !== null;
  const [m, setMes] = useMes();
  const [aba, setAba] = useAba();
  const anos = useMemo(() => {
    const now = new Date().getFullYear();
    return Array.from({ length: 8 }, (_, i) => now + 1 - i).map((a) => ({ value: a, label: String(a) }));
  }, []);
  const loading = <Typography.Text type="secondary">Carregando…</Typography.Text>;
  return (
    <PageContainer
      title={<PageTitle>Contabilidade</PageTitle>}
      subTitle="Lançamentos contábeis das movimentações e da depreciação, o RMB do mês e a tabela de eventos"
      extra={
        aba === 'lancamentos'
          ? [
              <Select
                key="mes"
                aria-label="Mês"
                value={m.mes}
                options={MONTH_NAMES.map((label, i) => ({ value: i + 1, label }))}
                onChange={(mes) => setMes({ ...m, mes })}
                style={{ width: 140 }}
              />,
              <Select
                key="ano"
                aria-label="Ano"
                value={m.ano}
                options={anos}
                onChange={(ano) => setMes({ ...m, ano })}
                style={{ width: 100 }}
              />,
            ]
          : []
      }
    >
      <Flex vertical gap="middle">
        {isSuporte ? <ClientCard list={list} /> : null}
        {!ready ? (
          <Alert type="info" showIcon message="Escolha o cliente para ver a sua contabilidade." />
        ) : (
          <Tabs
            activeKey={aba}
            onChange={(key) => setAba(key as Aba)}
            items={[
              {
                key: 'lancamentos',
                label: 'Lançamentos e RMB',
                children: (
                  <Flex vertical gap="middle">
                    <LancamentosCard m={m} clienteId={clienteId} enabled={ready} />
                    <RmbCard m={m} clienteId={clienteId} enabled={ready} />
                    <Suspense
                      fallback={
                        <Typography.Text type="secondary">Carregando os relatórios legais…</Typography.Text>
                      }
                    >
                      <RelatoriosLegais m={m} anos={anos} clienteId={clienteId} />
                    </Suspense>
                  </Flex>
                ),
              },
              {
                key: 'eventos',
                label: 'Tabela de eventos',
                children: (
                  <Suspense fallback={loading}>
                    <EventosTab clienteId={clienteId} />
                  </Suspense>
                ),
              },
              {
                key: 'intangiveis',
                label: 'Intangíveis de vida útil indefinida',
                children: (
                  <Suspense fallback={loading}>
                    <IntangiveisTab clienteId={clienteId} />
                  </Suspense>
                ),
              },
            ]}
          />
        )}
      </Flex>
    </PageContainer>
  );
}
