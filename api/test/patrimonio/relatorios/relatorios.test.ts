import type { Bem } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPages, createRegisterDocument, type RegisterShape } from '../../../src/lib/register-pdf.js';
import { CAMARA, PREFEITURA } from '../../support/organisation.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import { dispositionOf, pdfImages, pdfInfo, pdfPages, pdfText, titledAs } from '../../support/pdf.js';
import { type Headers, upload } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';

/** The asset register report as PDF, read back with pdftotext: groups, subtotals, totals, filters, scope. */
let t: TestApp;
let ids: PatrimonioIds;
let admin: { headers: Headers };
let adminCamara: { headers: Headers };
let suporte: { headers: Headers };
let setorNames: string[];
let cadeira: Bem;
let mesa: Bem;

beforeAll(async () => {
  ({ t, ids, admin, adminCamara, suporte } = await patrimonioApp());
  const create = async (headers: Headers, body: Record<string, unknown>, atual?: string) => {
    const res = await createBem(t, headers, body);
    expect(res.statusCode, res.body).toBe(201);
    const bem = res.json() as Bem;
    if (atual) {
      await t.database.db.execute(
        sql`update bens_patrimoniais set valor_atual = ${atual} where id = ${bem.id}`,
      );
    }
    return bem;
  };
  const [setorA, setorB] = ids.adm.setores;
  // Administração, setor A: 2 assets (1.234,56 + 2.000,00; book 1.000,10 + 2.000,00).
  cadeira = await create(
    admin.headers,
    bemBody(ids, { descricao: 'Cadeira giratória ação', setor_id: setorA }),
    '1000.10',
  );
  mesa = await create(
    admin.headers,
    bemBody(ids, { descricao: 'Mesa de reunião', setor_id: setorA, valor_aquisicao: '2000.00' }),
  );
  // Administração, setor B: 1 asset (500,25; book 400,05).
  await create(
    admin.headers,
    bemBody(ids, {
      descricao: 'Armário de aço',
      setor_id: setorB,
      valor_aquisicao: '500.25',
      data_aquisicao: '2022-07-01',
    }),
    '400.05',
  );
  // Saúde: 1 asset (3.000,00), a computer.
  await create(
    admin.headers,
    bemBody(ids, {
      descricao: 'Computador da enfermaria',
      categoria_id: ids.informatica,
      secretaria_id: ids.saude.id,
      setor_id: ids.saude.setores[0],
      valor_aquisicao: '3000.00',
      data_aquisicao: '2023-01-10',
    }),
  );
  // Another client's asset.
  await create(adminCamara.headers, {
    ...bemBody(ids),
    descricao: 'Tribuna do plenário',
    categoria_id: ids.mobiliarioCamara,
    secretaria_id: ids.camaraDeptId,
    setor_id: undefined,
  });
  const names = await t.database.db.execute<{ id: string; name: string }>(
    sql`select id, name from companies where id in (${sql.join(
      ids.adm.setores.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(
    (names as unknown as { rows: { id: string; name: string }[] }).rows.map((r) => [r.id, r.name]),
  );
  setorNames = [byId.get(setorA!)!, byId.get(setorB!)!];
}, 60_000);
afterAll(() => t.close());

const report = (query = '', headers: Headers = admin.headers, app = ids.applicationId) =>
  t.app.inject({
    method: 'GET',
    url: `/patrimonio/bempatrimonial/reports/aplicacao/${app}${query ? `?${query}` : ''}`,
    headers,
  });
const pdfOf = (res: {
  statusCode: number;
  body: string;
  rawPayload: Buffer;
  headers: Record<string, unknown>;
}) => {
  expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  // Titled and named by what it is and the day (the browser's viewer and its download show them).
  const title = pdfInfo(res.rawPayload).Title ?? '';
  expect(title).toMatch(titledAs('Relatório de bens'));
  expect(dispositionOf(res.headers)).toEqual({ inline: true, name: `${title}.pdf` });
  return res.rawPayload;
};
/** The text with every run of white space as one space (pdftotext puts table cells on lines of their own). */
const flat = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

describe('GET /patrimonio/bempatrimonial/reports/aplicacao/{id}', () => {
  it('prints the register by secretaria and setor, with exact subtotals, the total and the page count', async () => {
    const pdf = pdfOf(await report());
    expect(pdfPages(pdf)).toBe(1);
    const text = flat(pdf);
    expect(text).toContain(PREFEITURA);
    expect(text).toContain('Relatório de bens patrimoniais');
    expect(text).toContain('Filtros: nenhum (todos os bens)');
    expect(text).toMatch(/Emitido em \d\d\/\d\d\/\d{4} às \d\d:\d\d por Administrador da Prefeitura/);
    expect(text).toContain('Secretaria: Secretaria Municipal de Administração');
    expect(text).toContain('Secretaria: Secretaria Municipal de Saúde');
    expect(text).toContain('Cadeira giratória ação');
    expect(text).toContain('Computador da enfermaria');
    expect(text).toContain('15/03/2024');
    expect(text).toContain('01/07/2022');
    expect(text).toContain('Em uso');
    // Hand-computed: setor A 1.234,56 + 2.000,00 = 3.234,56 (book 1.000,10 + 2.000,00 = 3.000,10).
    expect(text).toContain(`Subtotal do setor ${setorNames[0]}: 2 bens R$ 3.234,56 R$ 3.000,10`);
    expect(text).toContain(`Subtotal do setor ${setorNames[1]}: 1 bem R$ 500,25 R$ 400,05`);
    expect(text).toContain(
      'Subtotal da secretaria Secretaria Municipal de Administração: 3 bens R$ 3.734,81 R$ 3.400,15',
    );
    expect(text).toContain(
      'Subtotal da secretaria Secretaria Municipal de Saúde: 1 bem R$ 3.000,00 R$ 3.000,00',
    );
    expect(text).toContain('Total geral: 4 bens R$ 6.734,81 R$ 6.400,15');
    expect(text).toContain('Página 1 de 1');
    // The secretaria's groups come in name order: Administração before Saúde.
    expect(text.indexOf('Municipal de Administração')).toBeLessThan(text.indexOf('Municipal de Saúde'));
    // Another client's asset never appears.
    expect(text).not.toContain('Tribuna');
    expect(text).not.toContain(CAMARA);
  });

  it('applies the list’s filters and prints them in words', async () => {
    const text = flat(pdfOf(await report(`secretaria_id=${ids.adm.id}&valor_de=1000&data_de=2024-01-01`)));
    expect(text).toContain(
      'Filtros: Secretaria: Secretaria Municipal de Administração; Data de aquisição de 01/01/2024; Valor de aquisição de R$ 1.000,00',
    );
    expect(text).toContain('Cadeira giratória ação');
    expect(text).not.toContain('Armário de aço');
    expect(text).not.toContain('Computador da enfermaria');
    expect(text).toContain('Total geral: 2 bens R$ 3.234,56 R$ 3.000,10');
  });

  it('gives support every client of the application, each on pages of its own, or the one it names', async () => {
    const all = flat(pdfOf(await report('', suporte.headers)));
    expect(all).toContain('Tribuna do plenário');
    expect(all).toContain('Cadeira giratória ação');
    expect(all).toContain('Página 2 de 2');
    expect(all).toContain('Total geral: 5 bens');
    const one = flat(pdfOf(await report(`cliente_id=${ids.camaraId}`, suporte.headers)));
    expect(one).toContain('Tribuna do plenário');
    expect(one).not.toContain('Cadeira');
    expect(one).toContain('Sem setor');
    expect(one).toContain('Total geral: 1 bem R$ 1.234,56');
  });

  it('answers 404 for another application, 404 when nothing matches and 400 for a bad filter', async () => {
    const other = await report('', admin.headers, '00000000-0000-4000-8000-000000000000');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Aplicação não encontrada.');
    const none = await report('descricao=inexistente');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Nenhum bem encontrado para o relatório.');
    const camaraCliente = await report(`cliente_id=${ids.camaraId}`);
    expect(camaraCliente.statusCode).toBe(404);
    for (const bad of ['situacao=perdido', 'valor_de=abc', 'data_de=2024-05-01&data_ate=2024-01-01']) {
      const res = await report(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('GET /patrimonio/bempatrimonial/reports/withImage/aplicacao/{id}', () => {
  const withImage = (query = '', headers: Headers = admin.headers, app = ids.applicationId) =>
    t.app.inject({
      method: 'GET',
      url: `/patrimonio/bempatrimonial/reports/withImage/aplicacao/${app}${query ? `?${query}` : ''}`,
      headers,
    });

  it('prints each asset’s first photo as a thumbnail (JPEG or PNG only), with the same groups and totals', async () => {
    const photo = (shade: number) => {
      const png = new PNG({ width: 40, height: 30 });
      png.data.fill(shade);
      return PNG.sync.write(png);
    };
    const uploads: [string, string, Buffer][] = [
      [cadeira.id, 'foto.png', photo(0x30)],
      [cadeira.id, 'segunda.png', photo(0x90)],
      [mesa.id, 'nota.pdf', Buffer.from('%PDF-1.4\n%%EOF\n')],
    ];
    for (const [bem, name, content] of uploads) {
      const sent = await upload(t, `/patrimonio/bempatrimonial/upload/${bem}`, admin.headers, {
        filename: name,
        content,
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const res = await withImage();
    expect(res.statusCode, res.body).toBe(200);
    const pdf = res.rawPayload;
    expect(pdfInfo(pdf).Title).toMatch(titledAs('Relatório de bens com fotos'));
    expect(dispositionOf(res.headers).name).toBe(`${pdfInfo(pdf).Title}.pdf`);
    // One thumbnail: the chair's first photo; the table's PDF attachment is no image.
    expect(pdfImages(pdf)).toHaveLength(1);
    const text = flat(pdf);
    expect(text).toContain('Foto');
    expect(text).toContain('Total geral: 4 bens R$ 6.734,81 R$ 6.400,15');
    expect(text).toContain('Página 1 de 1');
    expect(text).not.toContain('Tribuna');
    // The plain report has no image.
    expect(pdfImages(pdfOf(await report()))).toHaveLength(0);
  });

  it('answers 404 for another application and 400 for a bad filter', async () => {
    expect((await withImage('', admin.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await withImage('situacao=perdido')).statusCode).toBe(400);
  });
});

describe('register layout', () => {
  it('knows its page count before the rows: the pages drawn are the pages counted', async () => {
    const shape: RegisterShape = [
      { secretarias: [{ setores: [70, 3] }, { setores: [40] }] },
      { secretarias: [{ setores: [9] }] },
    ];
    for (const photos of [false, true]) {
      const pages = countPages(shape, photos);
      expect(pages).toBeGreaterThan(photos ? 6 : 3);
      const report = createRegisterDocument({ title: 'Relatório de bens patrimoniais', pages, photos });
      const chunks: Buffer[] = [];
      report.doc.on('data', (c: Buffer) => chunks.push(c));
      const done = new Promise((r) => report.doc.on('end', r));
      const money = { aquisicao: 'R$ 1,00', atual: 'R$ 1,00' };
      shape.forEach((entity, e) => {
        report.startEntity({
          entity: `Entidade ${e}`,
          title: 'Relatório de bens patrimoniais',
          filters: '',
          printed: '',
        });
        for (const secretaria of entity.secretarias) {
          report.add({ kind: 'secretaria', text: 'Secretaria' });
          for (const rows of secretaria.setores) {
            report.add({ kind: 'setor', text: 'Setor' });
            for (let i = 0; i < rows; i++)
              report.add({ kind: 'row', cells: [String(i + 1), 'Bem', '', '', '', '', ''] });
            report.add({ kind: 'subtotal', text: 'Subtotal do setor', ...money });
          }
          report.add({ kind: 'subtotal', text: 'Subtotal da secretaria', ...money });
        }
      });
      report.add({ kind: 'total', text: 'Total geral', ...money });
      report.end();
      await done;
      const pdf = Buffer.concat(chunks);
      expect(pdfPages(pdf)).toBe(pages);
      expect(report.pages).toBe(pages);
      expect(pdfText(pdf, pages)).toContain(`Página ${pages} de ${pages}`);
      expect(pdfText(pdf, pages)).toContain('Total geral');
    }
  });
});
