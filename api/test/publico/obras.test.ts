import { completeCnpj, completeCpf } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../src/db/schema.js';
import {
  obraAditivos,
  obraMedicoes,
  obraParalisacoes,
  obraSituacoes,
  obras,
} from '../../src/db/schema-obras.js';
import { fornecedores } from '../../src/db/schema-patrimonio.js';
import { today } from '../../src/modules/obras/obras.service.js';
import { monthBefore } from '../../src/modules/publico/publico.mapper.js';
import { patrimonioApp } from '../support/patrimonio.js';
import type { TestApp } from '../support/test-app.js';

/**
 * GET /publico/entidades/{cpf_cnpj}/obras (docs/api.md, "Área pública"): the entity's works with only
 * their public fields, never another client's, and the block of the works paralisadas for more than one
 * month (at its boundary: exactly one month is not more than one month).
 */
type Ctx = Awaited<ReturnType<typeof patrimonioApp>>;
let ctx: Ctx;
let t: TestApp;

const PREFEITURA_CNPJ = completeCnpj('123456780001');
const CAMARA_CNPJ = completeCnpj('987654320001');
const URL = `/publico/entidades/${PREFEITURA_CNPJ}/obras`;

let ipSeq = 0;
const pub = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: `203.0.113.${(ipSeq++ % 250) + 1}` });

/** The calendar day `n` days before `day`. */
const minusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

let recorder: string;
const SERVIDOR_CPF = completeCpf('123456789');

beforeAll(async () => {
  ctx = await patrimonioApp();
  t = ctx.t;
  const db = t.database.db;
  const { ids } = ctx;
  const [user] = await db
    .select({ fullname: users.fullname })
    .from(users)
    .where(eq(users.id, ctx.admin.session.user.id));
  recorder = user!.fullname;
  const [contratada] = await db
    .insert(fornecedores)
    .values({
      applicationId: ids.applicationId,
      rootId: ids.prefeituraId,
      tipoPessoa: 'J',
      cpfCnpj: completeCnpj('445566770001'),
      razaoSocial: 'Construtora Pública Ltda',
      email: 'diretoria@construtora.example',
      telefone: '11987654321',
      observacoes: 'Nota interna: não publicar',
    })
    .returning();
  const cutoff = monthBefore(today());
  const obra = async (values: Partial<typeof obras.$inferInsert> & { numero: string }) => {
    const [row] = await db
      .insert(obras)
      .values({
        clientId: ids.prefeituraId,
        objeto: `Obra ${values.numero}`,
        tipo: 'reforma',
        secretariaId: ids.saude.id,
        valorContratado: '1000.00',
        endereco: 'Rua Interna, 1',
        fonteRecursos: 'Convênio sigiloso',
        latitude: '-23.5',
        longitude: '-46.6',
        ...values,
      })
      .returning();
    return row!;
  };
  const creche = await obra({
    numero: '001/2026',
    objeto: 'Construção da creche',
    tipo: 'construcao',
    fornecedorId: contratada!.id,
    situacao: 2,
    dataInicio: '2026-01-10',
    previsaoConclusao: '2026-12-10',
  });
  await db.insert(obraAditivos).values({
    clientId: ids.prefeituraId,
    obraId: creche.id,
    numeroAto: 'TA-1',
    data: '2026-02-01',
    valor: '250.00',
  });
  const medicao = { clientId: ids.prefeituraId, obraId: creche.id, tipo: 1 };
  const period = { periodoInicio: '2026-01-10', periodoFim: '2026-02-10', dataEntrega: '2026-02-12' };
  await db.insert(obraMedicoes).values([
    { ...medicao, ...period, numero: 1, valor: '500.00' },
    // An inactivated measurement does not count.
    { ...medicao, ...period, numero: 2, valor: '100.00', ativo: false },
  ]);
  const paralisada = async (numero: string, situacao: number, data: string) => {
    const row = await obra({
      numero,
      situacao,
      situacaoData: data,
      situacaoMotivo: `Motivo da ${numero}`,
      previsaoReinicio: '2027-01-15',
    });
    const [evento] = await db
      .insert(obraSituacoes)
      .values({
        clientId: ids.prefeituraId,
        obraId: row.id,
        situacao,
        situacaoAnterior: 2,
        data,
        motivo: `Motivo da ${numero}`,
        previsaoReinicio: '2027-01-15',
        userId: ctx.admin.session.user.id,
      })
      .returning();
    // Rescisão (3): the inquiry is open; a stoppage (4): the servant who answers for it, CPF masked.
    await db.insert(obraParalisacoes).values({
      clientId: ids.prefeituraId,
      obraId: row.id,
      situacaoId: evento!.id,
      dataInicio: data,
      motivoCodigo: situacao === 3 ? 13 : 1,
      motivo: `Motivo da ${numero}`,
      previsaoReinicio: '2027-01-15',
      ...(situacao === 3
        ? { responsavelTipo: 'apuracao', apuracaoNumero: 'PA 7/2026' }
        : {
            responsavelTipo: 'servidor',
            responsavelNome: 'Ana Servidora',
            responsavelDocumento: SERVIDOR_CPF,
          }),
    });
  };
  // One day more than one month: listed; exactly one month, or less: not yet.
  await paralisada('002/2026', 4, minusDays(cutoff, 1));
  await paralisada('003/2026', 4, cutoff);
  await paralisada('004/2026', 3, minusDays(cutoff, 40));
  await paralisada('005/2026', 4, minusDays(today(), 3));
  await db.insert(obras).values({
    clientId: ids.camaraId,
    numero: '900/2026',
    objeto: 'Obra exclusiva da câmara',
    tipo: 'reforma',
    secretariaId: ids.camaraDeptId,
    valorContratado: '10.00',
    situacao: 4,
    situacaoData: '2020-01-01',
    situacaoMotivo: 'Motivo exclusivo da câmara',
  });
});
afterAll(() => t.close());

function keysOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((x) => keysOf(x, `${prefix}[]`)))];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, x]) => {
      const path = prefix ? `${prefix}.${k}` : k;
      return [path, ...keysOf(x, path)];
    });
  return [];
}

/** An array's key and its items' keys. */
const items = (prefix: string, keys: string[]) => [prefix, ...keys.map((k) => `${prefix}[].${k}`)];

const PARALISACAO_KEYS = [
  'data_inicio',
  'motivo_codigo',
  'motivo_codigo_descricao',
  'motivo',
  'responsavel_tipo',
  'responsavel',
  'responsavel_documento',
  'apuracao_numero',
  'previsao_reinicio',
  'data_fim',
];
const OBRA_KEYS = [
  'id',
  'numero',
  'objeto',
  'tipo',
  'tipo_descricao',
  'situacao',
  'situacao_descricao',
  'secretaria',
  'contratada',
  'valor_contratado',
  'valor_aditivos',
  'valor_total',
  'percentual_executado',
  'data_inicio',
  'previsao_conclusao',
  'contrato_numero',
  'endereco',
  'latitude',
  'longitude',
  ...items('paralisacoes', PARALISACAO_KEYS),
];
const PARALISADA_KEYS = [
  'id',
  'numero',
  'objeto',
  'situacao',
  'situacao_descricao',
  'paralisada_desde',
  'motivo_codigo',
  'motivo_codigo_descricao',
  'motivo',
  'responsavel_tipo',
  'responsavel',
  'responsavel_documento',
  'apuracao_numero',
  'previsao_reinicio',
];

