import {
  type Aceite,
  type Bem,
  type LoteCarga,
  type Servidor,
  TERMO_CODIGO_HEADER,
} from '@gp/shared-contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aceites, movimentacoesBens } from '../../../src/db/schema-patrimonio.js';
import { listPendingAceites } from '../../../src/modules/patrimonio/carga/aceites.service.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import { type caller, type Headers, SAMPLE, upload } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * Batches of cautelas and transfers of responsibility (decision 059): N assets asked in one transaction,
 * each by the single request's rule (all or nothing, each refused asset and why), decided by the receiver
 * as one, the acceptance booking every asset's movement in one transaction, one termo listing them all.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers; session: { user: { id: string } } };
let adminCamara: { headers: Headers };
let consulta: { headers: Headers };
let suporte: { headers: Headers };
/** A receiver with a login (the admin's own servidor) and one without. */
let bruno: Servidor;
let ana: Servidor;

const LOTE = '/patrimonio/carga/lote';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

async function ok<T>(res: { statusCode: number; body: string; json: () => unknown }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
async function newBens(n: number, overrides: Record<string, unknown> = {}): Promise<Bem[]> {
  const out: Bem[] = [];
  for (let i = 0; i < n; i++) {
    out.push(
      await ok<Bem>(
        await createBem(t, admin.headers, bemBody(ids, { nota_fiscal_chave: undefined, ...overrides })),
        201,
      ),
    );
  }
  return out;
}
const lote = (body: Record<string, unknown>, headers = admin.headers) => call('POST', LOTE, headers, body);
const cautelaBody = (recebedor: Servidor, extra: Record<string, unknown>) => ({
  tipo: 'cautela',
  recebedor_id: recebedor.id,
  motivo: 'Evento na praça',
  destino: 'Praça central',
  data_prevista_retorno: tomorrow(),
  ...extra,
});
const act = (id: string, what: string, headers = admin.headers, body?: unknown) =>
  call('POST', `/patrimonio/carga/aceites/${id}/${what}`, headers, body);
const aceitesOfLote = (loteId: string) =>
  t.database.db.select().from(aceites).where(eq(aceites.loteId, loteId));
const asset = async (bem: { id: string }) =>
  ok<Bem>(await call('GET', `/patrimonio/bempatrimonial/${bem.id}`, admin.headers));

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara, consulta, suporte } = await patrimonioApp());
  bruno = await ok<Servidor>(
    await call('POST', '/patrimonio/servidor/create', admin.headers, {
      nome: 'Bruno Dias',
      user_id: admin.session.user.id,
    }),
    201,
  );
  ana = await ok<Servidor>(
    await call('POST', '/patrimonio/servidor/create', admin.headers, { nome: 'Ana Lima', matricula: '77' }),
    201,
  );
});
afterAll(() => t.close());

