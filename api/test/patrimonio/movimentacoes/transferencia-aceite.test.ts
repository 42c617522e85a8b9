import type { Aceite, Bem, LoteAguardandoAceite, Movimentacao, Servidor } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aceites,
  depreciacoesMeses,
  movimentacoesBens,
  servidores,
} from '../../../src/db/schema-patrimonio.js';
import { brazilMonth } from '../../../src/lib/brazil-time.js';
import { acceptByTermo, giveHead } from '../../support/aceite-termo.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import type { caller, Headers } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * The movement routes wait for the receiver's aceite (decision 062): a type 2 to another setor (its head
 * receives) and a type 3 to a servidor answer 202 with the pending aceite; the movement is booked, with the
 * stored destination, only when accepted. Moves within the setor, to a secretaria without setor, to a name
 * without servidor, and support's corrections stay direct (201).
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers; session: { user: { id: string } } };
let suporte: { headers: Headers };
let headSaude0: Servidor;
let carla: Servidor;
/** The admin's own servidor: a receiver with a login, who decides in the app. */
let bruno: Servidor;

async function ok<T>(res: { statusCode: number; body: string; json: () => unknown }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
const newBem = async (overrides: Record<string, unknown> = {}) =>
  ok<Bem>(
    await createBem(t, admin.headers, bemBody(ids, { nota_fiscal_chave: undefined, ...overrides })),
    201,
  );
const move = (bem: { id: string }, body: Record<string, unknown>, headers = admin.headers) =>
  call('POST', '/patrimonio/movimentacaobem/create', headers, { bempatrimonial_id: bem.id, ...body });
const movementsOf = (bemId: string) =>
  t.database.db.select().from(movimentacoesBens).where(eq(movimentacoesBens.bemId, bemId));
const bemOf = (id: string) => call('GET', `/patrimonio/bempatrimonial/${id}`, admin.headers);
const aceiteRow = async (id: string) =>
  (await t.database.db.select().from(aceites).where(eq(aceites.id, id)))[0]!;

beforeAll(async () => {
  ({ t, call, ids, admin, suporte } = await patrimonioApp());
  headSaude0 = await giveHead(t, admin.headers, ids.saude.setores[0]!);
  carla = await ok<Servidor>(
    await call('POST', '/patrimonio/servidor/create', admin.headers, {
      nome: 'Carla Nunes',
      matricula: '4401',
    }),
    201,
  );
  bruno = await ok<Servidor>(
    await call('POST', '/patrimonio/servidor/create', admin.headers, {
      nome: 'Bruno Dias',
      user_id: admin.session.user.id,
    }),
    201,
  );
});
afterAll(() => t.close());

describe('a movement that waits for the aceite', () => {
  it('a type 2 to another setor answers 202 with the aceite of its head; accepted, the stored destination is booked', async () => {
    const bem = await newBem();
    const res = await move(bem, {
      TipoMovimentacao: 2,
      secretaria_id: ids.saude.id,
      setor_id: ids.saude.setores[0],
      Observacao: 'Mudança de unidade',
    });
    const aceite = await ok<Aceite>(res, 202);
    expect(aceite).toMatchObject({
      tipo: 'transferencia_local',
      estado: 'pendente',
      recebedor: { id: headSaude0.id },
      motivo: 'Mudança de unidade',
      destino_local: { secretaria_id: ids.saude.id, setor_id: ids.saude.setores[0] },
    });
    expect((await movementsOf(bem.id)).filter((m) => m.tipoMovimentacaoId === 2)).toHaveLength(0);
    expect(await ok<Bem>(await bemOf(bem.id))).toMatchObject({ secretaria_id: ids.adm.id });
    // A second request while the first waits is refused: one open item per asset.
    expect(
      (await move(bem, { TipoMovimentacao: 2, secretaria_id: ids.saude.id, setor_id: ids.saude.setores[0] }))
        .statusCode,
    ).toBe(409);

    const accepted = await acceptByTermo(t, admin.headers, aceite.id);
    expect(accepted).toMatchObject({ estado: 'aceito', forma: 'termo', movimentacao_id: expect.any(String) });
    const [mov] = (await movementsOf(bem.id)).filter((m) => m.tipoMovimentacaoId === 2);
    expect(mov).toMatchObject({
      id: accepted.movimentacao_id,
      secretariaId: ids.saude.id,
      setorId: ids.saude.setores[0],
      observacao: 'Mudança de unidade',
    });
    expect(await ok<Bem>(await bemOf(bem.id))).toMatchObject({
      secretaria_id: ids.saude.id,
      setor_id: ids.saude.setores[0],
    });
  });

  it('a type 3 to a servidor answers 202; refused, nothing is booked and the reason is kept', async () => {
    const bem = await newBem();
    const aceite = await ok<Aceite>(
      await move(bem, { TipoMovimentacao: 3, responsavel_id: bruno.id, Observacao: 'Nova chefia' }),
      202,
    );
    expect(aceite).toMatchObject({
      tipo: 'transferencia',
      estado: 'pendente',
      recebedor: { id: bruno.id },
      pode_aceitar: true,
    });
    const refused = await ok<Aceite>(
      await call('POST', `/patrimonio/carga/aceites/${aceite.id}/recusar`, admin.headers, {
        motivo: 'Não é meu',
      }),
    );
    expect(refused).toMatchObject({ estado: 'recusado', motivo_recusa: 'Não é meu', movimentacao_id: null });
    expect((await movementsOf(bem.id)).filter((m) => m.tipoMovimentacaoId === 3)).toHaveLength(0);
    expect(await ok<Bem>(await bemOf(bem.id))).toMatchObject({ responsavel_id: null });

    const again = await ok<Aceite>(await move(bem, { TipoMovimentacao: 3, responsavel_id: bruno.id }), 202);
    const accepted = await ok<Aceite>(
      await call('POST', `/patrimonio/carga/aceites/${again.id}/aceitar`, admin.headers),
    );
    const [mov] = (await movementsOf(bem.id)).filter((m) => m.tipoMovimentacaoId === 3);
    expect(mov).toMatchObject({ id: accepted.movimentacao_id, responsavelId: bruno.id });
    expect(await ok<Bem>(await bemOf(bem.id))).toMatchObject({ responsavel_id: bruno.id });
  });

  it('stays direct (201) within the setor, to a secretaria without setor, to a bare name and for support', async () => {
    const bem = await newBem();
    await ok<Movimentacao>(await move(bem, { TipoMovimentacao: 2, secretaria_id: ids.saude.id }), 201);
    await ok<Movimentacao>(await move(bem, { TipoMovimentacao: 3, Responsavel: 'João Lima' }), 201);
    await ok<Movimentacao>(
      await move(
        bem,
        { TipoMovimentacao: 2, secretaria_id: ids.adm.id, setor_id: ids.adm.setores[1] },
        suporte.headers,
      ),
      201,
    );
    await ok<Movimentacao>(
      await move(bem, { TipoMovimentacao: 3, responsavel_id: carla.id }, suporte.headers),
      201,
    );
    expect(await ok<Bem>(await bemOf(bem.id))).toMatchObject({
      setor_id: ids.adm.setores[1],
      responsavel_id: carla.id,
    });
    expect(await aceitesOf(bem.id)).toHaveLength(0);
  });

  it('a destination setor without head is refused with SETOR_SEM_RESPONSAVEL; an inactive head is named', async () => {
    const bem = await newBem();
    const res = await move(bem, {
      TipoMovimentacao: 2,
      secretaria_id: ids.saude.id,
      setor_id: ids.saude.setores[1],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SETOR_SEM_RESPONSAVEL',
      message: 'Defina o responsável do setor Vigilância Sanitária antes de transferir bens para ele.',
    });
    const head = await giveHead(t, admin.headers, ids.saude.setores[1]!);
    const active = (ativo: boolean) =>
      t.database.db.update(servidores).set({ ativo }).where(eq(servidores.id, head.id));
    await active(false);
    const inactive = await move(bem, {
      TipoMovimentacao: 2,
      secretaria_id: ids.saude.id,
      setor_id: ids.saude.setores[1],
    });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toContain(head.nome);
    await active(true);
    expect(await aceitesOf(bem.id)).toHaveLength(0);
  });

  it('a depreciation month closed since the request refuses the acceptance; the aceite stays pending', async () => {
    const bem = await newBem();
    const aceite = await ok<Aceite>(
      await move(bem, { TipoMovimentacao: 2, secretaria_id: ids.saude.id, setor_id: ids.saude.setores[0] }),
      202,
    );
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
      await expect(acceptByTermo(t, admin.headers, aceite.id)).rejects.toThrow(/409/);
      expect(await aceiteRow(aceite.id)).toMatchObject({ estado: 'pendente' });
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
    expect((await acceptByTermo(t, admin.headers, aceite.id)).estado).toBe('aceito');
  });
});

const aceitesOf = (bemId: string) => t.database.db.select().from(aceites).where(eq(aceites.bemId, bemId));

describe('a batch transfer that waits for the aceite', () => {
  it('answers 202 with the batch and its aceites; one termo accepts all, booked with the batch id', async () => {
    const bens = [await newBem(), await newBem(), await newBem()];
    const lote = await ok<LoteAguardandoAceite>(
      await call('POST', '/patrimonio/movimentacaobem/lote', admin.headers, {
        TipoMovimentacao: 2,
        bem_ids: bens.map((b) => b.id),
        secretaria_id: ids.saude.id,
        setor_id: ids.saude.setores[0],
      }),
      202,
    );
    expect(lote).toMatchObject({
      quantidade: 3,
      recebedor: { id: headSaude0.id },
      aceite: { tipo: 'transferencia_local', lote: { id: lote.id, quantidade: 3 } },
    });
    expect(lote.aceite_ids).toHaveLength(3);
    for (const bem of bens)
      expect((await movementsOf(bem.id)).filter((m) => m.tipoMovimentacaoId === 2)).toHaveLength(0);

    await acceptByTermo(t, admin.headers, lote.aceite_ids[2]!);
    for (const bem of bens) {
      const [mov] = (await movementsOf(bem.id)).filter((m) => m.tipoMovimentacaoId === 2);
      expect(mov).toMatchObject({ loteId: lote.id, setorId: ids.saude.setores[0] });
    }
    const pdf = await call('POST', `/patrimonio/movimentacaobem/lote/${lote.id}/termo`, admin.headers);
    expect(pdf.statusCode, pdf.body).toBe(200);
  });

  it('all or nothing: an asset with a pending aceite refuses the batch, nothing recorded', async () => {
    const [a, b] = [await newBem(), await newBem()];
    await ok<Aceite>(await move(a, { TipoMovimentacao: 3, responsavel_id: carla.id }), 202);
    const res = await call('POST', '/patrimonio/movimentacaobem/lote', admin.headers, {
      TipoMovimentacao: 2,
      bem_ids: [a.id, b.id],
      secretaria_id: ids.saude.id,
      setor_id: ids.saude.setores[0],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LOTE_RECUSADO', recusados: 1 });
    expect(await aceitesOf(b.id)).toHaveLength(0);
  });

  it('a batch to a secretaria without setor stays direct (201)', async () => {
    const bens = [await newBem(), await newBem()];
    const res = await call('POST', '/patrimonio/movimentacaobem/lote', admin.headers, {
      TipoMovimentacao: 2,
      bem_ids: bens.map((b) => b.id),
      secretaria_id: ids.saude.id,
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
