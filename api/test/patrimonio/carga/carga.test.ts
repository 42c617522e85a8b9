import {
  type Aceite,
  type Bem,
  type Carga,
  type Movimentacao,
  READ_RULES,
  type Servidor,
  TERMO_CODIGO_HEADER,
} from '@gp/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveAccepted } from '../../support/aceite-termo.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import { type caller, type Headers, SAMPLE, upload, userWith } from '../../support/sistema.js';
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
/** A movement booked: a transfer that waits for the aceite is accepted through the paper termo. */
const move = (bem: { id: string }, body: Record<string, unknown>, headers = admin.headers) =>
  moveAccepted(t, headers, { bempatrimonial_id: bem.id, ...body });
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
    expect(person.pode_definir_responsavel).toBe(false);
    expect(JSON.stringify(person)).not.toContain('cpf');
    const setor = await carga(`setor/${setorId}?limit=1`);
    expect(setor).toMatchObject({
      total: 2,
      valor_total: '0.30',
      pode_imprimir: true,
      pode_definir_responsavel: true,
    });
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

describe('cautela, transfer and their aceite', () => {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const cautela = (bem: { id: string }, recebedor: Servidor, extra: Record<string, unknown> = {}) =>
    call('POST', '/patrimonio/carga/cautela', admin.headers, {
      bempatrimonial_id: bem.id,
      recebedor_id: recebedor.id,
      motivo: 'Conserto da fonte',
      destino: 'Assistência técnica',
      data_prevista_retorno: tomorrow,
      ...extra,
    });
  const act = (a: Aceite, what: string, headers = admin.headers, body?: unknown) =>
    call('POST', `/patrimonio/carga/aceites/${a.id}/${what}`, headers, body);

  it('a cautela waits for the receiver, keeps the responsável, is out until its return, all in the history', async () => {
    const bem = await newBem();
    const pedido = await created<Aceite>(await cautela(bem, bruno));
    expect(pedido).toMatchObject({
      tipo: 'cautela',
      estado: 'pendente',
      responsavel: { id: ana.id },
      pode_aceitar: true,
    });
    // The clerk's list and the receiver's own list both show it.
    const mine = await created<{ data: Aceite[] }>(
      await call('GET', '/patrimonio/carga/aceites?minhas=true', admin.headers),
      200,
    );
    expect(mine.data.map((a) => a.id)).toContain(pedido.id);
    // Someone other than the receiver: refused, nothing changes.
    const other = await act(pedido, 'aceitar', consulta.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Só o recebedor (Bruno Dias) pode aceitar.');
    // The asset is already asked for: a second cautela is refused.
    const twice = await cautela(bem, bruno);
    expect(twice.statusCode).toBe(409);
    const aceito = await created<Aceite>(await act(pedido, 'aceitar'), 200);
    expect(aceito).toMatchObject({ estado: 'aceito', forma: 'app', pode_devolver: true, atrasada: false });
    const out = await cautela(bem, bruno);
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe('O bem já está fora, em cautela: registre a devolução antes.');
    const still = await created<Bem>(
      await call('GET', `/patrimonio/bempatrimonial/${bem.id}`, admin.headers),
      200,
    );
    expect(still.responsavel_id).toBe(ana.id);
    // A cautela is closed by its return, never by an estorno.
    expect((await move(bem, { TipoMovimentacao: 11 })).statusCode).toBe(409);
    const devolvida = await created<Aceite>(await act(pedido, 'devolver'), 200);
    expect(devolvida.estado).toBe('devolvido');
    const history = await created<{ TipoMovimentacao: number }[]>(
      await call('GET', `/patrimonio/movimentacaobem/${bem.id}`, admin.headers),
      200,
    );
    expect(history.map((m) => m.TipoMovimentacao)).toEqual([13, 12, 1]);
  });

  it('a receiver without login accepts by the signed paper termo; a refusal says why', async () => {
    const bem = await newBem({ secretaria_id: ids.saude.id, setor_id: ids.saude.setores[0] });
    const pedido = await created<Aceite>(await cautela(bem, ana));
    expect(pedido.pode_aceitar).toBe(false);
    expect(pedido.pode_registrar_termo).toBe(true);
    const inApp = await act(pedido, 'aceitar');
    expect(inApp.statusCode).toBe(403);
    expect(inApp.json().message).toMatch(/não tem login/);
    const res = await upload(t, `/patrimonio/carga/aceites/${pedido.id}/termo`, admin.headers, {
      filename: 'termo-assinado.pdf',
      content: SAMPLE.pdf,
      contentType: 'application/pdf',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ estado: 'aceito', forma: 'termo', arquivo_id: expect.any(String) });

    const other = await newBem();
    const transfer = await created<Aceite>(
      await call('POST', '/patrimonio/carga/transferencia', admin.headers, {
        bempatrimonial_id: other.id,
        responsavel_id: bruno.id,
      }),
    );
    expect((await act(transfer, 'recusar', admin.headers, { motivo: '' })).statusCode).toBe(400);
    const recusada = await created<Aceite>(
      await act(transfer, 'recusar', admin.headers, { motivo: 'Não recebi o bem' }),
      200,
    );
    expect(recusada).toMatchObject({ estado: 'recusado', motivo_recusa: 'Não recebi o bem' });
    expect((await act(transfer, 'aceitar')).statusCode).toBe(409);
    const after = await created<Bem>(
      await call('GET', `/patrimonio/bempatrimonial/${other.id}`, admin.headers),
      200,
    );
    expect(after.responsavel_id).toBe(ana.id);
  });

  it('a transfer completes with the aceite, booking the transferência de responsabilidade', async () => {
    const bem = await newBem();
    const pedido = await created<Aceite>(
      await call('POST', '/patrimonio/carga/transferencia', admin.headers, {
        bempatrimonial_id: bem.id,
        responsavel_id: bruno.id,
      }),
    );
    const aceito = await created<Aceite>(await act(pedido, 'aceitar'), 200);
    expect(aceito.movimentacao_id).toEqual(expect.any(String));
    const after = await created<Bem>(
      await call('GET', `/patrimonio/bempatrimonial/${bem.id}`, admin.headers),
      200,
    );
    expect(after.responsavel_id).toBe(bruno.id);
  });
});

describe('nada consta', () => {
  it('is refused with what blocks it, and issued as a verifiable PDF once nothing does', async () => {
    const holder = await created<Servidor>(
      await newServidor({ nome: 'Dora Cautela', cpf: '111.444.777-35' }),
    );
    const held = await newBem();
    await created(await move(held, { TipoMovimentacao: 3, responsavel_id: holder.id }));
    const blocked = await call(
      'POST',
      `/patrimonio/carga/responsavel/${holder.id}/nada-consta`,
      admin.headers,
    );
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      code: 'NADA_CONSTA_BLOQUEADO',
      message: 'Nada consta recusado: Dora Cautela responde por 1 bem.',
      issues: [{ path: 'bens', message: `Bem ${held.CodigoBEM} – Cadeira giratória com braços` }],
    });
    await created(await move(held, { TipoMovimentacao: 3, responsavel_id: ana.id }));
    const bem = await newBem();
    const pedido = await created<Aceite>(
      await call('POST', '/patrimonio/carga/cautela', admin.headers, {
        bempatrimonial_id: bem.id,
        recebedor_id: holder.id,
        motivo: 'Evento',
        destino: 'Praça central',
        data_prevista_retorno: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      }),
    );
    await upload(t, `/patrimonio/carga/aceites/${pedido.id}/termo`, admin.headers, {
      filename: 'termo.pdf',
      content: SAMPLE.pdf,
      contentType: 'application/pdf',
    });
    const withCautela = await call(
      'POST',
      `/patrimonio/carga/responsavel/${holder.id}/nada-consta`,
      admin.headers,
    );
    expect(withCautela.statusCode).toBe(409);
    expect(withCautela.json().issues).toEqual([
      { path: 'cautelas', message: expect.stringMatching(/^Cautela do bem/) },
    ]);
    await call('POST', `/patrimonio/carga/aceites/${pedido.id}/devolver`, admin.headers);

    const res = await call('POST', `/patrimonio/carga/responsavel/${holder.id}/nada-consta`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const check = await call(
      'GET',
      `/publico/documentos/${String(res.headers[TERMO_CODIGO_HEADER.toLowerCase()])}`,
      {},
    );
    expect(check.statusCode).toBe(200);
    expect(check.json().descricao).toMatch(/^Declaração de nada consta nº \d+\/\d{4}$/);
    expect(check.body).not.toContain('11144477735');
    expect(check.body).not.toContain('111.444.777-35');
  });
});
