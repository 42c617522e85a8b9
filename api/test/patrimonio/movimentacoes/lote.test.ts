import { type Bem, type LoteMovimentacao, TERMO_CODIGO_HEADER } from '@gp/shared-contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exercicios } from '../../../src/db/schema.js';
import { movimentacoesBens } from '../../../src/db/schema-patrimonio.js';
import { giveHead, loteAccepted } from '../../support/aceite-termo.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import type { caller, Headers } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * Batch movements (decision 052): N assets moved in one transaction, each checked by the single
 * movement's rule, all or nothing with each refused asset's reason, one termo listing them all.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers };
let adminCamara: { headers: Headers };
let consulta: { headers: Headers };
let suporte: { headers: Headers };

const T = { transferencia: 2, reavaliacao: 5, baixa: 4 };

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara, consulta, suporte } = await patrimonioApp());
  // Who receives what is transferred to these setores (decision 062).
  for (const setor of [ids.adm.setores[1]!, ids.saude.setores[0]!]) await giveHead(t, admin.headers, setor);
});
afterAll(() => t.close());

async function newBens(n: number, overrides: Record<string, unknown> = {}): Promise<Bem[]> {
  const out: Bem[] = [];
  for (let i = 0; i < n; i++) {
    const res = await createBem(
      t,
      admin.headers,
      bemBody(ids, { nota_fiscal_chave: undefined, ...overrides }),
    );
    expect(res.statusCode, res.body).toBe(201);
    out.push(res.json());
  }
  return out;
}
const asset = async (bem: { id: string }): Promise<Bem> =>
  (await call('GET', `/patrimonio/bempatrimonial/${bem.id}`, admin.headers)).json();
/** A batch booked: a transfer to another setor waits for its head's aceite, recorded by the paper termo. */
const lote = (body: Record<string, unknown>, headers = admin.headers) => loteAccepted(t, headers, body);
const loteMovements = (loteId: string) =>
  t.database.db.select().from(movimentacoesBens).where(eq(movimentacoesBens.loteId, loteId));
const batchMovementsOf = (bemIds: string[]) =>
  t.database.db
    .select()
    .from(movimentacoesBens)
    .where(isNotNull(movimentacoesBens.loteId))
    .then((rows) => rows.filter((r) => bemIds.includes(r.bemId)));

