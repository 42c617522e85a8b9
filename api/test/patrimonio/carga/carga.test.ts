import {
  type Bem,
  type Carga,
  type Movimentacao,
  READ_RULES,
  type Servidor,
  TERMO_CODIGO_HEADER,
} from '@gp/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import { type caller, type Headers, userWith } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * Carga patrimonial (docs/domain.md, "Carga patrimonial"): the servidores register, the head of a setor as
 * the default responsável of its assets, the transferência de responsabilidade, the carga of a person and of
 * a setor with its exact total, and its termo.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers; session: { user: { id: string } } };
let adminCamara: { headers: Headers };
let consulta: { headers: Headers };
let ana: Servidor;
let bruno: Servidor;

const CPF_ANA = '529.982.247-25';

async function created<T>(res: { statusCode: number; body: string; json: () => unknown }, status = 201) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
const newServidor = (body: Record<string, unknown>, headers = admin.headers) =>
  call('POST', '/patrimonio/servidor/create', headers, body);
const newBem = async (overrides: Record<string, unknown> = {}) =>
  created<Bem>(await createBem(t, admin.headers, bemBody(ids, overrides)));
const setHead = (setorId: string, servidorId: string | null, headers = admin.headers) =>
  call('PUT', `/patrimonio/carga/setor/${setorId}/responsavel`, headers, { servidor_id: servidorId });
const move = (bem: { id: string }, body: Record<string, unknown>, headers = admin.headers) =>
  call('POST', '/patrimonio/movimentacaobem/create', headers, { bempatrimonial_id: bem.id, ...body });
const carga = async (path: string, headers = admin.headers) =>
  created<Carga>(await call('GET', `/patrimonio/carga/${path}`, headers), 200);

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara, consulta } = await patrimonioApp());
  ana = await created<Servidor>(
    await newServidor({ nome: 'Ana Lima', cpf: CPF_ANA, matricula: '1001', cargo: 'Chefe de setor' }),
  );
  bruno = await created<Servidor>(
    await newServidor({ nome: 'Bruno Dias', user_id: admin.session.user.id, matricula: '1002' }),
  );
});
afterAll(() => t.close());

describe('servidores', () => {
  it('keeps the CPF as digits and shows it only to a profile with custody:update', async () => {
    expect(ana).toMatchObject({ cpf: '52998224725', cpf_informado: true, tem_login: false });
    expect(bruno).toMatchObject({ user_id: admin.session.user.id, tem_login: true, cpf: null });
    const seen = await created<Servidor>(
      await call('GET', `/patrimonio/servidor/${ana.id}`, consulta.headers),
      200,
    );
    expect(seen).toMatchObject({ nome: 'Ana Lima', cpf: null, cpf_informado: true });
  });

  it('refuses bad input, repeated keys, a user of another client and callers without the rule', async () => {
    expect((await newServidor({ nome: 'X', cpf: '111.111.111-12' })).statusCode).toBe(400);
    expect((await newServidor({ cpf: CPF_ANA })).statusCode).toBe(400);
    const twice = await newServidor({ nome: 'Outra Ana', cpf: CPF_ANA });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Já existe um servidor com este CPF neste cliente.');
    expect((await newServidor({ nome: 'Outro', matricula: '1001' })).statusCode).toBe(409);
    const outsider = await userWith(t, {
      companyId: ids.camaraId,
      clientId: ids.camaraId,
      rules: READ_RULES,
    });
    const foreign = await newServidor({ nome: 'De fora', user_id: outsider.userId });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/não trabalha neste cliente/);
    expect((await newServidor({ nome: 'Sem regra' }, consulta.headers)).statusCode).toBe(403);
    expect((await call('GET', `/patrimonio/servidor/${ana.id}`, adminCamara.headers)).statusCode).toBe(404);
  });
});

