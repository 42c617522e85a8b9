/** Nearest-rank percentile `p` (0–100) of ascending `sorted` times; NaN when there are none. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Runs `fn` `warmup` times unmeasured, then `runs` times one after the other: p50 and p95 in ms. */
export async function measure(fn: () => Promise<unknown>, opts: { warmup: number; runs: number }) {
  for (let i = 0; i < opts.warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < opts.runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
