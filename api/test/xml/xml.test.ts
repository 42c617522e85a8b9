import { readFileSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../src/db/schema.js';
import { bensPatrimoniais, fornecedores, movimentacoesBens } from '../../src/db/schema-patrimonio.js';
import { xmlNotas } from '../../src/db/schema-xml.js';
import { purgarRecusadas } from '../../src/modules/xml/xml.service.js';
import { type NfeLine, nfeXml } from '../support/nfe.js';
import {
  bemBody,
  createBem,
  expectAskedToConfirm,
  type PatrimonioIds,
  patrimonioApp,
} from '../support/patrimonio.js';
import { type caller, type Headers, upload, userWith } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The XML area through the API: import of NF-e files (the public samples and notes written by the
 * tests), the list, the note, the download, the incorporation into the register (exact values, one
 * transaction) and the discard, with the area's flag, the xmls rules and the client scope.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
type Who = { headers: Headers };
let admin: Who;
let adminCamara: Who;
let consulta: Who;
let suporte: Who;

const sample = (name: string) => ({
  filename: name,
  content: readFileSync(new URL(`../fixtures/nfe/${name}`, import.meta.url)),
});

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara, consulta, suporte } = await patrimonioApp());
});
afterAll(() => t.close());

const send = (who: Who, file: { filename: string; content: Buffer }, query = '') =>
  upload(t, `/xml/upload${query}`, who.headers, file);

async function imported(file: { filename: string; content: Buffer }, who: Who = admin) {
  const res = await send(who, file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; chave: string };
}

const destino = () => ({
  secretaria_id: ids.adm.id,
  setor_id: ids.adm.setores[0],
  estado_conservacao: 'novo',
  data_incorporacao: '2026-03-12',
});

const incorporar = (who: Who, id: string, body: unknown) =>
  call('POST', `/xml/${id}/incorporar`, who.headers, body);

