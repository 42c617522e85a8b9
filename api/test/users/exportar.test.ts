import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyByName, PREFEITURA } from '../support/factories.js';
import { caller, type Headers } from '../support/sistema.js';
import { createTestApp, signInAt, type TestApp } from '../support/test-app.js';

/**
 * The files of the administration lists (docs/api.md, "Exportações"): users, clients, departments,
 * sectors and a company's accesses, each what its list's filters match, as the list finds it.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };
let admin: { headers: Headers };
let prefeituraId: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  suporte = await signInAt(t.app, 'suporte');
  admin = await signInAt(t.app, 'admin', 'Prefeitura');
  prefeituraId = (await companyByName(t.database.db, PREFEITURA)).id;
});
afterAll(() => t.close());

const rowsOf = (body: string) => {
  expect(body.startsWith('\ufeff')).toBe(true);
  return body.slice(1).split('\r\n').slice(0, -1);
};

describe('administration list exports', () => {
  const lists = () => [
    {
      path: '/users',
      query: 'active=true',
      header: 'Usuário;Nome;E-mail;CPF;Conta genérica;Ativo',
      caller: suporte,
    },
    { path: '/empresas', query: 'search=a', header: 'Nome;Nome fantasia;CPF/CNPJ', caller: suporte },
    { path: '/empresas/secretarias', query: '', header: 'Nome;Cliente;Código da UA', caller: admin },
    {
      path: '/empresas/setores',
      query: '',
      header: 'Nome;Departamento;Cliente;Código do setor',
      caller: admin,
    },
    {
      path: `/locais/empresa/${prefeituraId}`,
      query: '',
      header: 'Usuário;Nome;E-mail;Empresa;Perfil de acesso;Ativo;Suporte;Patrimônio;Obras',
      caller: suporte,
    },
  ];

  it('writes every row of each list, with its headers, as CSV and XLSX', async () => {
    for (const list of lists()) {
      const page = await call('GET', `${list.path}?${list.query}&limit=100`, list.caller.headers);
      expect(page.statusCode, `${list.path}: ${page.body}`).toBe(200);
      const total = page.json().total as number;
      expect(total, list.path).toBeGreaterThan(0);
      const csv = await call('GET', `${list.path}/exportar?${list.query}&formato=csv`, list.caller.headers);
      expect(csv.statusCode, `${list.path}: ${csv.body}`).toBe(200);
      const rows = rowsOf(csv.body);
      expect(rows[0]!.startsWith(list.header), `${list.path}: ${rows[0]}`).toBe(true);
      expect(rows, list.path).toHaveLength(total + 1);
      const xlsx = await call('GET', `${list.path}/exportar?${list.query}&formato=xlsx`, list.caller.headers);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('never writes a password or a token, and answers a bad format with a 400', async () => {
    const csv = await call('GET', '/users/exportar?formato=csv', suporte.headers);
    expect(csv.body).toContain('suporte');
    expect(csv.body).not.toMatch(/\$argon2|password|senha:/i);
    const bad = await call('GET', '/users/exportar?formato=json', suporte.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Formato inválido: use csv ou xlsx.');
  });

  it('keeps the list rules: a client’s administrator cannot export the application’s users', async () => {
    const res = await call('GET', '/users/exportar?formato=csv', admin.headers);
    expect(res.statusCode).toBe(403);
  });
});
