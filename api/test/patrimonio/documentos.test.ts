import type { Bem, Movimentacao } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { type caller, type Headers, SAMPLE, upload } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The asset's documents beyond the register report: the preview of an attachment, the movement reports
 * (an asset's history, a period's movements by type) and the termos with their public verification.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers };
let adminCamara: { headers: Headers };
let suporte: { headers: Headers };

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara, suporte } = await patrimonioApp());
}, 60_000);
afterAll(() => t.close());

async function newBem(overrides: Record<string, unknown> = {}, headers = admin.headers): Promise<Bem> {
  const res = await createBem(t, headers, bemBody(ids, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function moved(bem: { id: string }, body: Record<string, unknown>): Promise<Movimentacao> {
  const res = await call('POST', '/patrimonio/movimentacaobem/create', admin.headers, {
    bempatrimonial_id: bem.id,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('GET /patrimonio/bempatrimonial/preview/{id}', () => {
  const attach = async (bem: Bem, filename: string, content: Buffer) => {
    const res = await upload(t, `/patrimonio/bempatrimonial/upload/${bem.id}`, admin.headers, {
      filename,
      content,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const preview = (id: string, headers = admin.headers) =>
    call('GET', `/patrimonio/bempatrimonial/preview/${id}`, headers);

  it('shows an image and a PDF inline with their stored type, never sniffed', async () => {
    const bem = await newBem();
    const photo = await preview((await attach(bem, 'foto.png', SAMPLE.png)).id);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['content-disposition']).toMatch(/^inline; filename="foto.png"/);
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(photo.rawPayload.equals(SAMPLE.png)).toBe(true);
    const pdf = await preview((await attach(bem, 'nota.pdf', SAMPLE.pdf)).id);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="nota.pdf"/);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends any other type (HTML, SVG, XML, Office) as an attachment, never inline', async () => {
    const bem = await newBem();
    // Uploads never take HTML or SVG: a stored row is given the type to prove the call would not show it.
    for (const mime of [
      'text/html',
      'image/svg+xml',
      'application/xml',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]) {
      const file = await attach(bem, 'arquivo.png', SAMPLE.png);
      await t.database.db.update(files).set({ mime }).where(eq(files.id, file.id));
      const res = await preview(file.id);
      expect(res.statusCode, mime).toBe(200);
      expect(res.headers['content-type'], mime).toContain(mime);
      expect(res.headers['content-disposition'], mime).toMatch(/^attachment; /);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers 404 for another client’s attachment, a file of another owner and an unknown id; support sees it', async () => {
    const bem = await newBem();
    const file = await attach(bem, 'foto.png', SAMPLE.png);
    const other = await preview(file.id, adminCamara.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Arquivo não encontrado.');
    expect((await preview(file.id, suporte.headers)).statusCode).toBe(200);
    expect((await preview('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // A supplier's document is no asset attachment.
    const fornecedor = await call('POST', '/patrimonio/fornecedor/create', admin.headers, {
      tipo_pessoa: 'F',
      cpf_cnpj: '529.982.247-25',
      razao_social: 'Fornecedor da pré-visualização',
    });
    expect(fornecedor.statusCode, fornecedor.body).toBe(201);
    const doc = await upload(t, `/patrimonio/fornecedor/upload/${fornecedor.json().id}`, admin.headers, {
      filename: 'contrato.pdf',
      content: SAMPLE.pdf,
    });
    expect(doc.statusCode, doc.body).toBe(201);
    expect((await preview(doc.json().id)).statusCode).toBe(404);
  });
});