describe('batch cautela', () => {
  it('asks 50 assets by the list filters, shows the batch as one pending item, and the receiver accepts all at once', async () => {
    const bens = await newBens(50, { descricao: 'Cadeira plástica lotecautela' });
    const pedido = await ok<LoteCarga>(
      await lote(cautelaBody(bruno, { filtros: { search: 'lotecautela' } })),
      201,
    );
    expect(pedido).toMatchObject({
      tipo: 'cautela',
      quantidade: 50,
      cliente_id: ids.prefeituraId,
      recebedor: { id: bruno.id },
    });
    const rows = await aceitesOfLote(pedido.id);
    expect(rows.map((r) => r.bemId).sort()).toEqual(bens.map((b) => b.id).sort());
    expect(rows.every((r) => r.estado === 'pendente' && r.destino === 'Praça central')).toBe(true);

    // The receiver's list: every asset, each naming its batch and count.
    const mine = await ok<{ data: Aceite[]; total: number }>(
      await call('GET', '/patrimonio/carga/aceites?minhas=true&estado=pendente&limit=100', admin.headers),
    );
    const ofLote = mine.data.filter((a) => a.lote?.id === pedido.id);
    expect(ofLote).toHaveLength(50);
    expect(ofLote[0]).toMatchObject({
      lote: { quantidade: 50 },
      pode_aceitar: true,
      pode_emitir_termo_lote: false,
    });
    // The bell and the dashboard: the batch is one item.
    const pending = await listPendingAceites({ db: t.database.db }, { clientId: ids.prefeituraId });
    expect(pending.filter((a) => a.lote?.id === pedido.id)).toHaveLength(1);

    // Someone other than the receiver: refused, nothing moves.
    const other = await act(ofLote[7]!.id, 'aceitar', consulta.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Só o recebedor (Bruno Dias) pode aceitar.');

    const aceito = await ok<Aceite>(await act(ofLote[7]!.id, 'aceitar'));
    expect(aceito).toMatchObject({ estado: 'aceito', forma: 'app', pode_devolver: true });
    const after = await aceitesOfLote(pedido.id);
    expect(after.every((r) => r.estado === 'aceito' && r.movimentacaoId !== null)).toBe(true);
    const movs = await t.database.db
      .select()
      .from(movimentacoesBens)
      .where(eq(movimentacoesBens.loteId, pedido.id));
    expect(movs).toHaveLength(50);
    expect(new Set(movs.map((m) => m.tipoMovimentacaoId))).toEqual(new Set([12]));
    expect(new Set(after.map((r) => r.movimentacaoId))).toEqual(new Set(movs.map((m) => m.id)));
    // Decided already: a second decision on another aceite of the batch is refused.
    expect((await act(ofLote[3]!.id, 'aceitar')).statusCode).toBe(409);

    // Accepted, the batch's termo is offered to who issues termos (assets:update), as its route checks.
    expect(aceito.pode_emitir_termo_lote).toBe(true);
    const leitura = await ok<{ data: Aceite[] }>(
      await call('GET', `/patrimonio/carga/aceites?estado=aceito&limit=100`, consulta.headers),
    );
    const visto = leitura.data.find((a) => a.lote?.id === pedido.id);
    expect(visto).toMatchObject({ pode_emitir_termo_lote: false });
    const negado = await call(
      'POST',
      `/patrimonio/movimentacaobem/lote/${pedido.id}/termo`,
      consulta.headers,
    );
    expect(negado.statusCode).toBe(403);

    // One termo listing every asset of the batch, issued once.
    const termo = await call('POST', `/patrimonio/movimentacaobem/lote/${pedido.id}/termo`, admin.headers);
    expect(termo.statusCode, termo.body).toBe(200);
    expect(termo.headers['content-type']).toContain('application/pdf');
    const list = await ok<{ data: { codigo: string; quantidade_bens: number }[] }>(
      await call('GET', '/patrimonio/bempatrimonial/termos?tipo=responsabilidade', admin.headers),
    );
    const codigo = termo.headers[TERMO_CODIGO_HEADER];
    expect(list.data.find((x) => x.codigo === codigo)).toMatchObject({ quantidade_bens: 50 });

    // Each asset returns on its own.
    expect((await ok<Aceite>(await act(ofLote[0]!.id, 'devolver'))).estado).toBe('devolvido');
  });

  it('refuses a batch with an asset already in an open cautela, listing it, and records nothing', async () => {
    const bens = await newBens(3);
    const single = await ok<Aceite>(
      await call('POST', '/patrimonio/carga/cautela', admin.headers, {
        bempatrimonial_id: bens[1]!.id,
        recebedor_id: bruno.id,
        motivo: 'Conserto',
        destino: 'Oficina',
        data_prevista_retorno: tomorrow(),
      }),
      201,
    );
    await ok(await act(single.id, 'aceitar'));
    const res = await lote(cautelaBody(ana, { bem_ids: bens.map((b) => b.id) }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'LOTE_RECUSADO',
      recusados: 1,
      recusas: [
        {
          bem_id: bens[1]!.id,
          CodigoBEM: bens[1]!.CodigoBEM,
          motivo: 'O bem já está fora, em cautela: registre a devolução antes.',
        },
      ],
    });
    expect(res.json().message).toMatch(/^Nenhum pedido foi registrado: 1 de 3 bens/);
    const recorded = await t.database.db
      .select()
      .from(aceites)
      .where(
        inArray(
          aceites.bemId,
          bens.map((b) => b.id),
        ),
      );
    expect(recorded.map((r) => r.id)).toEqual([single.id]);
  });

  it('refuses mixed clients, assets out of scope, missing cautela fields and callers without the rule', async () => {
    const [bem] = await newBens(1);
    const camara = await ok<Bem>(
      await createBem(
        t,
        adminCamara.headers,
        bemBody(ids, {
          nota_fiscal_chave: undefined,
          categoria_id: ids.mobiliarioCamara,
          secretaria_id: ids.camaraDeptId,
          setor_id: undefined,
        }),
      ),
      201,
    );
    const both = [bem!.id, camara.id];
    const mixed = await lote(cautelaBody(bruno, { bem_ids: both }), suporte.headers);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toContain('mesmo cliente');
    expect((await lote(cautelaBody(bruno, { bem_ids: both }))).statusCode).toBe(404);
    const missing = await lote({ tipo: 'cautela', recebedor_id: bruno.id, bem_ids: [bem!.id] });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['data_prevista_retorno', 'destino', 'motivo']);
    const past = await lote(cautelaBody(bruno, { bem_ids: [bem!.id], data_prevista_retorno: '2020-01-01' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(
      'Nenhum pedido foi registrado: A data prevista de retorno não pode ser passada.',
    );
    const foreign = await lote(cautelaBody(bruno, { bem_ids: [camara.id] }), adminCamara.headers);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('O recebedor não é um servidor deste cliente.');
    expect((await lote(cautelaBody(bruno, { bem_ids: [bem!.id] }), consulta.headers)).statusCode).toBe(403);
    expect(await aceitesOfBem(bem!.id)).toEqual([]);
  });
});

const aceitesOfBem = (bemId: string) => t.database.db.select().from(aceites).where(eq(aceites.bemId, bemId));

describe('batch transfer of responsibility', () => {
  it('a receiver without login: the clerk records the signed paper termo for the whole batch', async () => {
    const bens = await newBens(4);
    const pedido = await ok<LoteCarga>(
      await lote({ tipo: 'transferencia', recebedor_id: ana.id, bem_ids: bens.map((b) => b.id) }),
      201,
    );
    const [first] = await aceitesOfLote(pedido.id);
    const view = await ok<Aceite>(await call('GET', `/patrimonio/carga/aceites/${first!.id}`, admin.headers));
    expect(view).toMatchObject({ pode_aceitar: false, pode_registrar_termo: true, lote: { quantidade: 4 } });
    expect((await act(first!.id, 'aceitar')).statusCode).toBe(403);
    const res = await upload(t, `/patrimonio/carga/aceites/${first!.id}/termo`, admin.headers, {
      filename: 'termo-assinado.pdf',
      content: SAMPLE.pdf,
      contentType: 'application/pdf',
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await aceitesOfLote(pedido.id);
    expect(rows.every((r) => r.estado === 'aceito' && r.forma === 'termo' && r.arquivoId !== null)).toBe(
      true,
    );
    for (const bem of bens) expect((await asset(bem)).responsavel_id).toBe(ana.id);
    const termo = await call('POST', `/patrimonio/movimentacaobem/lote/${pedido.id}/termo`, admin.headers);
    expect(termo.statusCode, termo.body).toBe(200);
  });

  it('a refusal refuses the whole batch; an acceptance the movement rule refuses books nothing', async () => {
    const bens = await newBens(3);
    const pedido = await ok<LoteCarga>(
      await lote({ tipo: 'transferencia', recebedor_id: bruno.id, bem_ids: bens.map((b) => b.id) }),
      201,
    );
    const [first] = await aceitesOfLote(pedido.id);
    await ok(await act(first!.id, 'recusar', admin.headers, { motivo: 'Não são meus' }));
    const refused = await aceitesOfLote(pedido.id);
    expect(refused.every((r) => r.estado === 'recusado' && r.motivoRecusa === 'Não são meus')).toBe(true);

    const again = await ok<LoteCarga>(
      await lote({ tipo: 'transferencia', recebedor_id: bruno.id, bem_ids: bens.map((b) => b.id) }),
      201,
    );
    // Written off while the batch waits: its acceptance is refused for that asset, nothing is booked.
    await ok(
      await call('POST', '/patrimonio/movimentacaobem/create', admin.headers, {
        bempatrimonial_id: bens[2]!.id,
        TipoMovimentacao: 4,
        MotivoBaixa: 1,
      }),
      201,
    );
    const [one] = await aceitesOfLote(again.id);
    const res = await act(one!.id, 'aceitar');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'LOTE_RECUSADO',
      recusas: [{ bem_id: bens[2]!.id, motivo: expect.stringContaining('baixado') }],
    });
    expect((await aceitesOfLote(again.id)).every((r) => r.estado === 'pendente')).toBe(true);
    const movs = await t.database.db
      .select()
      .from(movimentacoesBens)
      .where(eq(movimentacoesBens.loteId, again.id));
    expect(movs).toEqual([]);
    expect((await asset(bens[0]!)).responsavel_id).not.toBe(bruno.id);
  });
});
