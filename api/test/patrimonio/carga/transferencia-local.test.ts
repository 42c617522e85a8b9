import { type Aceite, type Bem, type Servidor, TIPO_ACEITE_LABELS } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aceites, depreciacoesMeses, movimentacoesBens } from '../../../src/db/schema-patrimonio.js';
import { brazilMonth } from '../../../src/lib/brazil-time.js';
import { findBem } from '../../../src/modules/patrimonio/bens/bens.repository.js';
import { insertAceite, insertAceites } from '../../../src/modules/patrimonio/carga/aceites.repository.js';
import {
  batchTransferenciaLocalLookups,
  listPendingAceites,
  singleTransferenciaLocalLookups,
  transferenciaLocalRule,
} from '../../../src/modules/patrimonio/carga/aceites.service.js';
import { aceitePendenteMail } from '../../../src/modules/patrimonio/carga/carga.emails.js';
import { judge } from '../../../src/modules/patrimonio/movimentacoes/lote.service.js';
import { findTipo } from '../../../src/modules/patrimonio/movimentacoes/movimentacoes.repository.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import { type caller, type Headers, SAMPLE, upload } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * The transferência de local that waits for the aceite of the destination setor's head (decision 062): the
 * request's rule (the movement's own rule, then the setor's head), and the acceptance, single or of a batch,
 * booking the stored movement by the movement's rule again (a month closed meanwhile refuses it).
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers; session: { user: { id: string } } };
/** The head of saúde's first setor, with a login (the admin's own servidor), and of the second, without. */
let bruno: Servidor;
let ana: Servidor;

async function ok<T>(res: { statusCode: number; body: string; json: () => unknown }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
const newBem = async () =>
  ok<Bem>(await createBem(t, admin.headers, bemBody(ids, { nota_fiscal_chave: undefined })), 201);
const act = (id: string, what: string, headers = admin.headers, body?: unknown) =>
  call('POST', `/patrimonio/carga/aceites/${id}/${what}`, headers, body);
const termo = (id: string) =>
  upload(t, `/patrimonio/carga/aceites/${id}/termo`, admin.headers, {
    filename: 'termo-assinado.pdf',
    content: SAMPLE.pdf,
    contentType: 'application/pdf',
  });
const row = async (id: string) => (await t.database.db.select().from(aceites).where(eq(aceites.id, id)))[0]!;
const movementsOf = (bemId: string) =>
  t.database.db.select().from(movimentacoesBens).where(eq(movimentacoesBens.bemId, bemId));

/** The checked request of a transfer of `bem` to `setorId` of saúde, as the movement path asks it. */
async function pedido(bem: { id: string }, setorId: string | null, observacao = 'Mudança de unidade') {
  const db = t.database.db;
  const found = await findBem(db, { clientId: ids.prefeituraId }, bem.id);
  const tipo = await findTipo(db, 2);
  return transferenciaLocalRule(
    singleTransferenciaLocalLookups(db),
    found!,
    tipo!,
    {
      TipoMovimentacao: 2,
      secretaria_id: ids.saude.id,
      setor_id: setorId ?? undefined,
      Observacao: observacao,
      data: new Date(),
    },
    admin.session.user.id,
  );
}

beforeAll(async () => {
  ({ t, call, ids, admin } = await patrimonioApp());
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
  for (const [setor, servidor] of [
    [ids.saude.setores[0], bruno],
    [ids.saude.setores[1], ana],
  ] as const) {
    await ok(
      await call('PUT', `/patrimonio/carga/setor/${setor}/responsavel`, admin.headers, {
        servidor_id: servidor.id,
      }),
    );
  }
});
afterAll(() => t.close());

describe('transferência de local: the request', () => {
  it('names the destination setor head as receiver; a setor without one is refused with a clear message', async () => {
    const bem = await newBem();
    const values = await pedido(bem, ids.saude.setores[0]!);
    expect(values).toMatchObject({
      tipo: 'transferencia_local',
      recebedorId: bruno.id,
      secretariaId: ids.saude.id,
      setorId: ids.saude.setores[0],
      motivo: 'Mudança de unidade',
      destino: 'Unidade Básica de Saúde Central',
    });

    await ok(
      await call('PUT', `/patrimonio/carga/setor/${ids.saude.setores[1]}/responsavel`, admin.headers, {
        servidor_id: null,
      }),
    );
    try {
      await expect(pedido(bem, ids.saude.setores[1]!)).rejects.toMatchObject({
        statusCode: 409,
        message: 'Defina o responsável do setor Vigilância Sanitária antes de transferir bens para ele.',
      });
    } finally {
      await call('PUT', `/patrimonio/carga/setor/${ids.saude.setores[1]}/responsavel`, admin.headers, {
        servidor_id: ana.id,
      });
    }
  });

  it('stays direct to a secretaria without setor; refuses what the movement refuses and an asset already waiting', async () => {
    const bem = await newBem();
    expect(await pedido(bem, null)).toBeNull();
    // The movement's own rule first: a destination of another client is not found.
    await expect(
      transferenciaLocalRule(
        singleTransferenciaLocalLookups(t.database.db),
        (await findBem(t.database.db, { clientId: ids.prefeituraId }, bem.id))!,
        (await findTipo(t.database.db, 2))!,
        { TipoMovimentacao: 2, secretaria_id: ids.camaraDeptId, data: new Date() },
        admin.session.user.id,
      ),
    ).rejects.toMatchObject({ statusCode: 404 });
    await insertAceite(t.database.db, (await pedido(bem, ids.saude.setores[0]!))!);
    await expect(pedido(bem, ids.saude.setores[1]!)).rejects.toMatchObject({
      statusCode: 409,
      message: 'O bem já tem uma transferência aguardando aceite: aguarde a decisão do recebedor.',
    });
  });

  it("checks a batch's assets by the same rule with the batch's lookups, each refused asset and why", async () => {
    const db = t.database.db;
    const bens = [await newBem(), await newBem(), await newBem()];
    await insertAceite(db, (await pedido(bens[1]!, ids.saude.setores[0]!))!);
    const rows = [];
    for (const b of bens) rows.push((await findBem(db, { clientId: ids.prefeituraId }, b.id))!);
    const lk = await batchTransferenciaLocalLookups(
      db,
      bens.map((b) => b.id),
    );
    const tipo = (await findTipo(db, 2))!;
    const input = {
      TipoMovimentacao: 2,
      secretaria_id: ids.saude.id,
      setor_id: ids.saude.setores[1],
      data: new Date(),
    };
    const refused = await judge(rows, (bem) =>
      transferenciaLocalRule(lk, bem, tipo, input, admin.session.user.id),
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      statusCode: 409,
      extra: {
        recusas: [
          {
            CodigoBEM: bens[1]!.CodigoBEM,
            motivo: 'O bem já tem uma transferência aguardando aceite: aguarde a decisão do recebedor.',
          },
        ],
      },
    });
  });
});

