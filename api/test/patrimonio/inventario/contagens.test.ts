import { randomUUID } from 'node:crypto';
import type {
  Bem,
  ContagemResultado,
  DivergenciaPage,
  Inventario,
  Sala,
  Servidor,
} from '@gp/shared-contracts';
import { READ_RULES } from '@gp/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import { type caller, type Headers, userWith } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * The count of an inventory (docs/domain.md, "Inventário"; decision 063): readings sent by the commission's
 * devices (idempotent by the device's id, inside the campaign's unit), the comparison of the register with
 * them (not found, elsewhere, unknown, another state), and the blind count kept from the counters.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers };
let adminCamara: { headers: Headers };
let consulta: { headers: Headers };
let contador: { headers: Headers; userId: string };
let presidente: { headers: Headers; userId: string };
let caio: Servidor;
let paula: Servidor;

async function ok<T>(res: { statusCode: number; body: string; json: () => unknown }, status = 201) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
const newBem = async (overrides: Record<string, unknown>) =>
  ok<Bem>(await createBem(t, admin.headers, bemBody(ids, { nota_fiscal_chave: undefined, ...overrides })));
const newSala = (setorId: string, codigo: string) =>
  call('POST', '/patrimonio/salas/create', admin.headers, {
    setor_id: setorId,
    codigo,
    nome: `Sala ${codigo}`,
  }).then((r) => ok<Sala>(r));
const abrir = (overrides: Record<string, unknown>) =>
  call('POST', '/patrimonio/inventario/create', admin.headers, {
    titulo: 'Inventário do setor',
    tipo: 'ciclico',
    escopo: 'setor',
    portaria_numero: '77/2026',
    portaria_data: '2026-01-10',
    data_abertura: '2026-01-15',
    data_prevista_encerramento: '2026-12-31',
    comissao: [{ servidor_id: paula.id, presidente: true }, { servidor_id: caio.id }],
    ...overrides,
  }).then((r) => ok<Inventario>(r));
const leitura = (leitura: string, where: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  leitura,
  contado_em: '2026-02-03T10:15:00.000Z',
  dispositivo: 'Celular da comissão',
  ...where,
  ...extra,
});
const contar = (id: string, leituras: unknown[], headers = contador.headers) =>
  call('POST', `/patrimonio/inventario/${id}/contagens`, headers, { leituras });
const divergencias = (id: string, query = '', headers = admin.headers) =>
  call('GET', `/patrimonio/inventario/${id}/divergencias${query}`, headers);

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara, consulta } = await patrimonioApp());
  const user = () =>
    userWith(t, {
      companyId: ids.prefeituraId,
      clientId: ids.prefeituraId,
      rules: READ_RULES,
      flags: { hasPatrimonio: true },
    });
  contador = await user();
  presidente = await user();
  const servidor = (body: Record<string, unknown>) =>
    call('POST', '/patrimonio/servidor/create', admin.headers, body).then((r) => ok<Servidor>(r));
  caio = await servidor({ nome: 'Caio Contador', user_id: contador.userId });
  paula = await servidor({ nome: 'Paula Presidente', user_id: presidente.userId });
});
afterAll(() => t.close());