const countOf = async (table: typeof bensPatrimoniais | typeof fornecedores) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe('import', () => {
  it('imports the authorised sample: the note, its emitter and one line of ten units', async () => {
    const res = await send(admin, sample('nfe_layout4_com_prot.xml'));
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      situacao: 'pendente',
      chave: '43180906929383000163550010000000261000010301',
      numero: 26,
      serie: 1,
      emitente_documento: '06929383000163',
      emitente_nome: 'UMA RAZAO SOCIAL DE TESTE QUALQUER',
      valor_total: '500.00',
      itens: 1,
      cliente_id: ids.prefeituraId,
      importado_por: expect.any(String),
    });
    const detail = await call('GET', `/xml/${item.id}`, admin.headers);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      nota: { itens: [{ numero: 1, quantidade: '10.0000', valor: '500.00', ncm: '64011000' }] },
      fornecedor: null,
      // Addressed to a CNPJ that is not the Prefeitura's (a homologation note): accepted, flagged.
      destinatario_confere: false,
      bens: [],
    });
    // The search box: a piece of the key (with its spaces), the emitter's masked CNPJ, the number, the name.
    for (const search of ['4318 0906', '06.929.383/0001-63', '26', 'teste qualquer']) {
      const list = await call('GET', `/xml?search=${encodeURIComponent(search)}`, admin.headers);
      expect(
        list.json().data.map((r: { id: string }) => r.id),
        search,
      ).toContain(item.id);
    }
    const none = await call('GET', `/xml?search=${encodeURIComponent('outro emitente')}`, admin.headers);
    expect(none.json().data.map((r: { id: string }) => r.id)).not.toContain(item.id);

    const again = await send(admin, sample('nfe_layout4_com_prot.xml'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /^Esta NF-e já foi importada em \d\d\/\d\d\/\d{4} por .+ \(pendente/,
    );
  });

  it('refuses each faulty sample with its reason, and keeps the refusal in the list', async () => {
    const cases: [string, number, RegExp][] = [
      ['nfe_layout4.xml', 422, /protocolo de autorização/],
      ['nfe_4.0.xml', 422, /Chave de acesso inválida: dígito verificador \d, esperado \d/],
      ['nfce.xml', 422, /modelo 65/],
    ];
    for (const [name, status, message] of cases) {
      const res = await send(admin, sample(name));
      expect(res.statusCode, name).toBe(status);
      expect(res.json().message, name).toMatch(message);
    }
    const refused = await call('GET', '/xml?situacao=recusada&limit=100', admin.headers);
    const names = refused.json().data.map((r: { arquivo_nome: string }) => r.arquivo_nome);
    expect(names).toEqual(expect.arrayContaining(['nfe_layout4.xml', 'nfe_4.0.xml', 'nfce.xml']));
  });

  it('refuses entities, oversized and non-XML files with a 4xx and stays healthy', async () => {
    const { xml } = nfeXml({ linhas: [{ qCom: '1', vUnCom: '10.00', vProd: '10.00' }] });
    const bomb = xml.replace(
      '<nfeProc',
      '<!DOCTYPE nfeProc [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<nfeProc',
    );
    const xxe = xml.replace(
      '<nfeProc',
      '<!DOCTYPE nfeProc [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<nfeProc',
    );
    const big = Buffer.concat([Buffer.from(xml), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const answers = [
      [await send(admin, { filename: 'bomba.xml', content: Buffer.from(bomb) }), 400],
      [await send(admin, { filename: 'xxe.xml', content: Buffer.from(xxe) }), 400],
      [await send(admin, { filename: 'grande.xml', content: big }), 413],
      [await send(admin, { filename: 'nota.xml', content: pdf }), 415],
    ] as const;
    for (const [res, status] of answers) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(/[a-zà-ú]/);
      expect(res.body).not.toContain('/etc/passwd:');
    }
    expect((await call('GET', '/health', {})).statusCode).toBe(200);
  });

  it('refuses a note addressed to another client of the application', async () => {
    const [camara] = await t.database.db.select().from(companies).where(eq(companies.id, ids.camaraId));
    const { file } = nfeXml({
      destinatario: camara!.cpfCnpj!,
      linhas: [{ qCom: '1', vUnCom: '5.00', vProd: '5.00' }],
    });
    const res = await send(admin, file());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toContain('destinada a outro cliente');
    // The Câmara itself imports it.
    expect((await send(adminCamara, file())).statusCode).toBe(201);
  });

  it('needs the client from support, and downloads the original as an attachment', async () => {
    const { file } = nfeXml({ linhas: [{ qCom: '1', vUnCom: '7.00', vProd: '7.00' }] });
    const missing = await send(suporte, file());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Informe o cliente (cliente_id).');
    const res = await send(suporte, file(), `?cliente_id=${ids.prefeituraId}`);
    expect(res.statusCode, res.body).toBe(201);
    const down = await call('GET', `/xml/${res.json().id}/arquivo`, admin.headers);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-disposition']).toMatch(/^attachment/);
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.body).toBe(file().content.toString());
  });
});

