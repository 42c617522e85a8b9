import { createHash, randomUUID } from 'node:crypto';
import type {
  Aceite,
  Bem,
  DivergenciaRegistradaPage,
  Inventario,
  LiquidacaoResultado,
  Movimentacao,
  Sala,
  Servidor,
} from '@gp/shared-contracts';
import { READ_RULES, TERMO_CODIGO_HEADER } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movimentacoesBens } from '../../../src/db/schema-patrimonio.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import { type caller, type Headers, userWith } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * The closing of an inventory and the settlement of what it found (docs/domain.md, "Inventário"; decision
 * 067): the comparison stored at the closing, the commission's termo (and the transição's), and each
 * divergence settled by a movement with the campaign as its origin, once, by whom may.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers };
let adminCamara: { headers: Headers };
let consulta: { headers: Headers };
let presidente: { headers: Headers; userId: string };
let chefe: { headers: Headers; userId: string };
let paula: Servidor;
let caio: Servidor;
let joana: Servidor;

async function ok<T>(res: { statusCode: number; body: string; json: () => unknown }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
const newBem = async (overrides: Record<string, unknown>) =>
  ok<Bem>(
    await createBem(t, admin.headers, bemBody(ids, { nota_fiscal_chave: undefined, ...overrides })),
    201,
  );
const newSala = (setorId: string, codigo: string) =>
  call('POST', '/patrimonio/salas/create', admin.headers, {
    setor_id: setorId,
    codigo,
    nome: `Sala ${codigo}`,
  }).then((r) => ok<Sala>(r, 201));
const abrir = (overrides: Record<string, unknown>) =>
  call('POST', '/patrimonio/inventario/create', admin.headers, {
    titulo: 'Inventário da sala',
    tipo: 'ciclico',
    escopo: 'sala',
    portaria_numero: '12/2026',
    portaria_data: '2026-01-10',
    data_abertura: '2026-01-15',
    data_prevista_encerramento: '2026-12-31',
    comissao: [{ servidor_id: paula.id, presidente: true }, { servidor_id: caio.id }],
    ...overrides,
  }).then((r) => ok<Inventario>(r, 201));
const leitura = (texto: string, where: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  leitura: texto,
  contado_em: new Date(Date.now() - 60_000).toISOString(),
  ...where,
  ...extra,
});
const contar = (id: string, leituras: unknown[]) =>
  call('POST', `/patrimonio/inventario/${id}/contagens`, admin.headers, { leituras }).then((r) => ok(r));
const encerrar = (id: string, headers = admin.headers) =>
  call('POST', `/patrimonio/inventario/${id}/encerrar`, headers);
const registradas = (id: string, query = '', headers = admin.headers) =>
  call('GET', `/patrimonio/inventario/${id}/divergencias-registradas${query}`, headers);
const liquidar = (id: string, body: Record<string, unknown>, headers = admin.headers) =>
  call('POST', `/patrimonio/inventario/${id}/liquidar`, headers, body);
const origemDe = async (movimentacaoId: string) => {
  const [row] = await t.database.db
    .select({ inventarioId: movimentacoesBens.inventarioId, motivo: movimentacoesBens.motivoBaixaId })
    .from(movimentacoesBens)
    .where(eq(movimentacoesBens.id, movimentacaoId));
  return row;
};

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara, consulta } = await patrimonioApp());
  const user = () =>
    userWith(t, {
      companyId: ids.prefeituraId,
      clientId: ids.prefeituraId,
      rules: READ_RULES,
      flags: { hasPatrimonio: true },
    });
  presidente = await user();
  chefe = await user();
  const servidor = (body: Record<string, unknown>) =>
    call('POST', '/patrimonio/servidor/create', admin.headers, body).then((r) => ok<Servidor>(r, 201));
  paula = await servidor({ nome: 'Paula Presidente', user_id: presidente.userId });
  caio = await servidor({ nome: 'Caio Membro' });
  joana = await servidor({ nome: 'Joana Chefe', user_id: chefe.userId, matricula: '7788' });
});
afterAll(() => t.close());

