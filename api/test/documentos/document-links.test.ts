import type { Bem } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens } from '../../src/db/schema.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { dispositionOf, pdfInfo, titledAs } from '../support/pdf.js';
import type { Headers } from '../support/sistema.js';
import { signInAt, type TestApp } from '../support/test-app.js';

/**
 * Signed document links (decision 041): a PDF of the API opened by the browser without the token, titled
 * and named, for a few minutes, for one session, location and address.
 */
let t: TestApp;
let ids: PatrimonioIds;
let admin: { headers: Headers };
let adminCamara: { headers: Headers };
let cadeira: Bem;

beforeAll(async () => {
  ({ t, ids, admin, adminCamara } = await patrimonioApp());
  const res = await createBem(
    t,
    admin.headers,
    bemBody(ids, { descricao: 'Cadeira do link', CodigoBEM: 7711 }),
  );
  expect(res.statusCode, res.body).toBe(201);
  cadeira = res.json() as Bem;
}, 60_000);
afterAll(() => t.close());

const askLink = (caminho: string, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/documentos/links', headers, payload: { caminho } });
/** A link asked for `caminho`: its address under the API (what the browser opens). */
async function linkTo(caminho: string, headers: Headers = admin.headers): Promise<string> {
  const res = await askLink(caminho, headers);
  expect(res.statusCode, res.body).toBe(200);
  const { url, expira_em } = res.json() as { url: string; expira_em: string };
  const minutes = (Date.parse(expira_em) - Date.now()) / 60_000;
  expect(minutes).toBeGreaterThan(4);
  expect(minutes).toBeLessThanOrEqual(5);
  return `/${url}`;
}
/** Opens an address as a new browser window does: no token, no location header. */
const open = (url: string) => t.app.inject({ method: 'GET', url });
const etiqueta = (bem: Bem) => `patrimonio/bempatrimonial/reports/etiqueta/${bem.id}`;

describe('POST /documentos/links and the link it answers', () => {
  it('opens the report without the token, with its title in the PDF and its file name in the answer', async () => {
    const caminho = `patrimonio/bempatrimonial/reports/aplicacao/${ids.applicationId}?search=${encodeURIComponent('Cadeira do link')}`;
    const url = await linkTo(caminho);
    expect(url.startsWith(`/${caminho}&link=`)).toBe(true);
    const res = await open(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const title = pdfInfo(res.rawPayload).Title ?? '';
    expect(title).toMatch(titledAs('Relatório de bens'));
    expect(dispositionOf(res.headers)).toEqual({ inline: true, name: `${title}.pdf` });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("opens a label and an asset's history too", async () => {
    const label = await open(await linkTo(etiqueta(cadeira)));
    expect(label.statusCode, label.body).toBe(200);
    expect(pdfInfo(label.rawPayload).Title).toMatch(titledAs('Etiqueta do bem 7711'));
    const history = await open(
      await linkTo(`/patrimonio/bempatrimonial/reports/movimentacoes/bem/${cadeira.id}`),
    );
    expect(history.statusCode, history.body).toBe(200);
    expect(pdfInfo(history.rawPayload).Title).toMatch(titledAs('Histórico do bem 7711'));
    expect(dispositionOf(history.headers).name).toBe(`${pdfInfo(history.rawPayload).Title}.pdf`);
  });

  it('is bound to its address: another document, another query or a changed link is refused', async () => {
    const url = await linkTo(etiqueta(cadeira));
    const token = url.slice(url.indexOf('?link=') + '?link='.length);
    const other = `/patrimonio/bempatrimonial/reports/etiquetas?link=${token}`;
    const refused = [
      other,
      `/${etiqueta(cadeira)}?folha=pimaco6180&link=${token}`,
      `${url.slice(0, -2)}xx`,
      `/${etiqueta(cadeira)}?link=`,
    ];
    for (const address of refused) {
      const res = await open(address);
      expect(res.statusCode, address).toBe(401);
      expect(res.json().message).toBe('Link do documento inválido.');
    }
    // A link opens a document only: on a JSON call it is not a token.
    const json = await open(`/patrimonio/bempatrimonial?link=${token}`);
    expect(json.statusCode).toBe(401);
    // Nor is it an access token.
    const bearer = await t.app.inject({
      method: 'GET',
      url: `/${etiqueta(cadeira)}`,
      headers: { ...admin.headers, authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(401);
  });

  it('expires in minutes', async () => {
    const url = await linkTo(etiqueta(cadeira));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    try {
      const res = await open(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(
        'Link do documento expirado. Abra o documento de novo pela tela do sistema.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('is bound to the location it was asked from (its client) and to the session', async () => {
    // Asked at the Câmara, the Prefeitura's asset is out of scope there, as with the token.
    const camara = await open(await linkTo(etiqueta(cadeira), adminCamara.headers));
    expect(camara.statusCode).toBe(404);
    // A session that ends takes its links with it.
    const session = await signInAt(t.app, 'admin', 'Prefeitura');
    const url = await linkTo(etiqueta(cadeira), session.headers);
    expect((await open(url)).statusCode).toBe(200);
    const sid = JSON.parse(
      Buffer.from(String(session.headers.authorization).split('.')[1] ?? '', 'base64url').toString(),
    ).sid as string;
    await t.database.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.id, sid));
    const ended = await open(url);
    expect(ended.statusCode).toBe(401);
  });

  it('answers 400 in Portuguese for an address that is not a PDF of the API, and 401 without a token', async () => {
    for (const caminho of [
      'patrimonio/bempatrimonial',
      'documentos/links',
      `${etiqueta(cadeira)}?link=x`,
      '',
    ]) {
      const res = await askLink(caminho);
      expect(res.statusCode, caminho).toBe(400);
      expect(res.json().message, caminho).toMatch(/documento/);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/documentos/links',
      payload: { caminho: etiqueta(cadeira) },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
