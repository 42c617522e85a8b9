import type { Aceite, Bem, DevolucaoLote, LoteCarga, Servidor } from '@gp/shared-contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aceites, movimentacoesBens } from '../../../src/db/schema-patrimonio.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import { type caller, type Headers, userWith } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * Cautelas returned at once (decision 062): the ones chosen on the aceites list or every one of a batch
 * still out, in one transaction, each by the single return's rule, all or nothing with each refused asset
 * and why; custody:update, in the caller's client scope.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers; session: { user: { id: string } } };
let adminCamara: { headers: Headers };
let consulta: { headers: Headers };
/** A receiver with a login: the admin's own servidor (the admin accepts in the app). */
let bruno: Servidor;

const DEVOLUCAO = '/patrimonio/carga/devolucao';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

async function ok<T>(res: { statusCode: number; body: string; json: () => unknown }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
async function newBens(n: number, descricao = 'Cadeira devolucao'): Promise<Bem[]> {
  const out: Bem[] = [];
  for (let i = 0; i < n; i++)
    out.push(
      await ok<Bem>(
        await createBem(t, admin.headers, bemBody(ids, { nota_fiscal_chave: undefined, descricao })),
        201,
      ),
    );
  return out;
}
const cautela = {
  recebedor_id: '',
  motivo: 'Evento na praça',
  destino: 'Praça central',
};
async function cautelaAceita(bem: Bem): Promise<Aceite> {
  const pedido = await ok<Aceite>(
    await call('POST', '/patrimonio/carga/cautela', admin.headers, {
      ...cautela,
      recebedor_id: bruno.id,
      bempatrimonial_id: bem.id,
      data_prevista_retorno: tomorrow(),
    }),
    201,
  );
  return ok<Aceite>(await call('POST', `/patrimonio/carga/aceites/${pedido.id}/aceitar`, admin.headers));
}
const devolver = (body: unknown, headers = admin.headers) => call('POST', DEVOLUCAO, headers, body);
const estados = async (aceiteIds: string[]) =>
  (await t.database.db.select().from(aceites).where(inArray(aceites.id, aceiteIds))).map((a) => a.estado);
const retornos = (bemIds: string[]) =>
  t.database.db
    .select()
    .from(movimentacoesBens)
    .where(and(inArray(movimentacoesBens.bemId, bemIds), eq(movimentacoesBens.tipoMovimentacaoId, 13)));

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara, consulta } = await patrimonioApp());
  bruno = await ok<Servidor>(
    await call('POST', '/patrimonio/servidor/create', admin.headers, {
      nome: 'Bruno Dias',
      user_id: admin.session.user.id,
    }),
    201,
  );
});
afterAll(() => t.close());

