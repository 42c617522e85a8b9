import { createHash } from 'node:crypto';
import { completeCnpj, precoComBdiCents, valorDaQuantidadeCents } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obraItens, obraMedicaoItens, obraMedicoes } from '../../src/db/schema-obras.js';
import { termosEmitidos } from '../../src/db/schema-patrimonio.js';
import { curvaS } from '../../src/modules/obras/planilha.service.js';
import { fornecedorBody, type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { pdfText, readQr, renderPage } from '../support/pdf.js';
import { type caller, type Headers, upload } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The budget sheet, the measurement by item and the schedule (docs/domain.md, "Planilha, medição por item e
 * cronograma"): exact half-up prices, the import (CSV, the product's XLSX), amendments with history, the
 * item balance of a medição and the refusals that leave nothing half-written.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };
let adminCamara: { headers: Headers };
let fornecedorId: string;

beforeAll(async () => {
  ({ t, call, ids, suporte, adminCamara } = await patrimonioApp());
  const res = await call(
    'POST',
    '/patrimonio/fornecedor/create',
    suporte.headers,
    fornecedorBody({ root_id: ids.prefeituraId }),
  );
  fornecedorId = res.json().id;
});
afterAll(() => t.close());

let seq = 0;
async function newObra(valor = '100000.00') {
  const res = await call('POST', '/obras/obra/create', suporte.headers, {
    numero: `PL-${++seq}/2026`,
    objeto: 'Pavimentação da Rua A',
    tipo: 'reforma',
    secretaria_id: ids.adm.id,
    fornecedor_id: fornecedorId,
    valor_contratado: valor,
    data_inicio: '2026-01-10',
    cliente_id: ids.prefeituraId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const item = (codigo: string, over: Record<string, unknown> = {}) => ({
  codigo,
  descricao: `Serviço ${codigo}`,
  unidade: 'm2',
  quantidade: '10',
  preco_unitario: '100.00',
  ...over,
});
const salvar = (obraId: string, itens: unknown[], bdi = '25.00') =>
  call('PUT', `/obras/obra/${obraId}/planilha`, suporte.headers, { bdi, itens });
const medir = (obraId: string, itens: unknown[], over: Record<string, unknown> = {}) =>
  call('POST', '/obras/medicao/create', suporte.headers, {
    obra_id: obraId,
    tipo: 1,
    periodo_inicio: '2026-02-01',
    periodo_fim: '2026-02-28',
    data_entrega: '2026-03-05',
    itens,
    ...over,
  });

describe('prices', () => {
  it('rounds the price with BDI and the total half-up to centavos', () => {
    // 10.01 × 1.25 = 12.5125 → 12.51; 10.03 × 1.25 = 12.5375 → 12.54; 0.02 × 1.25 = 0.025 → 0.03 (half up).
    expect(precoComBdiCents('10.01', '25.00')).toBe(1251n);
    expect(precoComBdiCents('10.03', '25.00')).toBe(1254n);
    expect(precoComBdiCents('0.02', '25.00')).toBe(3n);
    // 3.3333 × 0.15 = 0.499995 → 0.50; 0.5 × 0.01 = 0.005 → 0.01.
    expect(valorDaQuantidadeCents('3.3333', 15n)).toBe(50n);
    expect(valorDaQuantidadeCents('0.5', 1n)).toBe(1n);
    expect(valorDaQuantidadeCents('2000000', 99999999n)).toBe(199999998000000n);
  });
});

describe('planilha', () => {
  it('saves items with the sheet’s BDI or their own, exact totals, and keeps every change', async () => {
    const obraId = await newObra();
    const res = await salvar(obraId, [
      item('SINAPI-1', { preco_unitario: '10.01' }),
      item('PROP-2', { bdi: '0' }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p.itens.map((i: { preco_com_bdi: string; total: string }) => [i.preco_com_bdi, i.total])).toEqual([
      ['12.51', '125.10'],
      ['100.00', '1000.00'],
    ]);
    expect(p.total).toBe('1125.10');
    const again = await salvar(obraId, [item('SINAPI-1', { preco_unitario: '10.01', quantidade: '12.5' })]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().itens).toHaveLength(1);
    const hist = (await call('GET', `/obras/obra/${obraId}/planilha/historico`, suporte.headers)).json();
    const de = (codigo: string) => hist.filter((h: { codigo: string }) => h.codigo === codigo);
    expect(de('PROP-2').map((h: { depois: unknown }) => h.depois === null)).toEqual([true, false]);
    expect(de('SINAPI-1')[0]).toMatchObject({
      origem: 'planilha',
      antes: { quantidade: '10' },
      depois: { quantidade: '12.5' },
    });
  });

  it('refuses duplicated codes, negative quantities and three-decimal prices, writing nothing', async () => {
    const obraId = await newObra();
    const dup = await salvar(obraId, [item('A'), item('a')]);
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('Item 2: o código a está repetido (já em item 1).');
    const neg = await salvar(obraId, [item('A', { quantidade: '-1' })]);
    expect(neg.statusCode).toBe(400);
    expect(neg.body).toContain('A quantidade não pode ser negativa.');
    const cents = await salvar(obraId, [item('A', { preco_unitario: '1.005' })]);
    expect(cents.statusCode).toBe(400);
    expect(cents.body).toContain('O preço unitário: valor inválido');
    expect(await t.database.db.select().from(obraItens).where(eq(obraItens.obraId, obraId))).toEqual([]);
  });

  it('imports a CSV and the XLSX it exports, and refuses a bad file whole with its lines', async () => {
    const obraId = await newObra();
    const csv =
      '\ufeffCódigo;Descrição;Unidade;Quantidade;Preço unitário;BDI (%)\r\n' +
      '94965;"Concreto fck=25MPa; preparo mecânico";m3;12,5;1.234,56;\r\n' +
      'SICRO-2;Escavação;m3;2.400;10,03;20\r\n';
    const res = await upload(t, `/obras/obra/${obraId}/planilha/importar?bdi=25`, suporte.headers, {
      filename: 'planilha.csv',
      content: Buffer.from(csv),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().itens.map((i: Record<string, string>) => [i.codigo, i.quantidade, i.preco_com_bdi, i.bdi]),
    ).toEqual([
      ['94965', '12.5', '1543.20', '25.00'],
      ['SICRO-2', '2400', '12.04', '20.00'],
    ]);
    const xlsx = await call('GET', `/obras/obra/${obraId}/planilha/exportar?formato=xlsx`, suporte.headers);
    expect(xlsx.statusCode).toBe(200);
    const other = await newObra();
    const back = await upload(t, `/obras/obra/${other}/planilha/importar`, suporte.headers, {
      filename: 'planilha.xlsx',
      content: xlsx.rawPayload,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().total).toBe(res.json().total);

    const bad =
      'Código;Descrição;Unidade;Quantidade;Preço unitário\nA;X;m;1;1,005\nA;Y;m;-2;1\nB;Z;m;1;1\nB;W;m;1;1\n';
    const refused = await upload(t, `/obras/obra/${other}/planilha/importar`, suporte.headers, {
      filename: 'ruim.csv',
      content: Buffer.from(bad),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Linha 2: O preço unitário: valor inválido. Use ponto e até duas casas decimais, ex.: "1234.56".',
      'Linha 3: A quantidade não pode ser negativa.',
    ]);
    const dup = await upload(t, `/obras/obra/${other}/planilha/importar`, suporte.headers, {
      filename: 'dup.csv',
      content: Buffer.from('Código;Descrição;Unidade;Quantidade;Preço unitário\nB;Z;m;1;1\nB;W;m;1;1\n'),
    });
    expect(dup.json().message).toBe('Linha 3: o código B está repetido (já em linha 2).');
    expect((await call('GET', `/obras/obra/${other}/planilha`, suporte.headers)).json().total).toBe(
      res.json().total,
    );
  });

  it('reads a CSV as a Brazilian spreadsheet saves it: Windows-1252, ";", dots grouping thousands only', async () => {
    // Excel in Portuguese saves "CSV (separado por vírgulas)" with ";" in Windows-1252: the header's
    // accents are single bytes, "1.234" is a thousand two hundred and thirty-four, and a dot that groups
    // no thousands ("10.50", "0.5", as a system's export writes them) is the decimal mark.
    const obraId = await newObra();
    const csv =
      'Código;Descrição;Unidade;Quantidade;Preço unitário;BDI (%)\r\n' +
      'A;Pavimentação;m2;1.234;10.50;\r\n' +
      'B;Meio-fio de concreto;m;0.5;1.234,56;\r\n';
    const res = await upload(t, `/obras/obra/${obraId}/planilha/importar?bdi=0`, suporte.headers, {
      filename: 'planilha.csv',
      content: Buffer.from(csv, 'latin1'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .itens.map((i: Record<string, string>) => [i.codigo, i.descricao, i.quantidade, i.preco_unitario]),
    ).toEqual([
      ['A', 'Pavimentação', '1234', '10.50'],
      ['B', 'Meio-fio de concreto', '0.5', '1234.56'],
    ]);
    // Separated by ",", a dot is the decimal mark: "1.234" stays one and a quarter, commas group.
    const other = await newObra();
    const comma = await upload(t, `/obras/obra/${other}/planilha/importar?bdi=0`, suporte.headers, {
      filename: 'planilha.csv',
      content: Buffer.from(
        'Código,Descrição,Unidade,Quantidade,Preço unitário\nC,Dreno,m,1.234,"1,234.50"\n',
      ),
    });
    expect(comma.statusCode, comma.body).toBe(200);
    expect(comma.json().itens.map((i: Record<string, string>) => [i.quantidade, i.preco_unitario])).toEqual([
      ['1.234', '1234.50'],
    ]);
  });

  it('lets an amendment change and add items, kept in the history with the amendment', async () => {
    const obraId = await newObra();
    await salvar(obraId, [item('A'), item('B')]);
    const res = await call('POST', `/obras/obra/${obraId}/aditivos/create`, suporte.headers, {
      numero_ato: 'TA-1',
      data: '2026-04-01',
      valor: '1250.00',
      itens: [item('B', { quantidade: '20' }), item('C', { quantidade: '1', preco_unitario: '0.01' })],
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = (await call('GET', `/obras/obra/${obraId}/planilha`, suporte.headers)).json();
    expect(p.itens.map((i: Record<string, string>) => [i.codigo, i.quantidade, i.total])).toEqual([
      ['A', '10', '1250.00'],
      ['B', '20', '2500.00'],
      ['C', '1', '0.01'],
    ]);
    const hist = (await call('GET', `/obras/obra/${obraId}/planilha/historico`, suporte.headers)).json();
    const doAditivo = hist.filter((h: { origem: string }) => h.origem === 'aditivo');
    expect(
      doAditivo
        .map((h: { codigo: string; aditivo: { numero_ato: string } }) => [h.codigo, h.aditivo.numero_ato])
        .sort(),
    ).toEqual([
      ['B', 'TA-1'],
      ['C', 'TA-1'],
    ]);
  });
});

describe('medição por item', () => {
  let obraId: string;
  let a: string;
  let b: string;
  beforeAll(async () => {
    obraId = await newObra('5000.00');
    const p = (
      await salvar(obraId, [item('A'), item('B', { quantidade: '3.3333', preco_unitario: '0.12' })])
    ).json();
    [a, b] = p.itens.map((i: { id: string }) => i.id);
  });

  it('values a medição by its items, with accumulated and remaining quantities', async () => {
    const res = await medir(
      obraId,
      [
        { item_id: a, quantidade: '4' },
        { item_id: b, quantidade: '3.3333' },
      ],
      {
        conferencia_data: '2026-03-06',
        conferencia_percentual: '100',
        conferencia_responsaveis: 'Eng. Ana Souza (fiscal)',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    // 4 × 125.00 + 3.3333 × 0.15 (0.499995 → 0.50).
    expect(res.json()).toMatchObject({
      valor: '500.50',
      por_itens: true,
      conferencia_responsaveis: 'Eng. Ana Souza (fiscal)',
    });
    const second = await medir(obraId, [{ item_id: a, quantidade: '5' }], {
      periodo_inicio: '2026-03-01',
      periodo_fim: '2026-03-31',
      data_entrega: '2026-04-02',
    });
    expect(second.statusCode, second.body).toBe(201);
    const boletim = (await call('GET', `/obras/medicao/${second.json().id}/itens`, suporte.headers)).json();
    expect(boletim).toEqual([
      expect.objectContaining({
        codigo: 'A',
        quantidade_anterior: '4',
        quantidade: '5',
        quantidade_acumulada: '9',
        saldo_quantidade: '1',
        valor: '625.00',
      }),
    ]);
    const p = (await call('GET', `/obras/obra/${obraId}/planilha`, suporte.headers)).json();
    expect(p.itens[0]).toMatchObject({ quantidade_medida: '9', saldo_quantidade: '1' });
    const pdf = await call('GET', `/obras/medicao/${res.json().id}/boletim`, suporte.headers);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const shown of [
      'BOLETIM DE MEDIÇÃO Nº 1',
      '3,3333',
      '500,50',
      'Eng. Ana Souza (fiscal)',
      'Página 1 de 1',
    ])
      expect(text).toContain(shown);
  });

  it('prints a long item description whole in the boletim, its row grown to hold it', async () => {
    const longa =
      'Execução de pavimento em concreto asfáltico usinado a quente, faixa C, espessura de 5 cm, ' +
      'inclusive imprimação, pintura de ligação, transporte da usina até 30 km e compactação, ' +
      'conforme projeto executivo e especificação técnica DER-SP ET-DE-P00/027, trecho final junto à ponte';
    const obra = await newObra('900000.00');
    const [x] = (await salvar(obra, [item('ASF', { descricao: longa })]))
      .json()
      .itens.map((i: { id: string }) => i.id);
    const created = await medir(obra, [{ item_id: x, quantidade: '2' }]);
    expect(created.statusCode, created.body).toBe(201);
    const pdf = await call('GET', `/obras/medicao/${created.json().id}/boletim`, suporte.headers);
    expect(pdf.statusCode, pdf.body).toBe(200);
    // The extracted text reads the first line's row (its unit "m2") before the description's next lines.
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ').replace(' m2 ', ' ');
    expect(text).toContain(longa);
    expect(text).not.toContain('…');
  });

  it('keeps the boletim as a numbered verifiable termo, a new version when the medição changes', async () => {
    const body = {
      tipo: 1,
      periodo_inicio: '2026-04-01',
      periodo_fim: '2026-04-30',
      data_entrega: '2026-05-04',
      conferencia_data: '2026-05-05',
      conferencia_percentual: '100',
      conferencia_responsaveis: 'Eng. Ana Souza (fiscal)',
    };
    // A work of its own: the other tests count this one's medições.
    const obra = await newObra('5000.00');
    const [x] = (await salvar(obra, [item('X')])).json().itens.map((i: { id: string }) => i.id);
    const created = await medir(obra, [{ item_id: x, quantidade: '0.5' }], body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const termosDaMedicao = () =>
      t.database.db
        .select({ id: termosEmitidos.id, codigo: termosEmitidos.codigo, sha256: termosEmitidos.sha256 })
        .from(termosEmitidos)
        .where(
          and(eq(termosEmitidos.tipo, 'boletim_medicao'), eq(termosEmitidos.clientId, ids.prefeituraId)),
        );
    const antes = (await termosDaMedicao()).length;
    const get = () => call('GET', `/obras/medicao/${id}/boletim`, suporte.headers);

    const first = await get();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const again = await get();
    expect(again.statusCode).toBe(200);
    // Asked again: the stored bytes, one termo.
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const issued = await termosDaMedicao();
    expect(issued.length).toBe(antes + 1);
    const [row] = await t.database.db.select().from(obraMedicoes).where(eq(obraMedicoes.id, id));
    const termo = issued.find((x) => x.id === row!.boletimTermoId)!;
    const sha = createHash('sha256').update(first.rawPayload).digest('hex');
    expect(termo.sha256).toBe(sha);
    const text = pdfText(first.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('BOLETIM DE MEDIÇÃO Nº 1');
    expect(text).toMatch(/Boletim registrado sob o nº \d+\/2026/);
    expect(text).toContain(termo.codigo);
    expect(text).toContain('Emitido em');
    expect(readQr(renderPage(first.rawPayload, 1, 150))).toBe(
      `${t.config.appUrl}/publico/documento/${termo.codigo}`,
    );

    // The public check finds it: kind, number and hash, never the content.
    const check = await call('GET', `/publico/documentos/${termo.codigo}`, {});
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ codigo: termo.codigo, tipo: 'boletim_medicao', sha256: sha });
    expect(check.body).not.toContain('Eng. Ana Souza');
    expect(check.body).not.toContain('Serviço X');

    // Another client's user does not reach it, and issues nothing.
    const fora = await call('GET', `/obras/medicao/${id}/boletim`, adminCamara.headers);
    expect([403, 404]).toContain(fora.statusCode);
    expect((await termosDaMedicao()).length).toBe(antes + 1);

    // The conference changed: the next request issues a new version; the old stays verifiable.
    const edit = await call('PUT', `/obras/medicao/${id}`, suporte.headers, {
      ...body,
      itens: [{ item_id: x, quantidade: '0.5' }],
      conferencia_responsaveis: 'Eng. Ana Souza (fiscal) e Arq. Rui Lima',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const novo = await get();
    expect(novo.statusCode).toBe(200);
    expect(novo.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(pdfText(novo.rawPayload).replace(/\s+/g, ' ')).toContain('Arq. Rui Lima');
    const depois = await termosDaMedicao();
    expect(depois.length).toBe(antes + 2);
    const [row2] = await t.database.db.select().from(obraMedicoes).where(eq(obraMedicoes.id, id));
    expect(row2!.boletimTermoId).not.toBe(termo.id);
    expect((await get()).rawPayload.equals(novo.rawPayload)).toBe(true);
    expect((await call('GET', `/publico/documentos/${termo.codigo}`, {})).json()).toMatchObject({
      sha256: sha,
    });
  });

  it('issues a boletim once when asked twice at once', async () => {
    const obra = await newObra('5000.00');
    const [x] = (await salvar(obra, [item('Y')])).json().itens.map((i: { id: string }) => i.id);
    const created = await medir(obra, [{ item_id: x, quantidade: '1' }]);
    expect(created.statusCode, created.body).toBe(201);
    const url = `/obras/medicao/${created.json().id}/boletim`;
    const boletins = async () =>
      (
        await t.database.db
          .select({ id: termosEmitidos.id })
          .from(termosEmitidos)
          .where(eq(termosEmitidos.tipo, 'boletim_medicao'))
      ).length;
    const antes = await boletins();
    const [one, two] = await Promise.all([
      call('GET', url, suporte.headers),
      call('GET', url, suporte.headers),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.rawPayload.equals(two.rawPayload)).toBe(true);
    expect(await boletins()).toBe(antes + 1);
  });

  it('refuses measuring an item past its quantity with the item and its balance, and other bad input', async () => {
    const over = await medir(obraId, [{ item_id: a, quantidade: '1.5' }]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'ITEM_ACIMA_DO_CONTRATADO',
      message:
        'O item A (Serviço A) passaria da quantidade contratada: 10 m2 contratados, 9 já medidos, 1,5 nesta ' +
        'medição. Saldo do item: 1 m2.',
    });
    const semItens = await medir(obraId, [], { itens: undefined, valor: '10.00' });
    expect(semItens.statusCode).toBe(400);
    expect(semItens.json().message).toBe(
      'Esta obra tem planilha orçamentária: informe as quantidades medidas de cada item.',
    );
    await call('POST', '/obras/ordemservico/create', suporte.headers, {
      obra_id: obraId,
      numero: `OS-${++seq}`,
      data_emissao: '2026-02-10',
      data_inicio: '2026-02-15',
      prazo_dias: 90,
      objeto: 'Execução',
      responsavel: 'Eng. Carlos',
    });
    const antes = await medir(obraId, [{ item_id: a, quantidade: '1' }], { periodo_inicio: '2026-02-01' });
    expect(antes.statusCode).toBe(400);
    expect(antes.json().message).toBe(
      'O período da medição (início em 01/02/2026) não pode começar antes do início da ordem de serviço da obra (15/02/2026).',
    );
    const medidos = await t.database.db
      .select()
      .from(obraMedicaoItens)
      .where(eq(obraMedicaoItens.obraId, obraId));
    expect(medidos).toHaveLength(3);
    // A measured item may not leave the sheet nor drop below what was measured.
    const sai = await salvar(obraId, [item('A')]);
    expect(sai.statusCode).toBe(409);
    const abaixo = await salvar(obraId, [
      item('A', { quantidade: '8' }),
      item('B', { quantidade: '3.3333', preco_unitario: '0.12' }),
    ]);
    expect(abaixo.json().code).toBe('ITEM_ABAIXO_DO_MEDIDO');
  });

  it('keeps a medição on a work without sheet as the global item', async () => {
    const semPlanilha = await newObra();
    const res = await medir(semPlanilha, [], { itens: undefined, valor: '300.00' });
    expect(res.statusCode, res.body).toBe(201);
    const p = (await call('GET', `/obras/obra/${semPlanilha}/planilha`, suporte.headers)).json();
    expect(p.itens).toEqual([
      expect.objectContaining({
        codigo: 'MEDICAO-GLOBAL',
        descricao: 'Medição global (anterior à planilha)',
        quantidade: '300',
        valor_medido: '300.00',
        global: true,
      }),
    ]);
  });
});

describe('página pública', () => {
  it('shows the work, its S-curve and its items contracted vs executed (JSON and CSV), only of its entity', async () => {
    const obraId = await newObra('2000.00');
    const p = (await salvar(obraId, [item('A', { preco_unitario: '10.01' })])).json();
    await medir(obraId, [{ item_id: p.itens[0].id, quantidade: '2.5' }]);
    const doc = completeCnpj('123456780001');
    const res = await call('GET', `/publico/entidades/${doc}/obras/${obraId}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().itens).toEqual({
      quantidade: 1,
      total_contratado: '125.10',
      total_executado: '31.28',
      total_pago: '0.00',
    });
    expect(res.json().curva.at(-1)).toMatchObject({ mes: '2026-03', realizado_financeiro: '1.56' });
    const csv = await call('GET', `/publico/entidades/${doc}/obras/${obraId}/itens?formato=csv`, {});
    expect(csv.body.split('\r\n')[1]).toBe('A;Serviço A;m2;10;10,01;12,51;125,10;2,5;31,28');
    const json = await call('GET', `/publico/entidades/${doc}/obras/${obraId}/itens`, {});
    expect(json.json().itens[0]).toMatchObject({ quantidade_executada: '2.5', valor_executado: '31.28' });
    const alheia = await call(
      'GET',
      `/publico/entidades/${completeCnpj('445566770001')}/obras/${obraId}`,
      {},
    );
    expect(alheia.statusCode).toBe(404);
    expect((await call('GET', `/publico/entidades/${doc}/obras/nao-e-id`, {})).statusCode).toBe(404);
  });
});

describe('cronograma', () => {
  it('draws the planned and actual S-curve month by month, the future without actual', () => {
    const curva = curvaS(
      '1000.00',
      [
        { mes: '2026-02', valor: '300.00', fisico: '30.00' },
        { mes: '2026-04', valor: '700.00', fisico: '70.00' },
      ],
      [{ mes: '2026-03', valor: '333.33' }],
      [{ mes: '2026-02', percentual: '25.00' }],
      '2026-03',
    );
    expect(
      curva.map((m) => [
        m.mes,
        m.previsto_financeiro,
        m.previsto_fisico,
        m.realizado_financeiro,
        m.realizado_fisico,
      ]),
    ).toEqual([
      ['2026-02', '30.00', '30.00', '0.00', '25.00'],
      ['2026-03', '30.00', '30.00', '33.33', '25.00'],
      ['2026-04', '100.00', '100.00', null, null],
    ]);
  });

  it('saves the schedule and refuses repeated months or more than 100% physical', async () => {
    const obraId = await newObra('1000.00');
    const put = (meses: unknown[]) =>
      call('PUT', `/obras/obra/${obraId}/cronograma`, suporte.headers, { meses });
    const ok = await put([
      { mes: '2026-02', valor_previsto: '400.00', percentual_fisico: '40' },
      { mes: '2026-03', valor_previsto: '600.00', percentual_fisico: '60' },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    await medir(obraId, [], {
      itens: undefined,
      valor: '250.00',
      data_entrega: '2026-02-27',
      periodo_fim: '2026-02-20',
    });
    const got = (await call('GET', `/obras/obra/${obraId}/cronograma`, suporte.headers)).json();
    expect(got.meses[0]).toMatchObject({
      mes: '2026-02',
      previsto_financeiro: '40.00',
      realizado_financeiro: '25.00',
      valor_medido: '250.00',
    });
    const repetido = await put([
      { mes: '2026-02', valor_previsto: '1', percentual_fisico: '1' },
      { mes: '2026-02', valor_previsto: '1', percentual_fisico: '1' },
    ]);
    expect(repetido.json().message).toBe('O mês 02/2026 está repetido no cronograma.');
    const demais = await put([{ mes: '2026-02', valor_previsto: '1', percentual_fisico: '100.01' }]);
    expect(demais.statusCode).toBe(400);
  });
});
