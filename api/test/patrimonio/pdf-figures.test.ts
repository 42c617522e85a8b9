import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BemUtils, LOCAL_HEADER, type SessionResponse } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/db/seed.js';
import { demoPhoto } from '../../src/db/seed-files.js';
import { seedDemoPatrimonio } from '../../src/db/seed-patrimonio.js';
import { pdfText } from '../support/pdf.js';
import { caller, type Headers, upload } from '../support/sistema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every PDF the product generates, over the demo data plus an asset of R$ 9.999.999,99, read back with
 * pdftotext: every money value prints whole (decision 034) — no "R$…", no ellipsis in or after a figure,
 * every "R$" followed by a complete amount — and the totals an accountant needs are there. With
 * PDF_FIGURES_OUT set, the documents are also written to that folder to be rendered and looked at.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let headers: Headers;
let applicationId: string;
let utils: BemUtils;
let bens: { id: string; CodigoBEM: number; descricao: string }[];
let grande: { id: string; CodigoBEM: number };
const BIG = '9999999.99';
const BIG_TEXT = 'R$ 9.999.999,99';
// The demo's ten assets (800.658,40) and the large one.
const TOTAL_TEXT = 'R$ 10.800.658,39';

beforeAll(async () => {
  t = await createTestApp({}, 'demo');
  call = caller(t);
  await seedDemoPatrimonio(t.app);
  const session = (
    await t.app.inject({ method: 'POST', url: '/session', payload: DEMO_USERS.admin })
  ).json() as SessionResponse;
  const local = session.locais.find((l) => l.empresa.no_empresa.startsWith('Prefeitura'))!;
  headers = { authorization: `Bearer ${session.token}`, [LOCAL_HEADER]: local.id };
  const rows = await t.database.db.execute<{ application_id: string }>(
    sql`select application_id from companies where name like 'Prefeitura%' limit 1`,
  );
  applicationId = (rows as unknown as { rows: { application_id: string }[] }).rows[0]!.application_id;
  utils = (await call('GET', '/utils/bempatrimonial', headers)).json();
  // A large asset in a secretaria without setor ("Sem setor"), with a long description and a photo.
  const created = await call('POST', '/patrimonio/bempatrimonial/create', headers, {
    descricao:
      'Sistema de tratamento de água da estação municipal com bombas, filtros, reservatórios e automação',
    categoria_id: utils.categorias[0]!.id,
    tipo: 'movel',
    estado_conservacao: 'novo',
    TipoIncorporacao: utils.tiposIncorporacao[0]!.id,
    data_aquisicao: new Date().toISOString().slice(0, 10),
    valor_aquisicao: BIG,
    secretaria_id: utils.secretarias.find((s) => s.name.includes('Saúde'))!.id,
    setor_id: null,
  });
  expect(created.statusCode, created.body).toBe(201);
  grande = created.json();
  const photo = await upload(t, `/patrimonio/bempatrimonial/upload/${grande.id}`, headers, {
    filename: 'estacao.png',
    content: demoPhoto([60, 90, 160], 160, 120),
  });
  expect(photo.statusCode, photo.body).toBe(201);
  bens = (await call('GET', '/patrimonio/bempatrimonial?limit=20', headers)).json().data;
  expect(bens).toHaveLength(11);
}, 240_000);
afterAll(() => t?.close());

const OUT = process.env.PDF_FIGURES_OUT;

/** The PDF of a 200 answer, read back as one line of text (every run of white space as one space). */
function textOf(
  name: string,
  res: { statusCode: number; body: string; headers: Record<string, unknown>; rawPayload: Buffer },
) {
  expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  if (OUT) {
    mkdirSync(OUT, { recursive: true });
    writeFileSync(join(OUT, `${name}.pdf`), res.rawPayload);
  }
  return pdfText(res.rawPayload).replace(/\s+/g, ' ');
}

/**
 * Every money value whole: each "R$" begins a complete amount, and no figure is cut by an ellipsis: an
 * asset's description cut short ends before a word with a digit ("1,60 m", "i5"), never inside it.
 */
