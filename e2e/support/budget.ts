/**
 * Byte budget of the front end: JavaScript + CSS per route, gzip of each body (zlib's default level),
 * empty cache; scripts and styles written inside a page count too (support/network.ts). Checked by
 * tests/figures.spec.ts on every e2e run; the timings are printed by the benchmark (`pnpm bench:front`,
 * e2e/bench/front.bench.ts). KB = 1024 bytes.
 *
 * BUDGET is what the suite enforces: the figures this code reaches, so a change that makes a route
 * heavier fails. TARGET is where the routes should be; the test prints both. Where a budget is above its
 * target, docs/decisions/013-a-light-sign-in.md (and 028 for /login) lists what is left in the route.
 */
export const KB = 1024;

export const BUDGET = {
  /**
   * The sign-in page, cold, with no session stored (its own start-up, decision 026): ≈ 245.9 KB of files
   * (antd's locale reduced to the language, decision 028), and ≈ 2.9 KB of styles and scripts inside the
   * page, which holds the form drawn at build time (decision 028): ≈ 248.9 KB; and the accessibility of
   * decision 035 (the patched icons, named controls): ≈ 249.7 KB, at the target; and the CPF the sign-in
   * may ask (decision 073), whose page is a lazy chunk but regroups the contracts' and shared-ui's modules
   * the sign-in shares with it (tried: its own chunk, the password pages' chunk): ≈ 250.1 KB, 0.1 KB over.
   */
  login: 250.5 * KB,
  /**
   * /app to a rendered dashboard, cold, including the libraries the remotes use, fetched once idle
   * (≈ 775.6 KB: the dashboard's figures are antd's Card and Statistic, not pro-components' StatisticCard),
   * and the back office's stylesheet made at build time, ≈ 35 KB, with the page's loader, its list of
   * the start-up's modules and its early reads of the configuration and the manifest, and the pages drawn
   * at once when their modules have arrived (decision 029): ≈ 812.1 KB; and the script in /app's page
   * that fits the dashboard drawn at build time to the stored session (decision 030): ≈ 814 KB; the menu
   * by the caller's rules, the access keys, the session's 'Continuar conectado' and the contrast tokens
   * (decision 035), the jobs panel (decision 033) and the toast's link (decision 036): ≈ 828.4 KB; the
   * Implantação menu item and its icon: ≈ 829.6 KB; the carga's three menu items and icons (Servidores,
   * Carga patrimonial, Aceites e cautelas) and the bell's groups: ≈ 830.3 KB; the two-status answer of
   * a transfer that waits for the aceite (decision 062): ≈ 830.6 KB; the Contabilidade and Prestação de
   * contas menu items (decisions 065, 066), the first with an icon of its own: ≈ 831.0 KB (target 883 KB).
   */
  app: 832 * KB,
  /**
   * Opening an area from the dashboard: what its remote adds, entry included (patrimônio ≈ 74.8 KB with
   * the depreciation actions, the value confirmation and the list's column layout, ≈ 75.2 KB with the
   * shared pieces each area binds in its session context, docs/frontend.md; sistema ≈ 68.1 KB, obras
   * ≈ 62.1 KB before them); ≈ 77.1 KB with the register kit's page shells (decision 039), the in-place
   * progress of a PDF made by a job and the shared value confirmation (sistema ≈ 72.0, obras ≈ 66.3 KB);
   * ≈ 79.5 KB with the list's batch actions and their result (decision 052; the dialog itself is lazy);
   * ≈ 79.9 KB with the Implantação's three lazy routes and its access (its screens are their own chunks);
   * ≈ 80.4 KB with the carga's three lazy routes, their paths and access, and the cautela and transfer
   * requests the movement dialog offers: over the 80 KB target; ≈ 81.2 KB with the inventory's four lazy
   * routes (Salas, a sala's page, Inventário, a campaign), its access, the asset's sala and the shared
   * table's rows that cannot be chosen (the batch return of cautelas); ≈ 81.4 KB with a batch transfer
   * waiting for the aceite (decision 062: its result alert is a lazy chunk of its own); ≈ 81.9 KB with
   * the lazy routes of Contabilidade and Prestação de contas and the counting app's offline pieces
   * (decisions 065, 066, 068). What is left to take out: the route
   * table itself (every area's paths and rules are in the entry so the host can answer a deep link at once).
   */
  area: 83 * KB,
  /**
   * An asset's public card (/publico/bempatrimonial/{id}) cold, host and remote: no antd, no session
   * (decision 023).
   */
  publico: 200 * KB,
} as const;

export const TARGET = {
  /** 250 KB, and 300 KB at most. */
  login: 250 * KB,
  /** No more than before the sign-in page was made light (882.8 KB). */
  app: 883 * KB,
  area: 80 * KB,
  /** A citizen's phone on a mobile network: 200 KB. */
  publico: 200 * KB,
} as const;
