import type { Bem, Movimentacao } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exercicios } from '../../../src/db/schema.js';
import { giveHead, moveAccepted } from '../../support/aceite-termo.js';
import {
  bemBody,
  createBem,
  expectAskedToConfirm,
  HUGE_INTEGERS,
  issuePaths,
  jsonWith,
  type PatrimonioIds,
  patrimonioApp,
} from '../../support/patrimonio.js';
import { type caller, type Headers, SAMPLE, upload } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * Movements (docs/domain.md, "Movimentações"): history that is never edited or deleted; a
 * transfer moves the asset in the same transaction, a baixa closes it to everything but an estorno, an
 * estorno reverses the latest movement, and nothing is booked in a closed or unopened month.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers };
let adminCamara: { headers: Headers };
let consulta: { headers: Headers };

const now = new Date();
const brazil = (opts: Intl.DateTimeFormatOptions) =>
  Number(now.toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo', ...opts }));
const ANO = brazil({ year: 'numeric' });
const MES = brazil({ month: 'numeric' });

const T = {
  incorporacao: 1,
  transferencia: 2,
  responsavel: 3,
  baixa: 4,
  reavaliacao: 5,
  reducao: 6,
  saidaCessao: 7,
  retornoCessao: 8,
  envioManutencao: 9,
  retornoManutencao: 10,
  estorno: 11,
};

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara, consulta } = await patrimonioApp());
  // Who receives what is transferred to saúde's first setor (decision 062).
  await giveHead(t, admin.headers, ids.saude.setores[0]!);
});
afterAll(() => t.close());

