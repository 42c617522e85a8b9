import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { completeCpf } from '@gp/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obraOrdensServico, obras } from '../../src/db/schema-obras.js';
import { brazilDate } from '../../src/lib/brazil-time.js';
import { XSD_DIR } from '../../src/modules/prestacao-contas/audesp/audesp-validar.js';
import { iniciarObra } from '../support/obras.js';
import { type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import type { caller, Headers } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The remessas centre (docs/domain.md, "Remessas ao tribunal de contas"; decision 066): TCE-SP AUDESP's
 * works documents made by a job, validated against the official XSDs (errors per work and field, with the
 * schema's own message and the screen that fixes it), ISO-8859-1 with the transliterations reported, an
 * invalid file never downloaded, a valid one marked "enviado", the difference from the previous version,
 * 50 works per document, the `remessas` permission and the client's scope.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };
let admin: { headers: Headers };
let adminCamara: { headers: Headers };
let consulta: { headers: Headers };

const BASE = '/patrimonio/prestacao-contas';
const NS_EXEC = '{http://www.tce.sp.gov.br/audesp/xml/execucao}';

beforeAll(async () => {
  ({ t, call, ids, suporte, admin, adminCamara, consulta } = await patrimonioApp());
});
afterAll(() => t.close());

async function esperar(trabalhoId: string) {
  const limite = Date.now() + 60_000;
  while (Date.now() < limite) {
    const job = (await call('GET', `/trabalhos/${trabalhoId}`, suporte.headers)).json();
    if (job.estado === 'concluido') return job;
    if (job.estado === 'falhou') throw new Error(job.erro);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('a remessa não terminou em 60 s');
}

let seq = 0;
function obraBody(over: Record<string, unknown> = {}) {
  return {
    numero: `AU-${++seq}/2026`,
    objeto: 'Reforma da escola municipal',
    tipo: 'reforma',
    secretaria_id: ids.adm.id,
    valor_contratado: '250000.00',
    data_inicio: '2026-02-01',
    cliente_id: ids.prefeituraId,
    ...over,
  };
}

async function novaObra(over: Record<string, unknown> = {}) {
  const body = obraBody(over);
  const res = await call('POST', '/obras/obra/create', suporte.headers, body);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  await iniciarObra(call, suporte.headers, id, '2026-02-01');
  return { id, body };
}

function medicaoBody(obraId: string, over: Record<string, unknown> = {}) {
  return {
    obra_id: obraId,
    tipo: 1,
    periodo_inicio: '2026-02-01',
    periodo_fim: '2026-02-28',
    data_entrega: '2026-03-05',
    valor: '12345.67',
    conferencia_data: '2026-03-06',
    conferencia_percentual: '12.50',
    conferencia_responsaveis: 'Eng. José “Zé” Lima; Arq. Ana Souza',
    ...over,
  };
}

async function novaMedicao(obraId: string, over: Record<string, unknown> = {}) {
  const body = medicaoBody(obraId, over);
  const res = await call('POST', '/obras/medicao/create', suporte.headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as string, body };
}

const listar = (headers: Headers, ano = 2026, mes = 3, cliente = true) =>
  call(
    'GET',
    `${BASE}/remessas?ano=${ano}&mes=${mes}${cliente ? `&cliente_id=${ids.prefeituraId}` : ''}`,
    headers,
  );

async function gerar(clienteId = ids.prefeituraId, mes = 3) {
  const res = await call('POST', `${BASE}/remessas`, suporte.headers, {
    ano: 2026,
    mes,
    cliente_id: clienteId,
  });
  expect(res.statusCode, res.body).toBe(202);
  await esperar(res.json().trabalho_id);
}

type Remessa = {
  id: string;
  tipo: string;
  parte: number;
  versao: number;
  valido: boolean;
  obras: number;
  ocorrencias: {
    tipo: string;
    mensagem: string;
    obra_numero: string | null;
    campo: string | null;
    link: string | null;
    detalhe: string | null;
  }[];
  diferenca: null | {
    anterior_versao: number | null;
    incluidas: string[];
    removidas: string[];
    alteradas: string[];
  };
  acoes: { baixar: boolean; marcar_enviado: boolean };
  protocolo: string | null;
  enviado_em: string | null;
};

describe('remessas AUDESP de obras', () => {
  let boa: { id: string; body: Record<string, unknown> };
  let falha: { id: string; body: Record<string, unknown> };
  let semEmpenho: { id: string; body: Record<string, unknown> };
  let medicaoFalha: { id: string; body: Record<string, unknown> };
  let primeira: Remessa[];

  it('keeps the client’s AUDESP codes, typed by who may configure', async () => {
    const bad = await call('PUT', `${BASE}/configuracao`, admin.headers, {
      audesp_entidade: 0,
      audesp_municipio: '12',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'O código da entidade no AUDESP é um número de 1 a 32767.',
      'O código do município no AUDESP tem 4 dígitos.',
    ]);
    expect(
      (
        await call('PUT', `${BASE}/configuracao`, consulta.headers, {
          audesp_entidade: 1,
          audesp_municipio: '1234',
        })
      ).statusCode,
    ).toBe(403);
    const ok = await call('PUT', `${BASE}/configuracao`, admin.headers, {
      audesp_entidade: 12345,
      audesp_municipio: '6291',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call('GET', `${BASE}/configuracao`, consulta.headers)).json()).toEqual({
      audesp_entidade: 12345,
      audesp_municipio: '6291',
    });
  });

  it('refuses a month with no work and a month not begun (409)', async () => {
    const vazio = await call('POST', `${BASE}/remessas`, admin.headers, { ano: 2026, mes: 1 });
    expect(vazio.statusCode).toBe(409);
    expect(vazio.json().message).toBe('Não há obra em execução em 01/2026: não há arquivo a gerar.');
    const futuro = await call('POST', `${BASE}/remessas`, admin.headers, { ano: 2099, mes: 1 });
    expect(futuro.statusCode).toBe(409);
  });

  it('writes and validates the month’s files; each error per work and field, with the schema’s own message', async () => {
    boa = await novaObra({ codigo_ajuste: '1234567890123' });
    await novaMedicao(boa.id, {
      empenho_numero: '2026NE000123',
      empenho_data: '2026-02-20',
      liquidacao_data: '2026-03-10',
    });
    const art = await call('POST', '/obras/responsabilidadetecnica/create', suporte.headers, {
      obra_id: boa.id,
      tipo: 'execucao',
      conselho: 'CREA',
      numero: 'ART 2026-000123',
      profissional_nome: 'Ana Ribeiro',
      profissional_cpf: completeCpf('529982247'),
      registro_conselho: 'SP-123456',
      data: '2026-01-15',
    });
    expect(art.statusCode, art.body).toBe(201);
    const li = await call('POST', '/obras/licencaambiental/create', suporte.headers, {
      obra_id: boa.id,
      tipo: 'LI',
      numero: 'LI-2026/77',
      orgao: 'CETESB',
      data_emissao: '2026-01-15',
      data_validade: '2027-01-15',
    });
    expect(li.statusCode, li.body).toBe(201);
    // No CodigoAjuste; a medição with no empenho (the schema looks inside a work only past its CodigoAjuste).
    falha = await novaObra();
    semEmpenho = await novaObra({ codigo_ajuste: '77' });
    medicaoFalha = await novaMedicao(semEmpenho.id, { conferencia_data: null, conferencia_percentual: null });

    await gerar();
    const res = await listar(suporte.headers);
    expect(res.statusCode, res.body).toBe(200);
    primeira = res.json().data;
    expect(primeira.map((r) => [r.tipo, r.parte, r.versao, r.obras, r.valido])).toEqual([
      ['audesp-execucao', 1, 1, 3, false],
      ['audesp-exigencias-obras', 1, 1, 3, false],
    ]);
    const [execucao] = primeira as [Remessa];
    const erros = execucao.ocorrencias.filter((o) => o.tipo === 'erro');
    const numeroFalha = falha.body.numero as string;
    const codigo = erros.find((e) => e.campo === 'CodigoAjuste');
    expect(codigo).toMatchObject({
      obra_numero: numeroFalha,
      mensagem: `Obra ${numeroFalha}: Código do ajuste no AUDESP (cadastro da obra): não informado (o leiaute o exige antes de ExecucaoObrasEngenharia).`,
      link: `/app/obras/obra/editar?id=${falha.id}`,
    });
    // The schema's own error, as libxml2 (and the tribunal's validator) says it.
    expect(codigo?.detalhe).toBe(
      `Element '${NS_EXEC}ExecucaoObrasEngenharia': This element is not expected. Expected is ( ${NS_EXEC}CodigoAjuste ).`,
    );
    const empenho = erros.find((e) => e.campo === 'NotaEmpenhoNumero');
    expect(empenho).toMatchObject({
      obra_numero: semEmpenho.body.numero,
      mensagem: `Obra ${semEmpenho.body.numero}: Número do empenho (medição): não informado (o leiaute o exige antes de LiquidacaoEmpenhoValor).`,
      link: `/app/obras/medicao/editar?id=${medicaoFalha.id}`,
    });
    expect(erros.map((e) => e.obra_numero).sort()).toEqual([numeroFalha, semEmpenho.body.numero]);
    // The month's medição without conference, and the depreciation not processed: warnings.
    expect(execucao.ocorrencias.filter((o) => o.tipo === 'aviso').map((o) => o.mensagem)).toEqual(
      expect.arrayContaining([
        '1 medição entregue em 03/2026 sem conferência: as medições do mês não estão fechadas.',
        'A depreciação de 03/2026 não foi processada.',
      ]),
    );
    expect(res.json().avisos).toContain('A depreciação de 03/2026 não foi processada.');
    // The typographic quotes of a name are transliterated on purpose, and listed.
    expect(execucao.ocorrencias.filter((o) => o.tipo === 'transliteracao')).toEqual([
      expect.objectContaining({
        campo: 'Nome',
        obra_numero: boa.body.numero,
        mensagem: 'Nome: “ → ", ” → " (caracteres fora do ISO-8859-1, transliterados).',
      }),
    ]);
    expect(execucao.acoes).toEqual({ baixar: false, marcar_enviado: false });
  });

  it('never lets an invalid file be downloaded or marked as sent (409)', async () => {
    const [execucao] = primeira as [Remessa];
    const baixar = await call('GET', `${BASE}/remessas/${execucao.id}/arquivo`, suporte.headers);
    expect(baixar.statusCode).toBe(409);
    expect(baixar.json().message).toMatch(/^Este arquivo tem \d+ erros de validação e não pode ser baixado/);
    const enviar = await call('POST', `${BASE}/remessas/${execucao.id}/envio`, admin.headers, {
      protocolo: 'AUDESP-1',
      data: '2026-04-02',
    });
    expect(enviar.statusCode).toBe(409);
  });

  it('validates once fixed, in ISO-8859-1, with the difference from the previous version', async () => {
    const obra = await call('PUT', `/obras/obra/${falha.id}`, suporte.headers, {
      ...falha.body,
      codigo_ajuste: '42',
    });
    expect(obra.statusCode, obra.body).toBe(200);
    expect(obra.json().codigo_ajuste).toBe('42');
    const med = await call('PUT', `/obras/medicao/${medicaoFalha.id}`, suporte.headers, {
      ...medicaoFalha.body,
      empenho_numero: '2026NE000777',
      empenho_data: '2026-02-25',
      liquidacao_data: '2026-03-12',
    });
    expect(med.statusCode, med.body).toBe(200);
    expect(med.json()).toMatchObject({ empenho_numero: '2026NE000777', liquidacao_data: '2026-03-12' });

    await gerar();
    const data: Remessa[] = (await listar(admin.headers, 2026, 3, false)).json().data;
    const novas = data.filter((r) => r.versao === 2);
    expect(novas.map((r) => [r.tipo, r.valido])).toEqual([
      ['audesp-execucao', true],
      ['audesp-exigencias-obras', true],
    ]);
    const execucao = novas[0]!;
    expect(execucao.ocorrencias.filter((o) => o.tipo === 'erro')).toEqual([]);
    expect(execucao.diferenca).toEqual({
      anterior_versao: 1,
      incluidas: [],
      removidas: [],
      alteradas: [falha.body.numero, semEmpenho.body.numero],
    });
    expect(execucao.acoes).toEqual({ baixar: true, marcar_enviado: true });

    const file = await call('GET', `${BASE}/remessas/${execucao.id}/arquivo`, admin.headers);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    const bytes = file.rawPayload;
    expect(bytes.subarray(0, 43).toString('latin1')).toBe('<?xml version="1.0" encoding="ISO-8859-1"?>');
    // "José" in ISO-8859-1 (é is one byte, 0xE9), the quotes made plain.
    expect(bytes.includes(Buffer.from('Eng. Jos\xe9 "Z\xe9" Lima', 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from('é', 'utf8'))).toBe(false);
    const xml = bytes.toString('latin1');
    expect(xml).toContain('<CodigoAjuste>1234567890123</CodigoAjuste>');
    expect(xml).toContain('<gen:Entidade>12345</gen:Entidade>');
    expect(xml).toContain('<LiquidacaoEmpenhoValor>12345.67</LiquidacaoEmpenhoValor>');

    // Debian's xmllint (when installed) agrees with the product's validation.
    if (spawnSync('xmllint', ['--version']).status === 0) {
      const dir = mkdtempSync(join(tmpdir(), 'audesp-'));
      const path = join(dir, 'execucao.xml');
      writeFileSync(path, bytes);
      const out = execFileSync(
        'xmllint',
        ['--noout', '--schema', join(XSD_DIR, 'execucao/AUDESP4_EXECUCAO_2026_A.XSD'), path],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      expect(out).toBe('');
    }
  });

  it('marks a valid file as sent once, with its protocol and date', async () => {
    const data: Remessa[] = (await listar(admin.headers, 2026, 3, false)).json().data;
    const alvo = data.find((r) => r.versao === 2 && r.tipo === 'audesp-exigencias-obras')!;
    expect(
      (
        await call('POST', `${BASE}/remessas/${alvo.id}/envio`, consulta.headers, {
          protocolo: 'X',
          data: '2026-04-02',
        })
      ).statusCode,
    ).toBe(403);
    const vazio = await call('POST', `${BASE}/remessas/${alvo.id}/envio`, admin.headers, {
      protocolo: ' ',
      data: '2026-04-02',
    });
    expect(vazio.statusCode).toBe(400);
    const futuro = await call('POST', `${BASE}/remessas/${alvo.id}/envio`, admin.headers, {
      protocolo: 'AUDESP-2026-000123',
      data: '2099-01-01',
    });
    expect(futuro.statusCode).toBe(409);
    // Today in Brasília, as the server judges a future date (UTC is a day ahead from 21:00 there).
    const hoje = brazilDate(new Date());
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        call('POST', `${BASE}/remessas/${alvo.id}/envio`, admin.headers, {
          protocolo: 'AUDESP-2026-000123',
          data: hoje,
        }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const ok = a!.statusCode === 200 ? a! : b!;
    expect(ok.json()).toMatchObject({
      protocolo: 'AUDESP-2026-000123',
      enviado_em: hoje,
      enviado_por: 'Administrador da Prefeitura',
      acoes: { baixar: true, marcar_enviado: false },
    });
  });

  it('keeps the centre to the `remessas` rules and to the client’s scope', async () => {
    const lista = await listar(consulta.headers, 2026, 3, false);
    expect(lista.statusCode).toBe(200);
    expect(lista.json().acoes).toEqual({ gerar: false, configurar: false });
    expect(lista.json().data[0].acoes.marcar_enviado).toBe(false);
    expect((await call('POST', `${BASE}/remessas`, consulta.headers, { ano: 2026, mes: 3 })).statusCode).toBe(
      403,
    );
    const [um] = lista.json().data as Remessa[];
    // Another client's administrator: not found, never confirmed.
    expect((await call('GET', `${BASE}/remessas/${um!.id}/arquivo`, adminCamara.headers)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call('POST', `${BASE}/remessas/${um!.id}/envio`, adminCamara.headers, {
          protocolo: 'X',
          data: '2026-04-02',
        })
      ).statusCode,
    ).toBe(404);
    const camara = await call(
      'GET',
      `${BASE}/remessas?ano=2026&mes=3&cliente_id=${ids.prefeituraId}`,
      adminCamara.headers,
    );
    expect(camara.statusCode).toBe(404);
    // Support names the client.
    expect((await call('GET', `${BASE}/remessas?ano=2026&mes=3`, suporte.headers)).statusCode).toBe(400);
  });

  it('splits a period at 50 works per document', async () => {
    const camaraId = ids.camaraId;
    const rows = Array.from({ length: 51 }, (_, i) => ({
      clientId: camaraId,
      numero: `CM-${String(i + 1).padStart(3, '0')}`,
      objeto: 'Obra da câmara',
      tipo: 'reforma',
      secretariaId: camaraId,
      valorContratado: '1000.00',
      dataInicio: '2026-02-01',
      situacao: 2,
      codigoAjuste: String(900 + i),
    }));
    const inserted = await t.database.db.insert(obras).values(rows).returning({ id: obras.id });
    await t.database.db.insert(obraOrdensServico).values(
      inserted.map((o, i) => ({
        clientId: camaraId,
        obraId: o.id,
        numero: `OS-${i}`,
        dataEmissao: '2026-02-01',
        dataInicio: '2026-02-01',
        prazoDias: 100,
        objeto: 'Início',
        responsavel: 'Fiscal',
      })),
    );
    await call('PUT', `${BASE}/configuracao`, suporte.headers, {
      cliente_id: camaraId,
      audesp_entidade: 7,
      audesp_municipio: '6291',
    });
    await gerar(camaraId);
    const data: Remessa[] = (
      await call('GET', `${BASE}/remessas?ano=2026&mes=3&cliente_id=${camaraId}`, suporte.headers)
    ).json().data;
    expect(data.map((r) => [r.tipo, r.parte, r.obras, r.valido])).toEqual([
      ['audesp-execucao', 1, 50, true],
      ['audesp-execucao', 2, 1, true],
      ['audesp-exigencias-obras', 1, 50, true],
      ['audesp-exigencias-obras', 2, 1, true],
    ]);
  });
});
