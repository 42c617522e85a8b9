import { completeCnpj } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import { obraPagamentos } from '../../src/db/schema-obras.js';
import { brazilDate } from '../../src/lib/brazil-time.js';
import { iniciarObra } from '../support/obras.js';
import { type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { type caller, type Headers, otherApplicationSupport } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The payments of a work (docs/domain.md, "Pagamentos da obra"): each of one active medição of the same
 * work, dated between the medição's delivery and today, Σ within the medição's value (409 naming the
 * medição, its value and its balance, also when two race for the last of it); support's only, in its
 * application; published with the work; a medição paid keeps at least what was paid of it.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };
let admin: { headers: Headers };
let consulta: { headers: Headers };
const DOC = completeCnpj('123456780001');

beforeAll(async () => {
  ({ t, call, ids, suporte, admin, consulta } = await patrimonioApp());
});
afterAll(() => t.close());

let seq = 0;
async function novaObra(clienteId = ids.prefeituraId, secretariaId = ids.adm.id) {
  const res = await call('POST', '/obras/obra/create', suporte.headers, {
    numero: `PAG-${++seq}/2026`,
    objeto: 'Pavimentação da Rua das Flores',
    tipo: 'reforma',
    secretaria_id: secretariaId,
    valor_contratado: '100000.00',
    data_inicio: '2026-01-10',
    cliente_id: clienteId,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  await iniciarObra(call, suporte.headers, id, '2026-01-10');
  return id;
}
async function medir(obraId: string, valor: string, entrega = '2026-02-05') {
  const res = await call('POST', '/obras/medicao/create', suporte.headers, {
    obra_id: obraId,
    tipo: 1,
    periodo_inicio: '2026-01-10',
    periodo_fim: '2026-01-31',
    data_entrega: entrega,
    valor,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; numero: number };
}
const pagar = (obraId: string, body: Record<string, unknown>, headers = suporte.headers) =>
  call('POST', `/obras/obra/${obraId}/pagamentos/create`, headers, {
    data: '2026-02-20',
    documento: 'OB 2026OB000123',
    ...body,
  });
const listar = async (obraId: string) =>
  (await call('GET', `/obras/obra/${obraId}/pagamentos`, suporte.headers)).json();
const pagamentosNoBanco = (obraId: string) =>
  t.database.db.select().from(obraPagamentos).where(eq(obraPagamentos.obraId, obraId));

describe('payments of a work', () => {
  it('records, lists with each medição’s paid and balance, edits and deletes, each audited', async () => {
    const obraId = await novaObra();
    const m1 = await medir(obraId, '10000.00');
    const m2 = await medir(obraId, '2500.50', '2026-03-05');
    expect(await listar(obraId)).toMatchObject({ data: [], total_pago: '0.00', pode_registrar: true });

    const p1 = await pagar(obraId, { medicao_id: m1.id, valor: '4000.10', observacao: 'Primeira parcela' });
    expect(p1.statusCode, p1.body).toBe(201);
    expect(p1.json()).toMatchObject({
      obra_id: obraId,
      medicao: { id: m1.id, numero: m1.numero },
      data: '2026-02-20',
      valor: '4000.10',
      documento: 'OB 2026OB000123',
      observacao: 'Primeira parcela',
    });
    const p2 = await pagar(obraId, { medicao_id: m2.id, valor: '2500.50', data: '2026-03-10' });
    expect(p2.statusCode, p2.body).toBe(201);

    const list = await listar(obraId);
    expect(list.data.map((p: { id: string }) => p.id)).toEqual([p2.json().id, p1.json().id]);
    expect(list.total_pago).toBe('6500.60');
    expect(list.medicoes).toEqual([
      expect.objectContaining({ id: m1.id, valor: '10000.00', pago: '4000.10', a_pagar: '5999.90' }),
      expect.objectContaining({ id: m2.id, valor: '2500.50', pago: '2500.50', a_pagar: '0.00' }),
    ]);
    expect(list.pode_registrar).toBe(true);

    const id = p1.json().id as string;
    const edit = await call('PUT', `/obras/obra/pagamentos/${id}`, suporte.headers, {
      medicao_id: m1.id,
      data: '2026-02-21',
      valor: '9999.90',
      documento: 'OB 2026OB000124',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ valor: '9999.90', data: '2026-02-21', observacao: null });
    // Its own earlier value is not counted against it: the medição's whole value may be paid.
    const full = await call('PUT', `/obras/obra/pagamentos/${id}`, suporte.headers, {
      medicao_id: m1.id,
      data: '2026-02-21',
      valor: '10000.00',
      documento: 'OB 2026OB000124',
    });
    expect(full.statusCode, full.body).toBe(200);
    expect((await listar(obraId)).pode_registrar).toBe(false);

    const del = await call('DELETE', `/obras/obra/pagamentos/${id}`, suporte.headers);
    expect(del.statusCode, del.body).toBe(200);
    expect((await listar(obraId)).data).toHaveLength(1);
    expect((await call('DELETE', `/obras/obra/pagamentos/${id}`, suporte.headers)).statusCode).toBe(404);

    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'obra-pagamento'), eq(auditLog.entityId, id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update', 'update']);
  });

  it('refuses paying more than the medição’s balance (409 with the medição, its value and balance)', async () => {
    const obraId = await novaObra();
    const m = await medir(obraId, '1000.00');
    expect((await pagar(obraId, { medicao_id: m.id, valor: '600.00' })).statusCode).toBe(201);
    const over = await pagar(obraId, { medicao_id: m.id, valor: '400.01' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'PAGAMENTO_ACIMA_DA_MEDICAO',
      message: `O pagamento de R$ 400,01 passaria do valor da medição nº ${m.numero} (R$ 1.000,00): já pago R$ 600,00, saldo a pagar R$ 400,00.`,
    });
    expect(await pagamentosNoBanco(obraId)).toHaveLength(1);
    for (const valor of ['0', '-5.00', '1.001', 'abc']) {
      const res = await pagar(obraId, { medicao_id: m.id, valor });
      expect(res.statusCode, valor).toBe(400);
    }
    const semDocumento = await pagar(obraId, { medicao_id: m.id, valor: '1.00', documento: ' ' });
    expect(semDocumento.statusCode).toBe(400);
    expect(semDocumento.body).toContain('O documento do pagamento é obrigatório.');
    const longo = await pagar(obraId, { medicao_id: m.id, valor: '1.00', documento: 'X'.repeat(61) });
    expect(longo.statusCode).toBe(400);
  });

  it('refuses a date before the medição’s delivery or in the future (400)', async () => {
    const obraId = await novaObra();
    const m = await medir(obraId, '1000.00', '2026-02-05');
    const antes = await pagar(obraId, { medicao_id: m.id, valor: '10.00', data: '2026-02-04' });
    expect(antes.statusCode).toBe(400);
    expect(antes.json().issues[0]).toEqual({
      path: 'data',
      message: `A data do pagamento (04/02/2026) não pode ser anterior à entrega da medição nº ${m.numero} (05/02/2026).`,
    });
    const amanha = brazilDate(new Date(Date.now() + 36 * 3600 * 1000));
    const futuro = await pagar(obraId, { medicao_id: m.id, valor: '10.00', data: amanha });
    expect(futuro.statusCode).toBe(400);
    expect(futuro.json().issues[0].message).toBe('A data do pagamento não pode ser futura.');
    expect((await pagar(obraId, { medicao_id: m.id, valor: '10.00', data: '2026-02-05' })).statusCode).toBe(
      201,
    );
  });

  it('refuses a medição of another work or client (404), an inactive one (409), and keeps a paid medição', async () => {
    const obraId = await novaObra();
    const outra = await novaObra();
    const m = await medir(obraId, '1000.00');
    const alheia = await medir(outra, '1000.00');
    const res = await pagar(obraId, { medicao_id: alheia.id, valor: '10.00' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Medição não encontrada nesta obra.');
    // Another client's work (the Câmara's) is another client's medição too.
    const camara = await novaObra(ids.camaraId, ids.camaraDeptId);
    const mc = await medir(camara, '1000.00');
    expect((await pagar(obraId, { medicao_id: mc.id, valor: '10.00' })).statusCode).toBe(404);

    const p = await pagar(obraId, { medicao_id: m.id, valor: '300.00' });
    expect(p.statusCode).toBe(201);
    // The paid medição is not made inactive nor lowered below what was paid.
    const inativar = await call('PUT', '/obras/medicao/id', suporte.headers, {
      id: m.id,
      ativo: false,
      motivo: 'Lançada em duplicidade',
    });
    expect(inativar.statusCode, inativar.body).toBe(409);
    expect(inativar.json()).toMatchObject({
      code: 'MEDICAO_COM_PAGAMENTOS',
      message: `A medição nº ${m.numero} tem pagamentos (R$ 300,00): exclua-os antes de inativá-la.`,
    });
    const baixar = await call('PUT', `/obras/medicao/${m.id}`, suporte.headers, {
      tipo: 1,
      periodo_inicio: '2026-01-10',
      periodo_fim: '2026-01-31',
      data_entrega: '2026-02-05',
      valor: '299.99',
    });
    expect(baixar.statusCode).toBe(409);
    expect(baixar.json().code).toBe('MEDICAO_COM_PAGAMENTOS');

    // Without payments it is made inactive; an inactive medição takes none.
    await call('DELETE', `/obras/obra/pagamentos/${p.json().id}`, suporte.headers);
    const ok = await call('PUT', '/obras/medicao/id', suporte.headers, {
      id: m.id,
      ativo: false,
      motivo: 'Lançada em duplicidade',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const inativa = await pagar(obraId, { medicao_id: m.id, valor: '10.00' });
    expect(inativa.statusCode).toBe(409);
    expect(inativa.json().code).toBe('MEDICAO_INATIVA');
    expect(await listar(obraId)).toMatchObject({ medicoes: [], pode_registrar: false });
  });

  it('is support’s only: a client’s administrator or read-only user 403, another application’s support 404', async () => {
    const obraId = await novaObra();
    const m = await medir(obraId, '1000.00');
    const p = (await pagar(obraId, { medicao_id: m.id, valor: '10.00' })).json();
    const body = { medicao_id: m.id, data: '2026-02-20', valor: '1.00', documento: 'OB-1' };
    for (const who of [admin, consulta]) {
      expect((await call('GET', `/obras/obra/${obraId}/pagamentos`, who.headers)).statusCode).toBe(403);
      expect((await pagar(obraId, body, who.headers)).statusCode).toBe(403);
      expect((await call('PUT', `/obras/obra/pagamentos/${p.id}`, who.headers, body)).statusCode).toBe(403);
      expect((await call('DELETE', `/obras/obra/pagamentos/${p.id}`, who.headers)).statusCode).toBe(403);
    }
    const outro = await otherApplicationSupport(t);
    expect((await call('GET', `/obras/obra/${obraId}/pagamentos`, outro.headers)).statusCode).toBe(404);
    expect((await pagar(obraId, body, outro.headers)).statusCode).toBe(404);
    const put = await call('PUT', `/obras/obra/pagamentos/${p.id}`, outro.headers, body);
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Pagamento não encontrado.');
    expect((await call('DELETE', `/obras/obra/pagamentos/${p.id}`, outro.headers)).statusCode).toBe(404);
    expect(await pagamentosNoBanco(obraId)).toHaveLength(1);
  });

  it('two payments racing for the last of a medição’s balance: one 201 and one 409, never a 500', async () => {
    const obraId = await novaObra();
    const m = await medir(obraId, '1000.00');
    expect((await pagar(obraId, { medicao_id: m.id, valor: '400.00' })).statusCode).toBe(201);
    const [a, b] = await Promise.all([
      pagar(obraId, { medicao_id: m.id, valor: '500.00', documento: 'OB-A' }),
      pagar(obraId, { medicao_id: m.id, valor: '500.00', documento: 'OB-B' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toContain('saldo a pagar R$ 100,00');
    const list = await listar(obraId);
    expect(list.total_pago).toBe('900.00');
    expect(list.medicoes[0]).toMatchObject({ pago: '900.00', a_pagar: '100.00' });
  });

  it('publishes each payment (date, medição, value, document) and the total paid on the public page', async () => {
    const obraId = await novaObra();
    const m = await medir(obraId, '1000.00');
    await pagar(obraId, { medicao_id: m.id, valor: '250.25', data: '2026-02-10', documento: 'OB 000001' });
    await pagar(obraId, {
      medicao_id: m.id,
      valor: '100.00',
      data: '2026-03-01',
      documento: 'NE 2026NE000045',
      observacao: 'Nota interna da tesouraria',
    });
    const res = await call('GET', `/publico/entidades/${DOC}/obras/${obraId}`, {});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.pagamentos).toEqual([
      { data: '2026-03-01', medicao_numero: m.numero, valor: '100.00', documento: 'NE 2026NE000045' },
      { data: '2026-02-10', medicao_numero: m.numero, valor: '250.25', documento: 'OB 000001' },
    ]);
    expect(body.itens.total_pago).toBe('350.25');
    // Only what is published: no note, no user.
    expect(res.body).not.toContain('Nota interna');
    expect(res.body).not.toContain('user_id');
  });
});
