import {
  type Divergencia,
  type DivergenciaPage,
  estadoConservacaoTexto,
  type Inventario,
  lugarInventarioTexto,
  TIPO_DIVERGENCIA_LABELS,
  TIPO_LINHA_INVENTARIO_LABELS,
  TIPOS_DIVERGENCIA,
  type TipoDivergencia,
} from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  ExportButton,
  formatChoices,
  formatDateTime,
  LoadError,
} from '@gp/shared-ui';
import { Card, Descriptions, Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useRemote } from '../../session/remote-context.js';
import { exportarAnalitico, useDivergencias } from './api.js';
import { lugarDaDivergencia, RecontagemButton } from './recontagem-card.js';

const lugarTexto = (l: Divergencia['lido']) => lugarInventarioTexto(l) ?? '—';
const estadoTexto = (x: string | null) => estadoConservacaoTexto(x) ?? '—';

const COLUMNS: DataTableColumn<Divergencia>[] = [
  {
    title: 'Tipo',
    key: 'tipo',
    width: 180,
    render: (_v, d) => TIPO_LINHA_INVENTARIO_LABELS[d.tipo],
  },
  {
    title: 'Bem',
    key: 'bem',
    main: true,
    // An asset without a label has no reading: its description (the counter's note) names it.
    render: (_v, d) =>
      d.bem
        ? `${d.bem.CodigoBEM} – ${d.bem.descricao}`
        : d.leitura
          ? `Leitura "${d.leitura}"`
          : (d.observacao ?? '—'),
  },
  // The key text keeps its room: the note and the time, then the places and the state, leave a narrow table first.
  {
    title: 'No cadastro',
    key: 'registrado',
    minWidth: 180,
    priority: 2,
    render: (_v, d) => lugarTexto(d.registrado),
  },
  { title: 'Onde foi lido', key: 'lido', minWidth: 180, priority: 2, render: (_v, d) => lugarTexto(d.lido) },
  {
    title: 'Estado (cadastro → lido)',
    key: 'estado',
    width: 200,
    priority: 2,
    render: (_v, d) =>
      d.tipo === 'estado_diferente'
        ? `${estadoTexto(d.estado_registrado)} → ${estadoTexto(d.estado_lido)}`
        : '—',
  },
  {
    title: 'Observação',
    key: 'observacao',
    minWidth: 160,
    priority: 3,
    render: (_v, d) =>
      [d.bem || d.leitura ? d.observacao : null, d.foto_id ? '(com foto)' : null].filter(Boolean).join(' ') ||
      '—',
  },
  {
    title: 'Lido em',
    key: 'contado_em',
    width: 150,
    priority: 3,
    render: (_v, d) => (d.contado_em ? formatDateTime(d.contado_em) : '—'),
  },
];

/** The president's column: ask a second count of the place of a divergence (decision 070). */
const recontarColumn = (inventario: Inventario): DataTableColumn<Divergencia> => ({
  title: 'Segunda contagem',
  key: 'recontar',
  width: 150,
  render: (_v, d) => {
    const lugar = d.tipo === 'empate' ? null : lugarDaDivergencia(d);
    return lugar ? <RecontagemButton inventario={inventario} lugar={lugar} /> : null;
  },
});

const n = (x: number) => x.toLocaleString('pt-BR');

function Resumo({ resumo }: { resumo: DivergenciaPage['resumo'] }) {
  return (
    <Descriptions column={{ xs: 2, md: 3, xl: 6 }} size="small">
      <Descriptions.Item label="Esperados">{n(resumo.esperados)}</Descriptions.Item>
      <Descriptions.Item label="Encontrados">{n(resumo.encontrados)}</Descriptions.Item>
      {TIPOS_DIVERGENCIA.map((t) => (
        <Descriptions.Item key={t} label={TIPO_DIVERGENCIA_LABELS[t]}>
          {n(resumo[t])}
        </Descriptions.Item>
      ))}
      {resumo.empate > 0 ? (
        <Descriptions.Item label={TIPO_LINHA_INVENTARIO_LABELS.empate}>{n(resumo.empate)}</Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

/**
 * The campaign's comparison of the register with the readings (decision 063): the figures and a page of
 * what diverges, by kind. Shown as the API's `acoes.divergencias` says (a blind count hides it from its
 * counters while open).
 */
export function DivergenciasCard({ inventario }: { inventario: Inventario }) {
  const [tipo, setTipo] = useState<TipoDivergencia | null>(null);
  const [page, setPage] = useState({ page: 1, limit: 10 });
  const query = useDivergencias(inventario.id, tipo, page, inventario.acoes.divergencias);
  const { api } = useRemote();
  if (!inventario.acoes.divergencias) return null;
  return (
    <Card
      size="small"
      title="Contagem: cadastro e leituras"
      extra={
        <ExportButton
          label="Inventário analítico"
          compact
          choices={formatChoices((formato) => exportarAnalitico(api, inventario.id, formato))}
        />
      }
    >
      {query.isError ? (
        <LoadError message="Não foi possível carregar a comparação." onRetry={() => query.refetch()} />
      ) : (
        <Flex vertical gap="small">
          {query.data ? <Resumo resumo={query.data.resumo} /> : null}
          <Segmented<TipoDivergencia | 'todas'>
            aria-label="Tipo de divergência"
            value={tipo ?? 'todas'}
            onChange={(value) => {
              setTipo(value === 'todas' ? null : value);
              setPage({ page: 1, limit: page.limit });
            }}
            options={[
              { value: 'todas', label: 'Todas' },
              ...TIPOS_DIVERGENCIA.map((t) => ({ value: t, label: TIPO_DIVERGENCIA_LABELS[t] })),
            ]}
            style={{ maxWidth: '100%', overflowX: 'auto' }}
          />
          <DataTable<Divergencia>
            mode="server"
            label="Divergências da contagem"
            rowKey={(d) => `${d.tipo}:${d.bem?.id ?? d.leitura}`}
            columns={inventario.acoes.recontar ? [...COLUMNS, recontarColumn(inventario)] : COLUMNS}
            data={query.data?.data}
            total={query.data?.total}
            page={page.page}
            pageSize={page.limit}
            loading={query.isPending}
            emptyText={
              <Typography.Text type="secondary">
                {tipo
                  ? 'Nenhuma divergência deste tipo.'
                  : 'Nenhuma divergência: tudo o que se esperava foi lido no lugar.'}
              </Typography.Text>
            }
            onQueryChange={(q) => setPage({ page: q.page, limit: q.pageSize })}
          />
        </Flex>
      )}
    </Card>
  );
}
