import type { Aceite, Bem, Notificacoes, Servidor } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aceites, depreciacoesConfiguracoes } from '../../src/db/schema-patrimonio.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { type caller, type Headers, userWith } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/** The bell's call (docs/api.md, "Notificações"): each provider's group for the caller, by its rules. */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers };
let suporte: { headers: Headers };
let consulta: { headers: Headers };

beforeAll(async () => {
  ({ t, call, ids, admin, suporte, consulta } = await patrimonioApp());
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

describe('notifications of the carga patrimonial (decision 051)', () => {
  const group = async (headers: Headers, chave: string) =>
    (await notificacoes(headers)).grupos.find((g) => g.chave === chave);
  const json = async <T>(res: { statusCode: number; body: string; json: () => unknown }, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };

  it('shows the aceite waiting to its receiver only, and the overdue cautela to the clerks and its receiver', async () => {
    // A user of the prefeitura who reads assets but keeps no carga: a receiver, not a clerk.
    const place = { companyId: ids.prefeituraId, clientId: ids.prefeituraId, flags: { hasPatrimonio: true } };
    const receiver = await userWith(t, { ...place, rules: ['assets:read'] });
    const colleague = await userWith(t, { ...place, rules: ['assets:read'] });
    const servidor = await json<Servidor>(
      await call('POST', '/patrimonio/servidor/create', admin.headers, {
        nome: 'Elisa Recebedora',
        user_id: receiver.userId,
      }),
      201,
    );
    const semLogin = await json<Servidor>(
      await call('POST', '/patrimonio/servidor/create', admin.headers, { nome: 'Fábio Sem Login' }),
      201,
    );
    const bem = await json<Bem>(await createBem(t, admin.headers, bemBody(ids)), 201);
    const outro = await json<Bem>(await createBem(t, admin.headers, bemBody(ids)), 201);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const cautela = (b: Bem, recebedor: Servidor) =>
      call('POST', '/patrimonio/carga/cautela', admin.headers, {
        bempatrimonial_id: b.id,
        recebedor_id: recebedor.id,
        motivo: 'Evento na praça',
        destino: 'Praça central',
        data_prevista_retorno: tomorrow,
      });
    const pedido = await json<Aceite>(await cautela(bem, servidor), 201);
    // A receiver without a login waits for a paper termo: nobody's bell rings for it.
    await json<Aceite>(await cautela(outro, semLogin), 201);

    expect(await group(receiver.headers, 'aceites-aguardando')).toEqual({
      chave: 'aceites-aguardando',
      titulo: 'Aceites aguardando',
      quantidade: 1,
      itens: [
        {
          id: pedido.id,
          texto: `Cautela do bem ${bem.CodigoBEM} – Cadeira giratória com braços: aguarda o seu aceite`,
          link: '/app/patrimonio/aceites',
        },
      ],
    });
    for (const other of [admin, consulta, colleague, suporte])
      expect(await group(other.headers, 'aceites-aguardando')).toBeUndefined();

    // Accepted, it no longer waits; once its return date has passed it is overdue.
    await json<Aceite>(
      await call('POST', `/patrimonio/carga/aceites/${pedido.id}/aceitar`, receiver.headers),
      200,
    );
    expect(await group(receiver.headers, 'aceites-aguardando')).toBeUndefined();
    expect(await group(admin.headers, 'cautelas-vencidas')).toBeUndefined();
    await t.database.db
      .update(aceites)
      .set({ dataPrevistaRetorno: '2020-01-31' })
      .where(eq(aceites.id, pedido.id));
    const vencida = {
      chave: 'cautelas-vencidas',
      titulo: 'Cautelas vencidas',
      quantidade: 1,
      itens: [
        {
          id: pedido.id,
          texto: `Cautela do bem ${bem.CodigoBEM} – Cadeira giratória com braços com Elisa Recebedora: retorno previsto em 31/01/2020`,
          link: '/app/patrimonio/aceites',
        },
      ],
    };
    // The clerks (custody:read) and the receiver see it; a colleague without the rule and support do not.
    expect(await group(admin.headers, 'cautelas-vencidas')).toEqual(vencida);
    expect(await group(consulta.headers, 'cautelas-vencidas')).toEqual(vencida);
    expect(await group(receiver.headers, 'cautelas-vencidas')).toEqual(vencida);
    expect(await group(colleague.headers, 'cautelas-vencidas')).toBeUndefined();
    expect(await group(suporte.headers, 'cautelas-vencidas')).toBeUndefined();

    // Returned, it is no longer overdue.
    await json<Aceite>(
      await call('POST', `/patrimonio/carga/aceites/${pedido.id}/devolver`, admin.headers),
      200,
    );
    expect(await group(admin.headers, 'cautelas-vencidas')).toBeUndefined();
  });
});