describe('POST /patrimonio/carga/devolucao', () => {
  it('returns every cautela of a batch still out at once, booking each asset’s return', async () => {
    const bens = await newBens(30, 'Cadeira lotedevolucao');
    const pedido = await ok<LoteCarga>(
      await call('POST', '/patrimonio/carga/lote', admin.headers, {
        ...cautela,
        tipo: 'cautela',
        recebedor_id: bruno.id,
        data_prevista_retorno: tomorrow(),
        filtros: { search: 'lotedevolucao' },
      }),
      201,
    );
    const doLote = await t.database.db.select().from(aceites).where(eq(aceites.loteId, pedido.id));
    // Pending: nothing is out, nothing to return.
    const cedo = await devolver({ lote_id: pedido.id });
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json().message).toBe('Nenhuma cautela deste lote está fora: não há o que devolver.');
    await ok(await call('POST', `/patrimonio/carga/aceites/${doLote[0]!.id}/aceitar`, admin.headers));
    // One asset already returned on its own: the batch return closes the other 29.
    await ok(await call('POST', `/patrimonio/carga/aceites/${doLote[5]!.id}/devolver`, admin.headers));

    const done = await ok<DevolucaoLote>(await devolver({ lote_id: pedido.id }));
    expect(done).toEqual({ cliente_id: ids.prefeituraId, quantidade: 29 });
    expect(new Set(await estados(doLote.map((a) => a.id)))).toEqual(new Set(['devolvido']));
    const movs = await retornos(bens.map((b) => b.id));
    expect(movs).toHaveLength(30);
    // The batch's returns say what the single return says: the request's receiver, destination and reason.
    expect(
      movs.every((m) => m.observacao === 'Cautela para Bruno Dias: Praça central (Evento na praça)'),
    ).toBe(true);
    // Again: nothing is out.
    expect((await devolver({ lote_id: pedido.id })).statusCode).toBe(409);
  });

  it('returns the cautelas chosen on the list, all or nothing, naming each asset refused and why', async () => {
    const bens = await newBens(4);
    const fora = await Promise.all(bens.slice(0, 3).map((b) => cautelaAceita(b)));
    const pendente = await ok<Aceite>(
      await call('POST', '/patrimonio/carga/cautela', admin.headers, {
        ...cautela,
        recebedor_id: bruno.id,
        bempatrimonial_id: bens[3]!.id,
        data_prevista_retorno: tomorrow(),
      }),
      201,
    );
    const refused = await devolver({ aceite_ids: [...fora.map((a) => a.id), pendente.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'LOTE_RECUSADO',
      recusados: 1,
      recusas: [
        {
          bem_id: bens[3]!.id,
          CodigoBEM: bens[3]!.CodigoBEM,
          motivo: 'Só uma cautela aceita e ainda fora pode ser devolvida.',
        },
      ],
    });
    expect(refused.json().message).toMatch(/^Nenhuma devolução foi registrada: 1 de 4 bens não podem/);
    // Nothing was written.
    expect(await estados(fora.map((a) => a.id))).toEqual(['aceito', 'aceito', 'aceito']);
    expect(await retornos(bens.map((b) => b.id))).toHaveLength(0);

    const done = await ok<DevolucaoLote>(await devolver({ aceite_ids: fora.map((a) => a.id) }));
    expect(done.quantidade).toBe(3);
    expect(await estados(fora.map((a) => a.id))).toEqual(['devolvido', 'devolvido', 'devolvido']);
    const movs = await retornos(bens.map((b) => b.id));
    expect(movs).toHaveLength(3);
    expect(movs.every((m) => m.observacao === 'Devolução de cautelas registrada em lote.')).toBe(true);
    // The list answers them returned, and each asset free for another cautela.
    const one = await ok<Aceite>(
      await call('GET', `/patrimonio/carga/aceites/${fora[0]!.id}`, admin.headers),
    );
    expect(one).toMatchObject({ estado: 'devolvido', pode_devolver: false });
    await cautelaAceita(bens[0]!);
  });

  it('two batch returns of the same cautelas at once: one returns them, the other is refused', async () => {
    const bens = await newBens(3);
    const fora = await Promise.all(bens.map((b) => cautelaAceita(b)));
    const body = { aceite_ids: fora.map((a) => a.id) };
    const [a, b] = await Promise.all([devolver(body), devolver(body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await retornos(bens.map((x) => x.id))).toHaveLength(3);
  });

  it('needs custody:update, keeps to the caller’s client and refuses a body naming neither or both', async () => {
    const [bem] = await newBens(1);
    const fora = await cautelaAceita(bem!);
    const body = { aceite_ids: [fora.id] };
    // Without the rule (consulta; custody:create only): 403, nothing returned.
    expect((await devolver(body, consulta.headers)).statusCode).toBe(403);
    const pede = await userWith(t, {
      companyId: ids.prefeituraId,
      clientId: ids.prefeituraId,
      rules: ['custody:create', 'custody:read', 'assets:read'],
      flags: { hasPatrimonio: true },
    });
    expect((await devolver(body, pede.headers)).statusCode).toBe(403);
    // Another client's caller does not see it.
    const alheio = await devolver(body, adminCamara.headers);
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json().message).toBe('Cautela ou transferência não encontrada.');
    expect((await devolver({ lote_id: fora.id }, adminCamara.headers)).statusCode).toBe(404);
    for (const bad of [
      {},
      { aceite_ids: [fora.id], lote_id: fora.id },
      { aceite_ids: [] },
      { aceite_ids: ['x'] },
    ]) {
      const res = await devolver(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await estados([fora.id])).toEqual(['aceito']);
    // With only custody:update (and the area), it is returned.
    const clerk = await userWith(t, {
      companyId: ids.prefeituraId,
      clientId: ids.prefeituraId,
      rules: ['custody:update'],
      flags: { hasPatrimonio: true },
    });
    expect(await ok<DevolucaoLote>(await devolver(body, clerk.headers))).toMatchObject({ quantidade: 1 });
  });
});
