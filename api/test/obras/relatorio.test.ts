import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { completeCnpj } from '@gp/shared-contracts';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obras } from '../../src/db/schema-obras.js';
import { createDiskStorage } from '../../src/lib/storage.js';
import type { ObrasService } from '../../src/modules/obras/obras.service.js';
import { createRelatorioService, trimestresDaObra } from '../../src/modules/obras/relatorio.service.js';
import { derivadaKey } from '../../src/modules/obras/relatorio-fotos.js';
import type { JobRunner } from '../../src/modules/trabalhos/trabalhos.runner.js';
import { fornecedorBody, type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { pdfImageSizes, pdfImages, pdfText } from '../support/pdf.js';
import { pngImage } from '../support/png.js';
import { type caller, type Headers, otherApplicationSupport, upload } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The quarterly report of a work (docs/domain.md, "Relatório trimestral"; decision 058): made by a job,
 * stored with its hash, versioned on a second run, refused for a quarter before the work's start or not
 * begun, in the caller's scope, published on the public page; the quarterly schedule's choice of works.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };
let admin: { headers: Headers };
let fornecedorId: string;
const DOC = completeCnpj('123456780001');

beforeAll(async () => {
  ({ t, call, ids, suporte, admin } = await patrimonioApp());
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
async function newObra(over: Record<string, unknown> = {}) {
  const res = await call('POST', '/obras/obra/create', suporte.headers, {
    numero: `RT-${++seq}/2026`,
    objeto: 'Construção da creche do bairro Centro',
    tipo: 'construcao',
    secretaria_id: ids.adm.id,
    fornecedor_id: fornecedorId,
    valor_contratado: '100000.00',
    data_inicio: '2026-01-10',
    cliente_id: ids.prefeituraId,
    fonte_recursos: 'FUNDEB',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const gerar = (obraId: string, ano: number, trimestre: number, headers = suporte.headers) =>
  call('POST', `/obras/obra/${obraId}/relatorios`, headers, { ano, trimestre });

async function esperar(trabalhoId: string) {
  const limite = Date.now() + 30_000;
  while (Date.now() < limite) {
    const job = (await call('GET', `/trabalhos/${trabalhoId}`, suporte.headers)).json();
    if (job.estado === 'concluido') return job;
    if (job.estado === 'falhou') throw new Error(job.erro);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('o relatório não terminou em 30 s');
}

/** A work with a sheet, a schedule, a medição and a follow-up with a photo in the 1st quarter of 2026. */
async function obraComTrimestre() {
  const obraId = await newObra();
  const planilha = await call('PUT', `/obras/obra/${obraId}/planilha`, suporte.headers, {
    bdi: '0',
    itens: [
      {
        codigo: 'SINAPI-87471',
        descricao: 'Alvenaria de vedação',
        unidade: 'm2',
        quantidade: '400',
        preco_unitario: '100.00',
      },
      {
        codigo: 'SINAPI-94971',
        descricao: 'Concreto estrutural',
        unidade: 'm3',
        quantidade: '50',
        preco_unitario: '1200.00',
      },
    ],
  });
  expect(planilha.statusCode, planilha.body).toBe(200);
  const [alvenaria] = planilha.json().itens;
  const cron = await call('PUT', `/obras/obra/${obraId}/cronograma`, suporte.headers, {
    meses: [
      { mes: '2026-01', valor_previsto: '20000.00', percentual_fisico: '20.00' },
      { mes: '2026-02', valor_previsto: '30000.00', percentual_fisico: '30.00' },
      { mes: '2026-03', valor_previsto: '50000.00', percentual_fisico: '50.00' },
    ],
  });
  expect(cron.statusCode, cron.body).toBe(200);
  const os = await call('POST', '/obras/ordemservico/create', suporte.headers, {
    obra_id: obraId,
    numero: `OS-${seq}`,
    data_emissao: '2026-01-10',
    data_inicio: '2026-01-10',
    prazo_dias: 365,
    objeto: 'Início',
    responsavel: 'Engenheiro',
  });
  expect(os.statusCode, os.body).toBe(201);
  const medicao = await call('POST', '/obras/medicao/create', suporte.headers, {
    obra_id: obraId,
    tipo: 1,
    periodo_inicio: '2026-02-01',
    periodo_fim: '2026-02-28',
    data_entrega: '2026-03-05',
    itens: [{ item_id: alvenaria.id, quantidade: '123.5' }],
  });
  expect(medicao.statusCode, medicao.body).toBe(201);
  const acomp = await call('POST', '/obras/acompanhamento/create', suporte.headers, {
    obra_id: obraId,
    tipo: 'vistoria',
    data: '2026-03-10',
    percentual_fisico: '31.00',
    descricao: 'Alvenaria do bloco A concluída; fundações do bloco B em execução.',
    responsavel: 'Fiscal Maria Souza',
  });
  expect(acomp.statusCode, acomp.body).toBe(201);
  const foto = await upload(t, `/obras/acompanhamento/upload/${acomp.json().id}`, suporte.headers, {
    filename: 'vistoria.png',
    content: pngImage(40, 30),
  });
  expect(foto.statusCode, foto.body).toBe(201);
  return obraId;
}

describe('the quarterly report', () => {
  it('is made by a job: the work, the curve, the medições, the items and the follow-up with its photo', async () => {
    const obraId = await obraComTrimestre();
    const res = await gerar(obraId, 2026, 1);
    expect(res.statusCode, res.body).toBe(202);
    const job = await esperar(res.json().trabalho_id);
    expect(job.tipo).toBe('relatorio-trimestral');
    const list = (await call('GET', `/obras/obra/${obraId}/relatorios`, suporte.headers)).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      ano: 2026,
      trimestre: 1,
      versao: 1,
      gerado_por: { name: expect.any(String) },
    });
    expect(list.trimestres.at(-1)).toEqual({ ano: 2026, trimestre: 1 });
    expect(list.trabalho_id).toBeNull();

    const pdf = await call('GET', `/obras/relatorio/${list.data[0].id}/pdf`, suporte.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(list.data[0].sha256);
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    for (const fact of [
      'RELATÓRIO TRIMESTRAL DA OBRA',
      '1º trimestre de 2026: 01/01/2026 a 31/03/2026',
      `RT-${seq}/2026`,
      'Construção da creche do bairro Centro',
      'FUNDEB',
      'Início:',
      '10/01/2026',
      'Medido no trimestre:',
      'R$ 12.350,00',
      '12,35%',
      'Medido acumulado até o fim do trimestre:',
      'Nenhum pagamento registrado no trimestre.',
      'Pago até o fim do trimestre: R$ 0,00',
      'SINAPI-87471',
      '123,5',
      '10/03/2026 · Vistoria · 31,00% físico · Fiscal Maria Souza',
      'Alvenaria do bloco A concluída',
      'Página 1 de',
    ]) {
      expect(text, fact).toContain(fact);
    }
    // The item not measured in the quarter is not listed; the photo is in the PDF.
    expect(text).not.toContain('SINAPI-94971');
    expect(text).toMatch(/Gerado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(text).toMatch(/Executado \(físico\):.*31,00%/);
    expect(pdfImages(bytes).length).toBeGreaterThanOrEqual(1);
  });

  it('lists the quarter’s payments with their total, and the total paid up to the quarter’s end', async () => {
    const obraId = await obraComTrimestre();
    const [medicao] = (await call('GET', `/obras/medicao?obra_id=${obraId}`, suporte.headers)).json()
      .data as { id: string; numero: number }[];
    const pagar = async (data: string, valor: string, documento: string) => {
      const res = await call('POST', `/obras/obra/${obraId}/pagamentos/create`, suporte.headers, {
        medicao_id: medicao?.id,
        data,
        valor,
        documento,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await pagar('2026-03-20', '5000.00', 'OB 2026OB000777');
    await pagar('2026-03-31', '1234.56', 'NE 2026NE000045');
    await pagar('2026-04-02', '100.00', 'OB DE ABRIL');
    await esperar((await gerar(obraId, 2026, 1)).json().trabalho_id);
    const [rel] = (await call('GET', `/obras/obra/${obraId}/relatorios`, suporte.headers)).json().data;
    const pdf = await call('GET', `/obras/relatorio/${rel.id}/pdf`, suporte.headers);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    // Each payment's row: its date, document, medição and value, in that order.
    const n = medicao?.numero;
    expect(text).toMatch(new RegExp(`20/03/2026 .*OB 2026OB000777 .*${n} .*5\\.000,00 31/03/2026`));
    expect(text).toMatch(new RegExp(`31/03/2026 NE 2026NE000045 ${n} 1\\.234,56`));
    for (const fact of [
      'Total pago no trimestre: Pago acumulado até o fim do trimestre: 6.234,56 6.234,56',
      'Pago no trimestre: Pago acumulado:',
      'R$ 12.350,00 R$ 12.350,00 R$ 6.234,56 R$ 6.234,56',
    ]) {
      expect(text, fact).toContain(fact);
    }
    // A payment after the quarter is in none of its figures.
    expect(text).not.toContain('OB DE ABRIL');
  });

  it('a second run of the quarter is a new version; the public page lists the latest with its link', async () => {
    const obraId = await obraComTrimestre();
    await esperar((await gerar(obraId, 2026, 1)).json().trabalho_id);
    await esperar((await gerar(obraId, 2026, 1)).json().trabalho_id);
    const list = (await call('GET', `/obras/obra/${obraId}/relatorios`, suporte.headers)).json();
    expect(list.data.map((r: { versao: number }) => r.versao)).toEqual([2, 1]);

    const page = await call('GET', `/publico/entidades/${DOC}/obras/${obraId}`, {});
    expect(page.statusCode, page.body).toBe(200);
    const relatorios = page.json().relatorios;
    expect(relatorios).toHaveLength(1);
    expect(relatorios[0]).toMatchObject({ ano: 2026, trimestre: 1, versao: 2, sha256: list.data[0].sha256 });
    const pdf = await call('GET', relatorios[0].link, {});
    expect(pdf.statusCode).toBe(200);
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(list.data[0].sha256);
    // The older version stays downloadable by its link; another work's id or another entity: 404.
    const v1 = `/publico/entidades/${DOC}/obras/${obraId}/relatorios/${list.data[1].id}`;
    expect((await call('GET', v1, {})).statusCode).toBe(200);
    const outra = await newObra();
    expect(
      (await call('GET', `/publico/entidades/${DOC}/obras/${outra}/relatorios/${list.data[0].id}`, {}))
        .statusCode,
    ).toBe(404);
    const alheia = `/publico/entidades/${completeCnpj('445566770001')}/obras/${obraId}/relatorios/${list.data[0].id}`;
    expect((await call('GET', alheia, {})).statusCode).toBe(404);
    expect((await call('GET', `/publico/entidades/${DOC}/obras/${obraId}/relatorios/x`, {})).statusCode).toBe(
      404,
    );
  });

  it('refuses a quarter before the work began, one not begun, and a work without a start', async () => {
    const obraId = await newObra({ data_inicio: '2026-04-15' });
    const antes = await gerar(obraId, 2026, 1);
    expect(antes.statusCode).toBe(409);
    expect(antes.json()).toMatchObject({
      code: 'TRIMESTRE_ANTES_DO_INICIO',
      message: 'O 1º trimestre de 2026 terminou antes do início da obra (15/04/2026): não há relatório dele.',
    });
    const futuro = await gerar(obraId, 2030, 1);
    expect(futuro.json()).toMatchObject({
      code: 'TRIMESTRE_FUTURO',
      message: 'O 1º trimestre de 2030 ainda não começou.',
    });
    expect((await gerar(obraId, 2026, 5)).statusCode).toBe(400);
    const semInicio = await newObra({ data_inicio: null });
    expect((await gerar(semInicio, 2026, 2)).json()).toMatchObject({ code: 'OBRA_SEM_INICIO' });
    const list = (await call('GET', `/obras/obra/${semInicio}/relatorios`, suporte.headers)).json();
    expect(list).toMatchObject({
      data: [],
      trimestres: [],
      motivo: 'A obra não tem data de início: não há trimestre para relatar.',
    });
  });

  it('is support’s only, in its application: another application’s support gets 404, a client 403', async () => {
    const obraId = await obraComTrimestre();
    await esperar((await gerar(obraId, 2026, 1)).json().trabalho_id);
    const [rel] = (await call('GET', `/obras/obra/${obraId}/relatorios`, suporte.headers)).json().data;
    const outro = await otherApplicationSupport(t);
    expect((await gerar(obraId, 2026, 1, outro.headers)).statusCode).toBe(404);
    expect((await call('GET', `/obras/obra/${obraId}/relatorios`, outro.headers)).statusCode).toBe(404);
    expect((await call('GET', `/obras/relatorio/${rel.id}/pdf`, outro.headers)).statusCode).toBe(404);
    // A client's administrator (every rule, not support): the works area is refused.
    expect((await gerar(obraId, 2026, 1, admin.headers)).statusCode).toBe(403);
  });
});

/** A work begun in 01/2026 with one follow-up in 03/2026 holding these photos; their file ids. */
async function acompanhamentoComFotos(fotos: { filename: string; content: Buffer }[]) {
  const obraId = await newObra();
  const acomp = await call('POST', '/obras/acompanhamento/create', suporte.headers, {
    obra_id: obraId,
    tipo: 'vistoria',
    data: '2026-03-10',
    percentual_fisico: '20.00',
    descricao: 'Registro fotográfico da vistoria.',
    responsavel: 'Fiscal Maria Souza',
  });
  expect(acomp.statusCode, acomp.body).toBe(201);
  const fileIds: string[] = [];
  for (const foto of fotos) {
    const res = await upload(t, `/obras/acompanhamento/upload/${acomp.json().id}`, suporte.headers, foto);
    expect(res.statusCode, res.body).toBe(201);
    fileIds.push(res.json().id);
  }
  return { obraId, fileIds };
}

/** Makes the 1st quarter's report of 2026 of the work and answers its bytes. */
async function relatorioPdf(obraId: string) {
  await esperar((await gerar(obraId, 2026, 1)).json().trabalho_id);
  const [rel] = (await call('GET', `/obras/obra/${obraId}/relatorios`, suporte.headers)).json().data;
  return (await call('GET', `/obras/relatorio/${rel.id}/pdf`, suporte.headers)).rawPayload;
}

describe('the photos of the quarterly report', () => {
  it('are downsized to 600 px as JPEG, kept next to the original and read from there on the next run', async () => {
    const grande = pngImage(1600, 1200);
    expect(grande.length).toBeGreaterThan(800 * 1024);
    const { obraId, fileIds } = await acompanhamentoComFotos([{ filename: 'grande.png', content: grande }]);
    const pdf = await relatorioPdf(obraId);
    expect(pdfImageSizes(pdf)).toEqual([{ width: 600, height: 450, enc: 'jpeg' }]);
    // Embedded as it was (~900 KiB), the photo alone made the report larger than this.
    expect(pdf.length).toBeLessThan(200 * 1024);

    // The derivative is in the storage; a second run reads it (one put in its place shows).
    const storage = createDiskStorage(t.config.storageDir);
    const key = derivadaKey(fileIds[0] as string);
    expect(await storage.exists(key)).toBe(true);
    const marcada = await sharp({
      create: { width: 30, height: 20, channels: 3, background: '#c00' },
    })
      .jpeg()
      .toBuffer();
    await storage.write(key, Readable.from([marcada]));
    expect(pdfImageSizes(await relatorioPdf(obraId))).toEqual([{ width: 30, height: 20, enc: 'jpeg' }]);
  });

  it('a phone’s portrait photo is drawn upright (EXIF orientation), a WebP is drawn too', async () => {
    // 400×300 pixels stored, tagged "rotate 90° clockwise to show": a portrait of 300×400.
    const retrato = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a6' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const webp = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#26a' } })
      .webp()
      .toBuffer();
    const { obraId } = await acompanhamentoComFotos([
      { filename: 'retrato.jpg', content: retrato },
      { filename: 'foto.webp', content: webp },
    ]);
    expect(pdfImageSizes(await relatorioPdf(obraId))).toEqual([
      { width: 300, height: 400, enc: 'jpeg' },
      { width: 200, height: 100, enc: 'jpeg' },
    ]);
  });

  it('a corrupt photo or one cut short is drawn as "Foto ilegível" and the rest of the report is made', async () => {
    // A PNG's signature (the upload takes it as an image) and then no image at all; a JPEG's first half.
    const corrompida = Buffer.concat([pngImage(40, 30).subarray(0, 16), Buffer.alloc(2000, 0x5a)]);
    const jpeg = await sharp(pngImage(400, 300)).jpeg().toBuffer();
    const { obraId, fileIds } = await acompanhamentoComFotos([
      { filename: 'corrompida.png', content: corrompida },
      { filename: 'boa.png', content: pngImage(80, 60) },
      { filename: 'cortada.jpg', content: jpeg.subarray(0, jpeg.length / 2) },
    ]);
    const pdf = await relatorioPdf(obraId);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('Registro fotográfico da vistoria.');
    expect(text.match(/Foto ilegível/g)).toHaveLength(2);
    expect(pdfImageSizes(pdf)).toEqual([{ width: 80, height: 60, enc: 'jpeg' }]);
    // Nothing kept for the unreadable ones: a later report tries them again.
    const storage = createDiskStorage(t.config.storageDir);
    expect(await storage.exists(derivadaKey(fileIds[0] as string))).toBe(false);
    expect(await storage.exists(derivadaKey(fileIds[2] as string))).toBe(false);
  });
});

describe('trimestresDaObra', () => {
  it('lists the quarters from the start to today, newest first, or why none', () => {
    expect(trimestresDaObra('2025-11-20', '2026-05-02').trimestres).toEqual([
      { ano: 2026, trimestre: 2 },
      { ano: 2026, trimestre: 1 },
      { ano: 2025, trimestre: 4 },
    ]);
    expect(trimestresDaObra('2026-06-01', '2026-05-02').motivo).toBe(
      'A obra começa em 01/06/2026: ainda não há trimestre para relatar.',
    );
  });
});

describe('the quarterly schedule', () => {
  it('queues the quarter just ended for every work in progress begun by its end', async () => {
    const andamento = await newObra({ data_inicio: '2026-02-01' });
    const depois = await newObra({ data_inicio: '2026-04-02' });
    const naoIniciada = await newObra({ data_inicio: '2026-02-01' });
    await t.database.db
      .update(obras)
      .set({ situacao: 2 })
      .where(inArray(obras.id, [andamento, depois]));
    const queued: { params?: Record<string, unknown> }[] = [];
    const jobs = {
      define: () => undefined,
      enqueue: async (o: { params?: Record<string, unknown> }) => {
        queued.push(o);
        return 'x';
      },
    } as unknown as JobRunner;
    const service = createRelatorioService({
      db: t.database.db,
      storage: {} as never,
      obras: {} as ObrasService,
      jobs,
    });
    await service.agendarTrimestre('2026-04-01');
    const obrasQueued = queued.map((q) => q.params?.obraId);
    expect(obrasQueued).toContain(andamento);
    expect(obrasQueued).not.toContain(depois);
    expect(obrasQueued).not.toContain(naoIniciada);
    expect(queued.find((q) => q.params?.obraId === andamento)?.params).toMatchObject({
      ano: 2026,
      trimestre: 1,
      userId: null,
    });
  });
});
