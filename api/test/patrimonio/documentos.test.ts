import type { Bem, Movimentacao } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema.js';
import { CAMARA, PREFEITURA } from '../support/organisation.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { pdfPages, pdfWords } from '../support/pdf.js';
import { type caller, type Headers, SAMPLE, upload } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The asset's documents beyond the register report: the preview of an attachment, the movement reports
 * (an asset's history, a period's movements by type) and the termos with their public verification.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers };
let adminCamara: { headers: Headers };
let suporte: { headers: Headers };

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara, suporte } = await patrimonioApp());
}, 60_000);
afterAll(() => t.close());

/** The text of every page line by line (words of one baseline, left to right): a table row reads as one line. */
function pdfLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (let page = 1; page <= pdfPages(pdf); page++) {
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const w of pdfWords(pdf, page)) {
      const y = Math.round(w.y);
      rows.set(y, [...(rows.get(y) ?? []), w]);
    }
    for (const y of [...rows.keys()].sort((a, b) => a - b)) {
      lines.push(
        rows
          .get(y)!
          .sort((a, b) => a.x - b.x)
          .map((w) => w.text)
          .join(' '),
      );
    }
  }
  return lines;
}

async function newBem(overrides: Record<string, unknown> = {}, headers = admin.headers): Promise<Bem> {
  const res = await createBem(t, headers, bemBody(ids, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function moved(bem: { id: string }, body: Record<string, unknown>): Promise<Movimentacao> {
  const res = await call('POST', '/patrimonio/movimentacaobem/create', admin.headers, {
    bempatrimonial_id: bem.id,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('GET /patrimonio/bempatrimonial/preview/{id}', () => {
  const attach = async (bem: Bem, filename: string, content: Buffer) => {
    const res = await upload(t, `/patrimonio/bempatrimonial/upload/${bem.id}`, admin.headers, {
      filename,
      content,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const preview = (id: string, headers = admin.headers) =>
    call('GET', `/patrimonio/bempatrimonial/preview/${id}`, headers);

  it('shows an image and a PDF inline with their stored type, never sniffed', async () => {
    const bem = await newBem();
    const photo = await preview((await attach(bem, 'foto.png', SAMPLE.png)).id);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['content-disposition']).toMatch(/^inline; filename="foto.png"/);
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(photo.rawPayload.equals(SAMPLE.png)).toBe(true);
    const pdf = await preview((await attach(bem, 'nota.pdf', SAMPLE.pdf)).id);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="nota.pdf"/);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends any other type (HTML, SVG, XML, Office) as an attachment, never inline', async () => {
    const bem = await newBem();
    // Uploads never take HTML or SVG: a stored row is given the type to prove the call would not show it.
    for (const mime of [
      'text/html',
      'image/svg+xml',
      'application/xml',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]) {
      const file = await attach(bem, 'arquivo.png', SAMPLE.png);
      await t.database.db.update(files).set({ mime }).where(eq(files.id, file.id));
      const res = await preview(file.id);
      expect(res.statusCode, mime).toBe(200);
      expect(res.headers['content-type'], mime).toContain(mime);
      expect(res.headers['content-disposition'], mime).toMatch(/^attachment; /);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers 404 for another client’s attachment, a file of another owner and an unknown id; support sees it', async () => {
    const bem = await newBem();
    const file = await attach(bem, 'foto.png', SAMPLE.png);
    const other = await preview(file.id, adminCamara.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Arquivo não encontrado.');
    expect((await preview(file.id, suporte.headers)).statusCode).toBe(200);
    expect((await preview('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // A supplier's document is no asset attachment.
    const fornecedor = await call('POST', '/patrimonio/fornecedor/create', admin.headers, {
      tipo_pessoa: 'F',
      cpf_cnpj: '529.982.247-25',
      razao_social: 'Fornecedor da pré-visualização',
    });
    expect(fornecedor.statusCode, fornecedor.body).toBe(201);
    const doc = await upload(t, `/patrimonio/fornecedor/upload/${fornecedor.json().id}`, admin.headers, {
      filename: 'contrato.pdf',
      content: SAMPLE.pdf,
    });
    expect(doc.statusCode, doc.body).toBe(201);
    expect((await preview(doc.json().id)).statusCode).toBe(404);
  });
});

describe('movement reports (PDF)', () => {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const todayBr = today.split('-').reverse().join('/');
  const pdf = async (url: string, headers = admin.headers) => {
    const res = await call('GET', url, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    return res.rawPayload;
  };
  const flat = (bytes: Buffer) => pdfLines(bytes).join(' ');

  it('prints an asset’s history oldest first: what moved it, from and to, who and the values', async () => {
    const bem = await newBem({ descricao: 'Projetor multimídia', valor_aquisicao: '2500.00' });
    await moved(bem, {
      TipoMovimentacao: 2,
      secretaria_id: ids.saude.id,
      setor_id: ids.saude.setores[0],
    });
    await moved(bem, { TipoMovimentacao: 3, Responsavel: 'João Pereira' });
    const bytes = await pdf(`/patrimonio/bempatrimonial/reports/movimentacoes/bem/${bem.id}`);
    expect(pdfPages(bytes)).toBe(1);
    const text = flat(bytes);
    expect(text).toContain(PREFEITURA);
    expect(text).toContain('Histórico de movimentações do bem');
    expect(text).toContain(`Bem ${bem.CodigoBEM} — Projetor multimídia`);
    expect(text).toMatch(/Emitido em \d\d\/\d\d\/\d{4} às \d\d:\d\d por Administrador da Prefeitura/);
    expect(text).toContain('Transferência de local');
    // A place prints as its setor (the narrower name).
    expect(text).toMatch(/(Recursos Humanos|Almoxarifado Central) (Unidade Básica de|Vigilância)/);
    expect(text).toContain('Maria Souza João Pereira');
    expect(text).toContain(todayBr);
    expect(text).toContain('R$ 2.500,00');
    expect(text).toContain('3 movimentações; valor atual do bem: R$ 2.500,00');
    expect(text).toContain('Página 1 de 1');
    // Oldest first: the incorporation before the transfer.
    expect(text.indexOf('Incorporação')).toBeLessThan(text.indexOf('Transferência de local'));
    const other = await call(
      'GET',
      `/patrimonio/bempatrimonial/reports/movimentacoes/bem/${bem.id}`,
      adminCamara.headers,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Bem patrimonial não encontrado.');
  });

  it('prints the period’s movements by type with exact subtotals and the total, with its filters', async () => {
    const a = await newBem({ descricao: 'Mesa do período', valor_aquisicao: '100.10' });
    const b = await newBem({ descricao: 'Cadeira do período', valor_aquisicao: '200.25' });
    const c = await newBem({ descricao: 'Armário baixado', valor_aquisicao: '300.30' });
    for (const bem of [a, b]) {
      await moved(bem, { TipoMovimentacao: 2, secretaria_id: ids.saude.id, setor_id: ids.saude.setores[0] });
    }
    await moved(c, { TipoMovimentacao: 4, MotivoBaixa: 1 });
    const url = `/patrimonio/bempatrimonial/reports/movimentacoes?data_de=${today}&data_ate=${today}`;
    const text = flat(await pdf(url));
    expect(text).toContain('Relatório de movimentações');
    expect(text).toContain(`Filtros: Período de ${todayBr} até ${todayBr}`);
    expect(text).toContain('Mesa do período');
    expect(text).toContain(
      'Subtotal Transferência de local (secretaria/setor): 3 movimentações R$ 2.800,35 R$ 2.800,35',
    );
    expect(text).toContain('Subtotal Baixa: 1 movimentação R$ 300,30 R$ 300,30');
    expect(text).toMatch(/Armário baixado Em uso Baixado: \S/);
    expect(text).toMatch(/Total geral: \d+ movimentações/);
    expect(text).toMatch(/Página 1 de 1/);
    expect(text).not.toContain(CAMARA);

    const baixas = flat(await pdf(`${url}&TipoMovimentacao=4`));
    expect(baixas).toContain('Tipo: Baixa');
    expect(baixas).not.toContain('Mesa do período');
    expect(baixas).toContain('Total geral: 1 movimentação R$ 300,30 R$ 300,30');
  });

  it('answers 404 when nothing matches or for another client, 400 for a bad filter; support sees every client', async () => {
    const none = await call(
      'GET',
      '/patrimonio/bempatrimonial/reports/movimentacoes?data_de=2001-01-01&data_ate=2001-01-31',
      admin.headers,
    );
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Nenhuma movimentação encontrada para o relatório.');
    const camara = await call(
      'GET',
      `/patrimonio/bempatrimonial/reports/movimentacoes?cliente_id=${ids.camaraId}`,
      admin.headers,
    );
    expect(camara.statusCode).toBe(404);
    for (const bad of [
      'data_de=2024-05-01&data_ate=2024-01-01',
      'TipoMovimentacao=x',
      'data_de=2024-13-01',
    ]) {
      const res = await call('GET', `/patrimonio/bempatrimonial/reports/movimentacoes?${bad}`, admin.headers);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    await newBem(
      {
        descricao: 'Tribuna',
        categoria_id: ids.mobiliarioCamara,
        secretaria_id: ids.camaraDeptId,
        setor_id: undefined,
      },
      adminCamara.headers,
    );
    const all = flat(await pdf('/patrimonio/bempatrimonial/reports/movimentacoes', suporte.headers));
    expect(all).toContain(PREFEITURA);
    expect(all).toContain(CAMARA);
    expect(all).toMatch(/Página 2 de \d/);
  });
});