describe('the count of a campaign', () => {
  it('records the readings once, compares them with the register, and lists what diverges', async () => {
    const setor = ids.adm.setores[0]!;
    const [s1, s2] = [await newSala(setor, 'C-01'), await newSala(setor, 'C-02')];
    const fora = await newSala(ids.adm.setores[1]!, 'C-FORA');
    const lido = await newBem({ descricao: 'Mesa lida no lugar', sala_id: s1.id });
    const sumido = await newBem({ descricao: 'Armário não encontrado', sala_id: s1.id });
    const trocado = await newBem({ descricao: 'Cadeira na sala errada', sala_id: s2.id });
    const gasto = await newBem({ descricao: 'Estante gasta', sala_id: s2.id });
    const deFora = await newBem({ descricao: 'Monitor de outro setor', setor_id: ids.adm.setores[1] });
    const inv = await abrir({ setor_id: setor });
    expect(inv.acoes).toMatchObject({ contar: true, divergencias: true });
    const before = await ok<DivergenciaPage>(await divergencias(inv.id), 200);
    expect(before.resumo).toMatchObject({ encontrados: 0, outro_local: 0, desconhecida: 0 });
    const base = before.resumo.esperados - 4;

    const leituras = [
      leitura(`${t.config.appUrl}/publico/bempatrimonial/${lido.id}`, { sala_id: s1.id }),
      leitura(String(trocado.CodigoBEM), { sala_id: s1.id }),
      leitura(` 000${deFora.CodigoBEM} `, { sala_id: s2.id }),
      leitura('ETIQUETA-APAGADA', { sala_id: s2.id }),
      leitura(gasto.id, { sala_id: s2.id }, { estado_conservacao: 'ruim' }),
    ];
    const first = await ok<ContagemResultado>(await contar(inv.id, leituras), 200);
    expect(first).toMatchObject({ gravadas: 5, repetidas: 0 });
    expect(first.leituras.map((l) => [l.bem?.descricao ?? null, l.situacao])).toEqual([
      ['Mesa lida no lugar', 'conforme'],
      ['Cadeira na sala errada', 'outro_local'],
      ['Monitor de outro setor', 'outro_local'],
      [null, 'desconhecida'],
      ['Estante gasta', 'conforme'],
    ]);
    // The device sends its queue again (the answer was lost): nothing is recorded twice.
    const again = await ok<ContagemResultado>(await contar(inv.id, leituras), 200);
    expect(again).toMatchObject({ gravadas: 0, repetidas: 5 });

    const all = await ok<DivergenciaPage>(await divergencias(inv.id, '?limit=100'), 200);
    expect(all.resumo).toEqual({
      esperados: base + 4,
      encontrados: 3,
      nao_encontrado: base + 1,
      outro_local: 2,
      desconhecida: 1,
      estado_diferente: 1,
      sem_etiqueta: 0,
      terceiro: 0,
      empate: 0,
      conforme: 1,
    });
    expect(all.total).toBe(base + 5);
    // The analytic inventory: every line, the assets found in place too, as a spreadsheet opens it.
    const analitico = await ok<DivergenciaPage>(await divergencias(inv.id, '?limit=100&conformes=true'), 200);
    expect(analitico.total).toBe(base + 6);
    expect(analitico.data.at(-1)).toMatchObject({ tipo: 'conforme', bem: { id: lido.id } });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/patrimonio/inventario/${inv.id}/divergencias/exportar?conformes=true&formato=csv`,
      headers: admin.headers,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Resultado;Código do bem;Bem;Leitura;Local no cadastro;Local da leitura;Estado no cadastro;Estado visto;Lido em;Observação',
    );
    expect(lines).toHaveLength(base + 7);
    expect(lines.find((l) => l.includes('Mesa lida no lugar'))).toMatch(
      /^Encontrado no lugar;\d+;Mesa lida no lugar;/,
    );
    expect(all.data.find((d) => d.bem?.id === sumido.id)).toMatchObject({
      tipo: 'nao_encontrado',
      registrado: { sala: { codigo: 'C-01' } },
      lido: null,
    });
    const elsewhere = await ok<DivergenciaPage>(await divergencias(inv.id, '?tipo=outro_local'), 200);
    expect(
      elsewhere.data.map((d) => [d.bem?.descricao, d.registrado?.sala?.codigo ?? null, d.lido?.sala?.codigo]),
    ).toEqual([
      ['Cadeira na sala errada', 'C-02', 'C-01'],
      ['Monitor de outro setor', null, 'C-02'],
    ]);
    expect(elsewhere.data[1]!.registrado?.setor?.id).toBe(ids.adm.setores[1]);
    const estado = await ok<DivergenciaPage>(await divergencias(inv.id, '?tipo=estado_diferente'), 200);
    expect(estado.data).toMatchObject([{ estado_registrado: 'novo', estado_lido: 'ruim' }]);
    const unknown = await ok<DivergenciaPage>(await divergencias(inv.id, '?tipo=desconhecida'), 200);
    expect(unknown.data).toMatchObject([
      { bem: null, leitura: 'ETIQUETA-APAGADA', lido: { sala: { codigo: 'C-02' } } },
    ]);

    // A reading outside the unit, or with no place, is refused whole; nothing of the request is recorded.
    const outside = await contar(inv.id, [
      leitura(String(sumido.CodigoBEM), { sala_id: s1.id }),
      leitura(String(sumido.CodigoBEM), { sala_id: fora.id }),
    ]);
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      message: 'A sala C-FORA não faz parte da unidade deste inventário.',
    });
    expect(JSON.stringify(outside.json())).toContain('leituras.1.sala_id');
    expect((await contar(inv.id, [leitura('1', {})])).json().message).toBe(
      'Informe a sala (ou o setor) onde o bem foi lido.',
    );
    const still = await ok<DivergenciaPage>(
      await divergencias(inv.id, '?tipo=nao_encontrado&limit=100'),
      200,
    );
    expect(still.data.some((d) => d.bem?.id === sumido.id)).toBe(true);

    // A reading id recorded for another campaign: 409; refused callers; a closed campaign takes none.
    const other = await abrir({ setor_id: ids.adm.setores[1], titulo: 'Outro setor' });
    const reused = await contar(other.id, [{ ...leituras[0], sala_id: fora.id }]);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toContain('já foi registrada em outro inventário');
    expect((await contar(inv.id, [leituras[0]], consulta.headers)).statusCode).toBe(403);
    expect((await contar(inv.id, [leituras[0]], adminCamara.headers)).statusCode).toBe(404);
    expect((await divergencias(inv.id, '', adminCamara.headers)).statusCode).toBe(404);
    await ok(await call('POST', `/patrimonio/inventario/${inv.id}/encerrar`, admin.headers), 200);
    await ok(await call('POST', `/patrimonio/inventario/${other.id}/encerrar`, admin.headers), 200);
    const closed = await contar(inv.id, [leitura('1', { sala_id: s1.id })]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('O inventário está encerrado: não recebe mais leituras.');
  });

  it('keeps a blind count from its counters while open: no comparison, no list of what is expected', async () => {
    const setor = ids.saude.setores[0]!;
    const bem = await newBem({ secretaria_id: ids.saude.id, setor_id: setor, descricao: 'Maca' });
    const inv = await abrir({ setor_id: setor, contagem_cega: true, titulo: 'Contagem cega' });
    const seen = await ok<Inventario>(
      await call('GET', `/patrimonio/inventario/${inv.id}`, contador.headers),
      200,
    );
    expect(seen.acoes).toMatchObject({ contar: true, divergencias: false });
    const sent = await ok<ContagemResultado>(
      await contar(inv.id, [leitura(String(bem.CodigoBEM), { setor_id: setor })]),
      200,
    );
    expect(sent.leituras).toEqual([
      {
        id: expect.any(String),
        bem: { id: bem.id, CodigoBEM: bem.CodigoBEM, descricao: 'Maca' },
        situacao: null,
      },
    ]);
    const refused = await divergencias(inv.id, '', contador.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Contagem cega');
    // The president and whoever runs the inventory see it; after closing, everyone who reads inventories.
    await ok(await divergencias(inv.id, '', presidente.headers), 200);
    await ok(await call('POST', `/patrimonio/inventario/${inv.id}/encerrar`, presidente.headers), 200);
    const after = await ok<DivergenciaPage>(await divergencias(inv.id, '?limit=100', contador.headers), 200);
    expect(after.resumo.encontrados).toBe(1);
    expect(after.data.some((d) => d.bem?.id === bem.id)).toBe(false);
  });
});
