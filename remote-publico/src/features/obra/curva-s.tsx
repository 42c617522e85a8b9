import type { CurvaMes } from '@gp/shared-contracts';

/**
 * The planned vs actual S-curve as inline SVG (the public area has no chart library, decision 023): four
 * lines over the months, 0–100 % of the work's value; the actual lines stop at the current month. A table
 * under it gives the same figures to screen readers and to whoever wants the numbers.
 */

const W = 640;
const H = 260;
const PAD = { left: 48, right: 32, top: 12, bottom: 36 };
const SERIES = [
  { key: 'previsto_financeiro', label: 'Financeiro previsto', color: '#1d4ed8', dash: '6 4' },
  { key: 'realizado_financeiro', label: 'Financeiro realizado', color: '#1d4ed8', dash: '' },
  { key: 'previsto_fisico', label: 'Físico previsto', color: '#b45309', dash: '6 4' },
  { key: 'realizado_fisico', label: 'Físico realizado', color: '#b45309', dash: '' },
] as const;

/** "2026-03" → "03/2026". */
export const mesLabel = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;
const pct = (v: string | null) => (v === null ? '—' : `${v.replace('.', ',')}%`);

export function CurvaS({ meses }: { meses: CurvaMes[] }) {
  if (meses.length === 0) return <p>Sem cronograma nem medições registrados.</p>;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (meses.length === 1 ? innerW / 2 : (i * innerW) / (meses.length - 1));
  const y = (v: number) => PAD.top + innerH - (Math.min(100, Math.max(0, v)) * innerH) / 100;
  const every = Math.max(1, Math.ceil(meses.length / 6));
  return (
    <figure className="gp-pub-curva">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label="Curva S prevista e realizada da obra, em % do valor"
      >
        {[0, 25, 50, 75, 100].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#e5e7eb" />
            <text x={PAD.left - 6} y={y(v) + 5} textAnchor="end" fontSize="14" fill="#4b5563">
              {v}%
            </text>
          </g>
        ))}
        {meses.map((m, i) =>
          i % every === 0 || i === meses.length - 1 ? (
            <text
              key={m.mes}
              x={x(i)}
              y={H - PAD.bottom + 20}
              textAnchor={i === 0 ? 'start' : i === meses.length - 1 ? 'end' : 'middle'}
              fontSize="14"
              fill="#4b5563"
            >
              {mesLabel(m.mes)}
            </text>
          ) : null,
        )}
        {SERIES.map((s) => {
          const points = meses
            .map((m, i) =>
              m[s.key] === null ? null : `${x(i).toFixed(1)},${y(Number(m[s.key])).toFixed(1)}`,
            )
            .filter((p): p is string => p !== null);
          return points.length ? (
            <polyline
              key={s.key}
              points={points.join(' ')}
              fill="none"
              stroke={s.color}
              strokeWidth="2.5"
              strokeDasharray={s.dash || undefined}
            />
          ) : null;
        })}
      </svg>
      <figcaption>
        <ul className="gp-pub-legenda">
          {SERIES.map((s) => (
            <li key={s.key}>
              <svg width="28" height="10" aria-hidden="true">
                <line
                  x1="0"
                  x2="28"
                  y1="5"
                  y2="5"
                  stroke={s.color}
                  strokeWidth="2.5"
                  strokeDasharray={s.dash || undefined}
                />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
      <details>
        <summary>Ver os valores mês a mês</summary>
        <table className="gp-pub-table">
          <thead>
            <tr>
              <th scope="col">Mês</th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {meses.map((m) => (
              <tr key={m.mes}>
                <th scope="row">{mesLabel(m.mes)}</th>
                {SERIES.map((s) => (
                  <td key={s.key}>{pct(m[s.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
