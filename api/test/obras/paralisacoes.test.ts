import { readFileSync } from 'node:fs';
import { completeCpf } from '@gp/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obraParalisacoes, obraSituacoes, obras } from '../../src/db/schema-obras.js';
import { type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { pdfInfo, pdfText, readQr, renderPage } from '../support/pdf.js';
import type { caller, Headers } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The legal records of a work's stoppages (Lei 14.133 art. 115 §6º; docs/domain.md, "Works: the law's
 * fields"): each stoppage its own record with the SICOM reason and the responsible party, the
 * publication of every change, the restart never before the stoppage, the placa A3 with its QR code, and
 * the migration of the free-text stoppages recorded before.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };

const CPF = completeCpf('529982247');
const OBRA_NONE = '00000000-0000-4000-8000-000000000000';
const PUBLICACAO = { publicacao_veiculo: 'Diário Oficial do Município', publicacao_data: '2026-03-02' };

beforeAll(async () => {
  ({ t, call, ids, suporte } = await patrimonioApp());
});
afterAll(() => t.close());

let seq = 0;
async function startedObra() {
  const res = await call('POST', '/obras/obra/create', suporte.headers, {
    numero: `PA-${++seq}/2026`,
    objeto: 'Reforma da escola municipal',
    tipo: 'reforma',
    endereco: 'Rua das Flores, 100',
    cidade: 'Exemplo',
    uf: 'SP',
    latitude: -23.55052,
    longitude: -46.633308,
    secretaria_id: ids.adm.id,
    valor_contratado: '100000.00',
    cliente_id: ids.prefeituraId,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const os = await call('POST', '/obras/ordemservico/create', suporte.headers, {
    obra_id: id,
    numero: `OS-${seq}`,
    data_emissao: '2026-01-05',
    data_inicio: '2026-01-10',
    prazo_dias: 180,
    objeto: 'Início das obras',
    responsavel: 'Eng. Carlos Lima',
  });
  expect(os.statusCode, os.body).toBe(201);
  const start = await situacao(id, 2, { data: '2026-02-01', publicacao_data: '2026-02-01' });
  expect(start.statusCode, start.body).toBe(200);
  return id;
}

const situacao = (id: string, s: number, overrides: Record<string, unknown> = {}) =>
  call('PUT', '/obras/obra/id', suporte.headers, {
    id,
    situacao: s,
    data: '2026-03-01',
    motivo: 'Chuvas impedem a concretagem',
    ...PUBLICACAO,
    ...overrides,
  });

const PARALISAR = {
  previsao_reinicio: '2026-05-01',
  motivo_codigo: 14,
  responsavel_tipo: 'servidor',
  responsavel_nome: 'Marina Duarte',
  responsavel_documento: CPF,
};

describe('the free-text stoppages recorded before', () => {
  it('become records (reason 99, no party), closed by the next change', async () => {
    const db = t.database.db;
    const obra = async (numero: string, situacaoAtual: number) => {
      const [row] = await db
        .insert(obras)
        .values({
          clientId: ids.prefeituraId,
          numero,
          objeto: numero,
          tipo: 'reforma',
          secretariaId: ids.adm.id,
          valorContratado: '10.00',
          situacao: situacaoAtual,
          situacaoData: '2026-01-20',
          situacaoMotivo: 'Texto livre atual',
        })
        .returning();
      return row!.id;
    };
    const historico = await obra('MIG-1', 8);
    const evento = (situacao: number, situacaoAnterior: number, data: string, ms: number) => ({
      clientId: ids.prefeituraId,
      obraId: historico,
      situacao,
      situacaoAnterior,
      data,
      motivo: `Evento ${situacao}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + ms),
    });
    await db
      .insert(obraSituacoes)
      .values([
        evento(2, 1, '2026-01-02', 1),
        evento(4, 2, '2026-01-05', 2),
        evento(3, 4, '2026-01-08', 3),
        evento(8, 3, '2026-01-20', 4),
      ]);
    const semHistorico = await obra('MIG-2', 4);
    const migration = readFileSync(new URL('../../drizzle/0018_obras_lei.sql', import.meta.url), 'utf8');
    const inserts = migration
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter((s) => s.startsWith('INSERT INTO "obra_paralisacoes"'));
    expect(inserts).toHaveLength(2);
    for (const statement of inserts) await db.execute(sql.raw(statement));
    const rows = await db
      .select()
      .from(obraParalisacoes)
      .where(eq(obraParalisacoes.clientId, ids.prefeituraId));
    const of = (id: string) => rows.filter((r) => r.obraId === id);
    expect(of(historico)).toEqual([
      expect.objectContaining({
        dataInicio: '2026-01-05',
        motivoCodigo: 99,
        motivo: 'Evento 4',
        responsavelTipo: null,
        dataFim: '2026-01-20',
        situacaoFim: 8,
      }),
    ]);
    expect(of(semHistorico)).toEqual([
      expect.objectContaining({ dataInicio: '2026-01-20', motivo: 'Texto livre atual', dataFim: null }),
    ]);
  });
});

describe('a stoppage', () => {
  it('asks the SICOM reason, the responsible party and the publication (400, Portuguese)', async () => {
    const id = await startedObra();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ motivo_codigo: null }, 'motivo_codigo', 'Informe o motivo da paralisação (código do TCE).'],
      [{ motivo_codigo: 7 }, 'motivo_codigo', 'Motivo da paralisação inválido: escolha um motivo da lista.'],
      [
        { responsavel_tipo: null },
        'responsavel_tipo',
        'Informe o responsável pela paralisação: servidor, empresa ou o processo de apuração.',
      ],
      [
        { responsavel_documento: '123.456.789-00' },
        'responsavel_documento',
        'CPF do servidor responsável inválido.',
      ],
      [
        { responsavel_tipo: 'apuracao' },
        'apuracao_numero',
        'Informe o número do processo de apuração da paralisação.',
      ],
      [
        { publicacao_veiculo: ' ' },
        'publicacao_veiculo',
        'Informe o veículo de publicação (ex.: Diário Oficial do Município).',
      ],
      [
        { publicacao_data: '2026-02-27' },
        'publicacao_data',
        'A publicação não pode ser anterior à mudança de situação.',
      ],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await situacao(id, 4, { ...PARALISAR, ...overrides });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toContainEqual({ path, message });
    }
    const detail = await call('GET', `/obras/obra/${id}`, suporte.headers);
    expect(detail.json()).toMatchObject({ situacao: 2, paralisacoes: [] });
  });

  it('is its own record, closed by the restart, never before it began; the next one is another record', async () => {
    const id = await startedObra();
    const stop = await situacao(id, 4, PARALISAR);
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().historico.at(-1)).toMatchObject({
      situacao: 4,
      publicacao_veiculo: 'Diário Oficial do Município',
      publicacao_data: '2026-03-02',
    });
    expect(stop.json().paralisacoes).toEqual([
      expect.objectContaining({
        data_inicio: '2026-03-01',
        motivo_codigo: 14,
        motivo_codigo_descricao: 'Força maior',
        motivo: 'Chuvas impedem a concretagem',
        responsavel_tipo: 'servidor',
        responsavel_nome: 'Marina Duarte',
        responsavel_documento: CPF,
        previsao_reinicio: '2026-05-01',
        data_fim: null,
      }),
    ]);

    const early = await situacao(id, 8, { data: '2026-02-20', publicacao_data: '2026-02-20' });
    expect(early.statusCode).toBe(400);
    expect(early.json().issues).toEqual([
      {
        path: 'data',
        message:
          'A data de reinício (20/02/2026) não pode ser anterior ao início da paralisação (01/03/2026).',
      },
    ]);
    const unchanged = (await call('GET', `/obras/obra/${id}`, suporte.headers)).json();
    expect(unchanged.historico).toHaveLength(2);
    expect(unchanged.paralisacoes[0].data_fim).toBeNull();

    const restart = await situacao(id, 8, { data: '2026-04-10', publicacao_data: '2026-04-11' });
    expect(restart.statusCode, restart.body).toBe(200);
    expect(restart.json().paralisacoes[0]).toMatchObject({ data_fim: '2026-04-10', situacao_fim: 8 });

    const again = await situacao(id, 3, {
      data: '2026-06-01',
      publicacao_data: '2026-06-01',
      motivo: 'Rescisão por abandono da obra',
      motivo_codigo: 13,
      responsavel_tipo: 'apuracao',
      apuracao_numero: 'PA 15/2026',
      // Ignored for an inquiry: only its number is kept.
      responsavel_nome: 'Ninguém',
      previsao_reinicio: null,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().paralisacoes.map((p: { motivo_codigo: number }) => p.motivo_codigo)).toEqual([
      13, 14,
    ]);
    expect(again.json().paralisacoes[0]).toMatchObject({
      responsavel_tipo: 'apuracao',
      apuracao_numero: 'PA 15/2026',
      responsavel_nome: null,
    });
  });

  it('names the responsible party again once the inquiry ends (servant or company checked; unknown: 404)', async () => {
    const id = await startedObra();
    const stop = await situacao(id, 4, {
      ...PARALISAR,
      responsavel_tipo: 'apuracao',
      apuracao_numero: 'PA 21/2026',
    });
    expect(stop.statusCode, stop.body).toBe(200);
    const paralisacaoId = stop.json().paralisacoes[0].id as string;
    const bad = await call('PUT', `/obras/paralisacao/${paralisacaoId}`, suporte.headers, {
      responsavel_tipo: 'empresa',
      responsavel_nome: 'Construtora Exemplo Ltda',
      responsavel_documento: '11.222.333/0001-00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'responsavel_documento', message: 'CNPJ da empresa responsável inválido.' },
    ]);
    const named = await call('PUT', `/obras/paralisacao/${paralisacaoId}`, suporte.headers, {
      responsavel_tipo: 'empresa',
      responsavel_nome: 'Construtora Exemplo Ltda',
      responsavel_documento: '11.222.333/0001-81',
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().paralisacoes[0]).toMatchObject({
      motivo_codigo: 14,
      responsavel_tipo: 'empresa',
      responsavel_nome: 'Construtora Exemplo Ltda',
      responsavel_documento: '11222333000181',
      apuracao_numero: null,
      data_fim: null,
    });
    const unknown = await call('PUT', `/obras/paralisacao/${OBRA_NONE}`, suporte.headers, {
      responsavel_tipo: 'apuracao',
      apuracao_numero: 'PA 1/2026',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Paralisação não encontrada.');
  });

  it('prints the placa A3 with the legal fields and the QR code of the public page; 409 when not stopped', async () => {
    const id = await startedObra();
    const notStopped = await call('GET', `/obras/obra/${id}/placa-paralisacao`, suporte.headers);
    expect(notStopped.statusCode).toBe(409);
    expect(notStopped.json().message).toBe(
      'A obra não está paralisada: a placa só é impressa durante uma paralisação.',
    );
    expect((await situacao(id, 4, PARALISAR)).statusCode).toBe(200);
    const res = await call('GET', `/obras/obra/${id}/placa-paralisacao`, suporte.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdfInfo(pdf)['Page size']).toMatch(/^841\.89 x 1190\.55 pts \(A3\)/);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    for (const piece of [
      'OBRA PARALISADA',
      'Lei nº 14.133/2021, art. 115, § 6º',
      'PARALISADA DESDE 01/03/2026',
      '14 – Força maior: Chuvas impedem a concretagem',
      `Servidor(a) Marina Duarte (CPF ***.${CPF.slice(3, 6)}.${CPF.slice(6, 9)}-**)`,
      'PREVISÃO DE REINÍCIO 01/05/2026',
    ])
      expect(text).toContain(piece);
    expect(text).not.toContain(CPF);
    const qr = readQr(renderPage(pdf, 1, 72));
    expect(qr).toMatch(new RegExp(`/publico/transparencia/\\d{14}/obra/${id}$`));
  });
});
