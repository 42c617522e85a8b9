import { OBRAS_DISABLED_MESSAGE } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import { ACOMPANHAMENTO, LICENCA, MEDICAO, RESPONSABILIDADE } from '../support/client-records.js';
import { companyByName, createLocation, createUser } from '../support/factories.js';
import { bemBody, type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import {
  type caller,
  type Headers,
  otherApplicationSupport,
  SAMPLE,
  signInTo,
  upload,
} from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';
import { OFFICE_SAMPLE } from '../support/zip.js';

/**
 * The files of a work's registers (docs/api.md, "Obras"): the follow-up's photos, the measurement's
 * attachments, the licence's and the technical responsibility's document, as the asset's attachments.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };
let admin: { headers: Headers };
let obraId: string;

const PNG = { filename: 'foto.png', content: SAMPLE.png };
const PDF = { filename: 'documento.pdf', content: SAMPLE.pdf };
const DOCX = { filename: 'planilha.docx', content: OFFICE_SAMPLE.docx };
const IMAGE_ONLY = 'Envie: imagem (PNG, JPEG, GIF ou WebP).';
const PDF_OR_IMAGE = 'Envie: PDF; imagem (PNG, JPEG, GIF ou WebP).';

beforeAll(async () => {
  ({ t, call, ids, suporte, admin } = await patrimonioApp());
  const res = await call('POST', '/obras/obra/create', suporte.headers, {
    numero: 'OB-ANEXOS/2026',
    objeto: 'Construção da creche municipal',
    tipo: 'construcao',
    secretaria_id: ids.adm.id,
    valor_contratado: '100000.00',
    cliente_id: ids.prefeituraId,
  });
  expect(res.statusCode, res.body).toBe(201);
  obraId = res.json().id;
});
afterAll(() => t.close());

const REGISTERS = {
  acompanhamento: ['/obras/acompanhamento', ACOMPANHAMENTO],
  medicao: ['/obras/medicao', MEDICAO],
  licenca: ['/obras/licencaambiental', LICENCA],
  responsabilidade: ['/obras/responsabilidadetecnica', RESPONSABILIDADE],
} as const;

async function record(kind: keyof typeof REGISTERS) {
  const [base, body] = REGISTERS[kind];
  const res = await call('POST', `${base}/create`, suporte.headers, { ...body, obra_id: obraId });
  expect(res.statusCode, res.body).toBe(201);
  return { base, id: res.json().id as string };
}

const send = (
  headers: Headers,
  base: string,
  id: string,
  file: { filename: string; content: Buffer },
  name?: string,
) => upload(t, `${base}/upload/${id}`, headers, file, name);

describe('photos of a follow-up', () => {
  it('takes images one per request, lists them, previews them inline and downloads them; audited', async () => {
    const { base, id } = await record('acompanhamento');
    const first = await send(suporte.headers, base, id, PNG);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ name: 'foto.png', mime: 'image/png', size: SAMPLE.png.length });
    const second = await send(suporte.headers, base, id, PNG, 'Fachada.png');
    expect(second.statusCode, second.body).toBe(201);

    const listed = await call('GET', `${base}/files/${id}`, suporte.headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((f: { name: string }) => f.name)).toEqual(['foto.png', 'Fachada.png']);

    const preview = await call('GET', `${base}/preview/${first.json().id}`, suporte.headers);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['content-disposition']).toMatch(/^inline; filename="foto.png"/);
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    expect(preview.rawPayload.equals(SAMPLE.png)).toBe(true);

    const download = await call('GET', `/obras/arquivo/${second.json().id}`, suporte.headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Fachada.png"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(SAMPLE.png)).toBe(true);
    const inline = await call('GET', `/obras/arquivo/${second.json().id}?inline=true`, suporte.headers);
    expect(inline.headers['content-disposition']).toMatch(/^inline/);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'obra-acompanhamento-file'), eq(auditLog.entityId, first.json().id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', clientId: ids.prefeituraId });
  });

  it('refuses anything but an image, in Portuguese, and keeps nothing of it', async () => {
    const { base, id } = await record('acompanhamento');
    for (const file of [PDF, DOCX, { filename: 'foto.png', content: SAMPLE.exe }]) {
      const res = await send(suporte.headers, base, id, file);
      expect(res.statusCode, file.filename).toBe(415);
      expect(res.json().message).toBe(
        `O conteúdo de "${file.filename}" não é de um tipo aceito. ${IMAGE_ONLY}`,
      );
    }
    expect((await call('GET', `${base}/files/${id}`, suporte.headers)).json()).toEqual([]);
  });

  it('lists but takes no file on an inactive follow-up (409)', async () => {
    const { base, id } = await record('acompanhamento');
    expect((await send(suporte.headers, base, id, PNG)).statusCode).toBe(201);
    const off = await call('PUT', `${base}/id`, suporte.headers, {
      id,
      ativo: false,
      motivo: 'Lançado em duplicidade',
    });
    expect(off.statusCode, off.body).toBe(200);
    const refused = await send(suporte.headers, base, id, PNG);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Este registro está inativo: ative-o para anexar arquivos.');
    expect((await call('GET', `${base}/files/${id}`, suporte.headers)).json()).toHaveLength(1);
  });
});

describe('documents of the other registers', () => {
  it('takes a measurement’s office file, sent as an attachment even for the preview', async () => {
    const { base, id } = await record('medicao');
    const docx = await send(suporte.headers, base, id, DOCX);
    expect(docx.statusCode, docx.body).toBe(201);
    const pdf = await send(suporte.headers, base, id, PDF);
    expect(pdf.statusCode, pdf.body).toBe(201);
    const asOffice = await call('GET', `${base}/preview/${docx.json().id}`, suporte.headers);
    expect(asOffice.statusCode).toBe(200);
    expect(asOffice.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(asOffice.headers['content-disposition']).toMatch(/^attachment; filename="planilha.docx"/);
    expect(asOffice.headers['x-content-type-options']).toBe('nosniff');
    const asPdf = await call('GET', `${base}/preview/${pdf.json().id}`, suporte.headers);
    expect(asPdf.headers['content-type']).toBe('application/pdf');
    expect(asPdf.headers['content-disposition']).toMatch(/^inline; filename="documento.pdf"/);
  });

  it.each([['licenca'], ['responsabilidade']] as const)(
    'takes the %s’s PDF or image, not an office file',
    async (kind) => {
      const { base, id } = await record(kind);
      expect((await send(suporte.headers, base, id, PDF)).statusCode).toBe(201);
      expect((await send(suporte.headers, base, id, PNG)).statusCode).toBe(201);
      const docx = await send(suporte.headers, base, id, DOCX);
      expect(docx.statusCode).toBe(415);
      expect(docx.json().message).toBe(
        `O conteúdo de "planilha.docx" não é de um tipo aceito. ${PDF_OR_IMAGE}`,
      );
      expect((await call('GET', `${base}/files/${id}`, suporte.headers)).json()).toHaveLength(2);
    },
  );

  it('previews a file only through its own register', async () => {
    const medicao = await record('medicao');
    const file = (await send(suporte.headers, medicao.base, medicao.id, PNG)).json();
    const acompanhamento = REGISTERS.acompanhamento[0];
    const wrong = await call('GET', `${acompanhamento}/preview/${file.id}`, suporte.headers);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Arquivo não encontrado.');
  });
});

describe('access', () => {
  it('answers another application’s support with 404 for the record and its files', async () => {
    const { base, id } = await record('acompanhamento');
    const file = (await send(suporte.headers, base, id, PNG)).json();
    const other = await otherApplicationSupport(t);
    const up = await send(other.headers, base, id, PNG);
    expect(up.statusCode).toBe(404);
    expect(up.json().message).toBe('Acompanhamento não encontrado.');
    expect((await call('GET', `${base}/files/${id}`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', `${base}/preview/${file.id}`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', `/obras/arquivo/${file.id}`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', `${base}/files/${id}`, suporte.headers)).json()).toHaveLength(1);
  });

  it('does not serve a patrimônio file as a works file', async () => {
    const bem = await call('POST', '/patrimonio/bempatrimonial/create', admin.headers, bemBody(ids));
    expect(bem.statusCode, bem.body).toBe(201);
    const file = await upload(t, `/patrimonio/bempatrimonial/upload/${bem.json().id}`, admin.headers, PNG);
    expect(file.statusCode, file.body).toBe(201);
    expect((await call('GET', `/obras/arquivo/${file.json().id}`, suporte.headers)).statusCode).toBe(404);
  });

  it('refuses support at a location without hasObras (403)', async () => {
    const { base, id } = await record('acompanhamento');
    const db = t.database.db;
    const office = await companyByName(db, 'Gestão Pública Suporte Ltda');
    const user = await createUser(db);
    const local = await createLocation(db, {
      userId: user.id,
      companyId: office.id,
      isSuporte: true,
      hasObras: false,
    });
    const semObras = await signInTo(t, user, local.id);
    const res = await send(semObras.headers, base, id, PNG);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(OBRAS_DISABLED_MESSAGE);
    expect((await call('GET', `${base}/files/${id}`, semObras.headers)).statusCode).toBe(403);
  });
});
