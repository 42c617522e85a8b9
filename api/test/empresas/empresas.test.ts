import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_RULES, type CompanyListItem, completeCnpj, type RuleId } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, files } from '../../src/db/schema.js';
import { CAMARA, companyByName, PREFEITURA } from '../support/factories.js';
import {
  type Caller,
  caller,
  callerAt,
  otherApplicationSupport,
  SAMPLE,
  upload,
  userWith,
} from '../support/sistema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let storageDir: string;
let call: ReturnType<typeof caller>;
let suporte: Caller;
let adminPrefeitura: Caller;
let adminCamara: Caller;
let outsider: Awaited<ReturnType<typeof otherApplicationSupport>>;
let prefeituraId: string;
let camaraId: string;
let officeId: string;
let saudeId: string;
let camaraDeptId: string;

const MAX_BYTES = 4096;
const without = (rule: RuleId) => ALL_RULES.filter((r) => r !== rule);
const createCompany = (as: Caller, body: Record<string, unknown>) =>
  call('POST', '/empresas/create', as.headers, body);

const clientBody = (over: Record<string, unknown> = {}) => ({
  name: 'Fundo Municipal de Saúde',
  fantasyName: 'FMS',
  cpfCnpj: '12.ABC.345/01DE-35',
  responsibleName: 'Ana Lima',
  position: 'Gestora',
  email: 'fms@exemplo.gov.br',
  cellphone: '(11) 98888-7777',
  phone: '(11) 3333-4444',
  zipCode: '01001-000',
  address: 'Rua A',
  number: '10',
  neighborhood: 'Centro',
  state: 'SP',
  city: 'Exemplo',
  complement: '',
  uaCode: '003',
  observations: 'Criado no teste',
  is_cliente: true,
  ...over,
});

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'gp-empresas-'));
  t = await createTestApp({ storageDir, filesMaxBytes: MAX_BYTES });
  call = caller(t);
  const db = t.database.db;
  suporte = await callerAt(t, 'suporte');
  adminPrefeitura = await callerAt(t, 'admin', 'Prefeitura');
  adminCamara = await callerAt(t, 'admin', 'Câmara');
  outsider = await otherApplicationSupport(t);
  prefeituraId = (await companyByName(db, PREFEITURA)).id;
  camaraId = (await companyByName(db, CAMARA)).id;
  officeId = (await companyByName(db, 'Gestão Pública Suporte Ltda')).id;
  saudeId = (await companyByName(db, 'Secretaria Municipal de Saúde')).id;
  const [dept] = await db
    .insert(companies)
    .values({
      applicationId: (await companyByName(db, CAMARA)).applicationId,
      rootId: camaraId,
      name: 'Diretoria Administrativa da Câmara',
      isDepartment: true,
    })
    .returning();
  camaraDeptId = dept!.id;
});
afterAll(async () => {
  await t.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const names = (items: CompanyListItem[]) => items.map((c) => c.name);

describe('GET /empresas (clients)', () => {
  it('pages the clients of the application for support, with search by name or CNPJ', async () => {
    const all = await call('GET', '/empresas?limit=10', suporte.headers);
    expect(all.statusCode).toBe(200);
    expect(names(all.json().data)).toEqual([CAMARA, PREFEITURA]);
    expect(all.json()).toMatchObject({ total: 2, page: 1, limit: 10 });
    const byCnpj = await call(
      'GET',
      `/empresas?search=${completeCnpj('123456780001').slice(0, 8)}`,
      suporte.headers,
    );
    expect(names(byCnpj.json().data)).toEqual([PREFEITURA]);
    const paged = await call('GET', '/empresas?limit=1&page=2', suporte.headers);
    expect(names(paged.json().data)).toEqual([PREFEITURA]);
  });

  it('is support-only, scoped to the application and validates the query', async () => {
    expect((await call('GET', '/empresas', adminPrefeitura.headers)).statusCode).toBe(403);
    const other = await call('GET', '/empresas', outsider.headers);
    expect(names(other.json().data)).not.toContain(PREFEITURA);
    expect((await call('GET', `/empresas?clientId=${prefeituraId}`, outsider.headers)).statusCode).toBe(404);
    expect((await call('GET', '/empresas?clientId=abc', suporte.headers)).statusCode).toBe(400);
  });
});

describe('departments and sectors lists', () => {
  it('lists the caller client departments; support all or by client', async () => {
    const own = await call('GET', '/empresas/secretarias', adminPrefeitura.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().total).toBe(3);
    expect(own.json().data[0].client).toEqual({ id: prefeituraId, name: PREFEITURA });
    const search = await call('GET', '/empresas/secretarias?search=saúde', adminPrefeitura.headers);
    expect(names(search.json().data)).toEqual(['Secretaria Municipal de Saúde']);
    const camara = await call('GET', `/empresas/secretarias?clientId=${camaraId}`, suporte.headers);
    expect(names(camara.json().data)).toContain('Diretoria Administrativa da Câmara');
    expect(
      (await call('GET', `/empresas/secretarias?clientId=${camaraId}`, adminPrefeitura.headers)).statusCode,
    ).toBe(404);
  });

  it('refuses a location without the departments flag or without departments:read', async () => {
    // The Câmara access of the test admin has patrimônio only.
    expect((await call('GET', '/empresas/secretarias', adminCamara.headers)).statusCode).toBe(403);
    const noRule = await userWith(t, {
      companyId: prefeituraId,
      clientId: prefeituraId,
      rules: without('departments:read'),
      flags: { departments: true },
    });
    expect((await call('GET', '/empresas/secretarias', noRule.headers)).statusCode).toBe(403);
  });

  it('gives the departments of a client to the sector form too, within scope', async () => {
    const sectorOnly = await userWith(t, {
      companyId: prefeituraId,
      clientId: prefeituraId,
      rules: ['sectors:read'],
      flags: { hasSetor: true },
    });
    const res = await call('GET', `/empresas/secretarias/byempresa/${prefeituraId}`, sectorOnly.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
    expect(
      (await call('GET', `/empresas/secretarias/byempresa/${camaraId}`, sectorOnly.headers)).statusCode,
    ).toBe(404);
    const neither = await userWith(t, {
      companyId: prefeituraId,
      clientId: prefeituraId,
      rules: ['departments:read'],
      flags: { hasSetor: true },
    });
    expect(
      (await call('GET', `/empresas/secretarias/byempresa/${prefeituraId}`, neither.headers)).statusCode,
    ).toBe(403);
  });

  it('lists sectors with their department, by department and by client', async () => {
    const all = await call('GET', '/empresas/setores?limit=100', adminPrefeitura.headers);
    expect(all.json().total).toBe(6);
    const vigilancia = all.json().data.find((s: CompanyListItem) => s.name === 'Vigilância Sanitária');
    expect(vigilancia.department).toEqual({ id: saudeId, name: 'Secretaria Municipal de Saúde' });
    const bySaude = await call('GET', `/empresas/setores/byempresa/${saudeId}`, adminPrefeitura.headers);
    expect(names(bySaude.json())).toEqual(['Unidade Básica de Saúde Central', 'Vigilância Sanitária']);
    const byRoot = await call('GET', `/empresas/setores/byroot/${prefeituraId}`, adminPrefeitura.headers);
    expect(byRoot.json()).toHaveLength(6);
    expect(
      (await call('GET', `/empresas/setores/byroot/${camaraId}`, adminPrefeitura.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/empresas/setores/byempresa/${camaraDeptId}`, adminPrefeitura.headers)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/empresas/setores', adminCamara.headers)).statusCode).toBe(403);
  });
});

describe('GET /empresas/{id}', () => {
  it('reads by kind: departments with departments:read, clients only for support, others 404', async () => {
    const dept = await call('GET', `/empresas/${saudeId}`, adminPrefeitura.headers);
    expect(dept.statusCode).toBe(200);
    expect(dept.json()).toMatchObject({ id: saudeId, rootId: prefeituraId, isDepartment: true });
    expect((await call('GET', `/empresas/${prefeituraId}`, adminPrefeitura.headers)).statusCode).toBe(403);
    expect((await call('GET', `/empresas/${camaraDeptId}`, adminPrefeitura.headers)).statusCode).toBe(404);
    expect((await call('GET', `/empresas/${officeId}`, adminPrefeitura.headers)).statusCode).toBe(404);
    const office = await call('GET', `/empresas/${officeId}`, suporte.headers);
    expect(office.json()).toMatchObject({ isOffice: true, application: { name: 'Município de Exemplo' } });
    expect((await call('GET', `/empresas/${prefeituraId}`, outsider.headers)).statusCode).toBe(404);
  });
});

describe('POST /empresas/create', () => {
  it('creates a client (support) with an alphanumeric CNPJ, unique in the application, audited', async () => {
    const res = await createCompany(suporte, clientBody());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      isClient: true,
      rootId: null,
      cpfCnpj: '12ABC34501DE35',
      zipCode: '01001000',
      cellphone: '11988887777',
      complement: null,
    });
    const again = await createCompany(suporte, clientBody({ name: 'Outro' }));
    expect(again.statusCode).toBe(409);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, res.json().id));
    expect(entry).toMatchObject({ action: 'create', entity: 'company', clientId: res.json().id });
    // Another application may hold the same CNPJ.
    expect((await createCompany(outsider, clientBody())).statusCode).toBe(201);
  });

  it('names every invalid or missing field of a client', async () => {
    const res = await createCompany(
      suporte,
      clientBody({ cpfCnpj: '12.ABC.345/01DE-36', zipCode: '123', email: 'x', state: 'ZZ', city: '' }),
    );
    expect(res.statusCode).toBe(400);
    expect(
      Object.fromEntries(
        res.json().issues.map((i: { path: string; message: string }) => [i.path, i.message]),
      ),
    ).toEqual({
      cpfCnpj: 'CNPJ inválido.',
      zipCode: 'CEP inválido: informe 8 dígitos.',
      email: 'E-mail inválido.',
      state: 'UF inválida.',
      city: 'Informe a cidade.',
    });
    const cpf = await createCompany(suporte, clientBody({ cpfCnpj: '111.111.111-11' }));
    expect(cpf.json().issues[0]).toEqual({ path: 'cpfCnpj', message: 'CPF inválido.' });
    const empty = await createCompany(suporte, { is_cliente: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['name', 'cpfCnpj', 'email', 'zipCode', 'address', 'city']),
    );
    const noKind = await createCompany(suporte, { name: 'X' });
    expect(noKind.statusCode).toBe(400);
    const phone = await createCompany(
      suporte,
      clientBody({ phone: '123', cpfCnpj: completeCnpj('555555550001') }),
    );
    expect(phone.json().issues[0].path).toBe('phone');
  });

  it('refuses a client to anyone but support', async () => {
    const res = await createCompany(adminPrefeitura, clientBody({ cpfCnpj: completeCnpj('444444440001') }));
    expect(res.statusCode).toBe(403);
  });

  it('creates departments in the caller client; support names the client', async () => {
    const own = await createCompany(adminPrefeitura, { name: 'Secretaria de Obras', is_secretaria: true });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ rootId: prefeituraId, isDepartment: true, isClient: false });
    const foreign = await createCompany(adminPrefeitura, {
      name: 'Invasão',
      is_secretaria: true,
      rootId: camaraId,
    });
    expect(foreign.statusCode).toBe(404);
    const noClient = await createCompany(suporte, { name: 'Sem cliente', is_secretaria: true });
    expect(noClient.statusCode).toBe(400);
    const bySupport = await createCompany(suporte, {
      name: 'Controladoria',
      is_secretaria: true,
      rootId: camaraId,
    });
    expect(bySupport.json()).toMatchObject({ rootId: camaraId });
    const noRule = await userWith(t, {
      companyId: prefeituraId,
      clientId: prefeituraId,
      rules: without('departments:create'),
      flags: { departments: true, hasSetor: true },
    });
    expect((await createCompany(noRule, { name: 'X', is_secretaria: true })).statusCode).toBe(403);
    expect((await createCompany(adminCamara, { name: 'X', is_secretaria: true })).statusCode).toBe(403);
  });

  it('creates a sector under a department of the same client', async () => {
    const ok = await createCompany(adminPrefeitura, {
      name: 'Farmácia Municipal',
      is_setor: true,
      parentId: saudeId,
      sectorCode: '099',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ rootId: prefeituraId, parentId: saudeId, isSector: true });
    const noParent = await createCompany(adminPrefeitura, { name: 'X', is_setor: true });
    expect(noParent.json().issues[0]).toEqual({
      path: 'parentId',
      message: 'Informe o departamento (secretaria) do setor.',
    });
    const foreign = await createCompany(adminPrefeitura, {
      name: 'X',
      is_setor: true,
      parentId: camaraDeptId,
    });
    expect(foreign.statusCode).toBe(404);
    const notDept = await createCompany(adminPrefeitura, {
      name: 'X',
      is_setor: true,
      parentId: prefeituraId,
    });
    expect(notDept.statusCode).toBe(400);
  });
});

describe('PUT /empresas/{id}', () => {
  it('updates a client (support) with the full body; CNPJ of another client is a conflict', async () => {
    const camara = (await call('GET', `/empresas/${camaraId}`, suporte.headers)).json();
    const res = await call('PUT', `/empresas/${camaraId}`, suporte.headers, {
      ...camara,
      fantasyName: 'Câmara Municipal',
      observations: 'Atualizada',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fantasyName: 'Câmara Municipal', observations: 'Atualizada' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, camaraId), eq(auditLog.action, 'update')));
    expect(entry?.before).toMatchObject({ fantasyName: 'Câmara de Exemplo' });
    const clash = await call('PUT', `/empresas/${camaraId}`, suporte.headers, {
      ...camara,
      cpfCnpj: completeCnpj('123456780001'),
    });
    expect(clash.statusCode).toBe(409);
    const mismatch = await call('PUT', `/empresas/${camaraId}`, suporte.headers, {
      ...camara,
      id: prefeituraId,
    });
    expect(mismatch.statusCode).toBe(400);
    const missing = await call('PUT', `/empresas/${camaraId}`, suporte.headers, { name: 'Só o nome' });
    expect(missing.statusCode).toBe(400);
  });

  it('updates departments of the own client only; clients stay with support', async () => {
    const res = await call('PUT', `/empresas/${saudeId}`, adminPrefeitura.headers, {
      name: 'Secretaria Municipal de Saúde',
      uaCode: '001.2',
      observations: 'Sede nova',
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await call('PUT', `/empresas/${camaraDeptId}`, adminPrefeitura.headers, { name: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/empresas/${prefeituraId}`, adminPrefeitura.headers, clientBody())).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/empresas/${saudeId}`, adminPrefeitura.headers, { name: '' })).statusCode,
    ).toBe(400);
  });

  it('moves a sector only to a department of its client; nobody deactivates the company of his own access', async () => {
    const [sector] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Vigilância Sanitária'));
    const move = await call('PUT', `/empresas/${sector!.id}`, suporte.headers, {
      name: sector!.name,
      parentId: camaraDeptId,
    });
    expect(move.statusCode).toBe(400);
    const office = (await call('GET', `/empresas/${officeId}`, suporte.headers)).json();
    const off = await call('PUT', `/empresas/${officeId}`, suporte.headers, {
      ...office,
      email: office.email ?? 'suporte@exemplo.gov.br',
      active: false,
    });
    expect(off.statusCode).toBe(403);
  });
});

describe('company files', () => {
  const uploadTo = (
    headers: Record<string, string>,
    companyId: string,
    file: { filename: string; content: Buffer },
    name?: string,
  ) => upload(t, `/empresas/files/create/${companyId}`, headers, file, name);

  it('uploads one file per request, lists, downloads with its name, deletes; all audited', async () => {
    const res = await uploadTo(suporte.headers, camaraId, {
      filename: '../../etc/ata.pdf',
      content: SAMPLE.pdf,
    });
    expect(res.statusCode).toBe(201);
    const stored = res.json();
    expect(stored).toMatchObject({ name: 'ata.pdf', mime: 'application/pdf', size: SAMPLE.pdf.length });
    const list = await call('GET', `/empresas/files/${camaraId}`, suporte.headers);
    expect(list.json().map((f: { id: string }) => f.id)).toEqual([stored.id]);
    const down = await call('GET', `/empresas/files/download/${stored.id}`, adminCamara.headers);
    expect(down.statusCode).toBe(403); // the Câmara access has no clients:read (support only)
    const bySupport = await call('GET', `/empresas/files/download/${stored.id}`, suporte.headers);
    expect(bySupport.statusCode).toBe(200);
    expect(bySupport.headers['content-disposition']).toContain('attachment; filename="ata.pdf"');
    expect(bySupport.rawPayload.equals(SAMPLE.pdf)).toBe(true);
    expect((await call('DELETE', `/empresas/files/delete/${stored.id}`, suporte.headers)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/empresas/files/${camaraId}`, suporte.headers)).json()).toEqual([]);
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, stored.id));
    expect(trail.map((a) => a.action).sort()).toEqual(['create', 'delete']);
  });

  it('stores the name normalised: NFC, no bidi or control characters, at most 255 bytes', async () => {
    // The name field: decomposed accents and an override that shows "ata\u202Efdp.exe" as "ataexe.pdf".
    const named = await uploadTo(
      suporte.headers,
      camaraId,
      { filename: 'x.pdf', content: SAMPLE.pdf },
      'Ata da reunia\u0303o \u2066\u202Efdp.exe\u2069\u0085',
    );
    expect(named.statusCode).toBe(201);
    expect(named.json().name).toBe('Ata da reunião fdp.exe');
    // The part's own file name, 10,000 characters long.
    const long = await uploadTo(suporte.headers, camaraId, {
      filename: `${'a'.repeat(10_000)}.pdf`,
      content: SAMPLE.pdf,
    });
    expect(long.statusCode).toBe(201);
    const { name } = long.json();
    expect(Buffer.byteLength(name)).toBe(255);
    expect(name.endsWith('.pdf')).toBe(true);
    const listed = (await call('GET', `/empresas/files/${camaraId}`, suporte.headers)).json();
    expect(listed.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining([name, 'Ata da reunião fdp.exe']),
    );
  });

  it('keeps the files of a client away from another client and another application', async () => {
    const mine = (
      await uploadTo(
        adminPrefeitura.headers,
        saudeId,
        { filename: 'plano.pdf', content: SAMPLE.pdf },
        'Plano 2025.pdf',
      )
    ).json();
    expect(mine.name).toBe('Plano 2025.pdf');
    const theirs = (
      await uploadTo(suporte.headers, camaraDeptId, { filename: 'x.pdf', content: SAMPLE.pdf })
    ).json();
    expect(
      (await uploadTo(adminPrefeitura.headers, camaraDeptId, { filename: 'x.pdf', content: SAMPLE.pdf }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/empresas/files/${camaraDeptId}`, adminPrefeitura.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/empresas/files/download/${theirs.id}`, adminPrefeitura.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/empresas/files/delete/${theirs.id}`, adminPrefeitura.headers)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/empresas/files/download/${mine.id}`, outsider.headers)).statusCode).toBe(404);
    const own = await call('GET', `/empresas/files/download/${mine.id}?inline=true`, adminPrefeitura.headers);
    expect(own.headers['content-disposition']).toContain('inline;');
    // A file of another record (e.g. an asset attachment) is not reachable through the company calls.
    const [foreign] = await t.database.db
      .insert(files)
      .values({
        applicationId: (await companyByName(t.database.db, PREFEITURA)).applicationId,
        clientId: prefeituraId,
        ownerType: 'asset',
        ownerId: saudeId,
        name: 'bem.pdf',
        mime: 'application/pdf',
        size: 1,
        sha256: 'x',
        storageKey: 'none',
      })
      .returning();
    expect((await call('DELETE', `/empresas/files/delete/${foreign!.id}`, suporte.headers)).statusCode).toBe(
      404,
    );
  });

  it('checks the type by content (415) and the size (413); rule and flag are those of the kind', async () => {
    // Other tests of this file keep files of their own on the Câmara: a refused upload adds none.
    const before = (await call('GET', `/empresas/files/${camaraId}`, suporte.headers)).json();
    expect(
      (await uploadTo(suporte.headers, camaraId, { filename: 'a.pdf', content: SAMPLE.exe })).statusCode,
    ).toBe(415);
    const big = Buffer.concat([SAMPLE.pdf, Buffer.alloc(MAX_BYTES * 2, 32)]);
    expect(
      (await uploadTo(suporte.headers, camaraId, { filename: 'big.pdf', content: big })).statusCode,
    ).toBe(413);
    expect((await call('GET', `/empresas/files/${camaraId}`, suporte.headers)).json()).toEqual(before);
    const reader = await userWith(t, {
      companyId: prefeituraId,
      clientId: prefeituraId,
      rules: without('departments:update'),
      flags: { departments: true },
    });
    expect(
      (await uploadTo(reader.headers, saudeId, { filename: 'a.pdf', content: SAMPLE.pdf })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/empresas/files/${saudeId}`, reader.headers)).statusCode).toBe(200);
  });

  it('sets a client logo (images only) that the client locations can show', async () => {
    const res = await upload(t, `/empresas/logo/${camaraId}`, suporte.headers, {
      filename: 'logo.png',
      content: SAMPLE.png,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profileImg).toMatch(new RegExp(`^/empresas/logo/${camaraId}\\?v=`));
    const shown = await call('GET', `/empresas/logo/${camaraId}`, adminCamara.headers);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect((await call('GET', `/empresas/logo/${camaraId}`, adminPrefeitura.headers)).statusCode).toBe(404);
  });

  it('takes no XML nor SVG, and sends text as an attachment that runs nothing', async () => {
    const xml = await uploadTo(suporte.headers, camaraId, {
      filename: 'nota.xml',
      content: Buffer.from('<?xml version="1.0"?><nfeProc/>'),
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toContain('Envie: PDF; imagem (PNG, JPEG, GIF ou WebP);');
    const svg = await upload(t, `/empresas/logo/${camaraId}`, suporte.headers, {
      filename: 'logo.svg',
      content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    });
    expect(svg.statusCode).toBe(415);
    const text = (
      await uploadTo(suporte.headers, camaraId, { filename: 'leia.txt', content: Buffer.from('oi') })
    ).json();
    const shown = await call('GET', `/empresas/files/download/${text.id}?inline=true`, suporte.headers);
    expect(shown.headers['content-disposition']).toMatch(/^attachment; filename="leia.txt"/);
    const logo = await call('GET', `/empresas/logo/${camaraId}`, suporte.headers);
    for (const res of [shown, logo]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
