import { AuditOutlined, FilePdfOutlined } from '@ant-design/icons';
import {
  ACAO_LIQUIDACAO_LABELS,
  ACOES_LIQUIDACAO,
  type AcaoLiquidacao,
  type DivergenciaRegistrada,
  type DivergenciaRegistradaPage,
  estadoConservacaoTexto,
  type Inventario,
  lugarInventarioTexto,
  TIPO_DIVERGENCIA_LABELS,
  TIPOS_DIVERGENCIA,
  type TipoDivergencia,
} from '@gp/shared-contracts';
import { DataTable, type DataTableColumn, formatMoney, LoadError } from '@gp/shared-ui';
import { Button, Card, Descriptions, Flex, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PdfButton } from '../../components/pdf-button.js';
import { useRemote } from '../../session/remote-context.js';
import {
  type SituacaoLiquidacao,
  termoEncerramentoPath,
  useDivergenciasRegistradas,
} from './liquidacao-api.js';
import { type Alvo, divergenciaRotulo, LiquidacaoDialog } from './liquidacao-dialog.js';

const n = (x: number) => x.toLocaleString('pt-BR');
const lugar = (l: DivergenciaRegistrada['lido']) => lugarInventarioTexto(l) ?? '—';

/** The actions the API offers for a row (`acoes`), in the catalogue's order. */
const acoesDe = (d: DivergenciaRegistrada): AcaoLiquidacao[] => ACOES_LIQUIDACAO.filter((a) => d.acoes[a]);

/** How a row stands: open, or settled (and how), a transfer waiting for or refused its aceite. */
function Situacao({ d }: { d: DivergenciaRegistrada }) {
  const l = d.liquidacao;
  if (!l || l.aceite_estado === 'recusado')
    return (
      <Flex vertical gap={2}>
        <Tag color="orange">Pendente</Tag>
        {l ? <Typography.Text type="secondary">Transferência recusada pelo recebedor</Typography.Text> : null}
      </Flex>
    );
  return (
    <Flex vertical gap={2}>
      <Tag color={l.aceite_estado === 'pendente' ? 'blue' : 'green'}>
        {l.aceite_estado === 'pendente' ? 'Aguardando aceite' : 'Liquidada'}
      </Tag>
      <Typography.Text>{ACAO_LIQUIDACAO_LABELS[l.acao]}</Typography.Text>
      {l.justificativa ? <Typography.Text type="secondary">{l.justificativa}</Typography.Text> : null}
    </Flex>
  );
}

