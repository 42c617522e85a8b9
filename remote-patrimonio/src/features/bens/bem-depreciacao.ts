import { type DepreciacaoBem, moneyToCents, periodLabel } from '@gp/shared-contracts';

/** Centavos as a number: only to draw (exact up to 2^53, far past any asset's value). */
const cents = (value: string) => Number(moneyToCents(value));

/**
 * The asset page's depreciation chart, as numbers (tested without rendering): the book value at the end
 * of each processed month, then the straight line the remaining life takes it down to the residual.
 */
export type ChartPoint = { label: string; cents: number; projected: boolean };

export function depreciationPoints(meses: DepreciacaoBem['meses']): ChartPoint[] {
  const points: ChartPoint[] = meses.map((m) => ({
    label: periodLabel(m),
    cents: cents(m.valor_atual),
    projected: false,
  }));
  const last = meses.at(-1);
  if (!last || last.meses_restantes <= 0) return points;
  const from = cents(last.valor_atual);
  const residual = cents(last.valor_residual);
  let mes = last.mes;
  let ano = last.ano;
  for (let k = 1; k <= last.meses_restantes; k++) {
    mes = mes === 12 ? 1 : mes + 1;
    if (mes === 1) ano += 1;
    // Straight line to the residual; the run rounds each month to the centavo, this only draws it.
    const value = Math.round(from - ((from - residual) * k) / last.meses_restantes);
    points.push({ label: periodLabel({ mes, ano }), cents: value, projected: true });
  }
  return points;
}

/**
 * What the chart says in words: from the first processed month to the latest, then the forecast. One
 * processed month (or the same value at both ends) is said once, never "de R$ X em 11/2026 a R$ X em
 * 11/2026".
 */
export function chartSentence(points: readonly ChartPoint[], money: (cents: number) => string): string {
  const done = points.filter((p) => !p.projected);
  const first = done[0];
  const last = done.at(-1);
  const end = points.at(-1);
  if (!first || !last || !end) return '';
  const from =
    first === last || (first.cents === last.cents && first.label === last.label)
      ? `Valor contábil de ${money(last.cents)} em ${last.label}`
      : `Valor contábil de ${money(first.cents)} em ${first.label} a ${money(last.cents)} em ${last.label}`;
  return end.projected ? `${from}; previsto ${money(end.cents)} (residual) em ${end.label}.` : `${from}.`;
}

/** The value axis' marks, top to bottom: the highest value, its half and zero (in centavos). */
export function valueTicks(points: readonly ChartPoint[]): number[] {
  const max = Math.max(0, ...points.map((p) => p.cents));
  return [max, Math.round(max / 2), 0];
}

/** The time axis' marks: the first month, the latest processed one and the end of the forecast (distinct). */
export function timeTicks(points: readonly ChartPoint[]): string[] {
  const done = points.filter((p) => !p.projected);
  const marks = [points[0]?.label, done.at(-1)?.label, points.at(-1)?.label].filter((x): x is string =>
    Boolean(x),
  );
  return [...new Set(marks)];
}

/** The polyline of the points in a box of `width` × `height` (value 0 at the bottom). */
export function chartPath(points: readonly ChartPoint[], width: number, height: number): string {
  const max = Math.max(1, ...points.map((p) => p.cents));
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  return points
    .map((p, i) => `${(i * step).toFixed(1)},${(height - (p.cents / max) * height).toFixed(1)}`)
    .join(' ');
}