describe('incorporation', () => {
  it('creates the supplier and one asset per unit with the costs apportioned to the centavo', async () => {
    // Freight of 10,00 on the note, carried by no line, split by value 300 : 50 : 20 (see the arithmetic below).
    const { xml, chave } = nfeXml({
      emitente: '11444777000161',
      emitenteNome: 'COMERCIAL DE MOVEIS ESCOLARES LTDA',
      linhas: [
        { descricao: 'CADEIRA ESCOLAR', qCom: '3.0000', vUnCom: '100.00', vProd: '300.00' },
        { descricao: 'MESA DO PROFESSOR', qCom: '1.0000', vUnCom: '50.00', vProd: '50.00' },
        { descricao: 'PAPEL SULFITE', qCom: '2.0000', vUnCom: '10.00', vProd: '20.00' },
      ],
      totais: { vFrete: '10.00' },
    });
    const nota = await imported({ filename: 'moveis.xml', content: Buffer.from(xml) });
    const before = { bens: await countOf(bensPatrimoniais), fornecedores: await countOf(fornecedores) };
    const res = await incorporar(admin, nota.id, {
      ...destino(),
      itens: [
        { item: 1, modo: 'unidade', categoria_id: ids.mobiliario },
        { item: 2, modo: 'linha', categoria_id: ids.mobiliario, descricao: 'Mesa do professor' },
        { item: 3, modo: 'nao_incorporar' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    // 1000 centavos × 30000/37000 = 810.81 → 810 (remainder 30000); × 5000/37000 = 135.13 → 135 (5000);
    // × 2000/37000 = 54.05 → 54 (2000). 999 given; the last centavo goes to line 1 (largest remainder): 811.
    // Line 1: 300,00 + 8,11 = 308,11 over 3 units → 102,71 + 102,70 + 102,70. Line 2: 50,00 + 1,35 = 51,35.
    expect(body.bens.map((b: { valor: string }) => b.valor)).toEqual(['102.71', '102.70', '102.70', '51.35']);
    expect(body.total).toBe('359.46');
    expect(body.fornecedor).toMatchObject({
      razao_social: 'COMERCIAL DE MOVEIS ESCOLARES LTDA',
      criado: true,
    });
    expect(await countOf(bensPatrimoniais)).toBe(before.bens + 4);
    expect(await countOf(fornecedores)).toBe(before.fornecedores + 1);

    const bem = (await call('GET', `/patrimonio/bempatrimonial/${body.bens[3].id}`, admin.headers)).json();
    expect(bem).toMatchObject({
      descricao: 'Mesa do professor',
      valor_aquisicao: '51.35',
      fornecedor: { razao_social: 'COMERCIAL DE MOVEIS ESCOLARES LTDA', cpf_cnpj: '11444777000161' },
      nota_fiscal_chave: chave,
      xml_nota_id: nota.id,
      data_aquisicao: '2026-03-10',
      data_incorporacao: '2026-03-12',
      TipoIncorporacao: 1,
    });
    const anexos = (await call('GET', `/patrimonio/bempatrimonial/files/${bem.id}`, admin.headers)).json();
    expect(anexos).toEqual([expect.objectContaining({ name: 'moveis.xml', mime: 'application/xml' })]);
    const [movimento] = await t.database.db
      .select()
      .from(movimentacoesBens)
      .where(eq(movimentacoesBens.bemId, bem.id));
    expect(movimento).toBeDefined();

    const detail = (await call('GET', `/xml/${nota.id}`, admin.headers)).json();
    expect(detail).toMatchObject({ situacao: 'incorporada', incorporada_por: expect.any(String) });
    expect(detail.bens.map((b: { item: number }) => b.item)).toEqual([1, 1, 1, 2]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'xml-nota'), eq(auditLog.entityId, nota.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);

    // Incorporated once: not again, not discarded, not imported again.
    expect(
      (
        await incorporar(admin, nota.id, {
          ...destino(),
          itens: [{ item: 1, modo: 'linha', categoria_id: ids.mobiliario }],
        })
      ).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/xml/${nota.id}`, admin.headers)).statusCode).toBe(409);
    const again = await send(admin, { filename: 'de-novo.xml', content: Buffer.from(xml) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('incorporada');
  });

  it('reuses the registered supplier and turns veicProd into the asset’s vehicle', async () => {
    const first = nfeXml({
      emitente: '11444777000161',
      linhas: [{ qCom: '1', vUnCom: '10.00', vProd: '10.00' }],
    });
    const nota = await imported(first.file());
    const detail = (await call('GET', `/xml/${nota.id}`, admin.headers)).json();
    expect(detail.fornecedor).toMatchObject({ razao_social: 'COMERCIAL DE MOVEIS ESCOLARES LTDA' });
    const carro = nfeXml({
      emitente: '11444777000161',
      linhas: [
        {
          descricao: 'AUTOMOVEL 1.6 FLEX',
          ncm: '87032310',
          qCom: '1.0000',
          vUnCom: '98000.00',
          vProd: '98000.00',
          vIPI: '1960.00',
          veicProd: { chassi: '9BWZZZ377VT004251', xCor: 'PRATA', anoFab: 2025, anoMod: 2026 },
        },
      ],
    });
    const veiculo = await imported(carro.file());
    const res = await incorporar(admin, veiculo.id, {
      ...destino(),
      itens: [{ item: 1, modo: 'unidade', categoria_id: ids.veiculos }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ fornecedor: { criado: false }, total: '99960.00' });
    const bem = (
      await call('GET', `/patrimonio/bempatrimonial/${res.json().bens[0].id}`, admin.headers)
    ).json();
    expect(bem.veiculo).toMatchObject({
      chassi: '9BWZZZ377VT004251',
      cor: 'PRATA',
      ano_fabricacao: 2025,
      ano_modelo: 2026,
      combustivel: 'flex',
    });
    // What the vehicle register has no field for stays in the asset's specification.
    expect(bem.especificacao).toContain('Veículo: potência 110, cilindradas 1600, tipo de veículo 06.');
  });

  it('is all or nothing: a failure on the last asset leaves no asset, supplier or movement', async () => {
    // An asset of the register already has the chassi the note's last line carries.
    const existing = await createBem(
      t,
      admin.headers,
      bemBody(ids, {
        categoria_id: ids.veiculos,
        descricao: 'Caminhão existente',
        veiculo: { tipo: 'veiculo', chassi: '9BM958074VB123456' },
      }),
    );
    expect(existing.statusCode, existing.body).toBe(201);
    const { xml } = nfeXml({
      emitente: '45723174000110',
      emitenteNome: 'FORNECEDOR NOVO DE TESTE LTDA',
      linhas: [
        { qCom: '2.0000', vUnCom: '1000.00', vProd: '2000.00' },
        {
          qCom: '1.0000',
          vUnCom: '300000.00',
          vProd: '300000.00',
          veicProd: { chassi: '9BM958074VB123456' },
        },
      ],
    });
    const nota = await imported({ filename: 'falha.xml', content: Buffer.from(xml) });
    const before = {
      bens: await countOf(bensPatrimoniais),
      fornecedores: await countOf(fornecedores),
      movimentos: (await t.database.db.select({ n: count() }).from(movimentacoesBens))[0]!.n,
    };
    const res = await incorporar(admin, nota.id, {
      ...destino(),
      itens: [
        { item: 1, modo: 'unidade', categoria_id: ids.informatica },
        { item: 2, modo: 'unidade', categoria_id: ids.veiculos },
      ],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(await countOf(bensPatrimoniais)).toBe(before.bens);
    expect(await countOf(fornecedores)).toBe(before.fornecedores);
    expect((await t.database.db.select({ n: count() }).from(movimentacoesBens))[0]!.n).toBe(
      before.movimentos,
    );
    const [row] = await t.database.db.select().from(xmlNotas).where(eq(xmlNotas.id, nota.id));
    expect(row!.situacao).toBe('pendente');
    // The next asset still gets the next code: the failed run consumed none.
    const next = await createBem(t, admin.headers, bemBody(ids));
    expect(next.json().CodigoBEM).toBe(existing.json().CodigoBEM + 1);
  });

  it('checks each choice: every line once, a category for what becomes an asset, whole units, movable categories', async () => {
    const lines: NfeLine[] = [
      { qCom: '2.5000', vUnCom: '4.00', vProd: '10.00' },
      { qCom: '1.0000', vUnCom: '80.00', vProd: '80.00', vDesc: '80.00' },
    ];
    const nota = await imported(nfeXml({ linhas: lines }).file());
    const cases: [unknown, number, string][] = [
      [[{ item: 1, modo: 'linha', categoria_id: ids.mobiliario }], 400, 'Informe o que o item 2 se torna.'],
      [
        [
          { item: 1, modo: 'unidade', categoria_id: ids.mobiliario },
          { item: 2, modo: 'nao_incorporar' },
        ],
        400,
        'quantidade inteira',
      ],
      [
        [
          { item: 1, modo: 'linha' },
          { item: 2, modo: 'nao_incorporar' },
        ],
        400,
        'Informe a categoria do item 1.',
      ],
      [
        [
          { item: 1, modo: 'linha', categoria_id: ids.terrenos },
          { item: 2, modo: 'nao_incorporar' },
        ],
        400,
        'é de imóveis',
      ],
      [
        [
          { item: 1, modo: 'linha', categoria_id: ids.mobiliarioCamara },
          { item: 2, modo: 'nao_incorporar' },
        ],
        404,
        'Categoria não encontrada.',
      ],
      [[{ item: 3, modo: 'linha', categoria_id: ids.mobiliario }], 400, 'A nota não tem o item 3.'],
      [
        [
          { item: 1, modo: 'nao_incorporar' },
          { item: 2, modo: 'nao_incorporar' },
        ],
        400,
        'Escolha ao menos um item',
      ],
    ];
    for (const [itens, status, message] of cases) {
      const res = await incorporar(admin, nota.id, { ...destino(), itens });
      expect(res.statusCode, JSON.stringify(itens)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    const outside = await incorporar(admin, nota.id, {
      ...destino(),
      secretaria_id: ids.camaraDeptId,
      itens: [
        { item: 1, modo: 'linha', categoria_id: ids.mobiliario },
        { item: 2, modo: 'nao_incorporar' },
      ],
    });
    expect(outside.statusCode).toBe(404);
    // A line discounted by 100 % becomes an asset of value zero.
    const ok = await incorporar(admin, nota.id, {
      ...destino(),
      itens: [
        { item: 1, modo: 'linha', categoria_id: ids.mobiliario },
        { item: 2, modo: 'unidade', categoria_id: ids.mobiliario },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().bens.map((b: { valor: string }) => b.valor)).toEqual(['10.00', '0.00']);
  });

  it('asks to confirm an asset above the client’s ceiling; confirmed, it is incorporated', async () => {
    const { xml } = nfeXml({
      linhas: [
        { descricao: 'GERADOR INDUSTRIAL', qCom: '1.0000', vUnCom: '12000000.00', vProd: '12000000.00' },
      ],
    });
    const nota = await imported({ filename: 'gerador.xml', content: Buffer.from(xml) });
    const body = { ...destino(), itens: [{ item: 1, modo: 'linha', categoria_id: ids.mobiliario }] };
    const before = await countOf(bensPatrimoniais);
    // The same rule as an asset's own value (default ceiling R$ 10.000.000,00): nothing is written.
    const asked = await incorporar(admin, nota.id, body);
    expectAskedToConfirm(asked, 'O valor de um bem do item 1 da nota', '12.000.000,00');
    expect(await countOf(bensPatrimoniais)).toBe(before);
    const ok = await incorporar(admin, nota.id, { ...body, confirmar_valor: true });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().bens.map((b: { valor: string }) => b.valor)).toEqual(['12000000.00']);
  });
});

describe('refused imports', () => {
  const recusadas = async (clientId: string) =>
    (
      await t.database.db
        .select({ id: xmlNotas.id, createdAt: xmlNotas.createdAt })
        .from(xmlNotas)
        .where(and(eq(xmlNotas.clientId, clientId), eq(xmlNotas.situacao, 'recusada')))
    ).length;

  it('purges refused rows older than the set time (the scheduler’s call), keeping the rest and an audit entry', async () => {
    const refused = await send(admin, sample('nfce.xml'));
    expect(refused.statusCode).toBe(422);
    // The refusal's reason is in the upload's answer and in its audit entry.
    expect(refused.json().message).toMatch(/modelo 65/);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'xml-nota'), eq(auditLog.clientId, ids.prefeituraId)));
    expect(entries.map((e) => e.after)).toContainEqual(
      expect.objectContaining({
        arquivo: 'nfce.xml',
        situacao: 'recusada',
        motivo: expect.stringMatching(/modelo 65/),
      }),
    );
    const pending = await imported(nfeXml({ linhas: [{ qCom: '1', vUnCom: '4.00', vProd: '4.00' }] }).file());
    const before = await recusadas(ids.prefeituraId);
    expect(before).toBeGreaterThan(0);
    // Now: nothing is 30 days old yet.
    expect(await purgarRecusadas(t.database.db)).toBe(0);
    expect(await recusadas(ids.prefeituraId)).toBe(before);
    // 31 days from now, every refused row of every client goes; a pending import stays.
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await purgarRecusadas(t.database.db, later)).toBeGreaterThanOrEqual(before);
    expect(await recusadas(ids.prefeituraId)).toBe(0);
    expect((await call('GET', `/xml/${pending.id}`, admin.headers)).statusCode).toBe(200);
    const purge = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'xml-nota'),
          eq(auditLog.action, 'delete'),
          eq(auditLog.clientId, ids.prefeituraId),
        ),
      );
    expect(purge.some((e) => (e.before as { quantidade?: number }).quantidade === before)).toBe(true);
  });

  it('lets the user discard every refused import of the client at once, with the rule, not another client’s', async () => {
    await send(admin, sample('nfce.xml'));
    await send(admin, sample('nfe_layout4.xml'));
    await send(adminCamara, sample('nfce.xml'));
    const camara = await recusadas(ids.camaraId);
    const mine = await recusadas(ids.prefeituraId);
    expect(mine).toBeGreaterThanOrEqual(2);
    expect((await call('DELETE', '/xml/recusadas', consulta.headers)).statusCode).toBe(403);
    const res = await call('DELETE', '/xml/recusadas', admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Ok', message: `${mine} importações recusadas descartadas.` });
    expect(await recusadas(ids.prefeituraId)).toBe(0);
    expect(await recusadas(ids.camaraId)).toBe(camara);
    const none = await call('DELETE', '/xml/recusadas', admin.headers);
    expect(none.json().message).toBe('Não há importações recusadas a descartar.');
  });
});

describe('discard, scope and rules', () => {
  it('discards a pending import (its key may then be imported again)', async () => {
    const note = nfeXml({ linhas: [{ qCom: '1', vUnCom: '3.00', vProd: '3.00' }] });
    const first = await imported(note.file());
    const res = await call('DELETE', `/xml/${first.id}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', `/xml/${first.id}`, admin.headers)).statusCode).toBe(404);
    await imported(note.file());
  });

  it('answers 404 for another client’s note on every call', async () => {
    const nota = await imported(nfeXml({ linhas: [{ qCom: '1', vUnCom: '3.00', vProd: '3.00' }] }).file());
    const calls = [
      call('GET', `/xml/${nota.id}`, adminCamara.headers),
      call('GET', `/xml/${nota.id}/arquivo`, adminCamara.headers),
      call('DELETE', `/xml/${nota.id}`, adminCamara.headers),
      incorporar(adminCamara, nota.id, {
        ...destino(),
        itens: [{ item: 1, modo: 'linha', categoria_id: ids.mobiliarioCamara }],
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
    const list = (await call('GET', '/xml?limit=100', adminCamara.headers)).json();
    expect(list.data.every((r: { cliente_id: string }) => r.cliente_id === ids.camaraId)).toBe(true);
  });

  it('needs the area and each call’s rule (incorporation also assets:create)', async () => {
    const nota = await imported(nfeXml({ linhas: [{ qCom: '1', vUnCom: '3.00', vProd: '3.00' }] }).file());
    const itens = [{ item: 1, modo: 'linha', categoria_id: ids.mobiliario }];
    const file = () => nfeXml({ linhas: [{ qCom: '1', vUnCom: '1.00', vProd: '1.00' }] }).file();
    const as = (rules: string[], flags = { hasPatrimonio: true }) =>
      userWith(t, { companyId: ids.prefeituraId, clientId: ids.prefeituraId, rules, flags });

    const semArea = await as(['xmls:create', 'xmls:read', 'xmls:update', 'xmls:delete', 'assets:create'], {
      hasPatrimonio: false,
    });
    for (const res of [
      await send(semArea, file()),
      await call('GET', '/xml', semArea.headers),
      await call('GET', `/xml/${nota.id}`, semArea.headers),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('O módulo de Patrimônio não está habilitado para este local.');
    }
    const leitor = await as(['xmls:read']);
    expect((await call('GET', `/xml/${nota.id}`, leitor.headers)).statusCode).toBe(200);
    expect((await send(leitor, file())).statusCode).toBe(403);
    expect((await incorporar(leitor, nota.id, { ...destino(), itens })).statusCode).toBe(403);
    expect((await call('DELETE', `/xml/${nota.id}`, leitor.headers)).statusCode).toBe(403);
    const semBens = await as(['xmls:read', 'xmls:update']);
    const refused = await incorporar(semBens, nota.id, { ...destino(), itens });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/xml', consulta.headers)).statusCode).toBe(200);
    expect((await send(consulta, file())).statusCode).toBe(403);
    const pode = await as(['xmls:read', 'xmls:update', 'assets:create']);
    expect((await incorporar(pode, nota.id, { ...destino(), itens })).statusCode).toBe(201);
  });
});
