import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config/env.js';
import { createStorage } from '../../src/lib/storage-driver.js';
import { derivadaKey } from '../../src/modules/obras/relatorio-fotos.js';
import { type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { pngImage } from '../support/png.js';
import { type S3TestServer, startS3Server } from '../support/s3-server.js';
import { type caller, type Headers, upload } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * A follow-up's photo deleted takes its quarterly report copy with it (decision 058's downsized
 * `obras/fotos-relatorio/{id}-600q80.jpg`; docs/domain.md, "Relatório trimestral"), through the file
 * storage's interface, on each driver (decision 045): the disk, and an S3 bucket on loopback. The photo of
 * another register (a medição's attachment) is deleted alone; a report already stored keeps its bytes.
 */
let s3: S3TestServer;
let storageDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  storageDir = mkdtempSync(join(tmpdir(), 'gp-derivadas-'));
}, 30_000);
afterAll(async () => {
  await s3?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const drivers: [string, () => Promise<Partial<Config>>][] = [
  ['disk', async () => ({ storageDriver: 'disk', storageDir })],
  ['s3', async () => ({ storageDriver: 's3', s3: await s3.bucket() })],
];

describe.each(drivers)('a follow-up photo deleted on %s', (_driver, settings) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let ids: PatrimonioIds;
  let suporte: { headers: Headers };
  let config: Partial<Config>;
  beforeAll(async () => {
    config = await settings();
    ({ t, call, ids, suporte } = await patrimonioApp(config));
  });
  afterAll(() => t?.close());

  async function esperar(trabalhoId: string) {
    const limite = Date.now() + 30_000;
    while (Date.now() < limite) {
      const job = (await call('GET', `/trabalhos/${trabalhoId}`, suporte.headers)).json();
      if (job.estado === 'concluido') return;
      if (job.estado === 'falhou') throw new Error(job.erro);
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('o relatório não terminou em 30 s');
  }

  it('removes the photo, its report copy, and nothing of the stored report', async () => {
    const obra = await call('POST', '/obras/obra/create', suporte.headers, {
      numero: 'FD-1/2026',
      objeto: 'Reforma da praça',
      tipo: 'reforma',
      secretaria_id: ids.adm.id,
      valor_contratado: '1000.00',
      data_inicio: '2026-01-10',
      cliente_id: ids.prefeituraId,
    });
    expect(obra.statusCode, obra.body).toBe(201);
    const obraId = obra.json().id as string;
    const acomp = await call('POST', '/obras/acompanhamento/create', suporte.headers, {
      obra_id: obraId,
      tipo: 'vistoria',
      data: '2026-02-10',
      percentual_fisico: '10.00',
      descricao: 'Vistoria inicial.',
      responsavel: 'Fiscal',
    });
    expect(acomp.statusCode, acomp.body).toBe(201);
    const foto = await upload(t, `/obras/acompanhamento/upload/${acomp.json().id}`, suporte.headers, {
      filename: 'vistoria.png',
      content: pngImage(800, 600),
    });
    expect(foto.statusCode, foto.body).toBe(201);
    const fotoId = foto.json().id as string;

    const gerar = await call('POST', `/obras/obra/${obraId}/relatorios`, suporte.headers, {
      ano: 2026,
      trimestre: 1,
    });
    expect(gerar.statusCode, gerar.body).toBe(202);
    await esperar(gerar.json().trabalho_id);
    const [rel] = (await call('GET', `/obras/obra/${obraId}/relatorios`, suporte.headers)).json().data;
    const storage = await createStorage({ storageDir, storageDriver: 'disk', ...config } as Config);
    expect(await storage.exists(derivadaKey(fotoId))).toBe(true);

    const del = await call('DELETE', `/obras/arquivo/${fotoId}`, suporte.headers);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ status: 'Ok', message: 'Arquivo excluído.' });
    expect(await storage.exists(derivadaKey(fotoId))).toBe(false);
    expect((await call('GET', `/obras/arquivo/${fotoId}`, suporte.headers)).statusCode).toBe(404);
    expect(
      (await call('GET', `/obras/acompanhamento/files/${acomp.json().id}`, suporte.headers)).json(),
    ).toEqual([]);
    // The published report keeps the photo as it printed it.
    const pdf = await call('GET', `/obras/relatorio/${rel.id}/pdf`, suporte.headers);
    expect(pdf.statusCode).toBe(200);
    // Deleted twice: not found.
    expect((await call('DELETE', `/obras/arquivo/${fotoId}`, suporte.headers)).statusCode).toBe(404);
  });
});