function Resumo({ resumo }: { resumo: DivergenciaRegistradaPage['resumo'] }) {
  return (
    <Descriptions column={{ xs: 1, sm: 2, lg: 4 }} size="small">
      <Descriptions.Item label="Registradas">{n(resumo.total)}</Descriptions.Item>
      <Descriptions.Item label="Liquidadas">{n(resumo.liquidadas)}</Descriptions.Item>
      <Descriptions.Item label="Restantes">{n(resumo.restantes)}</Descriptions.Item>
      {TIPOS_DIVERGENCIA.map((t) => (
        <Descriptions.Item key={t} label={TIPO_DIVERGENCIA_LABELS[t]}>
          {`${n(resumo.por_tipo[t].liquidadas)} de ${n(resumo.por_tipo[t].total)}`}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/**
 * The closed campaign's divergences as its closing stored them (decision 067): the settled and remaining
 * figures, the closing's termos, the conciliação with accounting, and each divergence settled alone, a
 * selection, or all the open ones of a kind, with the actions the API's `acoes` offer.
 */
export function LiquidacaoCard({ inventario }: { inventario: Inventario }) {
  const { paths, access } = useRemote();
  const [tipo, setTipo] = useState<TipoDivergencia | null>(null);
  const [situacao, setSituacao] = useState<SituacaoLiquidacao>('pendentes');
  const [page, setPage] = useState({ page: 1, limit: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [alvo, setAlvo] = useState<Alvo | null>(null);
  const query = useDivergenciasRegistradas(inventario.id, { tipo, situacao }, page);
  const rows = query.data?.data ?? [];
  const escolhidas = rows.filter((d) => selected.includes(d.id));
  // A bulk offers the actions every chosen row allows (an incorporation is one reading at a time).
  const comuns = (ds: DivergenciaRegistrada[]) =>
    ACOES_LIQUIDACAO.filter((a) => a !== 'incorporar' && ds.length > 0 && ds.every((d) => d.acoes[a]));
  const abertasDoTipo = tipo ? rows.filter((d) => d.tipo === tipo && acoesDe(d).length > 0) : [];
  const columns: DataTableColumn<DivergenciaRegistrada>[] = [
    { title: 'Tipo', key: 'tipo', width: 170, render: (_v, d) => TIPO_DIVERGENCIA_LABELS[d.tipo] },
    // The key text keeps its room: where it was and where it was read leave a narrow table first.
    { title: 'Bem', key: 'bem', main: true, render: (_v, d) => divergenciaRotulo(d) },
    {
      title: 'No cadastro',
      key: 'registrado',
      minWidth: 160,
      priority: 2,
      render: (_v, d) => lugar(d.registrado),
    },
    { title: 'Onde foi lido', key: 'lido', minWidth: 160, priority: 2, render: (_v, d) => lugar(d.lido) },
    {
      title: 'Estado (cadastro → lido)',
      key: 'estado',
      width: 170,
      priority: 3,
      render: (_v, d) =>
        d.tipo === 'estado_diferente'
          ? `${estadoConservacaoTexto(d.estado_registrado) ?? '—'} → ${estadoConservacaoTexto(d.estado_lido) ?? '—'}`
          : '—',
    },
    {
      title: 'Valor',
      key: 'valor',
      width: 130,
      align: 'right',
      render: (_v, d) => (d.valor ? formatMoney(d.valor) : '—'),
    },
    { title: 'Liquidação', key: 'liquidacao', minWidth: 200, render: (_v, d) => <Situacao d={d} /> },
    {
      title: 'Ações',
      key: 'acoes',
      width: 110,
      render: (_v, d) =>
        acoesDe(d).length ? (
          <Button
            size="small"
            aria-label={`Liquidar ${divergenciaRotulo(d)}`}
            onClick={() => setAlvo({ ids: [d.id], rotulo: divergenciaRotulo(d), acoes: acoesDe(d) })}
          >
            Liquidar
          </Button>
        ) : null,
    },
  ];
  const termos = query.data?.termos ?? [];
  return (
    <Card size="small" title="Divergências registradas no encerramento">
      {query.isError ? (
        <LoadError
          message="Não foi possível carregar as divergências registradas."
          onRetry={() => query.refetch()}
        />
      ) : (
        <Flex vertical gap="small">
          <Flex gap="small" wrap>
            {termos.map((t) => (
              <PdfButton
                key={t.tipo}
                icon={<FilePdfOutlined />}
                path={termoEncerramentoPath(inventario.id, t.tipo)}
              >
                {/* "Termo de encerramento nº 1/2026": short enough for a phone's width. */}
                {t.descricao.replace(' de inventário', '').replace(' de responsável', '')}
              </PdfButton>
            ))}
            {access.depreciations.create ? (
              <Link
                to={`${paths.conciliacaoNova()}?${new URLSearchParams({
                  observacao: `Encerramento do inventário "${inventario.titulo}"`,
                })}`}
              >
                <Button icon={<AuditOutlined />}>Conciliar com a contabilidade</Button>
              </Link>
            ) : null}
          </Flex>
          {query.data ? <Resumo resumo={query.data.resumo} /> : null}
          <Flex gap="small" wrap>
            <Segmented<TipoDivergencia | 'todas'>
              aria-label="Tipo de divergência"
              value={tipo ?? 'todas'}
              onChange={(value) => {
                setTipo(value === 'todas' ? null : value);
                setPage({ page: 1, limit: page.limit });
                setSelected([]);
              }}
              options={[
                { value: 'todas', label: 'Todas' },
                ...TIPOS_DIVERGENCIA.map((t) => ({ value: t, label: TIPO_DIVERGENCIA_LABELS[t] })),
              ]}
              style={{ maxWidth: '100%', overflowX: 'auto' }}
            />
            <Segmented<NonNullable<SituacaoLiquidacao> | 'todas'>
              aria-label="Situação da liquidação"
              value={situacao ?? 'todas'}
              onChange={(value) => {
                setSituacao(value === 'todas' ? null : value);
                setPage({ page: 1, limit: page.limit });
                setSelected([]);
              }}
              options={[
                { value: 'pendentes', label: 'Pendentes' },
                { value: 'liquidadas', label: 'Liquidadas' },
                { value: 'todas', label: 'Todas' },
              ]}
            />
          </Flex>
          <Flex gap="small" wrap align="center">
            <Button
              disabled={comuns(escolhidas).length === 0}
              onClick={() =>
                setAlvo({
                  ids: escolhidas.map((d) => d.id),
                  rotulo: `${n(escolhidas.length)} ${escolhidas.length === 1 ? 'divergência escolhida' : 'divergências escolhidas'}`,
                  acoes: comuns(escolhidas),
                })
              }
            >
              {`Liquidar as escolhidas (${n(escolhidas.length)})`}
            </Button>
            {tipo && comuns(abertasDoTipo).length > 0 ? (
              <Button
                onClick={() =>
                  setAlvo({
                    tipo,
                    rotulo: `todas as pendentes de "${TIPO_DIVERGENCIA_LABELS[tipo]}"`,
                    acoes: comuns(abertasDoTipo),
                  })
                }
              >
                {`Liquidar todas as pendentes deste tipo (${n(
                  (query.data?.resumo.por_tipo[tipo].total ?? 0) -
                    (query.data?.resumo.por_tipo[tipo].liquidadas ?? 0),
                )})`}
              </Button>
            ) : null}
          </Flex>
          <DataTable<DivergenciaRegistrada>
            mode="server"
            label="Divergências registradas"
            rowKey={(d) => d.id}
            columns={columns}
            data={query.data?.data}
            total={query.data?.total}
            page={page.page}
            pageSize={page.limit}
            loading={query.isPending}
            selection={{
              keys: selected,
              onChange: setSelected,
              label: (d) => `Escolher ${divergenciaRotulo(d)}`,
              disabled: (d) => acoesDe(d).length === 0,
            }}
            emptyText={
              <Typography.Text type="secondary">
                {situacao === 'pendentes'
                  ? 'Nenhuma divergência pendente: tudo o que a comissão encontrou foi liquidado.'
                  : 'Nenhuma divergência.'}
              </Typography.Text>
            }
            onQueryChange={(q) => {
              setPage({ page: q.page, limit: q.pageSize });
              setSelected([]);
            }}
          />
        </Flex>
      )}
      {alvo ? (
        <LiquidacaoDialog
          inventarioId={inventario.id}
          clienteId={inventario.cliente_id}
          alvo={alvo}
          onClose={() => {
            setAlvo(null);
            setSelected([]);
          }}
        />
      ) : null}
    </Card>
  );
}
