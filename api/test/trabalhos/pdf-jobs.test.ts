import type { Trabalho } from '@gp/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema.js';
import { labelPages, SHEETS } from '../../src/lib/labels-pdf.js';
import { until } from '../support/api-process.js';
import { companyByName, PREFEITURA } from '../support/factories.js';
import { type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { pdfPages } from '../support/pdf.js';
import type { Headers } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * A PDF of more than 200 pages is made by a job, as a large list's file (decision 033): the labels on the
 * thermal roll are one page each, so 201 assets are 201 pages. Up to 200 the PDF is still sent at once.
 */
let t: TestApp;
let ids: PatrimonioIds;
let admin: { headers: Headers };
let chosen: string[];

beforeAll(async () => {
  ({ t, ids, admin } = await patrimonioApp());
  const db = t.database.db;
  const prefeitura = (await companyByName(db, PREFEITURA)).id;
  await db.execute(sql`
    insert into bens_patrimoniais (client_id, codigo_bem, descricao, categoria_id, tipo, situacao,
      estado_conservacao, tipo_incorporacao_id, data_aquisicao, data_incorporacao, data_inicio_uso,
      valor_aquisicao, valor_residual, valor_atual, vida_util_meses, depreciavel, conta_contabil, secretaria_id)
    select ${prefeitura}, 800000 + g, 'Etiqueta em lote ' || g, ${ids.mobiliario}, 'movel', 'em_uso', 'bom', 1,
      date '2020-01-10', date '2020-01-10', date '2020-01-10', 100, 10, 100, 120, true,
      '1.2.3.1.1.03.03', ${ids.adm.id}
    from generate_series(1, 201) g`);
  const rows = (await db.execute(
    sql`select id from bens_patrimoniais where codigo_bem between 800001 and 800200 order by codigo_bem`,
  )) as unknown as { rows: { id: string }[] };
  chosen = rows.rows.map((r) => r.id);
}, 60_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
const labels = (query: string) => get(`/patrimonio/bempatrimonial/reports/etiquetas?${query}`);

const ended = (id: string) =>
  until(
    'o fim do trabalho',
    async () => {
      const j = (await get(`/trabalhos/${id}`)).json() as Trabalho;
      return j.estado === 'concluido' || j.estado === 'falhou' ? j : undefined;
    },
    90_000,
  );

describe('a PDF of more than 200 pages', () => {
  it('counts its pages as the labels are laid out', () => {
    expect(labelPages(SHEETS.termica50x30, 1, 201)).toBe(201);
    expect(labelPages(SHEETS.pimaco6180, 1, 30)).toBe(1);
    expect(labelPages(SHEETS.pimaco6180, 1, 31)).toBe(2);
    expect(labelPages(SHEETS.pimaco6180, 30, 1)).toBe(1);
    expect(labelPages(SHEETS.pimaco6180, 30, 2)).toBe(2);
    expect(labelPages(SHEETS.pimaco6180, 5, 6000)).toBe(201);
  });

  it('is sent at once up to 200 pages', async () => {
    const res = await labels(`folha=termica50x30&ids=${chosen.join(',')}`);
    expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(pdfPages(res.rawPayload)).toBe(200);
  });

  it('past 200 pages answers 202 with a job: pages as progress, then the whole PDF at its link, 410 once expired', async () => {
    const res = await labels('folha=termica50x30&descricao=Etiqueta%20em%20lote');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(202);
    const { trabalho_id } = res.json() as { trabalho_id: string };
    const done = await ended(trabalho_id);
    expect(done.erro).toBeNull();
    expect(done.tipo).toBe('exportacao');
    expect(done.titulo).toBe('Exportação: Etiquetas de bens patrimoniais (PDF)');
    expect(done.progresso).toMatchObject({ feito: 201, total: 201 });
    expect(done.resultado?.arquivo?.nome).toMatch(/^Etiquetas de bens – \d{2}-\d{2}-\d{4}\.pdf$/);
    const file = await get(done.resultado!.arquivo!.link);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/pdf/);
    expect(pdfPages(file.rawPayload)).toBe(201);

    await t.database.db
      .update(jobs)
      .set({ resultExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, trabalho_id));
    const gone = await get(done.resultado!.arquivo!.link);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toMatch(/^O arquivo deste trabalho expirou em \d{2}\/\d{2}\/\d{4}/);
  });

  it('answers a probe (the screen asking before it opens a window) with 204 when it fits, 202 with the job past 200 pages', async () => {
    const probe = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/patrimonio/bempatrimonial/reports/etiquetas?${query}`,
        headers: { ...admin.headers, 'x-documento-sondagem': '1' },
      });
    const fits = await probe(`folha=termica50x30&ids=${chosen.join(',')}`);
    expect(fits.statusCode, fits.body.slice(0, 300)).toBe(204);
    expect(fits.rawPayload.length).toBe(0);
    const large = await probe('folha=termica50x30&descricao=Etiqueta%20em%20lote');
    expect(large.statusCode, large.body.slice(0, 300)).toBe(202);
    expect((large.json() as { trabalho_id: string }).trabalho_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await probe('folha=termica50x30&descricao=Nada%20assim')).statusCode).toBe(404);
  });

  it('refuses before any job what the PDF refuses (nothing found: 404)', async () => {
    const res = await labels('folha=termica50x30&descricao=Nada%20assim');
    expect(res.statusCode).toBe(404);
  });
});
