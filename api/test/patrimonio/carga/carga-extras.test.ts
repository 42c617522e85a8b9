import type { Aceite, Bem, Dashboard, RuleId, Servidor, UsuarioServidorList } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.js';
import { aceites } from '../../../src/db/schema-patrimonio.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import { type Caller, type caller, type Headers, userWith } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * Two pieces of the carga patrimonial (docs/domain.md, "Carga patrimonial"): the logins the servidor form
 * may link (GET /patrimonio/carga/servidores/usuarios: the client's only, not yet another servidor's,
 * named without e-mail, to who may add or edit a servidor), and the dashboard's "Cautelas vencidas"
 * (the aceites list's `atrasadas=true`, per caller and client).
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers; session: { user: { id: string } } };
let adminCamara: { headers: Headers };
let consulta: { headers: Headers };
let suporte: { headers: Headers };

const patrimonio = { hasPatrimonio: true };
async function ok<T>(res: { statusCode: number; body: string; json: () => unknown }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
const at = (clientId: string, rules: readonly RuleId[]) =>
  userWith(t, { companyId: clientId, clientId, rules, flags: patrimonio });
const usuarios = (headers: Headers, query: Record<string, string> = {}) =>
  call('GET', `/patrimonio/carga/servidores/usuarios?${new URLSearchParams(query)}`, headers);
const names = async (headers: Headers, query: Record<string, string> = {}) =>
  (await ok<UsuarioServidorList>(await usuarios(headers, query))).data.map((u) => u.id);
const newServidor = async (body: Record<string, unknown>, headers = admin.headers) =>
  ok<Servidor>(await call('POST', '/patrimonio/servidor/create', headers, body), 201);

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara, consulta, suporte } = await patrimonioApp());
});
afterAll(() => t.close());

