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

/** The polyline of the points in a box of `width` × `height` (value 0 at the bottom). */
export function chartPath(points: readonly ChartPoint[], width: number, height: number): string {
  const max = Math.max(1, ...points.map((p) => p.cents));
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  return points
    .map((p, i) => `${(i * step).toFixed(1)},${(height - (p.cents / max) * height).toFixed(1)}`)
    .join(' ');
}
