import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  Bem,
  ContagemResultado,
  DivergenciaPage,
  Inventario,
  PacoteContagem,
  Sala,
  Servidor,
  StoredFile,
} from '@gp/shared-contracts';
import { READ_RULES } from '@gp/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../src/config/env.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import { type S3TestServer, startS3Server } from '../../support/s3-server.js';
import { type caller, type Headers, SAMPLE, upload, userWith } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * Counting offline (decision 068): what a device downloads before it goes where there is no network (the
 * places of the unit, the expected assets unless the count is blind for it), what a reading holds besides
 * the label (a note, a third party's asset, an asset without a label) and its photo, in the file storage
 * on both drivers; the device's clock never orders a reading after the API received it.
 */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]);

async function ok<T>(res: { statusCode: number; body: string; json: () => unknown }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
const leitura = (
  leitura: string | null,
  where: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  id: randomUUID(),
  ...(leitura === null ? {} : { leitura }),
  contado_em: '2026-02-03T10:15:00.000Z',
  ...where,
  ...extra,
});

type Ctx = {
  t: TestApp;
  call: ReturnType<typeof caller>;
  ids: PatrimonioIds;
  admin: { headers: Headers };
  adminCamara: { headers: Headers };
  consulta: { headers: Headers };
  contador: { headers: Headers; userId: string };
  presidente: { headers: Headers; userId: string };
  caio: Servidor;
  paula: Servidor;
};

async function setup(config: Partial<Config> = {}): Promise<Ctx> {
  const base = await patrimonioApp(config);
  const user = () =>
    userWith(base.t, {
      companyId: base.ids.prefeituraId,
      clientId: base.ids.prefeituraId,
      rules: READ_RULES,
      flags: { hasPatrimonio: true },
    });
  const contador = await user();
  const presidente = await user();
  const servidor = (body: Record<string, unknown>) =>
    base
      .call('POST', '/patrimonio/servidor/create', base.admin.headers, body)
      .then((r) => ok<Servidor>(r, 201));
  const caio = await servidor({ nome: 'Caio Contador', user_id: contador.userId });
  const paula = await servidor({ nome: 'Paula Presidente', user_id: presidente.userId });
  return { ...base, contador, presidente, caio, paula };
}

const helpers = (c: Ctx) => ({
  newBem: async (overrides: Record<string, unknown>) =>
    ok<Bem>(
      await createBem(c.t, c.admin.headers, bemBody(c.ids, { nota_fiscal_chave: undefined, ...overrides })),
      201,
    ),
  newSala: (setorId: string, codigo: string) =>
    c
      .call('POST', '/patrimonio/salas/create', c.admin.headers, {
        setor_id: setorId,
        codigo,
        nome: `Sala ${codigo}`,
      })
      .then((r) => ok<Sala>(r, 201)),
  abrir: (overrides: Record<string, unknown>) =>
    c
      .call('POST', '/patrimonio/inventario/create', c.admin.headers, {
        titulo: 'Inventário offline',
        tipo: 'ciclico',
        escopo: 'setor',
        portaria_numero: '88/2026',
        portaria_data: '2026-01-10',
        data_abertura: '2026-01-15',
        data_prevista_encerramento: '2026-12-31',
        comissao: [{ servidor_id: c.paula.id, presidente: true }, { servidor_id: c.caio.id }],
        ...overrides,
      })
      .then((r) => ok<Inventario>(r, 201)),
  encerrar: async (id: string) =>
    ok(await c.call('POST', `/patrimonio/inventario/${id}/encerrar`, c.admin.headers)),
  contar: (id: string, leituras: unknown[], headers = c.contador.headers) =>
    c.call('POST', `/patrimonio/inventario/${id}/contagens`, headers, { leituras }),
  pacote: (id: string, query = '', headers = c.contador.headers) =>
    c.call('GET', `/patrimonio/inventario/${id}/pacote${query}`, headers),
  foto: (
    id: string,
    contagemId: string,
    content: Buffer,
    filename = 'foto.jpg',
    headers = c.contador.headers,
  ) =>
    upload(c.t, `/patrimonio/inventario/${id}/contagens/${contagemId}/foto`, headers, { filename, content }),
});