describe('GET /patrimonio/carga/servidores/usuarios', () => {
  let livre: Caller;
  let ligado: Caller;
  let daCamara: Caller;
  let servidorLigado: Servidor;

  beforeAll(async () => {
    livre = await at(ids.prefeituraId, ['assets:read']);
    ligado = await at(ids.prefeituraId, ['assets:read']);
    daCamara = await at(ids.camaraId, ['assets:read']);
    servidorLigado = await newServidor({ nome: 'Servidor com login', user_id: ligado.userId });
  });

  it('lists the client’s free logins by name and username, never another client’s nor the e-mail', async () => {
    const res = await usuarios(admin.headers, { limit: '100' });
    const found = (await ok<UsuarioServidorList>(res)).data;
    const ofLivre = found.find((u) => u.id === livre.userId);
    expect(ofLivre).toEqual({
      id: livre.userId,
      name: expect.stringMatching(/^Usuário user_/),
      username: expect.stringMatching(/^user_/),
    });
    expect(res.body).not.toContain('@exemplo.gov.br');
    const listed = found.map((u) => u.id);
    expect(listed).not.toContain(daCamara.userId);
    // Already another servidor's: left out, except for that servidor's own form.
    expect(listed).not.toContain(ligado.userId);
    expect(await names(admin.headers, { servidor_id: servidorLigado.id, limit: '100' })).toContain(
      ligado.userId,
    );
    // By name or username, folded.
    expect(await names(admin.headers, { search: ofLivre!.username.toUpperCase() })).toEqual([livre.userId]);
    // The Câmara's administrator sees the Câmara's, not the Prefeitura's.
    const camara = await names(adminCamara.headers, { limit: '100' });
    expect(camara).toContain(daCamara.userId);
    expect(camara).not.toContain(livre.userId);
  });

  it('names one stored login of the client by id, and nobody of another client', async () => {
    expect(await names(admin.headers, { id: ligado.userId })).toEqual([ligado.userId]);
    expect(await names(admin.headers, { id: daCamara.userId })).toEqual([]);
    expect(await names(adminCamara.headers, { id: livre.userId })).toEqual([]);
  });

  it('leaves out an inactive login', async () => {
    const inativo = await at(ids.prefeituraId, []);
    expect(await names(admin.headers, { limit: '100' })).toContain(inativo.userId);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, inativo.userId));
    expect(await names(admin.headers, { limit: '100' })).not.toContain(inativo.userId);
  });

  it('keeps another client’s servidor and client out of reach', async () => {
    const res = await usuarios(adminCamara.headers, { servidor_id: servidorLigado.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Servidor não encontrado.');
    expect((await usuarios(admin.headers, { cliente_id: ids.camaraId })).statusCode).toBe(404);
    // Support names the client; without it, 400.
    const semCliente = await usuarios(suporte.headers);
    expect(semCliente.statusCode).toBe(400);
    expect(semCliente.json().message).toMatch(/Informe o cliente/);
    const doSuporte = await names(suporte.headers, { cliente_id: ids.camaraId, limit: '100' });
    expect(doSuporte).toContain(daCamara.userId);
    expect(doSuporte).not.toContain(livre.userId);
  });

  it('needs custody:create or custody:update (who fills the servidor form), and the area', async () => {
    for (const rules of [['custody:create'], ['custody:update']] as RuleId[][]) {
      const who = await at(ids.prefeituraId, rules);
      expect((await usuarios(who.headers)).statusCode).toBe(200);
    }
    const leitor = await at(ids.prefeituraId, ['custody:read', 'assets:read']);
    const refused = await usuarios(leitor.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/não pode cadastrar nem alterar servidores/);
    expect((await usuarios(consulta.headers)).statusCode).toBe(403);
    const semArea = await userWith(t, {
      companyId: ids.prefeituraId,
      clientId: ids.prefeituraId,
      rules: ['custody:create', 'custody:update'],
    });
    expect((await usuarios(semArea.headers)).statusCode).toBe(403);
    expect((await usuarios(admin.headers, { id: 'x' })).statusCode).toBe(400);
  });

  it('names the linked login in the servidores list and a servidor’s answer, without its e-mail', async () => {
    const page = await ok<{ data: Servidor[] }>(
      await call('GET', '/patrimonio/servidor?limit=100', admin.headers),
    );
    const row = page.data.find((s) => s.id === servidorLigado.id);
    expect(row?.usuario).toEqual({
      id: ligado.userId,
      name: expect.stringMatching(/^Usuário user_/),
      username: expect.stringMatching(/^user_/),
    });
    expect(page.data.find((s) => s.user_id === null)?.usuario ?? null).toBeNull();
    const one = await ok<Servidor>(
      await call('GET', `/patrimonio/servidor/${servidorLigado.id}`, admin.headers),
    );
    expect(one.usuario?.id).toBe(ligado.userId);
    expect(JSON.stringify(page)).not.toContain('@exemplo.gov.br');
  });
});

describe('GET /dashboard: Cautelas vencidas', () => {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const vencidas = async (headers: Headers) =>
    (await ok<Dashboard>(await call('GET', '/dashboard', headers))).cautelasVencidas;

  it('counts, per caller and client, the overdue cautelas its aceites list shows', async () => {
    const recebedor = await at(ids.prefeituraId, ['assets:read']);
    const colega = await at(ids.prefeituraId, ['assets:read']);
    const semTela = await at(ids.prefeituraId, ['custody:read']);
    const servidor = await newServidor({ nome: 'Recebedor da cautela', user_id: recebedor.userId });
    // Counts of the earlier tests' records, as numbers (each caller opens the screen).
    const before = {
      admin: Number(await vencidas(admin.headers)),
      camara: Number(await vencidas(adminCamara.headers)),
      suporte: Number(await vencidas(suporte.headers)),
    };
    expect(await vencidas(recebedor.headers)).toBe(0);

    const bem = await ok<Bem>(await createBem(t, admin.headers, bemBody(ids)), 201);
    const pedido = await ok<Aceite>(
      await call('POST', '/patrimonio/carga/cautela', admin.headers, {
        bempatrimonial_id: bem.id,
        recebedor_id: servidor.id,
        motivo: 'Evento',
        destino: 'Praça central',
        data_prevista_retorno: tomorrow,
      }),
      201,
    );
    await ok(await call('POST', `/patrimonio/carga/aceites/${pedido.id}/aceitar`, recebedor.headers));
    // Out, but not yet late.
    expect(await vencidas(admin.headers)).toBe(before.admin);
    await t.database.db
      .update(aceites)
      .set({ dataPrevistaRetorno: '2020-01-31' })
      .where(eq(aceites.id, pedido.id));

    // The clerks (custody:read) count the client's; the receiver his own; a colleague none.
    expect(await vencidas(admin.headers)).toBe(before.admin + 1);
    expect(await vencidas(recebedor.headers)).toBe(1);
    expect(await vencidas(colega.headers)).toBe(0);
    // The figure is the list the card opens.
    const list = await ok<{ total: number }>(
      await call('GET', '/patrimonio/carga/aceites?atrasadas=true', admin.headers),
    );
    expect(list.total).toBe(before.admin + 1);
    // Another client's, and support over every client of the application (as its list).
    expect(await vencidas(adminCamara.headers)).toBe(before.camara);
    expect(await vencidas(suporte.headers)).toBe(before.suporte + 1);
    // Without the screen (assets:read opens Aceites e cautelas): no figure at all.
    expect(await vencidas(semTela.headers)).toBeNull();

    await ok(await call('POST', `/patrimonio/carga/aceites/${pedido.id}/devolver`, admin.headers));
    expect(await vencidas(admin.headers)).toBe(before.admin);
    expect(await vencidas(recebedor.headers)).toBe(0);
  });
});

