import type { CurvaMes } from '@gp/shared-contracts';
import { formatMoney, LoadError } from '@gp/shared-ui';
import { Card, Empty, Flex, Skeleton } from 'antd';
import { useId } from 'react';
import { useObraCronograma } from './api.js';
import { CronogramaDialog } from './cronograma-editor.js';
import { formatPercent } from './obras-page.js';

// The drawing's own units, as the progress chart's (evolucao-card.tsx); the SVG scales to the card.
const W = 640;
const H = 240;
const PAD = { left: 44, right: 16, top: 12, bottom: 28 };
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;
const TICKS = [0, 25, 50, 75, 100];
const SERIES = [
  { key: 'previsto_financeiro', label: 'Financeiro previsto', color: '#389e0d', dash: '6 4' },
  { key: 'realizado_financeiro', label: 'Financeiro realizado', color: '#389e0d', dash: undefined },
  { key: 'previsto_fisico', label: 'Físico previsto', color: '#1677ff', dash: '6 4' },
  { key: 'realizado_fisico', label: 'Físico realizado', color: '#1677ff', dash: undefined },
] as const;

const mesLabel = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

/** The planned vs actual S-curve in plain SVG (as the progress chart): four lines, 0–100 % of the value. */
export function CurvaSChart({ meses }: { meses: CurvaMes[] }) {
  const id = useId();
  if (meses.length === 0) return <Empty description="Sem cronograma nem medições registrados." />;
  const x = (i: number) => PAD.left + (meses.length === 1 ? PLOT_W / 2 : (i * PLOT_W) / (meses.length - 1));
  const y = (v: string) => PAD.top + PLOT_H - (Math.min(Math.max(Number(v), 0), 100) / 100) * PLOT_H;
  const first = meses[0]!.mes;
  const last = meses[meses.length - 1]!.mes;
  return (
    <>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-t`}
        style={{ display: 'block', maxWidth: W * 1.5, height: 'auto' }}
      >
        <title id={`${id}-t`}>
          Curva S prevista e realizada da obra de {mesLabel(first)} a {mesLabel(last)}
        </title>
        {TICKS.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(String(t))} y2={y(String(t))} stroke="#f0f0f0" />
            <text x={PAD.left - 6} y={y(String(t)) + 4} fontSize={11} textAnchor="end" fill="#595959">
              {t}%
            </text>
          </g>
        ))}
        <text x={PAD.left} y={H - 8} fontSize={11} fill="#595959">
          {mesLabel(first)}
        </text>
        <text x={W - PAD.right} y={H - 8} fontSize={11} textAnchor="end" fill="#595959">
          {mesLabel(last)}
        </text>
        {SERIES.map((s) => {
          const points = meses.flatMap((m, i) =>
            m[s.key] === null ? [] : [`${x(i)},${y(m[s.key] as string)}`],
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
      </svg>
      <Flex gap="middle" wrap aria-hidden style={{ fontSize: 12, marginTop: 4 }}>
        {SERIES.map((s) => (
          <Flex key={s.key} gap={6} align="center">
            <svg width={24} height={8} aria-hidden>
              <line x1={0} x2={24} y1={4} y2={4} stroke={s.color} strokeWidth={2} strokeDasharray={s.dash} />
            </svg>
            {s.label}
          </Flex>
        ))}
      </Flex>
      <details style={{ marginTop: 8 }}>
        <summary>Ver o cronograma mês a mês em tabela</summary>
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
      </details>
    </>
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