describe('counting offline', () => {
  let c: Ctx;
  let h: ReturnType<typeof helpers>;
  beforeAll(async () => {
    c = await setup();
    h = helpers(c);
  });
  afterAll(() => c?.t.close());

  it('downloads the unit’s places and expected assets, compact; a blind count’s counter gets no assets', async () => {
    const setor = c.ids.adm.setores[0]!;
    const [s1, s2] = [await h.newSala(setor, 'P-01'), await h.newSala(setor, 'P-02')];
    const fora = await h.newSala(c.ids.adm.setores[1]!, 'P-FORA');
    const mesa = await h.newBem({ descricao: 'Mesa da sala 1', sala_id: s1.id });
    const cadeira = await h.newBem({ descricao: 'Cadeira da sala 2', sala_id: s2.id });
    const inv = await h.abrir({ setor_id: setor });

    const all = await ok<PacoteContagem>(await h.pacote(inv.id));
    expect(all.inventario).toMatchObject({ id: inv.id, contagem_cega: false, estado: 'aberta' });
    expect(all.setores.map((s) => s.id)).toEqual([setor]);
    expect(all.setores[0]!.salas.map((s) => s.codigo)).toEqual(expect.arrayContaining(['P-01', 'P-02']));
    expect(all.setores[0]!.salas.map((s) => s.codigo)).not.toContain('P-FORA');
    expect(all.bens).toContainEqual([
      mesa.id,
      mesa.CodigoBEM,
      'Mesa da sala 1',
      setor,
      s1.id,
      mesa.estado_conservacao,
    ]);

    // Narrowed to a sala: its assets only; a sala outside the unit is refused.
    const sala1 = await ok<PacoteContagem>(await h.pacote(inv.id, `?sala_id=${s1.id}`));
    expect(sala1.bens!.map((b) => b[0])).toEqual([mesa.id]);
    expect(sala1.setores[0]!.salas.map((s) => s.id)).toEqual([s1.id]);
    const refused = await h.pacote(inv.id, `?sala_id=${fora.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A sala não faz parte da unidade deste inventário.');
    expect(cadeira.id).toBeDefined();

    // Who may not count may not download; another client's caller does not see the campaign.
    expect((await h.pacote(inv.id, '', c.consulta.headers)).statusCode).toBe(403);
    expect((await h.pacote(inv.id, '', c.adminCamara.headers)).statusCode).toBe(404);
    expect((await h.pacote(inv.id, '', c.admin.headers)).statusCode).toBe(200);
    await h.encerrar(inv.id);
    const closed = await h.pacote(inv.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('O inventário está encerrado: não recebe mais leituras.');

    const cega = await h.abrir({ setor_id: setor, contagem_cega: true, titulo: 'Cega' });
    const blind = await ok<PacoteContagem>(await h.pacote(cega.id));
    expect(blind.bens).toBeNull();
    expect(blind.setores[0]!.salas.length).toBeGreaterThanOrEqual(2);
    const asPresident = await ok<PacoteContagem>(await h.pacote(cega.id, '', c.presidente.headers));
    expect(asPresident.bens!.length).toBeGreaterThanOrEqual(2);
    await h.encerrar(cega.id);
  });

  it('records a note, a third party’s asset and an asset without a label apart from the unknown readings', async () => {
    const setor = c.ids.adm.setores[0]!;
    const sala = await h.newSala(setor, 'N-01');
    const bem = await h.newBem({ descricao: 'Projetor', sala_id: sala.id });
    const inv = await h.abrir({ setor_id: setor });
    const onde = { sala_id: sala.id };

    const semTexto = await h.contar(inv.id, [leitura(null, onde)]);
    expect(semTexto.statusCode).toBe(400);
    expect(semTexto.json().message).toBe(
      'Informe a leitura da etiqueta (ou marque o bem como sem etiqueta).',
    );
    const semDescricao = await h.contar(inv.id, [leitura(null, onde, { sem_etiqueta: true })]);
    expect(semDescricao.statusCode).toBe(400);
    expect(semDescricao.json().message).toBe('Descreva o bem sem etiqueta na observação.');
    const longa = await h.contar(inv.id, [leitura('1', onde, { observacao: 'x'.repeat(501) })]);
    expect(longa.statusCode).toBe(400);
    expect(longa.json().message).toBe('A observação deve ter no máximo 500 caracteres.');

    const leituras = [
      leitura(String(bem.CodigoBEM), onde, { observacao: 'Lâmpada queimada', estado_conservacao: 'regular' }),
      // A leased printer whose lessor's number happens to be an asset's number: never that asset.
      leitura(String(bem.CodigoBEM), onde, { terceiro: true, observacao: 'Impressora locada (Empresa X)' }),
      leitura(null, onde, { sem_etiqueta: true, observacao: 'Cadeira giratória azul' }),
      leitura(null, onde, { sem_etiqueta: true, observacao: 'Mesa de reunião' }),
      leitura('ETIQUETA-RASGADA', onde),
    ];
    const sent = await ok<ContagemResultado>(await h.contar(inv.id, leituras));
    expect(sent.gravadas).toBe(5);
    expect(sent.leituras.map((l) => [l.bem?.id ?? null, l.situacao])).toEqual([
      [bem.id, 'conforme'],
      [null, null],
      [null, null],
      [null, null],
      [null, 'desconhecida'],
    ]);

    const page = await ok<DivergenciaPage>(
      await c.call(
        'GET',
        `/patrimonio/inventario/${inv.id}/divergencias?conformes=true&limit=50`,
        c.admin.headers,
      ),
    );
    expect(page.resumo).toMatchObject({ desconhecida: 1, sem_etiqueta: 2, terceiro: 1 });
    const linhas = page.data.map((d) => [d.tipo, d.leitura, d.observacao]);
    expect(linhas).toContainEqual(['sem_etiqueta', null, 'Cadeira giratória azul']);
    expect(linhas).toContainEqual(['sem_etiqueta', null, 'Mesa de reunião']);
    expect(linhas).toContainEqual(['terceiro', String(bem.CodigoBEM), 'Impressora locada (Empresa X)']);
    expect(linhas).toContainEqual(['desconhecida', 'ETIQUETA-RASGADA', null]);
    expect(page.data.find((d) => d.bem?.id === bem.id)).toMatchObject({
      tipo: 'estado_diferente',
      observacao: 'Lâmpada queimada',
    });
    const onlyThird = await ok<DivergenciaPage>(
      await c.call('GET', `/patrimonio/inventario/${inv.id}/divergencias?tipo=terceiro`, c.admin.headers),
    );
    expect(onlyThird.total).toBe(1);
    await h.encerrar(inv.id);
  });

  it('keeps the device’s clock but never orders a reading after the API received it', async () => {
    const setor = c.ids.adm.setores[0]!;
    const [s1, s2] = [await h.newSala(setor, 'R-01'), await h.newSala(setor, 'R-02')];
    const bem = await h.newBem({ descricao: 'Armário', sala_id: s1.id });
    const inv = await h.abrir({ setor_id: setor });
    // A phone whose clock runs years ahead reads it in the wrong sala…
    await ok(
      await h.contar(inv.id, [
        leitura(bem.id, { sala_id: s2.id }, { contado_em: '2099-01-01T00:00:00.000Z' }),
      ]),
    );
    // …then another reads it in its sala, later in fact: this one is the asset's last reading.
    await new Promise((r) => setTimeout(r, 20));
    await ok(
      await h.contar(inv.id, [leitura(bem.id, { sala_id: s1.id }, { contado_em: new Date().toISOString() })]),
    );
    const page = await ok<DivergenciaPage>(
      await c.call(
        'GET',
        `/patrimonio/inventario/${inv.id}/divergencias?conformes=true&limit=50`,
        c.admin.headers,
      ),
    );
    const linha = page.data.find((d) => d.bem?.id === bem.id);
    expect(linha?.tipo).toBe('conforme');
    expect(linha?.lido?.sala?.id).toBe(s1.id);
    await h.encerrar(inv.id);
  });
});

let s3: S3TestServer;
let storageDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  storageDir = mkdtempSync(join(tmpdir(), 'gp-contagem-'));
}, 30_000);
afterAll(async () => {
  await s3?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const drivers: [string, () => Promise<Partial<Config>>][] = [
  ['disk', async () => ({ storageDriver: 'disk', storageDir })],
  ['s3', async () => ({ storageDriver: 's3', s3: await s3.bucket() })],
];

describe.each(drivers)('a reading’s photo on %s', (_driver, settings) => {
  let c: Ctx;
  let h: ReturnType<typeof helpers>;
  beforeAll(async () => {
    c = await setup(await settings());
    h = helpers(c);
  });
  afterAll(() => c?.t.close());

  it('keeps the photo of a recorded reading, refuses what is too large or not an image, and shows it', async () => {
    const setor = c.ids.adm.setores[0]!;
    const sala = await h.newSala(setor, 'F-01');
    const inv = await h.abrir({ setor_id: setor });
    const sem = leitura(null, { sala_id: sala.id }, { sem_etiqueta: true, observacao: 'Estante de aço' });

    const early = await h.foto(inv.id, sem.id, JPEG);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe(
      'Leitura não encontrada neste inventário: envie a leitura antes da foto.',
    );
    await ok(await h.contar(inv.id, [sem]));

    const big = await h.foto(inv.id, sem.id, Buffer.concat([JPEG, Buffer.alloc(1024 * 1024, 1)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('O arquivo "foto.jpg" excede o tamanho máximo de 1 MB.');
    const pdf = await h.foto(inv.id, sem.id, SAMPLE.pdf, 'foto.pdf');
    expect(pdf.statusCode).toBe(415);
    expect((await h.foto(inv.id, sem.id, JPEG, 'foto.jpg', c.consulta.headers)).statusCode).toBe(403);
    expect((await h.foto(inv.id, sem.id, JPEG, 'foto.jpg', c.adminCamara.headers)).statusCode).toBe(404);

    const stored = await ok<StoredFile>(await h.foto(inv.id, sem.id, JPEG), 201);
    expect(stored).toMatchObject({ mime: 'image/jpeg', size: JPEG.length });
    const page = await ok<DivergenciaPage>(
      await c.call('GET', `/patrimonio/inventario/${inv.id}/divergencias?tipo=sem_etiqueta`, c.admin.headers),
    );
    expect(page.data[0]).toMatchObject({ observacao: 'Estante de aço', foto_id: stored.id });
    const download = await c.call('GET', `/patrimonio/arquivo/${stored.id}`, c.admin.headers);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(JPEG)).toBe(true);

    await h.encerrar(inv.id);
    const closed = await h.foto(inv.id, sem.id, JPEG);
    expect(closed.statusCode).toBe(409);
  });
});
