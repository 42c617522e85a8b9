import { randomUUID } from 'node:crypto';
import type { Bem, DivergenciaPage, Inventario, Recontagens, Sala, Servidor } from '@gp/shared-contracts';
import { READ_RULES } from '@gp/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import { type caller, type Headers, userWith } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * The second count of a place with divergences and the president's tie-break (docs/domain.md,
 * "Inventário"; decision 070): who may ask it and whom, the readings tagged round 2 by who reads where,
 * agreement and ties in the comparison, the president's decision, and the closing waiting for them.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers };
let adminCamara: { headers: Headers };
let primeiro: { headers: Headers; userId: string };
let segundo: { headers: Headers; userId: string };
let presidente: { headers: Headers; userId: string };
let caio: Servidor;
let ana: Servidor;
let paula: Servidor;
let semLogin: Servidor;
let deFora: Servidor;

async function ok<T>(res: { statusCode: number; body: string; json: () => unknown }, status = 201) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
async function refused(res: { statusCode: number; body: string; json: () => unknown }, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { message: string }).message;
}
const newBem = async (overrides: Record<string, unknown>) =>
  ok<Bem>(await createBem(t, admin.headers, bemBody(ids, { nota_fiscal_chave: undefined, ...overrides })));
const newSala = (setorId: string, codigo: string) =>
  call('POST', '/patrimonio/salas/create', admin.headers, {
    setor_id: setorId,
    codigo,
    nome: `Sala ${codigo}`,
  }).then((r) => ok<Sala>(r));
const leitura = (bem: Bem, salaId: string, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  leitura: String(bem.CodigoBEM),
  sala_id: salaId,
  contado_em: new Date().toISOString(),
  ...extra,
});
const contar = (id: string, leituras: unknown[], headers: Headers) =>
  call('POST', `/patrimonio/inventario/${id}/contagens`, headers, { leituras });
const comparar = (id: string) =>
  call('GET', `/patrimonio/inventario/${id}/divergencias?limit=100&conformes=true`, admin.headers).then((r) =>
    ok<DivergenciaPage>(r, 200),
  );
const pedir = (id: string, body: Record<string, unknown>, headers = presidente.headers) =>
  call('POST', `/patrimonio/inventario/${id}/recontagens`, headers, body);
const decidir = (id: string, bemId: string, rodada: number, headers = presidente.headers) =>
  call('POST', `/patrimonio/inventario/${id}/empates/${bemId}`, headers, { rodada });
const encerrar = (id: string, headers = presidente.headers) =>
  call('POST', `/patrimonio/inventario/${id}/encerrar`, headers);
const tipoDe = (page: DivergenciaPage, bem: Bem) => page.data.find((d) => d.bem?.id === bem.id)?.tipo;

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara } = await patrimonioApp());
  const user = () =>
    userWith(t, {
      companyId: ids.prefeituraId,
      clientId: ids.prefeituraId,
      rules: READ_RULES,
      flags: { hasPatrimonio: true },
    });
  [primeiro, segundo, presidente] = [await user(), await user(), await user()];
  const servidor = (body: Record<string, unknown>) =>
    call('POST', '/patrimonio/servidor/create', admin.headers, body).then((r) => ok<Servidor>(r));
  caio = await servidor({ nome: 'Caio Primeira Contagem', user_id: primeiro.userId });
  ana = await servidor({ nome: 'Ana Segunda Contagem', user_id: segundo.userId });
  paula = await servidor({ nome: 'Paula Presidente', user_id: presidente.userId });
  semLogin = await servidor({ nome: 'Sérgio Sem Acesso' });
  deFora = await servidor({ nome: 'Fábio Fora da Comissão' });
});
afterAll(() => t.close());

