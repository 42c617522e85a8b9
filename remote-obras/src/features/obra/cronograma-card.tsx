import type { CurvaMes } from '@gp/shared-contracts';
import { formatMoney, LoadError } from '@gp/shared-ui';
import { Card, Empty, Skeleton } from 'antd';
import { CHART, PercentChart, percentY } from '../../components/percent-chart.js';
import { useObraCronograma } from './api.js';
import { CronogramaDialog } from './cronograma-editor.js';
import { formatPercent } from './obras-page.js';

const SERIES = [
  { key: 'previsto_financeiro', label: 'Financeiro previsto', color: '#389e0d', dash: '6 4' },
  { key: 'realizado_financeiro', label: 'Financeiro realizado', color: '#389e0d', dash: undefined },
  { key: 'previsto_fisico', label: 'Físico previsto', color: '#1677ff', dash: '6 4' },
  { key: 'realizado_fisico', label: 'Físico realizado', color: '#1677ff', dash: undefined },
] as const;

const mesLabel = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

/** The planned vs actual S-curve (the frame is the progress chart's): four lines, 0–100 % of the value. */
export function CurvaSChart({ meses }: { meses: CurvaMes[] }) {
  if (meses.length === 0) return <Empty description="Sem cronograma nem medições registrados." />;
  const { PAD, PLOT_W } = CHART;
  const x = (i: number) => PAD.left + (meses.length === 1 ? PLOT_W / 2 : (i * PLOT_W) / (meses.length - 1));
  const first = meses[0]!.mes;
  const last = meses[meses.length - 1]!.mes;
  return (
    <PercentChart
      title={`Curva S prevista e realizada da obra de ${mesLabel(first)} a ${mesLabel(last)}`}
      from={mesLabel(first)}
      to={mesLabel(last)}
      series={SERIES}
      tableSummary="Ver o cronograma mês a mês em tabela"
      table={
        <table style={{ width: '100%', fontSize: 12, borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th scope="col">Mês</th>
              <th scope="col">Valor previsto</th>
              <th scope="col">Medido no mês</th>
              {SERIES.map((serie) => (
                <th scope="col" key={serie.key}>
                  {serie.label} (acumulado)
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {meses.map((linha) => (
              <tr key={linha.mes}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal' }}>
                  {mesLabel(linha.mes)}
                </th>
                <td>{formatMoney(linha.valor_previsto)}</td>
                <td>{formatMoney(linha.valor_medido)}</td>
                {SERIES.map((serie) => {
                  const value = linha[serie.key];
                  return <td key={serie.key}>{value === null ? '-' : formatPercent(value)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {SERIES.map((s) => {
        const points = meses.flatMap((m, i) =>
          m[s.key] === null ? [] : [`${x(i)},${percentY(m[s.key] as string)}`],
        );
        return (
          <polyline
            key={s.key}
            data-serie={s.key}
            points={points.join(' ')}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            strokeDasharray={s.dash}
          />
        );
      })}
    </PercentChart>
  );
}

/** The work's schedule card: the S-curve, or its loading and error-with-retry states. */
export function CronogramaCard({ obraId }: { obraId: string }) {
  const query = useObraCronograma(obraId);
  return (
    <Card
      title="Cronograma físico-financeiro: previsto × realizado"
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        query.data ? (
          <CronogramaDialog obraId={obraId} meses={query.data.meses} valorObra={query.data.valor_obra} />
        ) : null
      }
    >
      {query.isError ? (
        <LoadError
          message="Não foi possível carregar o cronograma da obra."
          onRetry={() => void query.refetch()}
        />
      ) : query.data ? (
        <CurvaSChart meses={query.data.meses} />
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      )}
    </Card>
  );
}
