import type { ObraEvolucao } from '@gp/shared-contracts';
import { formatDate, formatMoney, LoadError } from '@gp/shared-ui';
import { Card, Empty, Skeleton } from 'antd';
import { CHART, PercentChart, percentY } from '../../components/percent-chart.js';
import { useObraEvolucao } from './api.js';
import { formatPercent } from './obras-page.js';

type Point = { data: string; percentual: string };

/** The two series: colour and dash tell them apart (and the legend names them). */
const SERIES = [
  { key: 'fisico', label: '% físico (acompanhamentos)', color: '#1677ff', dash: undefined },
  { key: 'financeiro', label: '% financeiro (medições)', color: '#389e0d', dash: '6 4' },
] as const;

const day = (data: string) => Date.parse(`${data}T00:00:00Z`);

/** The step line of a series: each value holds until the next point, the last until the chart's end. */
function stepPath(points: Point[], x: (data: string) => number, y: (p: string) => number, end: number) {
  const [head, ...tail] = points;
  if (!head) return '';
  return [
    `M${x(head.data)} ${y(head.percentual)}`,
    ...tail.map((p) => `H${x(p.data)} V${y(p.percentual)}`),
    `H${end}`,
  ].join(' ');
}

/**
 * The progress chart in plain SVG: physical % vs financial % over time, axes 0–100 %, the first and last
 * dates under it; for screen readers a title, a summary and the points as a table.
 */
export function EvolucaoChart({ evolucao }: { evolucao: ObraEvolucao }) {
  const { PAD, PLOT_W } = CHART;
  const series = { fisico: evolucao.fisico, financeiro: evolucao.financeiro };
  const dates = [...evolucao.fisico, ...evolucao.financeiro].map((p) => p.data).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last) return <Empty description="Nenhum acompanhamento ou medição registrada." />;
  const span = day(last) - day(first);
  const x = (data: string) =>
    PAD.left + (span === 0 ? PLOT_W / 2 : ((day(data) - day(first)) / span) * PLOT_W);
  // A financial % past 100 (a measurement delivered before the amendment that allowed it) is drawn at the
  // top (percentY).
  const end = PAD.left + (span === 0 ? PLOT_W / 2 : PLOT_W);
  const lastOf = (points: Point[]) => points[points.length - 1];
  const summary = SERIES.map((s) => {
    const p = lastOf(series[s.key]);
    return p
      ? `${s.label}: ${formatPercent(p.percentual)} em ${formatDate(p.data)}`
      : `${s.label}: sem pontos`;
  }).join('; ');
  const rows = [...new Set(dates)].map((data) => ({
    data,
    fisico: evolucao.fisico.find((p) => p.data === data),
    financeiro: evolucao.financeiro.find((p) => p.data === data),
  }));
  return (
    <PercentChart
      title={`Evolução física e financeira da obra de ${formatDate(first)} a ${formatDate(last)}`}
      description={`${summary}.`}
      axis
      from={formatDate(first)}
      to={span > 0 ? formatDate(last) : null}
      series={SERIES}
      tableSummary="Ver os pontos do gráfico em tabela"
      table={
        <table style={{ width: '100%', fontSize: 12, borderCollapse: 'collapse' }}>
          <caption style={{ textAlign: 'left' }}>Evolução da obra por data</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">% físico</th>
              <th scope="col">% financeiro</th>
              <th scope="col">Medido acumulado</th>
              <th scope="col">Valor da obra na data</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.data}>
                <th scope="row">{formatDate(r.data)}</th>
                <td>{r.fisico ? formatPercent(r.fisico.percentual) : '-'}</td>
                <td>{r.financeiro ? formatPercent(r.financeiro.percentual) : '-'}</td>
                <td>{r.financeiro ? formatMoney(r.financeiro.valor_medido) : '-'}</td>
                <td>{r.financeiro ? formatMoney(r.financeiro.valor_total) : '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {SERIES.map((s) => (
        <g key={s.key} data-serie={s.key}>
          <path
            d={stepPath(series[s.key], x, percentY, end)}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            strokeDasharray={s.dash}
          />
          {series[s.key].map((p) => (
            <circle key={p.data} cx={x(p.data)} cy={percentY(p.percentual)} r={3} fill={s.color}>
              <title>{`${formatDate(p.data)}: ${formatPercent(p.percentual)}`}</title>
            </circle>
          ))}
        </g>
      ))}
    </PercentChart>
  );
}

/** The work's progress card: the chart, or its loading, error-with-retry and empty states. */
export function EvolucaoCard({ obraId }: { obraId: string }) {
  const query = useObraEvolucao(obraId);
  return (
    <Card title="Evolução física e financeira" size="small" style={{ marginBottom: 16 }}>
      {query.isError ? (
        <LoadError
          message="Não foi possível carregar a evolução da obra."
          onRetry={() => void query.refetch()}
        />
      ) : query.data ? (
        <EvolucaoChart evolucao={query.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      )}
    </Card>
  );
}
