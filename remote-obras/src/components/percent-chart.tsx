import { Flex } from 'antd';
import { type ReactNode, useId } from 'react';

/**
 * The frame of the works' percentage charts (the progress chart, the S-curve): plain SVG in its own units
 * (it scales to the card), the 0–100 % grid, the first and last labels under it, the legend and, for
 * screen readers and for whoever prefers numbers, a title, an optional summary and the data as a table.
 * What the lines are is the chart's: it draws them with `CHART` and `percentY`.
 */

/** The drawing's own units; the plot is the area inside the padding. */
export const CHART = (() => {
  const W = 640;
  const H = 240;
  const PAD = { left: 44, right: 16, top: 12, bottom: 28 };
  return { W, H, PAD, PLOT_W: W - PAD.left - PAD.right, PLOT_H: H - PAD.top - PAD.bottom };
})();
const TICKS = [0, 25, 50, 75, 100];

/** The height of a percentage; one past 100 (or under 0) is drawn at the edge. */
export const percentY = (p: string) =>
  CHART.PAD.top + CHART.PLOT_H - (Math.min(Math.max(Number(p), 0), 100) / 100) * CHART.PLOT_H;

/** A line of the chart: colour and dash tell the lines apart, the legend names them. */
export type ChartSeries = { key: string; label: string; color: string; dash: string | undefined };

export function PercentChart(props: {
  title: ReactNode;
  /** The chart's summary in words (`<desc>`), read after the title. */
  description?: string;
  /** Draws the vertical axis at the left of the plot. */
  axis?: boolean;
  /** The labels under the plot's first and last points (no last label when it is the first). */
  from: string;
  to: string | null;
  series: readonly ChartSeries[];
  /** The lines, drawn over the grid. */
  children: ReactNode;
  /** The `<summary>` that opens the data's table, and the table. */
  tableSummary: string;
  table: ReactNode;
}) {
  const id = useId();
  const { W, H, PAD, PLOT_H } = CHART;
  const { description, series } = props;
  return (
    <>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-labelledby={description === undefined ? `${id}-t` : `${id}-t ${id}-d`}
        style={{ display: 'block', maxWidth: W * 1.5, height: 'auto' }}
      >
        <title id={`${id}-t`}>{props.title}</title>
        {description === undefined ? null : <desc id={`${id}-d`}>{description}</desc>}
        {TICKS.map((t) => (
          <g key={t}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={percentY(String(t))}
              y2={percentY(String(t))}
              stroke="#f0f0f0"
            />
            <text x={PAD.left - 6} y={percentY(String(t)) + 4} fontSize={11} textAnchor="end" fill="#595959">
              {t}%
            </text>
          </g>
        ))}
        {props.axis ? (
          <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={PAD.top + PLOT_H} stroke="#bfbfbf" />
        ) : null}
        <text x={PAD.left} y={H - 8} fontSize={11} fill="#595959">
          {props.from}
        </text>
        {props.to === null ? null : (
          <text x={W - PAD.right} y={H - 8} fontSize={11} textAnchor="end" fill="#595959">
            {props.to}
          </text>
        )}
        {props.children}
      </svg>
      <Flex gap="middle" wrap aria-hidden style={{ fontSize: 12, marginTop: 4 }}>
        {series.map((s) => (
          <Flex key={s.key} gap={6} align="center">
            <svg width={24} height={8} aria-hidden>
              <line x1={0} x2={24} y1={4} y2={4} stroke={s.color} strokeWidth={2} strokeDasharray={s.dash} />
            </svg>
            {s.label}
          </Flex>
        ))}
      </Flex>
      <details style={{ marginTop: 8 }}>
        <summary>{props.tableSummary}</summary>
        {props.table}
      </details>
    </>
  );
}
