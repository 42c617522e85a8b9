import type { Lancamento, LancamentosPage, Rmb } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPatrimonio } from '../../../src/db/seed-patrimonio.js';
import { caller, type Headers } from '../../support/sistema.js';
import { createTestApp, signInAt, type TestApp } from '../../support/test-app.js';

/**
 * The demo data's month (docs/domain.md, "Lançamentos contábeis e RMB"): the demo Prefeitura's current month
 * processed as its implantação month; its RMB ties to its events and to its register, to the centavo.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers };

const now = new Date();
const brazil = (opts: Intl.DateTimeFormatOptions) =>
  Number(now.toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo', ...opts }));
const CUR = { ano: brazil({ year: 'numeric' }), mes: brazil({ month: 'numeric' }) };
const cents = (x: string) => Math.round(Number(x) * 100);

beforeAll(async () => {
  t = await createTestApp({}, 'demo');
  call = caller(t);
  await seedDemoPatrimonio(t.app);
  admin = await signInAt(t.app, 'admin', 'Prefeitura');
}, 180_000);
afterAll(() => t?.close());

describe('the demo Prefeitura’s month', () => {
  it('ties its RMB to its events and to its register', async () => {
    const config = await call('PUT', '/patrimonio/depreciacao/configuracao', admin.headers, {
      primeiro_mes: 'integral',
      implantacao: CUR,
    });
    expect(config.statusCode, config.body).toBe(200);
    const res = await call('POST', '/patrimonio/depreciacao/processar', admin.headers, {
      ...CUR,
      confirmado: true,
    });
    expect(res.statusCode, res.body).toBe(202);
    const deadline = Date.now() + 25_000;
    for (;;) {
      const mes = (await call('GET', `/patrimonio/depreciacao?ano=${CUR.ano}`, admin.headers)).json().meses[
        CUR.mes - 1
      ];
      if (mes.estado === 'processado') break;
      expect(mes.estado, mes.erro ?? '').toBe('processando');
      if (Date.now() > deadline) throw new Error('a execução não terminou em 25 s');
      await new Promise((r) => setTimeout(r, 50));
    }
    const q = `ano=${CUR.ano}&mes=${CUR.mes}`;
    const page = (
      await call('GET', `/patrimonio/contabilidade/lancamentos?${q}&limit=100`, admin.headers)
    ).json() as LancamentosPage;
    const events: Lancamento[] = page.data;
    expect(events.length).toBeGreaterThan(0);
    expect(page.total).toBe(events.length);
    const r = (await call('GET', `/patrimonio/contabilidade/rmb?${q}`, admin.headers)).json() as Rmb;
    const linhas = r.grupos.flatMap((g) => g.linhas);
    expect(linhas.length).toBeGreaterThan(0);
    // Each account: the month's column sums are the events' effects, and the closing is the register's value.
    const registro = new Map(
      (
        (await t.database.db.execute(sql`select b.conta_contabil as conta, sum(b.valor_atual)::text as valor
          from bens_patrimoniais b join companies c on c.id = b.client_id
          where c.name like 'Prefeitura%' and b.situacao <> 'baixado' group by b.conta_contabil`)) as unknown as {
          rows: { conta: string; valor: string }[];
        }
      ).rows.map((x) => [x.conta, cents(x.valor)]),
    );
    for (const l of linhas) {
      const mine = events.filter((e) => e.conta_bem === l.conta_contabil);
      const sum = (naturezas: string[], sinal: number) =>
        mine.filter((e) => naturezas.includes(e.natureza)).reduce((s, e) => s + sinal * cents(e.valor), 0);
      expect(cents(l.incorporacoes), l.conta_contabil).toBe(sum(['incorporacao'], 1));
      expect(cents(l.depreciacao), l.conta_contabil).toBe(sum(['depreciacao', 'amortizacao'], -1));
      const moves = [
        l.incorporacoes,
        l.transferencias_entrada,
        l.transferencias_saida,
        l.reavaliacoes,
        l.reducoes,
        l.baixas,
        l.depreciacao,
      ];
      expect(cents(l.saldo_final)).toBe(cents(l.saldo_anterior) + moves.reduce((s, x) => s + cents(x), 0));
      expect(cents(l.saldo_final), l.conta_contabil).toBe(registro.get(l.conta_contabil) ?? 0);
      // The demo's assets were bought before this month and registered in it: the depreciation before it is
      // the month's event too, so no account opens below zero.
      expect(cents(l.saldo_anterior), l.conta_contabil).toBeGreaterThanOrEqual(0);
    }
    expect(cents(r.total.saldo_final)).toBe([...registro.values()].reduce((s, x) => s + x, 0));
  });
});