describe('the closing of a campaign', () => {
  it('stores the divergences as found, issues a verifiable termo, and settles each once', async () => {
    const setor = ids.adm.setores[0]!;
    const sala = await newSala(setor, 'L-01');
    const outra = await newSala(setor, 'L-02');
    const presente = await newBem({ descricao: 'Mesa presente', sala_id: sala.id });
    const sumido = await newBem({ descricao: 'Armário sumido', sala_id: sala.id });
    const furtado = await newBem({ descricao: 'Notebook furtado', sala_id: sala.id });
    const gasto = await newBem({ descricao: 'Estante gasta', sala_id: sala.id });
    const vizinho = await newBem({ descricao: 'Cadeira da sala vizinha', sala_id: outra.id });
    const deFora = await newBem({ descricao: 'Monitor de outro setor', setor_id: ids.adm.setores[1] });
    const deFora2 = await newBem({ descricao: 'Teclado de outro setor', setor_id: ids.adm.setores[1] });
    const inv = await abrir({ sala_id: sala.id });
    await contar(inv.id, [
      leitura(presente.id, { sala_id: sala.id }),
      leitura(gasto.id, { sala_id: sala.id }, { estado_conservacao: 'ruim' }),
      leitura(String(vizinho.CodigoBEM), { sala_id: sala.id }),
      leitura(String(deFora.CodigoBEM), { sala_id: sala.id }),
      leitura(String(deFora2.CodigoBEM), { sala_id: sala.id }),
      leitura('ETIQUETA-ANTIGA-77', { sala_id: sala.id }),
      // Counted apart (decision 068): an asset with no label, described; a third party's, kept as read.
      leitura('', { sala_id: sala.id }, { sem_etiqueta: true, observacao: 'Cadeira azul sem etiqueta' }),
      leitura('IMPRESSORA-LOCADA-9', { sala_id: sala.id }, { terceiro: true }),
    ]);

    // Settling an open campaign: 409; no divergence stored yet.
    expect(
      (await liquidar(inv.id, { acao: 'manter', tipo: 'nao_encontrado', justificativa: 'x' })).statusCode,
    ).toBe(409);
    const closed = await ok<Inventario>(await encerrar(inv.id));
    expect(closed.estado).toBe('encerrada');

    const page = await ok<DivergenciaRegistradaPage>(await registradas(inv.id, '?limit=100'));
    expect(page.resumo).toEqual({
      total: 9,
      liquidadas: 0,
      restantes: 9,
      por_tipo: {
        nao_encontrado: { total: 2, liquidadas: 0 },
        outro_local: { total: 3, liquidadas: 0 },
        desconhecida: { total: 1, liquidadas: 0 },
        estado_diferente: { total: 1, liquidadas: 0 },
        sem_etiqueta: { total: 1, liquidadas: 0 },
        terceiro: { total: 1, liquidadas: 0 },
      },
    });
    // The asset found without a label is stored with its description and may enter the register; the
    // third party's may only be kept.
    const semEtiqueta = page.data.find((d) => d.tipo === 'sem_etiqueta')!;
    expect(semEtiqueta.descricao).toBe('Cadeira azul sem etiqueta');
    expect(semEtiqueta.acoes).toMatchObject({
      incorporar: true,
      manter: true,
      transferir: false,
      baixa: false,
    });
    expect(page.data.find((d) => d.tipo === 'terceiro')!.acoes).toMatchObject({
      incorporar: false,
      manter: true,
    });
    const of = (bem: Bem) => page.data.find((d) => d.bem?.id === bem.id)!;
    expect(of(sumido)).toMatchObject({
      tipo: 'nao_encontrado',
      valor: '1234.56',
      registrado: { sala: { codigo: 'L-01' } },
      lido: null,
      liquidacao: null,
      acoes: { baixa: true, manter: true, transferir: false, incorporar: false, conforme: false },
    });
    expect(of(deFora)).toMatchObject({
      tipo: 'outro_local',
      lido: { sala: { codigo: 'L-01' } },
      acoes: { transferir: true, baixa: false },
    });
    expect(of(gasto).acoes).toMatchObject({ conforme: true, transferir: false });
    const desconhecida = page.data.find((d) => d.tipo === 'desconhecida')!;
    expect(desconhecida).toMatchObject({ leitura: 'ETIQUETA-ANTIGA-77', acoes: { incorporar: true } });

    // The commission's termo: numbered, its bytes verifiable by the public check.
    expect(page.termos).toMatchObject([
      {
        tipo: 'inventario',
        descricao: expect.stringMatching(/^Termo de encerramento de inventário nº \d+\/\d{4}$/),
      },
    ]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/patrimonio/inventario/${inv.id}/termo?tipo=inventario`,
      headers: admin.headers,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const codigo = String(pdf.headers[TERMO_CODIGO_HEADER.toLowerCase()]);
    expect(codigo).toBe(page.termos[0]!.codigo);
    const check = await ok<{ descricao: string; sha256: string }>(
      await call('GET', `/publico/documentos/${codigo}`, {}),
    );
    expect(check.sha256).toBe(createHash('sha256').update(pdf.rawPayload).digest('hex'));
    expect(
      (await call('GET', `/patrimonio/inventario/${inv.id}/termo?tipo=transicao`, admin.headers)).statusCode,
    ).toBe(404);

    // A change after the closing does not change what the commission found (the live comparison moves).
    await ok(
      await call('PUT', `/patrimonio/bempatrimonial/${presente.id}`, admin.headers, {
        ...bemBody(ids, { nota_fiscal_chave: undefined, descricao: 'Mesa presente', sala_id: outra.id }),
        id: presente.id,
      }),
    );
    const live = await ok<{ resumo: { outro_local: number } }>(
      await call('GET', `/patrimonio/inventario/${inv.id}/divergencias`, admin.headers),
    );
    expect(live.resumo.outro_local).toBe(4);
    const again = await ok<DivergenciaRegistradaPage>(await registradas(inv.id, '?tipo=outro_local'));
    expect(again.total).toBe(3);

    // Who may: not a reader, not another client; the president with any profile may.
    const refused = await liquidar(
      inv.id,
      { acao: 'manter', ids: [of(sumido).id], justificativa: 'x' },
      consulta.headers,
    );
    expect(refused.statusCode).toBe(403);
    const seen = await ok<DivergenciaRegistradaPage>(await registradas(inv.id, '?limit=1', consulta.headers));
    expect(seen.data[0]!.acoes).toEqual({
      transferir: false,
      manter: false,
      baixa: false,
      incorporar: false,
      conforme: false,
    });
    expect((await registradas(inv.id, '', adminCamara.headers)).statusCode).toBe(404);
    expect(
      (
        await liquidar(
          inv.id,
          { acao: 'manter', tipo: 'outro_local', justificativa: 'x' },
          adminCamara.headers,
        )
      ).statusCode,
    ).toBe(404);
    // Validation: a justification to keep or write off; an action that does not fit the kind.
    const semJustificativa = await liquidar(inv.id, { acao: 'manter', ids: [of(sumido).id] });
    expect(semJustificativa.statusCode).toBe(400);
    expect(semJustificativa.body).toContain('justificativa');
    const naoCabe = await liquidar(inv.id, { acao: 'transferir', ids: [of(sumido).id] });
    expect(naoCabe.statusCode).toBe(409);
    expect(naoCabe.json().message).toBe(
      'Transferir para onde foi encontrado não se aplica a: Não encontrado.',
    );

    // baixa: the missing asset written off as extravio, the campaign its movement's origin.
    const baixa = await ok<LiquidacaoResultado>(
      await liquidar(
        inv.id,
        { acao: 'baixa', ids: [of(sumido).id], justificativa: 'Procurado em todo o prédio; não localizado.' },
        presidente.headers,
      ),
    );
    expect(baixa).toEqual({ liquidadas: 1, aguardando_aceite: 0, recusadas: [] });
    const baixado = await ok<Bem>(
      await call('GET', `/patrimonio/bempatrimonial/${sumido.id}`, admin.headers),
    );
    expect(baixado.situacao).toBe('baixado');
    const hist = await ok<Movimentacao[]>(
      await call('GET', `/patrimonio/movimentacaobem/${sumido.id}`, admin.headers),
    );
    expect(hist[0]!.TipoMovimentacao).toBe(4);
    expect(await origemDe(hist[0]!.id)).toEqual({ inventarioId: inv.id, motivo: 5 });
    // Asked again (a double click): 409, nothing booked twice.
    const twice = await liquidar(inv.id, { acao: 'baixa', ids: [of(sumido).id], justificativa: 'De novo.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Esta divergência já foi liquidada.');

    // Two settles of one divergence at once: one wins, the other answers 409.
    const racing = await Promise.all([
      liquidar(inv.id, {
        acao: 'baixa',
        ids: [of(furtado).id],
        justificativa: 'Furto registrado em B.O.',
        motivo_baixa: 6,
      }),
      liquidar(inv.id, { acao: 'manter', ids: [of(furtado).id], justificativa: 'Em trânsito.' }),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    // conforme: the state read becomes the asset's.
    await ok(await liquidar(inv.id, { acao: 'conforme', ids: [of(gasto).id] }));
    expect(
      (await ok<Bem>(await call('GET', `/patrimonio/bempatrimonial/${gasto.id}`, admin.headers)))
        .estado_conservacao,
    ).toBe('ruim');

    // transferir inside its setor: the asset's sala changes to where it was read.
    await ok(await liquidar(inv.id, { acao: 'transferir', ids: [of(vizinho).id] }));
    expect(
      (await ok<Bem>(await call('GET', `/patrimonio/bempatrimonial/${vizinho.id}`, admin.headers))).sala_id,
    ).toBe(sala.id);

    // transferir from another setor: a transfer that waits for the receiving head's aceite; accepted, it
    // is booked with the campaign as origin; refused, the divergence is open again.
    await ok(
      await call('PUT', `/patrimonio/carga/setor/${setor}/responsavel`, admin.headers, {
        servidor_id: joana.id,
      }),
    );
    const pedido = await ok<LiquidacaoResultado>(
      await liquidar(inv.id, { acao: 'transferir', ids: [of(deFora).id, of(deFora2).id] }),
    );
    expect(pedido).toEqual({ liquidadas: 2, aguardando_aceite: 2, recusadas: [] });
    const fora = async (bem: Bem) =>
      (await ok<DivergenciaRegistradaPage>(await registradas(inv.id, '?tipo=outro_local'))).data.find(
        (d) => d.bem?.id === bem.id,
      )!;
    const aguardando = await fora(deFora);
    expect(aguardando.liquidacao).toMatchObject({
      acao: 'transferir',
      aceite_estado: 'pendente',
      movimentacao_id: null,
    });
    expect(aguardando.acoes.transferir).toBe(false);
    await ok<Aceite>(
      await call(
        'POST',
        `/patrimonio/carga/aceites/${aguardando.liquidacao!.aceite_id}/aceitar`,
        chefe.headers,
      ),
    );
    const aceito = await fora(deFora);
    expect(aceito.liquidacao).toMatchObject({ aceite_estado: 'aceito', movimentacao_id: expect.any(String) });
    expect((await origemDe(aceito.liquidacao!.movimentacao_id!))?.inventarioId).toBe(inv.id);
    expect(
      (await ok<Bem>(await call('GET', `/patrimonio/bempatrimonial/${deFora.id}`, admin.headers))).setor_id,
    ).toBe(setor);
    await ok<Aceite>(
      await call(
        'POST',
        `/patrimonio/carga/aceites/${(await fora(deFora2)).liquidacao!.aceite_id}/recusar`,
        chefe.headers,
        {
          motivo: 'Não é deste setor.',
        },
      ),
    );
    expect((await fora(deFora2)).acoes).toMatchObject({ transferir: true, manter: true });

    // incorporar: the reading without record becomes an asset where it was read, of unknown origin (7).
    const semDados = await liquidar(inv.id, {
      acao: 'incorporar',
      ids: [desconhecida.id],
      bem: { descricao: 'Ventilador' },
    });
    expect(semDados.statusCode).toBe(400);
    const {
      secretaria_id: _s,
      setor_id: _t,
      TipoIncorporacao: _k,
      nota_fiscal_chave: _n,
      ...campos
    } = bemBody(ids, {
      descricao: 'Ventilador de coluna',
      valor_aquisicao: '150.00',
    });
    await ok(await liquidar(inv.id, { acao: 'incorporar', ids: [desconhecida.id], bem: campos }));
    const depois = await ok<DivergenciaRegistradaPage>(await registradas(inv.id, '?tipo=desconhecida'));
    const criado = await ok<Bem>(
      await call(
        'GET',
        `/patrimonio/bempatrimonial/${depois.data[0]!.liquidacao!.bem_incorporado_id}`,
        admin.headers,
      ),
    );
    expect(criado).toMatchObject({
      descricao: 'Ventilador de coluna',
      TipoIncorporacao: 7,
      setor_id: setor,
      sala_id: sala.id,
    });
    expect((await origemDe(depois.data[0]!.liquidacao!.movimentacao_id!))?.inventarioId).toBe(inv.id);

    // Bulk, all of a kind: the remaining outro_local (the asset moved since is kept as is, justified).
    const lote = await ok<LiquidacaoResultado>(
      await liquidar(inv.id, {
        acao: 'manter',
        tipo: 'outro_local',
        justificativa: 'Já regularizado depois.',
      }),
    );
    expect(lote).toEqual({ liquidadas: 1, aguardando_aceite: 0, recusadas: [] });
    // The third party's asset and the one without a label, kept (the commission's decision, justified).
    const apart = page.data
      .filter((d) => d.tipo === 'terceiro' || d.tipo === 'sem_etiqueta')
      .map((d) => d.id);
    expect(
      await ok<LiquidacaoResultado>(
        await liquidar(inv.id, { acao: 'manter', ids: apart, justificativa: 'Devolvido ao locador.' }),
      ),
    ).toEqual({ liquidadas: 2, aguardando_aceite: 0, recusadas: [] });
    const fim = await ok<DivergenciaRegistradaPage>(await registradas(inv.id, '?situacao=pendentes'));
    expect(fim.resumo).toMatchObject({ total: 9, liquidadas: 9, restantes: 0 });
    expect(fim.total).toBe(0);
  });

  it('issues the termo de transição naming the outgoing and incoming heads', async () => {
    const setor = ids.saude.setores[0]!;
    await newBem({ descricao: 'Maca', secretaria_id: ids.saude.id, setor_id: setor });
    const inv = await abrir({
      escopo: 'setor',
      setor_id: setor,
      tipo: 'transicao',
      titulo: 'Troca de chefia',
      responsavel_saida_id: caio.id,
      responsavel_entrada_id: joana.id,
    });
    await ok(await encerrar(inv.id, presidente.headers));
    const page = await ok<DivergenciaRegistradaPage>(await registradas(inv.id));
    expect(page.termos.map((x) => x.tipo)).toEqual(['inventario', 'transicao']);
    expect(page.resumo.por_tipo.nao_encontrado.total).toBeGreaterThan(0);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/patrimonio/inventario/${inv.id}/termo?tipo=transicao`,
      headers: consulta.headers,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const check = await ok<{ descricao: string }>(
      await call('GET', `/publico/documentos/${String(pdf.headers[TERMO_CODIGO_HEADER.toLowerCase()])}`, {}),
    );
    expect(check.descricao).toMatch(/^Termo de transição de responsável nº \d+\/\d{4}$/);
    // Bulk of a kind by the president: every missing asset written off, each its own movement.
    const lote = await ok<LiquidacaoResultado>(
      await liquidar(
        inv.id,
        { acao: 'baixa', tipo: 'nao_encontrado', justificativa: 'Parecer 3/2026.' },
        presidente.headers,
      ),
    );
    expect(lote.liquidadas).toBe(page.resumo.por_tipo.nao_encontrado.total);
    expect(lote.recusadas).toEqual([]);
  });
});
