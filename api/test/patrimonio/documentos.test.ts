import { createHash } from 'node:crypto';
import type { Bem, Movimentacao } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema.js';
import { giveHead, moveAccepted } from '../support/aceite-termo.js';
import { CAMARA, PREFEITURA } from '../support/organisation.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { dispositionOf, pdfPages, pdfWords, readQr, renderPage } from '../support/pdf.js';
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
let consulta: { headers: Headers };

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara, suporte, consulta } = await patrimonioApp());
  // Who receives what is transferred to saúde's setores (decision 062).
  for (const setor of ids.saude.setores.slice(0, 2)) await giveHead(t, admin.headers, setor!);
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
/** A movement booked: a transfer that waits for the aceite is accepted through the paper termo. */
async function moved(bem: { id: string }, body: Record<string, unknown>): Promise<Movimentacao> {
  const res = await moveAccepted(t, admin.headers, { bempatrimonial_id: bem.id, ...body });
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

describe('termos with public verification', () => {
  const ano = Number(new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }).slice(0, 4));
  const issueFrom = (movId: string, headers = admin.headers) =>
    call('POST', `/patrimonio/movimentacaobem/${movId}/termo`, headers, {});
  const responsabilidade = (body: Record<string, unknown>, headers = admin.headers) =>
    call('POST', '/patrimonio/bempatrimonial/termos/responsabilidade', headers, body);
  const verify = (codigo: string) => t.app.inject({ method: 'GET', url: `/publico/documentos/${codigo}` });
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  const issued = (res: {
    statusCode: number;
    body: string;
    headers: Record<string, unknown>;
    rawPayload: Buffer;
  }) => {
    expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const codigo = String(res.headers['x-termo-codigo']);
    expect(codigo).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    // Saved under its kind and number (decision 041), e.g. "Termo de transferência nº 1-2026.pdf".
    expect(dispositionOf(res.headers).name).toMatch(
      /^Termo de (responsabilidade|transferência|baixa definitiva) nº \d+-\d{4}\.pdf$/,
    );
    return { pdf: res.rawPayload, codigo, text: pdfLines(res.rawPayload).join(' ') };
  };

  it('issues a termo de transferência of the movements registered together, verifiable by its code and hash', async () => {
    // Assets of a setor no other test moves from, to a setor no other test moves to.
    const from = { secretaria_id: ids.adm.id, setor_id: ids.adm.setores[1] };
    const a = await newBem({ descricao: 'Notebook da transferência', valor_aquisicao: '4100.50', ...from });
    const b = await newBem({ descricao: 'Impressora da transferência', valor_aquisicao: '899.90', ...from });
    const to = { TipoMovimentacao: 2, secretaria_id: ids.saude.id, setor_id: ids.saude.setores[1] };
    const first = await moved(a, to);
    const second = await moved(b, to);
    const { pdf, codigo, text } = issued(await issueFrom(first.id));
    expect(text).toContain(PREFEITURA);
    expect(text).toContain(`TERMO DE TRANSFERÊNCIA Nº 1/${ano}`);
    expect(text).toContain('Notebook da transferência');
    expect(text).toContain('Impressora da transferência');
    expect(text).toContain('Origem: Secretaria Municipal de Administração /');
    expect(text).toContain('Destino: Secretaria Municipal de Saúde /');
    expect(text).toContain('Total: 2 bens R$ 5.000,40');
    expect(text).toContain('Responsável pela origem (entrega) Responsável pelo destino');
    expect(text).toContain(codigo);
    expect(text).toContain('Página 1 de 1');
    const url = `${t.config.appUrl}/publico/documento/${codigo}`;
    expect(readQr(renderPage(pdf, 1, 150))).toBe(url);

    // The public check, without a token: the entity, the kind, who and when, and the hash of these bytes.
    const res = await verify(codigo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      codigo,
      tipo: 'transferencia',
      descricao: `Termo de transferência nº 1/${ano}`,
      entidade: { nome: PREFEITURA, cpf_cnpj_formatado: expect.any(String) },
      emitido_por: 'Administrador da Prefeitura',
      emitido_em: expect.any(String),
      quantidade_bens: 2,
      sha256: sha256(pdf),
    });
    expect(Date.now() - Date.parse(res.json().emitido_em)).toBeLessThan(60_000);
    // Typed in lower case without the dashes, it is the same code.
    expect((await verify(codigo.replace(/-/g, '').toLowerCase())).json().sha256).toBe(sha256(pdf));

    // Issued again, from this movement or from one registered with it: the stored document, unchanged.
    const again = issued(await issueFrom(first.id));
    expect(again.codigo).toBe(codigo);
    expect(again.pdf.equals(pdf)).toBe(true);
    expect(again.text).toContain(`TERMO DE TRANSFERÊNCIA Nº 1/${ano}`);
    const fromOther = issued(await issueFrom(second.id));
    expect(fromOther.codigo).toBe(codigo);
    expect(fromOther.pdf.equals(pdf)).toBe(true);
  });

  it('issues the termo de baixa definitiva: the kind, the act, who authorised, and each asset’s acquisition, depreciation and book value', async () => {
    const bem = await newBem({
      descricao: 'Veículo sinistrado',
      valor_aquisicao: '45000.00',
      saldo_implantacao: '9000.00',
      setor_id: ids.adm.setores[1],
    });
    const baixa = await moved(bem, {
      TipoMovimentacao: 4,
      MotivoBaixa: 7,
      processo_baixa: 'Processo administrativo nº 345/2026',
      autorizada_por: 'Maria Prefeita, Prefeita Municipal',
      Observacao: 'Laudo 12/2026',
    });
    expect(baixa).toMatchObject({
      processo_baixa: 'Processo administrativo nº 345/2026',
      autorizada_por: 'Maria Prefeita, Prefeita Municipal',
    });
    const { codigo, text } = issued(await issueFrom(baixa.id));
    // No month processed yet: the book value is the value less the saldo de implantação.
    const contabil = 'R$ 36.000,00';
    expect(text).toContain(`TERMO DE BAIXA DEFINITIVA Nº 1/${ano}`);
    expect(text).toContain(`Tipo de baixa: ${baixa.motivo_baixa}`);
    expect(text).toContain('Ato ou processo: Processo administrativo nº 345/2026');
    expect(text).toContain('Autorizada por: Maria Prefeita, Prefeita Municipal');
    expect(text).toContain('Observação: Laudo 12/2026');
    expect(text).toContain('Valor de aquisição: R$ 45.000,00');
    expect(text).toContain('Depreciação acumulada: R$ 9.000,00');
    expect(text).toContain(`Valor contábil baixado: ${contabil}`);
    // The asset's line: code, description, acquisition, accumulated depreciation, book value.
    expect(text).toMatch(
      new RegExp(
        `${bem.CodigoBEM}\\s+Veículo sinistrado\\s+R\\$ 45\\.000,00\\s+R\\$ 9\\.000,00\\s+${contabil.replace(/[$.]/g, '\\$&')}`,
      ),
    );
    expect(text).toContain(`Total baixado: 1 bem ${contabil}`);
    expect(text).toContain('Responsável pelo setor de patrimônio');
    expect(text).toContain('Autoridade que autorizou a baixa');
    expect(text).toContain('Responsável pela contabilidade');
    expect((await verify(codigo)).json()).toMatchObject({
      tipo: 'baixa',
      descricao: `Termo de baixa definitiva nº 1/${ano}`,
      quantidade_bens: 1,
    });

    // The act and the authority are a baixa's: another movement refuses them.
    const outro = await newBem({ descricao: 'Bem que não é baixado' });
    const recusa = await moveAccepted(t, admin.headers, {
      bempatrimonial_id: outro.id,
      TipoMovimentacao: 3,
      Responsavel: 'Outra Pessoa',
      processo_baixa: 'Processo 1/2026',
    });
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().message).toBe(
      'O ato ou processo e quem autorizou são de uma baixa: este tipo de movimentação não os registra.',
    );
  });

  it('issues the termo de baixa definitiva of a batch: every asset with its values, the batch’s act and authority', async () => {
    const a = await newBem({ descricao: 'Cadeira inservível do lote', valor_aquisicao: '300.00' });
    const b = await newBem({
      descricao: 'Mesa inservível do lote',
      valor_aquisicao: '1200.00',
      saldo_implantacao: '600.00',
    });
    const lote = await call('POST', '/patrimonio/movimentacaobem/lote', admin.headers, {
      TipoMovimentacao: 4,
      MotivoBaixa: 4,
      processo_baixa: 'Portaria nº 88/2026',
      autorizada_por: 'Secretário de Administração',
      bem_ids: [a.id, b.id],
    });
    expect(lote.statusCode, lote.body).toBe(201);
    const termo = await call(
      'POST',
      `/patrimonio/movimentacaobem/lote/${lote.json().id}/termo`,
      admin.headers,
      {},
    );
    const { text } = issued(termo);
    expect(text).toContain('TERMO DE BAIXA DEFINITIVA Nº');
    expect(text).toContain('Ato ou processo: Portaria nº 88/2026');
    expect(text).toContain('Autorizada por: Secretário de Administração');
    expect(text).toContain('Valor de aquisição: R$ 1.500,00');
    expect(text).toContain('Depreciação acumulada: R$ 600,00');
    expect(text).toMatch(/Cadeira inservível do lote\s+R\$ 300,00\s+R\$ 0,00\s+R\$ 300,00/);
    expect(text).toMatch(/Mesa inservível do lote\s+R\$ 1\.200,00\s+R\$ 600,00\s+R\$ 600,00/);
    expect(text).toContain('Total baixado: 2 bens R$ 900,00');
  });

  it('refuses other movement types, a reversed movement, another client’s movement and a read-only role', async () => {
    const bem = await newBem({ descricao: 'Bem sem termo' });
    const responsavel = await moved(bem, { TipoMovimentacao: 3, Responsavel: 'Outra Pessoa' });
    const refused = await issueFrom(responsavel.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Só transferências e baixas/);
    const transfer = await moved(bem, {
      TipoMovimentacao: 2,
      secretaria_id: ids.saude.id,
      setor_id: ids.saude.setores[0],
    });
    await moved(bem, { TipoMovimentacao: 11 });
    const reversed = await issueFrom(transfer.id);
    expect(reversed.statusCode).toBe(409);
    expect(reversed.json().message).toMatch(/estornada/);
    const other = await issueFrom(transfer.id, adminCamara.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Movimentação não encontrada.');
    expect((await issueFrom(transfer.id, consulta.headers)).statusCode).toBe(403);
  });

  it('issues a termo de responsabilidade of chosen assets or of a setor’s assets', async () => {
    const a = await newBem({
      descricao: 'Cadeira da guarda',
      valor_aquisicao: '300.00',
      setor_id: ids.adm.setores[0],
    });
    const b = await newBem({
      descricao: 'Mesa da guarda',
      valor_aquisicao: '700.00',
      setor_id: ids.adm.setores[0],
    });
    const chosen = issued(
      await responsabilidade({
        responsavel: 'Carla Dias',
        identificacao: 'Matrícula 4521',
        bem_ids: [b.id, a.id],
      }),
    );
    expect(chosen.text).toContain(`TERMO DE RESPONSABILIDADE Nº 1/${ano}`);
    expect(chosen.text).toContain('Eu, Carla Dias (Matrícula 4521), declaro ter recebido');
    expect(chosen.text).toContain('Total: 2 bens R$ 1.000,00');
    // In code order whatever the order chosen.
    expect(chosen.text.indexOf('Cadeira da guarda')).toBeLessThan(chosen.text.indexOf('Mesa da guarda'));
    expect((await verify(chosen.codigo)).json()).toMatchObject({
      tipo: 'responsabilidade',
      quantidade_bens: 2,
    });

    // A setor: every asset of it not written off (support names no client: the setor does).
    const setor = ids.saude.setores[0]!;
    const gone = await newBem({ descricao: 'Maca baixada', secretaria_id: ids.saude.id, setor_id: setor });
    await moved(gone, { TipoMovimentacao: 4, MotivoBaixa: 1 });
    await newBem({ descricao: 'Maca da guarda', secretaria_id: ids.saude.id, setor_id: setor });
    const bySetor = issued(
      await responsabilidade({ responsavel: 'Paulo Reis', setor_id: setor }, suporte.headers),
    );
    expect(bySetor.text).toContain('Maca da guarda');
    expect(bySetor.text).not.toContain('Maca baixada');
    expect(bySetor.text).toMatch(/do setor (Unidade Básica|Vigilância)/);
    expect(bySetor.text).toContain(`Nº 2/${ano}`);
  });

  it('validates the termo de responsabilidade: one of setor or assets, the caller’s own, none written off', async () => {
    const bem = await newBem({ descricao: 'Bem da validação' });
    for (const body of [
      { responsavel: 'X Y' },
      { responsavel: 'X Y', bem_ids: [bem.id], setor_id: ids.adm.setores[0] },
      { responsavel: '', bem_ids: [bem.id] },
      { responsavel: 'X Y', bem_ids: [] },
      { responsavel: 'X Y', bem_ids: ['nao-e-uuid'] },
    ]) {
      const res = await responsabilidade(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(
      (await responsabilidade({ responsavel: 'X Y', bem_ids: [bem.id] }, adminCamara.headers)).statusCode,
    ).toBe(404);
    expect(
      (await responsabilidade({ responsavel: 'X Y', setor_id: ids.adm.setores[0] }, adminCamara.headers))
        .statusCode,
    ).toBe(404);
    const gone = await newBem({ descricao: 'Bem baixado da validação' });
    await moved(gone, { TipoMovimentacao: 4, MotivoBaixa: 1 });
    const baixado = await responsabilidade({ responsavel: 'X Y', bem_ids: [bem.id, gone.id] });
    expect(baixado.statusCode).toBe(400);
    expect(baixado.json().message).toMatch(/está baixado/);
  });

  it('answers 404 for an unknown or malformed code, with no token needed', async () => {
    for (const codigo of ['AAAA-BBBB-CCCC-DDDD', 'curto', '0000-0000-0000-0000']) {
      const res = await verify(codigo);
      expect(res.statusCode, codigo).toBe(404);
      expect(res.json().message).toBe('Documento não encontrado.');
    }
  });

  it('reprints a termo by its code: the stored bytes with the public check’s SHA-256, in the caller’s client only', async () => {
    const bem = await newBem({ descricao: 'Arquivo da reimpressão', setor_id: ids.adm.setores[1] });
    const baixa = await moved(bem, { TipoMovimentacao: 4, MotivoBaixa: 1 });
    const first = issued(await issueFrom(baixa.id));
    const reprint = (codigo: string, headers = admin.headers) =>
      call('GET', `/patrimonio/bempatrimonial/termos/${codigo}`, headers);
    const again = issued(await reprint(first.codigo));
    expect(again.codigo).toBe(first.codigo);
    expect(sha256(again.pdf)).toBe(sha256(first.pdf));
    expect(sha256(again.pdf)).toBe((await verify(first.codigo)).json().sha256);
    // Any case, with or without dashes; a read-only role may reprint; support sees every client.
    const typed = first.codigo.replace(/-/g, '').toLowerCase();
    expect(issued(await reprint(typed, consulta.headers)).pdf.equals(first.pdf)).toBe(true);
    expect(issued(await reprint(first.codigo, suporte.headers)).pdf.equals(first.pdf)).toBe(true);
    for (const [codigo, headers] of [
      [first.codigo, adminCamara.headers],
      ['AAAA-BBBB-CCCC-DDDD', admin.headers],
      ['curto', admin.headers],
    ] as const) {
      const res = await reprint(codigo, headers);
      expect(res.statusCode, codigo).toBe(404);
      expect(res.json().message).toBe('Termo não encontrado.');
    }

    // A termo de responsabilidade is a new custody act each time: a new document, each reprinted unchanged.
    const other = await newBem({ descricao: 'Cadeira da reimpressão', setor_id: ids.adm.setores[1] });
    const body = { responsavel: 'Rita Lima', bem_ids: [other.id] };
    const one = issued(await responsabilidade(body));
    const two = issued(await responsabilidade(body));
    expect(two.codigo).not.toBe(one.codigo);
    expect(issued(await reprint(one.codigo)).pdf.equals(one.pdf)).toBe(true);
    expect(issued(await reprint(two.codigo)).pdf.equals(two.pdf)).toBe(true);
  });

  it('lists the client’s issued termos newest first, by kind, never another client’s', async () => {
    const bem = await newBem({ descricao: 'Mesa da lista de termos', setor_id: ids.adm.setores[1] });
    const latest = issued(await responsabilidade({ responsavel: 'Lia Prado', bem_ids: [bem.id] }));
    const list = (query: string, headers = admin.headers) =>
      call('GET', `/patrimonio/bempatrimonial/termos?${query}`, headers);
    const res = await list('limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 1, limit: 100 });
    expect(page.total).toBe(page.data.length);
    expect(page.data[0]).toEqual({
      id: expect.any(String),
      codigo: latest.codigo,
      tipo: 'responsabilidade',
      descricao: expect.stringMatching(/^Termo de responsabilidade nº \d+\/\d{4}$/),
      numero: expect.any(Number),
      ano,
      quantidade_bens: 1,
      valor_total: expect.any(String),
      movimentacao_id: null,
      emitido_por: 'Administrador da Prefeitura',
      emitido_em: expect.any(String),
      sha256: sha256(latest.pdf),
      cliente_id: ids.prefeituraId,
    });
    expect(page.data.some((x: { tipo: string }) => x.tipo === 'transferencia')).toBe(true);
    const baixas = (await list('tipo=baixa')).json();
    expect(baixas.data.length).toBeGreaterThan(0);
    expect(baixas.data.every((x: { tipo: string }) => x.tipo === 'baixa')).toBe(true);
    expect((await list('limit=1&page=2')).json().data).toHaveLength(1);
    expect((await list('', adminCamara.headers)).json().total).toBe(0);
    expect((await list(`cliente_id=${ids.prefeituraId}`, adminCamara.headers)).statusCode).toBe(404);
    expect((await list('tipo=outro')).statusCode).toBe(400);
    expect((await list('', consulta.headers)).statusCode).toBe(200);
  });
});
