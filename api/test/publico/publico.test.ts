import { completeCnpj, formatCpfCnpj, PUBLICO_CSV_COLUMNS } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bensPatrimoniais } from '../../src/db/schema-patrimonio.js';
import { bemBody, createBem, patrimonioApp } from '../support/patrimonio.js';
import { type Headers, SAMPLE, upload } from '../support/sistema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The public transparency area (docs/api.md, "Área pública"; decision 021): what a citizen sees of an
 * asset and of an entity, and nothing more; the entity that withdraws; the per-IP limit; caching, CORS.
 */
type Ctx = Awaited<ReturnType<typeof patrimonioApp>>;
let ctx: Ctx;
let t: TestApp;

const PREFEITURA_CNPJ = completeCnpj('123456780001');
const CAMARA_CNPJ = completeCnpj('987654320001');

let ipSeq = 0;
/** A public GET with no token, each from its own address unless `ip` is given (the limit is per IP). */
const pub = (url: string, headers: Headers = {}, ip?: string) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: ip ?? `198.51.100.${(ipSeq++ % 250) + 1}` });

const bens: { id: string; descricao: string; valor: string }[] = [];
let camaraBem: { id: string };

beforeAll(async () => {
  ctx = await patrimonioApp();
  t = ctx.t;
  const { ids, admin, adminCamara } = ctx;
  const specs = [
    { descricao: 'Cadeira giratória azul', valor_aquisicao: '1234.56', data_aquisicao: '2023-05-10' },
    { descricao: 'Mesa de reunião oval', valor_aquisicao: '2000.10', data_aquisicao: '2024-02-01' },
    {
      descricao: '=SOMA(1;2) Computador da saúde',
      valor_aquisicao: '3500.00',
      data_aquisicao: '2024-07-20',
      categoria_id: ids.informatica,
      secretaria_id: ids.saude.id,
      setor_id: ids.saude.setores[0],
      observacoes: 'Nota interna: não publicar',
      responsavel: 'José Pessoa Física',
    },
  ];
  for (const s of specs) {
    const res = await createBem(t, admin.headers, bemBody(ids, s));
    expect(res.statusCode, res.body).toBe(201);
    bens.push({ id: res.json().id, descricao: s.descricao, valor: s.valor_aquisicao });
  }
  const camara = await createBem(
    t,
    adminCamara.headers,
    bemBody(ids, {
      descricao: 'Tribuna da câmara exclusiva',
      categoria_id: ids.mobiliarioCamara,
      secretaria_id: ids.camaraDeptId,
      setor_id: undefined,
    }),
  );
  expect(camara.statusCode, camara.body).toBe(201);
  camaraBem = camara.json();
  const photo = await upload(t, `/patrimonio/bempatrimonial/upload/${bens[0]!.id}`, admin.headers, {
    filename: 'nota.pdf',
    content: SAMPLE.pdf,
  });
  expect(photo.statusCode, photo.body).toBe(201);
  const png = await upload(t, `/patrimonio/bempatrimonial/upload/${bens[0]!.id}`, admin.headers, {
    filename: 'foto.png',
    content: SAMPLE.png,
  });
  expect(png.statusCode, png.body).toBe(201);
});
afterAll(() => t.close());

