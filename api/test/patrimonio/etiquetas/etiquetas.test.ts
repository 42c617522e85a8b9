import type { Bem } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFEITURA } from '../../support/organisation.js';
import {
  bemBody,
  createBem,
  issuePaths,
  type PatrimonioIds,
  patrimonioApp,
} from '../../support/patrimonio.js';
import {
  crop,
  dispositionOf,
  pdfFonts,
  pdfImages,
  pdfInfo,
  pdfPages,
  pdfText,
  pdfWords,
  readCode128,
  readQr,
  renderPage,
  titledAs,
} from '../../support/pdf.js';
import { type caller, type Headers, upload, userWith } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';

/** Asset labels as PDF: one asset's and many (chosen or filtered), read back as a person's tools would. */
let t: TestApp;
let ids: PatrimonioIds;
let admin: { headers: Headers };
let adminCamara: { headers: Headers };
let suporte: { headers: Headers };
let call: ReturnType<typeof caller>;
let cadeira: Bem;
let lote: Bem[];

const DESCRICAO = 'Cadeira giratória ação';

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara, suporte } = await patrimonioApp());
  const create = async (overrides: Record<string, unknown>) => {
    const res = await createBem(t, admin.headers, bemBody(ids, overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Bem;
  };
  cadeira = await create({ descricao: DESCRICAO, CodigoBEM: 4321 });
  lote = [];
  for (const n of [1, 2, 3]) lote.push(await create({ descricao: `Mesa de reunião oval ${n}` }));
}, 60_000);
afterAll(() => t.close());

/** GET returning the raw answer (the PDF's bytes in `rawPayload`). */
const get = (url: string, headers: Headers = admin.headers) => t.app.inject({ method: 'GET', url, headers });
const one = (id: string, query = '', headers?: Headers) =>
  get(`/patrimonio/bempatrimonial/reports/etiqueta/${id}${query ? `?${query}` : ''}`, headers);
const many = (query: string, headers?: Headers) =>
  get(`/patrimonio/bempatrimonial/reports/etiquetas?${query}`, headers);
const pdfOf = (res: {
  statusCode: number;
  body: string;
  rawPayload: Buffer;
  headers: Record<string, unknown>;
}) => {
  expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return res.rawPayload;
};
/** The codes printed on a page: the words that are whole numbers above 100 (descriptions end in 1 to 3). */
const codesOn = (pdf: Buffer, page: number) =>
  pdfWords(pdf, page)
    .filter((w) => /^\d+$/.test(w.text) && Number(w.text) > 100)
    .map((w) => ({ ...w, code: Number(w.text) }));