describe('responsável of an asset', () => {
  it('defaults to the head of its setor; a setor without head leaves it "sem responsável"', async () => {
    await created(await setHead(ids.adm.setores[0]!, ana.id), 200);
    const withHead = await newBem();
    expect(withHead).toMatchObject({ responsavel_id: ana.id });
    const without = await newBem({ secretaria_id: ids.saude.id, setor_id: ids.saude.setores[0] });
    expect(without.responsavel_id).toBeNull();
    expect((await setHead(ids.adm.setores[0]!, ana.id, consulta.headers)).statusCode).toBe(403);
    expect((await setHead(ids.adm.setores[0]!, ana.id, adminCamara.headers)).statusCode).toBe(404);
  });

  it('changes only by a transferência de responsabilidade, with history, and an estorno restores it', async () => {
    const bem = await newBem();
    const mov = await created<Movimentacao>(
      await move(bem, { TipoMovimentacao: 3, responsavel_id: bruno.id }),
    );
    expect(mov).toMatchObject({
      responsavel_anterior_id: ana.id,
      responsavel_id: bruno.id,
      Responsavel: 'Bruno Dias',
    });
    const again = await move(bem, { TipoMovimentacao: 3, responsavel_id: bruno.id });
    expect(again.statusCode).toBe(409);
    const foreign = await created<Servidor>(await newServidor({ nome: 'Da Câmara' }, adminCamara.headers));
    const wrong = await move(bem, { TipoMovimentacao: 3, responsavel_id: foreign.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/não é um servidor deste cliente/);
    await created(await move(bem, { TipoMovimentacao: 11 }));
    const after = await created<Bem>(
      await call('GET', `/patrimonio/bempatrimonial/${bem.id}`, admin.headers),
      200,
    );
    expect(after.responsavel_id).toBe(ana.id);
  });
});

describe('carga', () => {
  it('lists what a person and a setor hold, with the exact total, to a profile with custody:read', async () => {
    const head = await created<Servidor>(await newServidor({ nome: 'Carla Setor' }));
    const setorId = ids.saude.setores[1] ?? ids.saude.setores[0]!;
    await created(await setHead(setorId, head.id), 200);
    const place = { secretaria_id: ids.saude.id, setor_id: setorId };
    await newBem({ ...place, valor_aquisicao: '0.10' });
    await newBem({ ...place, valor_aquisicao: '0.20' });
    const person = await carga(`responsavel/${head.id}`, consulta.headers);
    expect(person).toMatchObject({ total: 2, valor_total: '0.30', responsavel: { nome: 'Carla Setor' } });
    expect(person.pode_imprimir).toBe(false);
    expect(JSON.stringify(person)).not.toContain('cpf');
    const setor = await carga(`setor/${setorId}?limit=1`);
    expect(setor).toMatchObject({ total: 2, valor_total: '0.30', pode_imprimir: true });
    expect(setor.data).toHaveLength(1);
    expect(setor.responsavel?.id).toBe(head.id);
    expect((await call('GET', `/patrimonio/carga/setor/${setorId}`, adminCamara.headers)).statusCode).toBe(
      404,
    );
  });

  it('prints the carga as the verifiable termo de responsabilidade', async () => {
    const res = await call('POST', `/patrimonio/carga/responsavel/${ana.id}/termo`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const codigo = String(res.headers[TERMO_CODIGO_HEADER.toLowerCase()]);
    const check = await call('GET', `/publico/documentos/${codigo}`, {});
    expect(check.statusCode).toBe(200);
    expect(check.body).not.toContain('52998224725');
    expect(check.body).not.toContain(CPF_ANA);
    const empty = await created<Servidor>(await newServidor({ nome: 'Sem bens' }));
    expect(
      (await call('POST', `/patrimonio/carga/responsavel/${empty.id}/termo`, admin.headers)).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/patrimonio/carga/responsavel/${ana.id}/termo`, consulta.headers)).statusCode,
    ).toBe(403);
  });
});