/** Every key of a JSON value, as dotted paths (array items as `[]`). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((x) => keysOf(x, `${prefix}[]`)))];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, x]) => {
      const path = prefix ? `${prefix}.${k}` : k;
      return [path, ...keysOf(x, path)];
    });
  return [];
}

const ENTIDADE_KEYS = ['nome', 'nome_fantasia', 'cpf_cnpj', 'cpf_cnpj_formatado', 'logo_url'];
const ITEM_KEYS = [
  'id',
  'codigo',
  'descricao',
  'categoria',
  'situacao',
  'estado_conservacao',
  'secretaria',
  'setor',
  'data_aquisicao',
  'valor_aquisicao',
  'valor_contabil',
  'baixado',
];
const under = (prefix: string, keys: string[]) => [prefix, ...keys.map((k) => `${prefix}.${k}`)];

describe('only public fields', () => {
  it('the asset card, the entity, the list, the filters and the JSON download hold only allowed keys', async () => {
    const card = await pub(`/patrimonio/bempatrimonial/transparencia/${bens[2]!.id}`);
    expect(card.statusCode, card.body).toBe(200);
    expect(keysOf(card.json()).sort()).toEqual(
      [
        ...ITEM_KEYS,
        'situacao_descricao',
        'estado_conservacao_descricao',
        'foto_url',
        'dados_atualizados_em',
        ...under('entidade', ENTIDADE_KEYS),
      ].sort(),
    );
    expect(card.body).not.toMatch(/Nota interna|José Pessoa|Maria Souza|Cavaletti|gabinete@|11987654321/);

    const entity = await pub(`/publico/entidades/${PREFEITURA_CNPJ}`);
    expect(keysOf(entity.json()).sort()).toEqual([...ENTIDADE_KEYS].sort());
    expect(entity.body).not.toMatch(/Maria da Silva|gabinete@|Praça|01001000/);

    const list = await pub(`/publico/entidades/${PREFEITURA_CNPJ}/bens`);
    expect(keysOf(list.json()).sort()).toEqual(
      [
        ...under('data', []),
        ...ITEM_KEYS.map((k) => `data[].${k}`),
        'page',
        'limit',
        'total',
        ...under('totais', ['quantidade', 'valor_aquisicao', 'valor_contabil']),
        'dados_atualizados_em',
      ].sort(),
    );

    const filtros = await pub(`/publico/entidades/${PREFEITURA_CNPJ}/bens/filtros`);
    expect(keysOf(filtros.json()).sort()).toEqual(
      [
        'secretarias',
        'secretarias[].id',
        'secretarias[].nome',
        'categorias',
        'categorias[].id',
        'categorias[].nome',
        'situacoes',
        'situacoes[].value',
        'situacoes[].label',
        'anos',
      ].sort(),
    );

    const json = await pub(`/publico/entidades/${PREFEITURA_CNPJ}/bens/exportar?formato=json`);
    expect(json.statusCode, json.body).toBe(200);
    expect(keysOf(JSON.parse(json.body)).sort()).toEqual(
      [
        ...under('entidade', ENTIDADE_KEYS),
        'dados_atualizados_em',
        'gerado_em',
        ...under('filtros', ['search', 'secretaria_id', 'categoria_id', 'situacao', 'ano']),
        'bens',
        ...ITEM_KEYS.map((k) => `bens[].${k}`),
      ].sort(),
    );
  });

  it('the card shows the asset with its book value, its entity and its first photo (an image only)', async () => {
    const res = await pub(`/patrimonio/bempatrimonial/transparencia/${bens[0]!.id}`);
    const card = res.json();
    expect(card).toMatchObject({
      descricao: 'Cadeira giratória azul',
      situacao: 'em_uso',
      situacao_descricao: 'Em uso',
      secretaria: 'Secretaria Municipal de Administração',
      setor: 'Recursos Humanos',
      data_aquisicao: '2023-05-10',
      valor_aquisicao: '1234.56',
      valor_contabil: '1234.56',
      baixado: false,
      entidade: {
        nome: 'Prefeitura Municipal de Exemplo',
        cpf_cnpj: PREFEITURA_CNPJ,
        cpf_cnpj_formatado: formatCpfCnpj(PREFEITURA_CNPJ),
        logo_url: null,
      },
    });
    expect(card.foto_url).toMatch(new RegExp(`^/publico/bens/${bens[0]!.id}/foto\\?v=`));
    const foto = await pub(card.foto_url);
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toBe('image/png');
    expect(foto.headers['x-content-type-options']).toBe('nosniff');
    expect(foto.rawPayload.equals(SAMPLE.png)).toBe(true);
    // The portal and a city's page embedding the widget are other origins: the photo is theirs to draw.
    expect(foto.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The same file through the back office's private routes keeps the API's strict policy.
    const anexos = await t.app.inject({
      method: 'GET',
      url: `/patrimonio/bempatrimonial/files/${bens[0]!.id}`,
      headers: ctx.admin.headers,
    });
    const fotoId = (anexos.json() as { id: string; name: string }[]).find((a) => a.name === 'foto.png')!.id;
    for (const url of [
      `/patrimonio/bempatrimonial/preview/${fotoId}`,
      `/patrimonio/arquivo/${fotoId}?inline=true`,
    ]) {
      const own = await t.app.inject({ method: 'GET', url, headers: ctx.admin.headers });
      expect(own.statusCode, url).toBe(200);
      expect(own.rawPayload.equals(SAMPLE.png)).toBe(true);
      expect(own.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    // An asset without a photo: no URL, and its photo call answers 404.
    const other = (await pub(`/patrimonio/bempatrimonial/transparencia/${bens[1]!.id}`)).json();
    expect(other.foto_url).toBeNull();
    expect((await pub(`/publico/bens/${bens[1]!.id}/foto`)).statusCode).toBe(404);
  });

  it('an unknown or malformed id answers the same Portuguese 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', "1' or '1'='1"]) {
      const res = await pub(`/patrimonio/bempatrimonial/transparencia/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Bem patrimonial não encontrado.');
      expect((await pub(`/publico/bens/${encodeURIComponent(id)}/foto`)).statusCode).toBe(404);
    }
  });
});

describe("an entity's page", () => {
  it('lists, searches, filters and totals exactly its own assets, never another client’s', async () => {
    const base = `/publico/entidades/${PREFEITURA_CNPJ}/bens`;
    const all = (await pub(base)).json();
    expect(all.total).toBe(3);
    expect(all.totais).toEqual({ quantidade: 3, valor_aquisicao: '6734.66', valor_contabil: '6734.66' });
    expect(Date.parse(all.dados_atualizados_em)).toBeGreaterThan(Date.now() - 600_000);
    expect(all.data.map((b: { descricao: string }) => b.descricao)).not.toContain(
      'Tribuna da câmara exclusiva',
    );

    expect((await pub(`${base}?search=tribuna`)).json().total).toBe(0);
    expect((await pub(`${base}?search=cadeira`)).json().data).toHaveLength(1);
    const saude = (await pub(`${base}?secretaria_id=${ctx.ids.saude.id}`)).json();
    expect(saude.totais).toEqual({ quantidade: 1, valor_aquisicao: '3500.00', valor_contabil: '3500.00' });
    // Filters beyond the kept totals (a year and a secretaria): the book value summed over the rows.
    const both = (await pub(`${base}?ano=2024&secretaria_id=${ctx.ids.adm.id}`)).json();
    expect(both.totais).toEqual({ quantidade: 1, valor_aquisicao: '2000.10', valor_contabil: '2000.10' });
    expect((await pub(`${base}?ano=2024`)).json().total).toBe(2);
    expect((await pub(`${base}?categoria_id=${ctx.ids.informatica}`)).json().total).toBe(1);
    expect((await pub(`${base}?situacao=baixado`)).json().total).toBe(0);
    // The Câmara's secretaria or category as a filter finds nothing on the Prefeitura's page.
    expect((await pub(`${base}?secretaria_id=${ctx.ids.camaraDeptId}`)).json().total).toBe(0);
    expect((await pub(`${base}?categoria_id=${ctx.ids.mobiliarioCamara}`)).json().total).toBe(0);
    const page2 = (await pub(`${base}?limit=2&page=2&sort=valor_aquisicao&order=desc`)).json();
    expect(page2.data.map((b: { valor_aquisicao: string }) => b.valor_aquisicao)).toEqual(['1234.56']);
    expect(page2.total).toBe(3);

    const filtros = (await pub(`${base}/filtros`)).json();
    expect(filtros.secretarias.map((s: { nome: string }) => s.nome)).toEqual([
      'Secretaria Municipal de Administração',
      'Secretaria Municipal de Saúde',
    ]);
    expect(filtros.categorias).toHaveLength(2);
    expect(filtros.situacoes).toEqual([{ value: 'em_uso', label: 'Em uso' }]);
    expect(filtros.anos).toEqual([2024, 2023]);

    const camara = (await pub(`/publico/entidades/${CAMARA_CNPJ}/bens`)).json();
    expect(camara.data.map((b: { id: string }) => b.id)).toEqual([camaraBem.id]);
  });

  it('finds the entity with or without mask; a bad CPF/CNPJ is a 400, an unknown one a 404', async () => {
    const masked = encodeURIComponent(formatCpfCnpj(PREFEITURA_CNPJ));
    expect((await pub(`/publico/entidades/${masked}`)).json().cpf_cnpj).toBe(PREFEITURA_CNPJ);
    for (const [doc, message] of [
      ['12345678901', 'CPF inválido.'],
      ['11111111111', 'CPF inválido.'],
      [encodeURIComponent('12.ABC.345/01DE-36'), 'CNPJ inválido.'],
      ['123', 'Informe um CPF (11 dígitos) ou um CNPJ (14 caracteres).'],
    ]) {
      const res = await pub(`/publico/entidades/${doc}/bens`);
      expect(res.statusCode, doc).toBe(400);
      expect(res.json().message, doc).toBe(message);
    }
    for (const doc of [encodeURIComponent('12.ABC.345/01DE-35'), '52998224725']) {
      const res = await pub(`/publico/entidades/${doc}`);
      expect(res.statusCode, doc).toBe(404);
      expect(res.json().message).toBe('Nenhuma entidade encontrada.');
    }
    expect((await pub(`/publico/entidades/${PREFEITURA_CNPJ}/bens?ano=19`)).statusCode).toBe(400);
    expect((await pub(`/publico/entidades/${PREFEITURA_CNPJ}/bens?limit=101`)).statusCode).toBe(400);
  });

  it('downloads what the filters match as CSV (BOM, ";", comma decimals) and JSON', async () => {
    const csv = await pub(`/publico/entidades/${PREFEITURA_CNPJ}/bens/exportar?formato=csv&ano=2024`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="bens-${PREFEITURA_CNPJ}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    expect(csv.headers['last-modified']).toBeTruthy();
    expect(csv.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(PUBLICO_CSV_COLUMNS.join(';'));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /;Mesa de reunião oval;Mobiliário em geral;Em uso;Novo;.*;01\/02\/2024;2000,10;2000,10;Não$/,
    );
    // A text a spreadsheet would run as a formula is kept inert.
    expect(lines[2]).toContain(`;"'=SOMA(1;2) Computador da saúde";`);
    expect(csv.body).not.toContain('Tribuna');

    const json = await pub(`/publico/entidades/${PREFEITURA_CNPJ}/bens/exportar?formato=json`);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    const doc = JSON.parse(json.body);
    expect(doc.entidade.cpf_cnpj).toBe(PREFEITURA_CNPJ);
    expect(doc.bens.map((b: { descricao: string }) => b.descricao).sort()).toEqual(
      bens.map((b) => b.descricao).sort(),
    );
    expect(doc.filtros).toEqual({
      search: null,
      secretaria_id: null,
      categoria_id: null,
      situacao: null,
      ano: null,
    });
    const none = JSON.parse(
      (await pub(`/publico/entidades/${PREFEITURA_CNPJ}/bens/exportar?formato=json&search=zzz`)).body,
    );
    expect(none.bens).toEqual([]);
  });
});

describe('HTTP policy of the public calls', () => {
  it('caches briefly with an ETag (304 on If-None-Match), sets no cookie', async () => {
    const url = `/publico/entidades/${PREFEITURA_CNPJ}/bens`;
    const first = await pub(url);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['set-cookie']).toBeUndefined();
    const again = await pub(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await pub(`${url}?page=2`, { 'if-none-match': etag })).statusCode).toBe(200);
    const card = await pub(`/patrimonio/bempatrimonial/transparencia/${bens[0]!.id}`);
    expect(card.headers['cache-control']).toBe('public, max-age=60');
    const foto = await pub(card.json().foto_url);
    expect(
      (await pub(card.json().foto_url, { 'if-none-match': foto.headers.etag as string })).statusCode,
    ).toBe(304);
    expect((await pub('/publico/entidades/52998224725')).headers['cache-control']).toBe('no-store');
  });

  it('opens CORS to any origin on the public GETs only', async () => {
    const origin = { origin: 'https://jornal.example.org' };
    for (const url of [
      `/publico/entidades/${PREFEITURA_CNPJ}`,
      `/publico/entidades/${PREFEITURA_CNPJ}/bens/exportar`,
      `/patrimonio/bempatrimonial/transparencia/${bens[0]!.id}`,
      '/publico/entidades/52998224725',
    ])
      expect((await pub(url, origin)).headers['access-control-allow-origin'], url).toBe('*');
    const internal = await pub(`/patrimonio/bempatrimonial/${bens[0]!.id}`, {
      ...ctx.admin.headers,
      ...origin,
    });
    expect(internal.statusCode).toBe(200);
    expect(internal.headers['access-control-allow-origin']).toBeUndefined();
    expect(internal.headers['cache-control']).not.toBe('public, max-age=60');
    const health = await pub('/health', origin);
    expect(health.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('limits the calls of one IP (429 in Portuguese with Retry-After); other IPs go on', async () => {
    const limited = await createTestApp({ publicRateLimitPerMinute: 3 });
    try {
      const get = (ip: string) =>
        limited.app.inject({
          method: 'GET',
          url: `/publico/entidades/${PREFEITURA_CNPJ}`,
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i++) expect((await get('203.0.113.7')).statusCode).toBe(200);
      const refused = await get('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Muitas consultas seguidas deste endereço\. Tente novamente em \d+ segundos?\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      expect((await get('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("the client's setting", () => {
  it('a client that withdraws from the portal answers 404 on every public call; back on, it shows again', async () => {
    const { call, suporte, ids } = ctx;
    const camara = await call('GET', `/empresas/${ids.camaraId}`, suporte.headers);
    expect(camara.statusCode, camara.body).toBe(200);
    expect(camara.json().publicarTransparencia).toBe(true);
    const set = async (on: boolean) => {
      const { id: _i, application: _a, ...body } = camara.json();
      const res = await call('PUT', `/empresas/${ids.camaraId}`, suporte.headers, {
        ...pick(body),
        publicarTransparencia: on,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().publicarTransparencia).toBe(on);
    };
    await set(false);
    for (const url of [
      `/publico/entidades/${CAMARA_CNPJ}`,
      `/publico/entidades/${CAMARA_CNPJ}/bens`,
      `/publico/entidades/${CAMARA_CNPJ}/bens/filtros`,
      `/publico/entidades/${CAMARA_CNPJ}/bens/exportar`,
      `/publico/entidades/${CAMARA_CNPJ}/logo`,
      `/patrimonio/bempatrimonial/transparencia/${camaraBem.id}`,
    ]) {
      expect((await pub(url)).statusCode, url).toBe(404);
    }
    // The Prefeitura's page is not affected.
    expect((await pub(`/publico/entidades/${PREFEITURA_CNPJ}`)).statusCode).toBe(200);
    await set(true);
    expect((await pub(`/patrimonio/bempatrimonial/transparencia/${camaraBem.id}`)).statusCode).toBe(200);
  });
});

describe('book value', () => {
  it('the card, the row and the totals show the book value a depreciation left (not the acquisition value)', async () => {
    // What a depreciation run does to an asset (api/src/modules/patrimonio/depreciacao/depreciacao.repository.ts).
    await t.database.db
      .update(bensPatrimoniais)
      .set({ valorAtual: '1000.00', updatedAt: new Date() })
      .where(eq(bensPatrimoniais.id, bens[0]!.id));
    const card = (await pub(`/patrimonio/bempatrimonial/transparencia/${bens[0]!.id}`)).json();
    expect(card).toMatchObject({ valor_aquisicao: '1234.56', valor_contabil: '1000.00' });
    const base = `/publico/entidades/${PREFEITURA_CNPJ}/bens`;
    // 6734.66 − 1234.56 + 1000.00, from the kept totals (no filter) and summed over the rows (a year).
    expect((await pub(base)).json().totais.valor_contabil).toBe('6500.10');
    expect((await pub(`${base}?ano=2023`)).json().totais).toEqual({
      quantidade: 1,
      valor_aquisicao: '1234.56',
      valor_contabil: '1000.00',
    });
  });
});

describe('public media', () => {
  it("the entity's logo is drawn by other origins, while the back office's copy keeps the strict policy", async () => {
    const { suporte, ids } = ctx;
    const set = await upload(t, `/empresas/logo/${ids.camaraId}`, suporte.headers, {
      filename: 'logo.png',
      content: SAMPLE.png,
    });
    expect(set.statusCode, set.body).toBe(200);
    const logo = await pub(`/publico/entidades/${CAMARA_CNPJ}/logo`);
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.equals(SAMPLE.png)).toBe(true);
    expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const own = await t.app.inject({
      method: 'GET',
      url: `/empresas/logo/${ids.camaraId}`,
      headers: suporte.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Any other answer of the public area (JSON) keeps the API's policy too.
    const card = await pub(`/publico/entidades/${CAMARA_CNPJ}`);
    expect(card.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

/** The fields of a company that its PUT body takes. */
function pick(c: Record<string, unknown>) {
  const keys = [
    'name',
    'fantasyName',
    'cpfCnpj',
    'responsibleName',
    'position',
    'email',
    'cellphone',
    'phone',
    'zipCode',
    'address',
    'number',
    'neighborhood',
    'state',
    'city',
    'complement',
    'uaCode',
    'sectorCode',
    'observations',
  ];
  return Object.fromEntries(keys.map((k) => [k, c[k]]));
}