describe('transferência de local: the aceite', () => {
  it('is listed with its label and destination; the receiver accepts in the app and the asset moves', async () => {
    const bem = await newBem();
    const inserted = await insertAceite(t.database.db, (await pedido(bem, ids.saude.setores[0]!))!);
    const view = await ok<Aceite>(
      await call('GET', `/patrimonio/carga/aceites/${inserted.id}`, admin.headers),
    );
    expect(view).toMatchObject({
      tipo: 'transferencia_local',
      estado: 'pendente',
      destino: 'Unidade Básica de Saúde Central',
      destino_local: { secretaria_id: ids.saude.id, setor_id: ids.saude.setores[0] },
      pode_aceitar: true,
    });
    expect(TIPO_ACEITE_LABELS[view.tipo]).toBe('Transferência de local');
    const list = await ok<{ data: Aceite[] }>(
      await call('GET', '/patrimonio/carga/aceites?tipo=transferencia_local', admin.headers),
    );
    expect(list.data.map((a) => a.id)).toContain(inserted.id);
    const bell = await listPendingAceites({ db: t.database.db }, { receiverUserId: admin.session.user.id });
    expect(bell.find((a) => a.id === inserted.id)?.tipo).toBe('transferencia_local');
    expect(aceitePendenteMail(view, 'https://app.test').text).toContain(
      `Transferência de local do bem ${bem.CodigoBEM}`,
    );
    // Nothing moved while it waits.
    expect((await movementsOf(bem.id)).filter((m) => m.tipoMovimentacaoId === 2)).toHaveLength(0);

    const accepted = await ok<Aceite>(await act(inserted.id, 'aceitar'));
    expect(accepted).toMatchObject({ estado: 'aceito', forma: 'app' });
    const moved = await ok<Bem>(await call('GET', `/patrimonio/bempatrimonial/${bem.id}`, admin.headers));
    expect(moved).toMatchObject({ secretaria_id: ids.saude.id, setor_id: ids.saude.setores[0] });
    const [mov] = (await movementsOf(bem.id)).filter((m) => m.tipoMovimentacaoId === 2);
    expect(mov).toMatchObject({
      id: accepted.movimentacao_id,
      observacao: 'Mudança de unidade',
      setorAnteriorId: ids.adm.setores[0],
      setorId: ids.saude.setores[0],
    });
    // The movement's termo de transferência, as for a direct one.
    const pdf = await call('POST', `/patrimonio/movimentacaobem/${mov!.id}/termo`, admin.headers, {});
    expect(pdf.statusCode, pdf.body).toBe(200);
  });

  it('for a receiver without login: the clerk records the signed termo; a refusal books nothing and says why', async () => {
    const [a, b] = [await newBem(), await newBem()];
    const byTermo = await insertAceite(t.database.db, (await pedido(a, ids.saude.setores[1]!))!);
    const view = await ok<Aceite>(
      await call('GET', `/patrimonio/carga/aceites/${byTermo.id}`, admin.headers),
    );
    expect(view).toMatchObject({ pode_aceitar: false, pode_registrar_termo: true });
    expect((await act(byTermo.id, 'aceitar')).statusCode).toBe(403);
    expect((await termo(byTermo.id)).statusCode).toBe(200);
    expect(await row(byTermo.id)).toMatchObject({ estado: 'aceito', forma: 'termo' });
    expect(
      await ok<Bem>(await call('GET', `/patrimonio/bempatrimonial/${a.id}`, admin.headers)),
    ).toMatchObject({ setor_id: ids.saude.setores[1] });

    const refused = await insertAceite(t.database.db, (await pedido(b, ids.saude.setores[0]!))!);
    const res = await ok<Aceite>(await act(refused.id, 'recusar', admin.headers, { motivo: 'Sem espaço' }));
    expect(res).toMatchObject({ estado: 'recusado', motivo_recusa: 'Sem espaço' });
    expect((await movementsOf(b.id)).filter((m) => m.tipoMovimentacaoId === 2)).toHaveLength(0);
  });

  it('a depreciation month closed since the request refuses the acceptance with its reason', async () => {
    const bem = await newBem();
    const inserted = await insertAceite(t.database.db, (await pedido(bem, ids.saude.setores[0]!))!);
    const { ano, mes } = brazilMonth(new Date());
    const db = t.database.db;
    await db.insert(depreciacoesMeses).values({
      clientId: ids.prefeituraId,
      ano,
      mes,
      estado: 'fechado',
      valorDepreciado: '0',
      valorImplantacao: '0',
      quantidadeBens: 0,
      quantidadeItens: 0,
      processadoEm: new Date(),
      fechadoEm: new Date(),
    });
    try {
      const res = await act(inserted.id, 'aceitar');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'DEPRECIACAO_FECHADA' });
      expect(res.json().message).toContain('está fechado na depreciação');
      expect(await row(inserted.id)).toMatchObject({ estado: 'pendente' });
    } finally {
      await db
        .delete(depreciacoesMeses)
        .where(
          and(
            eq(depreciacoesMeses.clientId, ids.prefeituraId),
            eq(depreciacoesMeses.ano, ano),
            eq(depreciacoesMeses.mes, mes),
          ),
        );
    }
    expect((await ok<Aceite>(await act(inserted.id, 'aceitar'))).estado).toBe('aceito');
  });

  it('a batch is accepted as one: every asset booked by the batch path with the batch id, its termo issued', async () => {
    const bens = [await newBem(), await newBem(), await newBem()];
    const loteId = crypto.randomUUID();
    const values = [];
    for (const bem of bens) values.push({ ...(await pedido(bem, ids.saude.setores[1]!))!, loteId });
    const rows = await insertAceites(t.database.db, values);
    const view = await ok<Aceite>(
      await call('GET', `/patrimonio/carga/aceites/${rows[0]!.id}`, admin.headers),
    );
    expect(view).toMatchObject({ tipo: 'transferencia_local', lote: { id: loteId, quantidade: 3 } });
    expect((await termo(rows[1]!.id)).statusCode).toBe(200);
    for (const bem of bens) {
      const [mov] = (await movementsOf(bem.id)).filter((m) => m.tipoMovimentacaoId === 2);
      expect(mov).toMatchObject({ loteId, setorId: ids.saude.setores[1] });
    }
    const pdf = await call('POST', `/patrimonio/movimentacaobem/lote/${loteId}/termo`, admin.headers);
    expect(pdf.statusCode, pdf.body).toBe(200);
  });
});