describe('GET /patrimonio/bempatrimonial/{id}: the overdue cautela', () => {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const bemOf = async (id: string, headers = admin.headers) =>
    ok<Bem>(await call('GET', `/patrimonio/bempatrimonial/${id}`, headers));

  it('marks the asset out on a cautela past its return, as the aceites list’s atrasadas, until it returns', async () => {
    const recebedor = await at(ids.prefeituraId, ['assets:read']);
    const servidor = await newServidor({ nome: 'Recebedora atrasada', user_id: recebedor.userId });
    const bem = await ok<Bem>(await createBem(t, admin.headers, bemBody(ids)), 201);
    expect(bem.cautela_vencida).toBeNull();
    const pedido = await ok<Aceite>(
      await call('POST', '/patrimonio/carga/cautela', admin.headers, {
        bempatrimonial_id: bem.id,
        recebedor_id: servidor.id,
        motivo: 'Conserto',
        destino: 'Oficina do Zé',
        data_prevista_retorno: tomorrow,
      }),
      201,
    );
    await ok(await call('POST', `/patrimonio/carga/aceites/${pedido.id}/aceitar`, recebedor.headers));
    // Out, not yet late.
    expect((await bemOf(bem.id)).cautela_vencida).toBeNull();
    await t.database.db
      .update(aceites)
      .set({ dataPrevistaRetorno: '2020-01-31' })
      .where(eq(aceites.id, pedido.id));
    const mark = {
      aceite_id: pedido.id,
      data_prevista_retorno: '2020-01-31',
      destino: 'Oficina do Zé',
      recebedor: 'Recebedora atrasada',
    };
    expect((await bemOf(bem.id)).cautela_vencida).toEqual(mark);
    // The same item the aceites list answers late.
    const late = await ok<{ data: Aceite[] }>(
      await call(
        'GET',
        `/patrimonio/carga/aceites?atrasadas=true&bempatrimonial_id=${bem.id}`,
        admin.headers,
      ),
    );
    expect(late.data.map((a) => [a.id, a.atrasada])).toEqual([[pedido.id, true]]);
    // Whoever sees the asset sees the mark (custody rules or not).
    expect((await bemOf(bem.id, consulta.headers)).cautela_vencida).toEqual(mark);
    // Another client's caller does not see the asset at all.
    expect((await call('GET', `/patrimonio/bempatrimonial/${bem.id}`, adminCamara.headers)).statusCode).toBe(
      404,
    );
    await ok(await call('POST', `/patrimonio/carga/aceites/${pedido.id}/devolver`, admin.headers));
    expect((await bemOf(bem.id)).cautela_vencida).toBeNull();
  });
});