describe("an entity's works", () => {
  it('answer only public keys, the figures of each work and no internal field', async () => {
    const res = await pub(URL);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(keysOf(body).sort()).toEqual(
      [
        'page',
        'limit',
        'total',
        ...items('data', OBRA_KEYS),
        ...items('paralisadas', PARALISADA_KEYS),
      ].sort(),
    );
    // The place is public (PNTP: the work's location); the source of funds and contacts are not.
    expect(res.body).not.toMatch(/sigiloso|diretoria@|11987654321|Nota interna|client_id|cliente_id/);
    // LGPD: the servant's CPF only masked, never whole.
    expect(res.body).not.toContain(SERVIDOR_CPF);
    expect(body.total).toBe(5);
    expect(body.data[0]).toEqual({
      id: expect.any(String),
      numero: '001/2026',
      objeto: 'Construção da creche',
      tipo: 'construcao',
      tipo_descricao: 'Construção',
      situacao: 2,
      situacao_descricao: 'Iniciada',
      secretaria: expect.stringContaining('Saúde'),
      contratada: 'Construtora Pública Ltda',
      valor_contratado: '1000.00',
      valor_aditivos: '250.00',
      valor_total: '1250.00',
      percentual_executado: '40.00',
      data_inicio: '2026-01-10',
      previsao_conclusao: '2026-12-10',
      contrato_numero: null,
      endereco: 'Rua Interna, 1',
      latitude: -23.5,
      longitude: -46.6,
      paralisacoes: [],
    });
    expect(body.data[1].contratada).toBeNull();
    expect(body.data[1].paralisacoes).toEqual([
      {
        data_inicio: expect.any(String),
        motivo_codigo: 1,
        motivo_codigo_descricao: 'Atraso de repasse',
        motivo: 'Motivo da 002/2026',
        responsavel_tipo: 'servidor',
        responsavel: 'Ana Servidora',
        responsavel_documento: `***.${SERVIDOR_CPF.slice(3, 6)}.${SERVIDOR_CPF.slice(6, 9)}-**`,
        apuracao_numero: null,
        previsao_reinicio: '2027-01-15',
        data_fim: null,
      },
    ]);
    expect(body.data[1].percentual_executado).toBe('0.00');
  });

  it('never shows another client’s works', async () => {
    const all = await pub(`${URL}?limit=100`);
    expect(all.json().data.map((o: { numero: string }) => o.numero)).toEqual([
      '001/2026',
      '002/2026',
      '003/2026',
      '004/2026',
      '005/2026',
    ]);
    expect(all.body).not.toMatch(/câmara|900\/2026/i);
    const camara = await pub(`/publico/entidades/${CAMARA_CNPJ}/obras`);
    expect(camara.statusCode).toBe(200);
    expect(camara.json().data.map((o: { numero: string }) => o.numero)).toEqual(['900/2026']);
    expect(camara.body).not.toMatch(/creche|Motivo da/);
  });

  it('lists the works paralisadas for more than one month: the boundary day is not yet', async () => {
    const body = (await pub(URL)).json();
    const cutoff = monthBefore(today());
    expect(body.paralisadas).toEqual([
      {
        id: expect.any(String),
        numero: '004/2026',
        objeto: 'Obra 004/2026',
        situacao: 3,
        situacao_descricao: 'Paralisada por rescisão contratual',
        paralisada_desde: minusDays(cutoff, 40),
        motivo_codigo: 13,
        motivo_codigo_descricao: 'Problemas da contratada',
        motivo: 'Motivo da 004/2026',
        responsavel_tipo: 'apuracao',
        responsavel: null,
        responsavel_documento: null,
        apuracao_numero: 'PA 7/2026',
        previsao_reinicio: '2027-01-15',
      },
      {
        id: expect.any(String),
        numero: '002/2026',
        objeto: 'Obra 002/2026',
        situacao: 4,
        situacao_descricao: 'Paralisada',
        paralisada_desde: minusDays(cutoff, 1),
        motivo_codigo: 1,
        motivo_codigo_descricao: 'Atraso de repasse',
        motivo: 'Motivo da 002/2026',
        responsavel_tipo: 'servidor',
        responsavel: 'Ana Servidora',
        responsavel_documento: `***.${SERVIDOR_CPF.slice(3, 6)}.${SERVIDOR_CPF.slice(6, 9)}-**`,
        apuracao_numero: null,
        previsao_reinicio: '2027-01-15',
      },
    ]);
    // Who recorded the stoppage is not the party responsible for it: never published as such.
    expect(JSON.stringify(body.paralisadas)).not.toContain(recorder);
  });

  it('one month before is the same day of the previous month, or its last day', () => {
    expect(monthBefore('2026-03-15')).toBe('2026-02-15');
    expect(monthBefore('2026-03-31')).toBe('2026-02-28');
    expect(monthBefore('2028-03-30')).toBe('2028-02-29');
    expect(monthBefore('2026-01-31')).toBe('2025-12-31');
  });

  it('pages (limit at most 100, a Portuguese 400 beyond) and caches with an ETag', async () => {
    const page = (await pub(`${URL}?limit=2&page=2`)).json();
    expect(page.data.map((o: { numero: string }) => o.numero)).toEqual(['003/2026', '004/2026']);
    expect(page).toMatchObject({ page: 2, limit: 2, total: 5 });
    expect(page.paralisadas).toHaveLength(2);
    const tooMany = await pub(`${URL}?limit=101`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/limite máximo é 100/);
    const first = await pub(URL);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const cors = await pub(URL, { origin: 'https://jornal.example.org' });
    expect(cors.headers['access-control-allow-origin']).toBe('*');
    const again = await pub(URL, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('a bad document is a 400; an unknown or withdrawn entity a 404', async () => {
    expect((await pub('/publico/entidades/12345678900/obras')).statusCode).toBe(400);
    expect((await pub('/publico/entidades/52998224725/obras')).statusCode).toBe(404);
    const db = t.database.db;
    await db
      .update(companies)
      .set({ publicarTransparencia: false })
      .where(eq(companies.id, ctx.ids.camaraId));
    const withdrawn = await pub(`/publico/entidades/${CAMARA_CNPJ}/obras`);
    expect(withdrawn.statusCode).toBe(404);
    expect(withdrawn.json().message).toBe('Nenhuma entidade encontrada.');
    expect(withdrawn.body).not.toMatch(/900\/2026/);
    await db.update(companies).set({ publicarTransparencia: true }).where(eq(companies.id, ctx.ids.camaraId));
    expect((await pub(`/publico/entidades/${CAMARA_CNPJ}/obras`)).statusCode).toBe(200);
  });
});