async function newBem(overrides: Record<string, unknown> = {}): Promise<Bem> {
  const res = await createBem(t, admin.headers, bemBody(ids, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const move = (bem: { id: string }, body: Record<string, unknown>, headers = admin.headers) =>
  call('POST', '/patrimonio/movimentacaobem/create', headers, { bempatrimonial_id: bem.id, ...body });
/** A movement booked: a transfer that waits for the aceite is accepted through the paper termo. */
async function moved(bem: { id: string }, body: Record<string, unknown>): Promise<Movimentacao> {
  const res = await moveAccepted(t, admin.headers, { bempatrimonial_id: bem.id, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const asset = async (bem: { id: string }): Promise<Bem> =>
  (await call('GET', `/patrimonio/bempatrimonial/${bem.id}`, admin.headers)).json();
const history = async (bem: { id: string }, headers = admin.headers): Promise<Movimentacao[]> =>
  (await call('GET', `/patrimonio/movimentacaobem/${bem.id}`, headers)).json();

describe('transfer', () => {
  it('moves the asset in the same transaction and records where it came from', async () => {
    const bem = await newBem();
    const mov = await moved(bem, {
      CodigoBEM: bem.CodigoBEM,
      TipoMovimentacao: T.transferencia,
      secretaria_id: ids.saude.id,
      setor_id: ids.saude.setores[0],
      Observacao: 'Remanejamento',
    });
    expect(mov).toMatchObject({
      CodigoBEM: bem.CodigoBEM,
      TipoMovimentacao: T.transferencia,
      TipoIncorporacao: 1,
      ContaContabil: 123110303,
      Valor: '1234.56',
      secretaria: { id: ids.saude.id },
      setor_id: ids.saude.setores[0],
      secretaria_anterior_id: ids.adm.id,
      setor_anterior_id: ids.adm.setores[0],
      user: { fullname: 'Administrador da Prefeitura' },
    });
    expect(Date.parse(mov.Data)).toBeLessThanOrEqual(Date.now());
    expect(await asset(bem)).toMatchObject({ secretaria_id: ids.saude.id, setor_id: ids.saude.setores[0] });
    const list = await history(bem, consulta.headers);
    expect(list.map((m) => m.TipoMovimentacao)).toEqual([T.transferencia, T.incorporacao]);
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'asset'), eq(auditLog.entityId, bem.id), eq(auditLog.action, 'movement')),
      );
    expect(trail[0]?.after).toEqual({ secretaria_id: ids.saude.id, setor_id: ids.saude.setores[0] });
  });

  it('validates the destination: required, in the client, setor inside the secretaria, not where it is', async () => {
    const bem = await newBem();
    const noDest = await move(bem, { TipoMovimentacao: T.transferencia });
    expect(noDest.statusCode).toBe(400);
    expect(noDest.json().issues).toEqual([{ path: 'secretaria_id', message: expect.any(String) }]);
    expect(
      (await move(bem, { TipoMovimentacao: T.transferencia, secretaria_id: ids.camaraDeptId })).statusCode,
    ).toBe(404);
    const wrongSetor = await move(bem, {
      TipoMovimentacao: T.transferencia,
      secretaria_id: ids.saude.id,
      setor_id: ids.adm.setores[1],
    });
    expect(wrongSetor.statusCode).toBe(400);
    const same = await move(bem, {
      TipoMovimentacao: T.transferencia,
      secretaria_id: ids.adm.id,
      setor_id: ids.adm.setores[0],
    });
    expect(same.statusCode).toBe(409);
    expect((await history(bem)).length).toBe(1);
  });
});

describe('other movement types', () => {
  it('asks to confirm a revaluation above the client’s ceiling, as an asset’s own value', async () => {
    const alto = await newBem();
    // The default ceiling, R$ 10.000.000,00: nothing is written until the user confirms.
    const huge = await move(alto, { TipoMovimentacao: T.reavaliacao, Valor: '15000000.00' });
    expectAskedToConfirm(huge, 'O valor reavaliado', '15.000.000,00');
    expect((await asset(alto)).valor_atual).toBe('1234.56');
    await moved(alto, { TipoMovimentacao: T.reavaliacao, Valor: '15000000.00', confirmar_valor: true });
    expect((await asset(alto)).valor_atual).toBe('15000000.00');
  });

  it('changes the holder, revalues, impairs only downwards, and follows maintenance and loans', async () => {
    const bem = await newBem();
    expect((await move(bem, { TipoMovimentacao: T.responsavel })).statusCode).toBe(400);
    await moved(bem, { TipoMovimentacao: T.responsavel, Responsavel: 'João Lima' });
    expect((await asset(bem)).responsavel).toBe('João Lima');

    expect((await move(bem, { TipoMovimentacao: T.reavaliacao })).json().issues[0].path).toBe('Valor');
    const reav = await moved(bem, { TipoMovimentacao: T.reavaliacao, Valor: '1500.10' });
    expect(reav).toMatchObject({ Valor: '1500.10', valor_anterior: '1234.56' });
    expect((await asset(bem)).valor_atual).toBe('1500.10');
    expect((await move(bem, { TipoMovimentacao: T.reducao, Valor: '1600.00' })).statusCode).toBe(400);
    await moved(bem, { TipoMovimentacao: T.reducao, Valor: 1000.5 });
    expect((await asset(bem)).valor_atual).toBe('1000.50');

    expect((await move(bem, { TipoMovimentacao: T.retornoManutencao })).statusCode).toBe(409);
    await moved(bem, { TipoMovimentacao: T.envioManutencao });
    expect((await asset(bem)).situacao).toBe('em_manutencao');
    expect((await move(bem, { TipoMovimentacao: T.envioManutencao })).statusCode).toBe(409);
    await moved(bem, { TipoMovimentacao: T.retornoManutencao });
    await moved(bem, { TipoMovimentacao: T.saidaCessao });
    expect((await asset(bem)).situacao).toBe('cedido');
    await moved(bem, { TipoMovimentacao: T.retornoCessao });
    expect((await asset(bem)).situacao).toBe('em_uso');
    expect((await history(bem)).map((m) => m.TipoMovimentacao)).toEqual([
      T.retornoCessao,
      T.saidaCessao,
      T.retornoManutencao,
      T.envioManutencao,
      T.reducao,
      T.reavaliacao,
      T.responsavel,
      T.incorporacao,
    ]);
  });
});

describe('baixa and estorno', () => {
  it('needs a reason, closes the asset to everything but an estorno, which reopens it', async () => {
    const bem = await newBem({ tipo: 'movel', categoria_id: ids.veiculos });
    const noReason = await move(bem, { TipoMovimentacao: T.baixa });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues[0].path).toBe('MotivoBaixa');
    expect((await move(bem, { TipoMovimentacao: T.baixa, MotivoBaixa: 99 })).statusCode).toBe(400);
    const baixa = await moved(bem, { TipoMovimentacao: T.baixa, MotivoBaixa: 1, Valor: '800.00' });
    expect(baixa).toMatchObject({
      MotivoBaixa: 1,
      motivo_baixa: 'Alienação por venda',
      Valor: '800.00',
      situacao: 'baixado',
    });
    expect((await asset(bem)).situacao).toBe('baixado');

    const closed = [
      await move(bem, { TipoMovimentacao: T.transferencia, secretaria_id: ids.saude.id }),
      await move(bem, { TipoMovimentacao: T.baixa, MotivoBaixa: 4 }),
      await call('PUT', `/patrimonio/bempatrimonial/${bem.id}`, admin.headers, {
        ...bemBody(ids),
        id: bem.id,
        categoria_id: ids.veiculos,
      }),
      await call('POST', '/patrimonio/veiculoequipamento/create', admin.headers, {
        bempatrimonial_id: bem.id,
        tipo: 'veiculo',
      }),
      await upload(t, `/patrimonio/bempatrimonial/upload/${bem.id}`, admin.headers, {
        filename: 'laudo.pdf',
        content: SAMPLE.pdf,
      }),
    ];
    expect(closed.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(closed[0]!.json().message).toMatch(/baixado/);

    const estorno = await moved(bem, { TipoMovimentacao: T.estorno, Observacao: 'Venda cancelada' });
    expect(estorno).toMatchObject({
      movimentacao_estornada_id: baixa.id,
      situacao: 'em_uso',
      situacao_anterior: 'baixado',
    });
    expect((await asset(bem)).situacao).toBe('em_uso');
    const [latest, reversed] = await history(bem);
    expect(latest?.id).toBe(estorno.id);
    expect(reversed).toMatchObject({ id: baixa.id, estornada_por_id: estorno.id });
    await moved(bem, { TipoMovimentacao: T.transferencia, secretaria_id: ids.saude.id });
  });

  it('reverses movements newest first, restoring exactly what each changed; never the incorporation', async () => {
    const bem = await newBem();
    const transfer = await moved(bem, { TipoMovimentacao: T.transferencia, secretaria_id: ids.saude.id });
    const holder = await moved(bem, { TipoMovimentacao: T.responsavel, Responsavel: 'Ana' });
    const notLatest = await move(bem, {
      TipoMovimentacao: T.estorno,
      movimentacao_estornada_id: transfer.id,
    });
    expect(notLatest.statusCode).toBe(409);

    const e1 = await moved(bem, { TipoMovimentacao: T.estorno, movimentacao_estornada_id: holder.id });
    expect(e1.movimentacao_estornada_id).toBe(holder.id);
    expect(await asset(bem)).toMatchObject({ responsavel: 'Maria Souza', secretaria_id: ids.saude.id });
    await moved(bem, { TipoMovimentacao: T.estorno });
    expect(await asset(bem)).toMatchObject({ secretaria_id: ids.adm.id, setor_id: ids.adm.setores[0] });
    const last = await move(bem, { TipoMovimentacao: T.estorno });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/incorporação/);
  });
});

describe('rules of every movement', () => {
  it('checks the code, the type, the date, the incorporation and its type', async () => {
    const bem = await newBem();
    const cases: [Record<string, unknown>, number][] = [
      [{ TipoMovimentacao: T.responsavel, Responsavel: 'X', CodigoBEM: bem.CodigoBEM + 1 }, 400],
      [{ TipoMovimentacao: T.responsavel, Responsavel: 'X', CodigoBEM: 'abc' }, 400],
      [{ TipoMovimentacao: 99 }, 400],
      [{ TipoMovimentacao: T.incorporacao }, 409],
      [{ TipoMovimentacao: T.responsavel, Responsavel: 'X', Data: '2024-13-01T10:00:00Z' }, 400],
      [{ TipoMovimentacao: T.responsavel, Responsavel: 'X', Data: '31/01/2025' }, 400],
      [{ TipoMovimentacao: T.responsavel, Responsavel: 'X', Data: '2099-01-01T10:00:00Z' }, 400],
      [{ TipoMovimentacao: T.responsavel, Responsavel: 'X', Data: '2000-01-01T10:00:00-03:00' }, 400],
      [{ TipoMovimentacao: T.reavaliacao, Valor: '10,00' }, 400],
      [{ TipoMovimentacao: T.responsavel, Responsavel: 'X', bempatrimonial_id: 'nao-e-uuid' }, 400],
      [{ TipoMovimentacao: T.responsavel, Responsavel: 'X', TipoIncorporacao: 999 }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await move(bem, body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(status);
    }
    expect((await history(bem)).length).toBe(1);
  });

  it('refuses an integer past its column with 400 naming the field, in the body and the list query', async () => {
    const bem = await newBem();
    const valid = { bempatrimonial_id: bem.id, TipoMovimentacao: T.responsavel, Responsavel: 'X' };
    const fields = [
      ['TipoMovimentacao', 'Tipo de movimentação inválido.', HUGE_INTEGERS],
      ['TipoIncorporacao', 'Tipo de incorporação inválido.', HUGE_INTEGERS],
      ['MotivoBaixa', 'Motivo da baixa inválido.', HUGE_INTEGERS],
      ['CodigoBEM', 'O código do bem (CodigoBEM) é grande demais.', HUGE_INTEGERS],
      // A bigint column holding the 12 digits of a PCASP account.
      ['ContaContabil', 'Conta contábil inválida.', ['1000000000000', '9007199254740993', '1e30']],
    ] as const;
    for (const [field, message, literals] of fields) {
      for (const literal of literals) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/patrimonio/movimentacaobem/create',
          ...jsonWith(admin.headers, valid, field, literal),
        });
        expect(res.statusCode, `${field}: ${literal} ${res.body}`).toBe(400);
        expect(res.json(), `${field}: ${literal}`).toEqual({
          status: 'Error',
          request_id: expect.any(String),
          message,
          issues: [{ path: field, message }],
        });
      }
    }
    for (const query of ['CodigoBEM=2147483648', 'CodigoBEM=9999999999', 'TipoMovimentacao=2147483648']) {
      const res = await call('GET', `/patrimonio/movimentacaobem?${query}`, admin.headers);
      expect(res.statusCode, `${query} ${res.body}`).toBe(400);
      expect(issuePaths(res), query).toEqual([query.split('=')[0]]);
    }
    expect((await history(bem)).length).toBe(1);
  });

  it('refuses consulta and other clients; lists and reads history in scope', async () => {
    const bem = await newBem();
    expect(
      (await move(bem, { TipoMovimentacao: T.responsavel, Responsavel: 'X' }, consulta.headers)).statusCode,
    ).toBe(403);
    expect(
      (await move(bem, { TipoMovimentacao: T.responsavel, Responsavel: 'X' }, adminCamara.headers))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/patrimonio/movimentacaobem/${bem.id}`, adminCamara.headers)).statusCode).toBe(
      404,
    );
    await moved(bem, { TipoMovimentacao: T.responsavel, Responsavel: 'Carlos' });

    const page = await call(
      'GET',
      `/patrimonio/movimentacaobem?bempatrimonial_id=${bem.id}&limit=1`,
      consulta.headers,
    );
    expect(page.json()).toMatchObject({ total: 2, limit: 1, data: [{ TipoMovimentacao: T.responsavel }] });
    const byType = await call(
      'GET',
      `/patrimonio/movimentacaobem?TipoMovimentacao=${T.responsavel}&limit=100`,
      admin.headers,
    );
    expect(byType.json().data.every((m: Movimentacao) => m.TipoMovimentacao === T.responsavel)).toBe(true);
    const byCode = await call('GET', `/patrimonio/movimentacaobem?CodigoBEM=${bem.CodigoBEM}`, admin.headers);
    expect(byCode.json().total).toBe(2);
    const camara = await call('GET', '/patrimonio/movimentacaobem?limit=100', adminCamara.headers);
    expect(camara.json().data.every((m: Movimentacao) => m.cliente_id === ids.camaraId)).toBe(true);
    expect((await call('GET', '/patrimonio/movimentacaobem?limit=101', admin.headers)).statusCode).toBe(400);
  });

  it('has no route to edit or delete a movement (or an asset)', async () => {
    const bem = await newBem();
    const [mov] = await history(bem);
    for (const [method, url] of [
      ['PUT', `/patrimonio/movimentacaobem/${mov!.id}`],
      ['DELETE', `/patrimonio/movimentacaobem/${mov!.id}`],
      ['PUT', '/patrimonio/movimentacaobem/id'],
      ['DELETE', `/patrimonio/bempatrimonial/${bem.id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: admin.headers,
        payload: { TipoMovimentacao: 2 },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await history(bem)).toEqual([mov]);
  });
});

describe('accounting periods', () => {
  const setClosed = (clientId: string, fechado: boolean) =>
    t.database.db
      .update(exercicios)
      .set({ fechado })
      .where(and(eq(exercicios.empresaId, clientId), eq(exercicios.ano, ANO), eq(exercicios.mes, MES)));

  it('refuses a movement, and an asset (its incorporation), dated in a closed month', async () => {
    const bem = await newBem();
    await setClosed(ids.prefeituraId, true);
    try {
      const res = await move(bem, { TipoMovimentacao: T.responsavel, Responsavel: 'X' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'EXERCICIO_FECHADO' });
      expect(res.json().message).toContain(`${String(MES).padStart(2, '0')}/${ANO}`);
      const creation = await createBem(t, admin.headers, bemBody(ids));
      expect(creation.statusCode).toBe(409);
      expect(await history(bem)).toHaveLength(1);
    } finally {
      await setClosed(ids.prefeituraId, false);
    }
    await moved(bem, { TipoMovimentacao: T.responsavel, Responsavel: 'X' });
  });

  it('refuses a month whose exercício was never opened', async () => {
    const bem = await newBem();
    const [row] = await t.database.db
      .delete(exercicios)
      .where(
        and(eq(exercicios.empresaId, ids.prefeituraId), eq(exercicios.ano, ANO), eq(exercicios.mes, MES)),
      )
      .returning();
    try {
      const res = await move(bem, { TipoMovimentacao: T.responsavel, Responsavel: 'X' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('EXERCICIO_INEXISTENTE');
    } finally {
      await t.database.db.insert(exercicios).values(row!);
    }
  });
});
