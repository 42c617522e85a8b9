import type { Notificacoes } from '@gp/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depreciacoesConfiguracoes } from '../../src/db/schema-patrimonio.js';
import { type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import type { caller, Headers } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/** The bell's call (docs/api.md, "Notificações"): each provider's group for the caller, by its rules. */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers };
let suporte: { headers: Headers };

beforeAll(async () => {
  ({ t, call, ids, admin, suporte } = await patrimonioApp());
});
afterAll(() => t.close());

const notificacoes = async (headers: Headers): Promise<Notificacoes> => {
  const res = await call('GET', '/notificacoes', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('notifications', () => {
  it('lists the depreciation months past that were not processed, with their page', async () => {
    const now = new Date();
    const atual =
      Number(now.toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' })) * 12 +
      Number(now.toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo', month: 'numeric' })) -
      1;
    const implantacao = atual - 3;
    const ano = Math.floor(implantacao / 12);
    const mes = (implantacao % 12) + 1;
    await t.database.db
      .insert(depreciacoesConfiguracoes)
      .values({ clientId: ids.prefeituraId, implantacaoAno: ano, implantacaoMes: mes })
      .onConflictDoUpdate({
        target: depreciacoesConfiguracoes.clientId,
        set: { implantacaoAno: ano, implantacaoMes: mes },
      });
    const answer = await notificacoes(admin.headers);
    const grupo = answer.grupos.find((g) => g.chave === 'depreciacao-pendente');
    expect(grupo).toMatchObject({ titulo: 'Depreciação pendente', quantidade: 3 });
    expect(grupo!.itens[0]).toEqual({
      id: `${ano}-${mes}`,
      texto: `Depreciação de ${String(mes).padStart(2, '0')}/${ano} não processada`,
      link: `/app/patrimonio/depreciacao?ano=${ano}`,
    });
    expect(answer.total).toBe(3);
    // Support works for no one client here: nothing of a client's depreciation.
    expect((await notificacoes(suporte.headers)).grupos).toEqual([]);
    expect((await call('GET', '/notificacoes', {})).statusCode).toBe(401);
  });
});