describe('GET /patrimonio/bempatrimonial/reports/etiqueta/{id}', () => {
  it('prints the entity, the code, the description with its accents, a QR code with the public URL and a Code 128 of the code', async () => {
    const res = await one(cadeira.id);
    const pdf = pdfOf(res);
    const info = pdfInfo(pdf);
    // Titled and named by what it is and the day (the browser's viewer and its download show them).
    expect(info.Title).toMatch(titledAs('Etiqueta do bem 4321'));
    expect(dispositionOf(res.headers)).toEqual({ inline: true, name: `${info.Title}.pdf` });
    expect(info.Pages).toBe('1');
    // The thermal label (default): the page is the 50 × 30 mm label.
    const [width, height] = info['Page size']!.split(' x ').map(parseFloat);
    expect(width).toBeCloseTo((50 * 72) / 25.4, 1);
    expect(height).toBeCloseTo((30 * 72) / 25.4, 1);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('4321');
    expect(text).toContain(DESCRICAO);
    expect(text).toContain(PREFEITURA.slice(0, 20));
    // The fonts travel in the file, so the accents print the same everywhere.
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/DejaVuSans.*\byes\s+yes\s+yes\b/);

    const page = renderPage(pdf, 1, 300);
    expect(readQr(page)).toBe(`${t.config.appUrl}/publico/bempatrimonial/${cadeira.id}`);
    expect(readCode128(crop(page, { x: 0, y: 0.6, w: 1, h: 0.4 }))).toBe('4321');
  });

  it('prints the entity’s name in full on the wider sheet and its logo (embedded once) when it has one', async () => {
    const logo = new PNG({ width: 60, height: 30 });
    logo.data.fill(0x40);
    const sent = await upload(t, `/empresas/logo/${ids.prefeituraId}`, suporte.headers, {
      filename: 'brasao.png',
      content: PNG.sync.write(logo),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const single = pdfOf(await one(cadeira.id, 'folha=pimaco6180'));
    expect(pdfImages(single)).toHaveLength(1);
    expect(pdfText(single).replace(/\s+/g, ' ')).toContain(PREFEITURA);
    const batch = pdfOf(await many(`ids=${lote.map((b) => b.id).join(',')}`));
    expect(pdfImages(batch)).toHaveLength(1);
  });

  it('answers 404 for another client’s asset and an unknown one, 400 for a bad id or options', async () => {
    const notFound = await one(cadeira.id, '', adminCamara.headers);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().message).toBe('Bem patrimonial não encontrado.');
    expect((await one('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await one('nao-e-um-id')).statusCode).toBe(400);
    const folha = await one(cadeira.id, 'folha=a4');
    expect(folha.statusCode).toBe(400);
    expect(issuePaths(folha)).toEqual(['folha']);
    const inicio = await one(cadeira.id, 'folha=termica50x30&inicio=2');
    expect(inicio.statusCode).toBe(400);
    expect(issuePaths(inicio)).toEqual(['inicio']);
    expect((await one(cadeira.id, 'folha=pimaco6180&inicio=31')).statusCode).toBe(400);
    expect((await one(cadeira.id, 'folha=pimaco6180&inicio=0')).statusCode).toBe(400);
  });

  it('needs assets:read and the patrimônio area; support reads any client’s', async () => {
    const base = { companyId: ids.prefeituraId, clientId: ids.prefeituraId };
    const noRule = await userWith(t, { ...base, rules: ['suppliers:read'], flags: { hasPatrimonio: true } });
    expect((await one(cadeira.id, '', noRule.headers)).statusCode).toBe(403);
    const noArea = await userWith(t, { ...base, rules: ['assets:read'] });
    expect((await one(cadeira.id, '', noArea.headers)).statusCode).toBe(403);
    const reader = await userWith(t, { ...base, rules: ['assets:read'], flags: { hasPatrimonio: true } });
    pdfOf(await one(cadeira.id, '', reader.headers));
    pdfOf(await one(cadeira.id, '', suporte.headers));
    expect((await many(`ids=${cadeira.id}`, noRule.headers)).statusCode).toBe(403);
  });
});

describe('GET /patrimonio/bempatrimonial/reports/etiquetas', () => {
  it('prints the chosen assets in code order, from the starting position of a used Pimaco sheet', async () => {
    const chosen = lote.map((b) => b.id).reverse();
    const pdf = pdfOf(await many(`ids=${chosen.join(',')}&folha=pimaco6180&inicio=29`));
    expect(pdfInfo(pdf)['Page size']).toMatch(/^612 x 792 pts/);
    expect(pdfPages(pdf)).toBe(2);
    const codes = lote.map((b) => b.CodigoBEM);
    const first = codesOn(pdf, 1);
    expect(first.map((w) => w.code)).toEqual(codes.slice(0, 2));
    // Positions 29 and 30: the last row (10th), second and third columns; then the first of a new sheet.
    const mm = 72 / 25.4;
    expect(first[0]!.y).toBeGreaterThan((12.7 + 9 * 25.4) * mm);
    expect(first[0]!.x).toBeGreaterThan((4.8 + 69.8) * mm);
    expect(first[0]!.x).toBeLessThan((4.8 + 2 * 69.8) * mm);
    expect(first[1]!.x).toBeGreaterThan((4.8 + 2 * 69.8) * mm);
    const second = codesOn(pdf, 2);
    expect(second.map((w) => w.code)).toEqual(codes.slice(2));
    expect(second[0]!.y).toBeLessThan((12.7 + 25.4) * mm);
    expect(second[0]!.x).toBeLessThan((4.8 + 66.7) * mm);
  });

  it('prints what the list’s filters match, one label per page on the thermal roll', async () => {
    const listed = await call('GET', '/patrimonio/bempatrimonial?descricao=mesa%20reuniao', admin.headers);
    expect(listed.json().total).toBe(3);
    const pdf = pdfOf(await many('descricao=mesa%20reuniao&folha=termica50x30'));
    expect(pdfPages(pdf)).toBe(3);
    for (const [i, bem] of lote.entries()) {
      const text = pdfText(pdf, i + 1).replace(/\s+/g, ' ');
      expect(text).toContain(`Mesa de reunião oval ${i + 1}`);
      const page = renderPage(pdf, i + 1, 300);
      expect(readQr(page)).toBe(`${t.config.appUrl}/publico/bempatrimonial/${bem.id}`);
      expect(readCode128(crop(page, { x: 0, y: 0.6, w: 1, h: 0.4 }))).toBe(String(bem.CodigoBEM));
    }
    // The same filters as the list, checked the same way.
    const dates = await many('data_de=2024-12-31&data_ate=2024-01-01');
    expect(dates.statusCode).toBe(400);
    expect(issuePaths(dates)).toEqual(['data_ate']);
  });

  it('answers 404 when an id is another client’s or nothing matches, 400 for bad ids or options', async () => {
    const foreign = await many(`ids=${cadeira.id},${lote[0]!.id}`, adminCamara.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Bem patrimonial não encontrado.');
    const none = await many('descricao=inexistente');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Nenhum bem encontrado para imprimir etiquetas.');
    const camaraFilter = await many(`categoria_id=${ids.mobiliarioCamara}`);
    expect(camaraFilter.statusCode).toBe(404);
    expect((await many(`cliente_id=${ids.camaraId}`)).statusCode).toBe(404);
    for (const query of ['ids=abc', 'ids=', `ids=${cadeira.id},x`, 'folha=a4', 'inicio=31', 'inicio=abc']) {
      const res = await many(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().status, query).toBe('Error');
    }
    const tooMany = Array.from(
      { length: 251 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const refused = await many(`ids=${tooMany.join(',')}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('no máximo 250 bens');
  });

  it('refuses more than 5,000 labels with a 400 in Portuguese, before writing anything', async () => {
    await t.database.db.execute(sql`
      insert into bens_patrimoniais (client_id, codigo_bem, descricao, categoria_id, tipo, situacao,
        estado_conservacao, tipo_incorporacao_id, data_aquisicao, data_incorporacao, valor_aquisicao,
        valor_residual, valor_atual, vida_util_meses, depreciavel, conta_contabil, secretaria_id)
      select client_id, 100000 + g, 'Lote de carteiras ' || g, categoria_id, tipo, situacao,
        estado_conservacao, tipo_incorporacao_id, data_aquisicao, data_incorporacao, valor_aquisicao,
        valor_residual, valor_atual, vida_util_meses, depreciavel, conta_contabil, secretaria_id
      from bens_patrimoniais, generate_series(1, 5001) g where id = ${cadeira.id}`);
    const res = await many('descricao=carteiras');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Os filtros encontram mais de 5.000 bens: refine os filtros para imprimir até 5.000 etiquetas de cada vez.',
    );
    const narrowed = pdfOf(await many('descricao=carteiras&codigo=100001&folha=termica50x30'));
    expect(pdfPages(narrowed)).toBe(1);
  }, 60_000);
});