describe('the second count and the tie-break', () => {
  it('asks a recount of a place with divergences, tags round 2, weighs both counts and waits for the president', async () => {
    const setor = ids.adm.setores[0]!;
    const [s1, s2, vazia] = [
      await newSala(setor, 'R-01'),
      await newSala(setor, 'R-02'),
      await newSala(setor, 'R-VAZIA'),
    ];
    const mesa = await newBem({ descricao: 'Mesa que as duas acham', sala_id: s1.id });
    const armario = await newBem({ descricao: 'Armário que só a 1ª acha', sala_id: s1.id });
    const cadeira = await newBem({ descricao: 'Cadeira que só a 2ª acha', sala_id: s1.id });
    const estante = await newBem({ descricao: 'Estante em estados diferentes', sala_id: s1.id });
    const sofa = await newBem({ descricao: 'Sofá da outra sala', sala_id: s2.id });
    const inv = await ok<Inventario>(
      await call('POST', '/patrimonio/inventario/create', admin.headers, {
        titulo: 'Inventário com recontagem',
        tipo: 'ciclico',
        escopo: 'setor',
        setor_id: setor,
        portaria_numero: '70/2026',
        portaria_data: '2026-01-10',
        data_abertura: '2026-01-15',
        data_prevista_encerramento: '2026-12-31',
        comissao: [
          { servidor_id: paula.id, presidente: true },
          { servidor_id: caio.id },
          { servidor_id: ana.id },
          { servidor_id: semLogin.id },
        ],
      }),
    );
    // The flags come from the function that enforces them.
    const seen = (headers: Headers) =>
      call('GET', `/patrimonio/inventario/${inv.id}`, headers).then((r) => ok<Inventario>(r, 200));
    expect((await seen(presidente.headers)).acoes.recontar).toBe(true);
    expect((await seen(primeiro.headers)).acoes.recontar).toBe(false);

    // The first count: the mesa, the armário and the estante in R-01 (the cadeira missed), the sofá in R-02.
    await ok(
      await contar(
        inv.id,
        [leitura(mesa, s1.id), leitura(armario, s1.id), leitura(estante, s1.id), leitura(sofa, s2.id)],
        primeiro.headers,
      ),
      200,
    );

    // Who may ask, whom, and where.
    expect(
      await refused(await pedir(inv.id, { sala_id: s1.id, servidor_id: ana.id }, primeiro.headers), 403),
    ).toBe(
      'Só o presidente da comissão ou um usuário com a permissão Inventário: Editar pede recontagens e decide empates.',
    );
    expect(await refused(await pedir(inv.id, { sala_id: s1.id, servidor_id: caio.id }), 400)).toBe(
      'Caio Primeira Contagem fez a primeira contagem da sala R-01: a segunda é de outro membro da comissão.',
    );
    expect(await refused(await pedir(inv.id, { sala_id: s1.id, servidor_id: semLogin.id }), 400)).toContain(
      'Sérgio Sem Acesso não tem acesso ao sistema',
    );
    expect(await refused(await pedir(inv.id, { sala_id: s1.id, servidor_id: deFora.id }), 400)).toBe(
      'O servidor não é membro da comissão deste inventário.',
    );
    expect(await refused(await pedir(inv.id, { sala_id: vazia.id, servidor_id: ana.id }), 400)).toBe(
      'A comparação não encontrou divergências na sala R-VAZIA: não há o que recontar.',
    );
    expect(await refused(await pedir(inv.id, { servidor_id: ana.id }), 400)).toBe(
      'Informe a sala (ou o setor) a contar de novo.',
    );
    const pedida = await ok<Recontagens>(await pedir(inv.id, { sala_id: s1.id, servidor_id: ana.id }));
    expect(pedida.recontagens).toMatchObject([
      {
        sala: { id: s1.id, codigo: 'R-01' },
        servidor: { id: ana.id, nome: 'Ana Segunda Contagem' },
        estado: 'aberta',
        acoes: { concluir: true },
      },
    ]);
    expect(await refused(await pedir(inv.id, { sala_id: s1.id, servidor_id: ana.id }), 409)).toBe(
      'Já foi pedida uma segunda contagem da sala R-01.',
    );
    // Another client's administrator does not reach the campaign.
    await refused(
      await call('GET', `/patrimonio/inventario/${inv.id}/recontagens`, adminCamara.headers),
      404,
    );
    await refused(await pedir(inv.id, { sala_id: s1.id, servidor_id: ana.id }, adminCamara.headers), 404);

    // The second count: Ana in R-01 (round 2) finds the mesa alike, the cadeira, the estante worn out,
    // misses the armário; her reading in R-02 is no second count (round 1).
    await ok(
      await contar(
        inv.id,
        [
          leitura(mesa, s1.id),
          leitura(cadeira, s1.id),
          leitura(estante, s1.id, { estado_conservacao: 'ruim' }),
          leitura(sofa, s2.id),
        ],
        segundo.headers,
      ),
      200,
    );
    const rodadas = await t.database.executeSql(
      `select b.descricao, c.sala_id, c.rodada from inventario_contagens c join bens_patrimoniais b on b.id = c.bem_id
        where c.inventario_id = '${inv.id}' and c.contado_por = '${segundo.userId}' order by b.descricao`,
    );
    expect(
      rodadas.rows.map((r) => [
        (r as { descricao: string }).descricao,
        Number((r as { rodada: number }).rodada),
      ]),
    ).toEqual([
      ['Cadeira que só a 2ª acha', 2],
      ['Estante em estados diferentes', 2],
      ['Mesa que as duas acham', 2],
      ['Sofá da outra sala', 1],
    ]);

    // While the recount is open, the first count stands and the closing waits.
    const aberta = await comparar(inv.id);
    expect(tipoDe(aberta, cadeira)).toBe('nao_encontrado');
    expect(aberta.resumo.empate).toBe(0);
    expect(await refused(await encerrar(inv.id), 409)).toBe(
      'Há 1 segunda contagem aberta: conclua antes de encerrar o inventário.',
    );

    // Only its member, the president or inventories:update concludes it.
    const rid = pedida.recontagens[0]!.id;
    const concluir = (headers: Headers) =>
      call('POST', `/patrimonio/inventario/${inv.id}/recontagens/${rid}/concluir`, headers);
    await refused(await concluir(primeiro.headers), 403);
    const concluida = await ok<Recontagens>(await concluir(segundo.headers), 200);
    expect(concluida.recontagens[0]).toMatchObject({ estado: 'concluida', acoes: { concluir: false } });
    expect(await refused(await concluir(presidente.headers), 409)).toBe('A recontagem já foi concluída.');

    // Agreement: the second stands (the mesa); disagreement: a tie (armário, cadeira, estante).
    const pesada = await comparar(inv.id);
    expect(tipoDe(pesada, mesa)).toBe('conforme');
    expect(tipoDe(pesada, sofa)).toBe('conforme');
    expect([armario, cadeira, estante].map((b) => tipoDe(pesada, b))).toEqual(['empate', 'empate', 'empate']);
    expect(pesada.resumo.empate).toBe(3);
    const lista = concluida;
    expect(lista.empates_pendentes).toBe(3);
    expect(lista.empates.find((e) => e.bem.id === armario.id)).toMatchObject({
      primeira: { sala: { id: s1.id } },
      segunda: null,
      decisao: null,
    });
    expect(lista.empates.find((e) => e.bem.id === estante.id)).toMatchObject({
      primeira: { estado_conservacao: null },
      segunda: { estado_conservacao: 'ruim' },
    });
    expect(await refused(await encerrar(inv.id), 409)).toBe(
      '3 empates entre as contagens aguardam a decisão do presidente da comissão: decida antes de encerrar o inventário.',
    );

    // The president decides; a counter may not; an asset the counts agree on is no tie.
    await refused(await decidir(inv.id, armario.id, 1, primeiro.headers), 403);
    expect(await refused(await decidir(inv.id, mesa.id, 1), 404)).toBe(
      'Este bem não está empatado entre as contagens deste inventário.',
    );
    await refused(await decidir(inv.id, armario.id, 3), 400);
    await ok(await decidir(inv.id, armario.id, 1), 200);
    await ok(await decidir(inv.id, cadeira.id, 2), 200);
    const umFalta = await ok<Recontagens>(await decidir(inv.id, estante.id, 1), 200);
    expect(umFalta.empates_pendentes).toBe(0);
    expect(umFalta.empates.find((e) => e.bem.id === cadeira.id)).toMatchObject({
      decisao: 2,
      decidido_por: { id: presidente.userId },
    });
    let decidida = await comparar(inv.id);
    expect([armario, cadeira, estante].map((b) => tipoDe(decidida, b))).toEqual([
      'conforme',
      'conforme',
      'conforme',
    ]);
    // Changed while open: the second count's worn-out estante stands.
    await ok(await decidir(inv.id, estante.id, 2), 200);
    decidida = await comparar(inv.id);
    expect(tipoDe(decidida, estante)).toBe('estado_diferente');
    expect(decidida.resumo.empate).toBe(0);
    const audit = await t.database.executeSql(
      `select count(*)::int as n from audit_log where action = 'inventario-empate-decisao' and entity_id = '${inv.id}'`,
    );
    expect(Number((audit.rows[0] as { n: number }).n)).toBe(4);

    // Every tie decided: the president closes; nothing more is asked or decided.
    const closed = await ok<Inventario>(await encerrar(inv.id), 200);
    expect(closed.acoes.recontar).toBe(false);
    expect(await refused(await pedir(inv.id, { sala_id: s2.id, servidor_id: ana.id }), 409)).toBe(
      'O inventário está encerrado: não há mais recontagem nem desempate.',
    );
    await refused(await decidir(inv.id, estante.id, 1), 409);
  });

  it('asks a setor counted without salas, and answers two askings at once with one 409', async () => {
    const setor = ids.saude.setores[0]!;
    const maca = await newBem({ secretaria_id: ids.saude.id, setor_id: setor, descricao: 'Maca' });
    const inv = await ok<Inventario>(
      await call('POST', '/patrimonio/inventario/create', admin.headers, {
        titulo: 'Inventário do setor sem salas',
        tipo: 'ciclico',
        escopo: 'setor',
        setor_id: setor,
        portaria_numero: '71/2026',
        portaria_data: '2026-01-10',
        data_abertura: '2026-01-15',
        data_prevista_encerramento: '2026-12-31',
        comissao: [
          { servidor_id: paula.id, presidente: true },
          { servidor_id: caio.id },
          { servidor_id: ana.id },
        ],
      }),
    );
    await ok(
      await contar(
        inv.id,
        [{ ...leitura(maca, ''), sala_id: undefined, setor_id: setor, estado_conservacao: 'ruim' }],
        primeiro.headers,
      ),
      200,
    );
    const both = await Promise.all([
      pedir(inv.id, { setor_id: setor, servidor_id: ana.id }),
      pedir(inv.id, { setor_id: setor, servidor_id: ana.id }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const outro = ids.adm.setores[0]!;
    expect(await refused(await pedir(inv.id, { setor_id: outro, servidor_id: ana.id }), 400)).toContain(
      'não faz parte da unidade deste inventário',
    );
    // The maca read in the setor by the second member: round 2, and the two counts agree.
    await ok(
      await contar(
        inv.id,
        [{ ...leitura(maca, ''), sala_id: undefined, setor_id: setor, estado_conservacao: 'ruim' }],
        segundo.headers,
      ),
      200,
    );
    const lista = await ok<Recontagens>(
      await call('GET', `/patrimonio/inventario/${inv.id}/recontagens`, presidente.headers),
      200,
    );
    await ok(
      await call(
        'POST',
        `/patrimonio/inventario/${inv.id}/recontagens/${lista.recontagens[0]!.id}/concluir`,
        presidente.headers,
      ),
      200,
    );
    const page = await comparar(inv.id);
    expect(tipoDe(page, maca)).toBe('estado_diferente');
    expect(page.resumo.empate).toBe(0);
    await ok(await encerrar(inv.id), 200);
  });
});