describe('batch transfer', () => {
  it('moves every chosen asset in one transaction, audits each, and issues one termo listing them all', async () => {
    const bens = await newBens(3);
    // One of them elsewhere: a batch may gather assets of several origins.
    await lote({
      TipoMovimentacao: T.transferencia,
      secretaria_id: ids.adm.id,
      setor_id: ids.adm.setores[1],
      bem_ids: [bens[2]!.id],
    });
    const res = await lote({
      TipoMovimentacao: T.transferencia,
      secretaria_id: ids.saude.id,
      setor_id: ids.saude.setores[0],
      Observacao: 'Reforma do prédio',
      bem_ids: bens.map((b) => b.id),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body: LoteMovimentacao = res.json();
    expect(body).toMatchObject({
      quantidade: 3,
      valor_total: '3703.68',
      cliente_id: ids.prefeituraId,
      tipo: { id: T.transferencia, efeito: 'transferencia' },
      termo: `/patrimonio/movimentacaobem/lote/${body.id}/termo`,
    });
    for (const bem of bens) {
      expect(await asset(bem)).toMatchObject({ secretaria_id: ids.saude.id, setor_id: ids.saude.setores[0] });
    }
    const movs = await loteMovements(body.id);
    expect(movs.map((m) => m.bemId).sort()).toEqual(bens.map((b) => b.id).sort());
    expect(new Set(movs.map((m) => m.setorAnteriorId))).toEqual(
      new Set([ids.adm.setores[0], ids.adm.setores[1]]),
    );
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'asset'),
          eq(auditLog.entityId, bens[0]!.id),
          eq(auditLog.action, 'movement'),
        ),
      );
    expect(trail.at(-1)?.after).toEqual({ secretaria_id: ids.saude.id, setor_id: ids.saude.setores[0] });

    const termo = await call('POST', body.termo, admin.headers);
    expect(termo.statusCode, termo.body).toBe(200);
    expect(termo.headers['content-type']).toContain('application/pdf');
    const again = await call('POST', body.termo, admin.headers);
    expect(again.rawPayload.equals(termo.rawPayload)).toBe(true);
    const list = await call('GET', '/patrimonio/bempatrimonial/termos?tipo=transferencia', admin.headers);
    const codigo = termo.headers[TERMO_CODIGO_HEADER];
    expect(list.json().data.find((x: { codigo: string }) => x.codigo === codigo)).toMatchObject({
      quantidade_bens: 3,
    });
    // Another client's caller does not see the batch nor its termo.
    expect((await call('POST', body.termo, adminCamara.headers)).statusCode).toBe(404);
  });

  it('takes the list filters instead of ids: the same filters the list applies', async () => {
    const bens = await newBens(2, { descricao: 'Armário zincado lotefiltro' });
    const listed = await call('GET', '/patrimonio/bempatrimonial?search=lotefiltro', admin.headers);
    expect(listed.json().total).toBe(2);
    const res = await lote({ TipoMovimentacao: T.baixa, MotivoBaixa: 1, filtros: { search: 'lotefiltro' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ quantidade: 2, tipo: { efeito: 'baixa' } });
    for (const bem of bens) expect((await asset(bem)).situacao).toBe('baixado');
    const termo = await call('POST', res.json().termo, admin.headers);
    expect(termo.statusCode, termo.body).toBe(200);
    const none = await lote({
      TipoMovimentacao: T.baixa,
      MotivoBaixa: 1,
      filtros: { search: 'nadaassimexiste' },
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('refusals: all or nothing, with reasons', () => {
  it('refuses the whole batch when one asset is refused by the single movement rule, naming it and why', async () => {
    const bens = await newBens(3);
    const baixa = await lote({ TipoMovimentacao: T.baixa, MotivoBaixa: 1, bem_ids: [bens[1]!.id] });
    expect(baixa.statusCode, baixa.body).toBe(201);
    const res = await lote({
      TipoMovimentacao: T.transferencia,
      secretaria_id: ids.saude.id,
      bem_ids: bens.map((b) => b.id),
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'LOTE_RECUSADO',
      recusados: 1,
      recusas: [
        { bem_id: bens[1]!.id, CodigoBEM: bens[1]!.CodigoBEM, motivo: expect.stringContaining('baixado') },
      ],
    });
    expect(res.json().message).toMatch(/^Nenhum bem foi movimentado: 1 de 3 bens/);
    // Nothing half-done: the others did not move.
    expect((await asset(bens[0]!)).secretaria_id).toBe(ids.adm.id);
    expect((await batchMovementsOf([bens[0]!.id, bens[2]!.id])).length).toBe(0);
  });

  it('answers a reason common to every asset once (a closed month: the lock holds for each)', async () => {
    const bens = await newBens(2);
    const now = new Date();
    const ano = Number(now.toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }));
    const mes = Number(now.toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo', month: 'numeric' }));
    const setClosed = (fechado: boolean) =>
      t.database.db
        .update(exercicios)
        .set({ fechado })
        .where(
          and(eq(exercicios.empresaId, ids.prefeituraId), eq(exercicios.ano, ano), eq(exercicios.mes, mes)),
        );
    await setClosed(true);
    try {
      const res = await lote({
        TipoMovimentacao: T.transferencia,
        secretaria_id: ids.saude.id,
        bem_ids: bens.map((b) => b.id),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'EXERCICIO_FECHADO', recusados: 2 });
      expect(res.json().message).toMatch(/^Nenhum bem foi movimentado: O exercício .* está fechado/);
    } finally {
      await setClosed(false);
    }
    const missing = await lote({ TipoMovimentacao: T.transferencia, bem_ids: bens.map((b) => b.id) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      { path: 'secretaria_id', message: 'Informe a secretaria de destino.' },
    ]);
  });

  it('refuses assets of two clients, assets out of scope, kinds not done in batch, bad bodies and read-only callers', async () => {
    const [bem] = await newBens(1);
    const camara = await createBem(
      t,
      adminCamara.headers,
      bemBody(ids, {
        nota_fiscal_chave: undefined,
        categoria_id: ids.mobiliarioCamara,
        secretaria_id: ids.camaraDeptId,
        setor_id: undefined,
      }),
    );
    expect(camara.statusCode, camara.body).toBe(201);
    const both = [bem!.id, camara.json().id];
    const mixed = await lote({ TipoMovimentacao: T.baixa, MotivoBaixa: 1, bem_ids: both }, suporte.headers);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toContain('mesmo cliente');
    expect((await lote({ TipoMovimentacao: T.baixa, MotivoBaixa: 1, bem_ids: both })).statusCode).toBe(404);
    const kind = await lote({ TipoMovimentacao: T.reavaliacao, bem_ids: [bem!.id] });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toContain('não pode ser registrada em lote');
    const twoWays = await lote({
      TipoMovimentacao: T.baixa,
      MotivoBaixa: 1,
      bem_ids: [bem!.id],
      filtros: {},
    });
    expect(twoWays.statusCode).toBe(400);
    const tooMany = await lote({
      TipoMovimentacao: T.baixa,
      MotivoBaixa: 1,
      bem_ids: Array.from(
        { length: 5001 },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      ),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('5.000');
    expect(
      (await lote({ TipoMovimentacao: T.baixa, MotivoBaixa: 1, bem_ids: [bem!.id] }, consulta.headers))
        .statusCode,
    ).toBe(403);
    expect((await asset(bem!)).situacao).not.toBe('baixado');
  });

  it('two batches over the same assets at once: one moves them, the other is refused with its reason', async () => {
    const bens = await newBens(4);
    const body = {
      TipoMovimentacao: T.transferencia,
      secretaria_id: ids.saude.id,
      bem_ids: bens.map((b) => b.id),
    };
    const [a, b] = await Promise.all([lote(body), lote(body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toContain('já está nesta secretaria');
    expect((await batchMovementsOf(bens.map((x) => x.id))).length).toBe(4);
  });
});