function expectWholeFigures(text: string, name: string) {
  expect(text, name).not.toMatch(/R\$\s*…/);
  expect(text, name).not.toMatch(/…\d/);
  for (const { descricao } of bens) {
    if (text.includes(descricao)) continue;
    let cut = descricao.length - 1;
    while (cut > 0 && !text.includes(`${descricao.slice(0, cut).trimEnd()}…`)) cut--;
    if (cut === 0) continue;
    cut = descricao.slice(0, cut).trimEnd().length;
    // The word the cut falls in (none when it falls on a space) has no digit.
    const from = descricao.lastIndexOf(' ', cut - 1) + 1;
    const to = descricao.indexOf(' ', cut);
    const word = descricao[cut] === ' ' ? '' : descricao.slice(from, to < 0 ? undefined : to);
    expect(word, `${name}: ${descricao} cortada em ${cut}`).not.toMatch(/\d/);
  }
  const signs = text.match(/R\$/g) ?? [];
  const whole = text.match(/R\$ \d{1,3}(?:\.\d{3})*,\d{2}(?![\d.,]*\d)/g) ?? [];
  expect(whole.length, `${name}: ${text}`).toBe(signs.length);
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
const tipo = (efeito: string) => utils.tiposMovimentacao.find((x) => x.efeito === efeito)!.id;

describe('every generated PDF prints its figures whole', () => {
  it('the asset register, without and with photos: values, subtotals, the total geral and the column titles', async () => {
    for (const [name, url] of [
      ['relatorio-bens', `/patrimonio/bempatrimonial/reports/aplicacao/${applicationId}`],
      ['relatorio-bens-fotos', `/patrimonio/bempatrimonial/reports/withImage/aplicacao/${applicationId}`],
    ] as const) {
      const text = textOf(name, await get(url));
      expectWholeFigures(text, name);
      expect(text).toContain('Valor de aquisição');
      expect(text).toContain('Valor atual');
      expect(text).toContain(`Subtotal do setor Sem setor: 1 bem ${BIG_TEXT} ${BIG_TEXT}`);
      expect(text).toContain(`Total geral: 11 bens ${TOTAL_TEXT} ${TOTAL_TEXT}`);
      expect(text).toContain('R$ 289.900,00');
      expect(text).toContain('R$ 480.000,00');
    }
  });

  it('the labels: every code whole, on sheets and on the thermal roll', async () => {
    const sheet = textOf(
      'etiquetas',
      await get(`/patrimonio/bempatrimonial/reports/etiquetas?ids=${bens.map((b) => b.id).join(',')}`),
    );
    expectWholeFigures(sheet, 'etiquetas');
    const words = new Set(sheet.split(' '));
    for (const b of bens) expect(words.has(String(b.CodigoBEM)), String(b.CodigoBEM)).toBe(true);
    const one = textOf('etiqueta', await get(`/patrimonio/bempatrimonial/reports/etiqueta/${grande.id}`));
    expect(one.split(' ')).toContain(String(grande.CodigoBEM));
  });

  it('the termos (responsabilidade, transferência, baixa), the histories and the movements report', async () => {
    const issue = async (name: string, url: string, body: Record<string, unknown>) =>
      textOf(name, await call('POST', url, headers, body));
    const responsabilidade = await issue(
      'termo-responsabilidade',
      '/patrimonio/bempatrimonial/termos/responsabilidade',
      { responsavel: 'Maria Souza', bem_ids: bens.map((b) => b.id) },
    );
    expectWholeFigures(responsabilidade, 'termo de responsabilidade');
    expect(responsabilidade).toContain(BIG_TEXT);
    expect(responsabilidade).toContain(`Total: 11 bens ${TOTAL_TEXT}`);

    const moved = async (body: Record<string, unknown>) => {
      const res = await call('POST', '/patrimonio/movimentacaobem/create', headers, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string };
    };
    const educacao = utils.secretarias.find((s) => s.name.includes('Educação'))!.id;
    const transferencia = await moved({
      bempatrimonial_id: grande.id,
      CodigoBEM: grande.CodigoBEM,
      TipoMovimentacao: tipo('transferencia'),
      secretaria_id: educacao,
      setor_id: null,
    });
    const termoTransferencia = await issue(
      'termo-transferencia',
      `/patrimonio/movimentacaobem/${transferencia.id}/termo`,
      {},
    );
    expectWholeFigures(termoTransferencia, 'termo de transferência');
    expect(termoTransferencia).toContain(`Total: 1 bem ${BIG_TEXT}`);

    const baixa = await moved({
      bempatrimonial_id: grande.id,
      CodigoBEM: grande.CodigoBEM,
      TipoMovimentacao: tipo('baixa'),
      MotivoBaixa: 1,
    });
    const termoBaixa = await issue('termo-baixa', `/patrimonio/movimentacaobem/${baixa.id}/termo`, {});
    expectWholeFigures(termoBaixa, 'termo de baixa');
    expect(termoBaixa).toContain(`Total baixado: 1 bem ${BIG_TEXT}`);

    const historico = textOf(
      'historico-bem',
      await get(`/patrimonio/bempatrimonial/reports/movimentacoes/bem/${grande.id}`),
    );
    expectWholeFigures(historico, 'histórico do bem');
    expect(historico).toMatch(/\d+ movimentações; valor atual do bem: R\$ [\d.]+,\d{2}/);
    expect(historico).toContain(BIG_TEXT);
    for (const b of bens) {
      const text = textOf(
        `historico-bem-${b.CodigoBEM}`,
        await get(`/patrimonio/bempatrimonial/reports/movimentacoes/bem/${b.id}`),
      );
      expectWholeFigures(text, `histórico do bem ${b.CodigoBEM}`);
    }

    const periodo = textOf(
      'relatorio-movimentacoes',
      await get('/patrimonio/bempatrimonial/reports/movimentacoes'),
    );
    expectWholeFigures(periodo, 'relatório de movimentações');
    expect(periodo).toContain('Valor anterior');
    expect(periodo).toMatch(/Total geral: \d+ movimentações R\$ [\d.]+,\d{2} R\$ [\d.]+,\d{2}/);
    expect(periodo).toContain(BIG_TEXT);
  });
});
