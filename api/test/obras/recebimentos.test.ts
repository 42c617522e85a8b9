import { createHash } from 'node:crypto';
import { completeCnpj } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obraRecebimentos, obraSituacoes, obras } from '../../src/db/schema-obras.js';
import { termosEmitidos } from '../../src/db/schema-patrimonio.js';
import { brazilDate } from '../../src/lib/brazil-time.js';
import { iniciarObra, RECEBEDORES, receberObra, recebimentoBody } from '../support/obras.js';
import { type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { dispositionOf, pdfText, readQr, renderPage } from '../support/pdf.js';
import type { caller, Headers } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The recebimento of a work (Lei 14.133 art. 140; TCE-SP AUDESP `FormaRecebimento_t`; docs/domain.md,
 * "Recebimento da obra"): the provisório, then the definitivo, each with its vistoria, receivers and a
 * verifiable termo (decision 025), moving the work's situação; every refusal writes nothing.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };

beforeAll(async () => {
  ({ t, call, ids, suporte } = await patrimonioApp());
});
afterAll(() => t.close());

let seq = 0;
async function novaObra(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/obras/obra/create', suporte.headers, {
    numero: `REC-${++seq}/2026`,
    objeto: 'Reforma da escola municipal',
    tipo: 'reforma',
    secretaria_id: ids.adm.id,
    valor_contratado: '100000.00',
    data_inicio: '2026-01-10',
    contrato_numero: 'CT-12/2026',
    cliente_id: ids.prefeituraId,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
async function obraIniciada() {
  const id = await novaObra();
  await iniciarObra(call, suporte.headers, id);
  return id;
}

const receber = (id: string, body: Record<string, unknown>) =>
  call('POST', `/obras/obra/${id}/recebimentos`, suporte.headers, body);
const termo = (id: string, tipo: string) =>
  call('GET', `/obras/obra/${id}/recebimento/termo?tipo=${tipo}`, suporte.headers);
const detalhe = async (id: string) => (await call('GET', `/obras/obra/${id}`, suporte.headers)).json();

/** What a refused recebimento may not leave behind: no record, no termo, no change of situação. */
async function nadaGravado(id: string, situacao: number) {
  const db = t.database.db;
  expect(await db.select().from(obraRecebimentos).where(eq(obraRecebimentos.obraId, id))).toEqual([]);
  const [obra] = await db.select({ situacao: obras.situacao }).from(obras).where(eq(obras.id, id));
  expect(obra?.situacao).toBe(situacao);
}

describe('the provisório, then the definitivo', () => {
  it('records each with its termo, moves the situação, and offers only the next one', async () => {
    const id = await obraIniciada();
    expect(await detalhe(id)).toMatchObject({
      recebimento_proximo: 'provisorio',
      recebimento_bloqueio: null,
    });

    const prov = await receber(id, recebimentoBody('provisorio', '2026-03-10'));
    expect(prov.statusCode, prov.body).toBe(201);
    const afterProv = prov.json();
    expect(afterProv).toMatchObject({
      situacao: 6,
      situacao_data: '2026-03-10',
      recebimento_proximo: 'definitivo',
      recebimentos: [
        {
          tipo: 'provisorio',
          tipo_descricao: 'Provisório',
          data: '2026-03-10',
          recebedores: [
            { cpf: '52998224725', nome: 'Eng. Paulo Andrade', cargo: 'Fiscal do contrato' },
            { cpf: '11144477735', nome: 'Arq. Marina Souza', cargo: 'Comissão de recebimento' },
          ],
        },
      ],
    });
    expect(afterProv.recebimentos[0].termo_descricao).toMatch(/^Termo de recebimento de obra nº \d+\/2026$/);
    // The change of situação is the work's own: an event with the publication.
    expect(afterProv.historico.at(-1)).toMatchObject({
      situacao: 6,
      situacao_anterior: 2,
      publicacao_veiculo: 'Diário Oficial do Município',
      publicacao_data: '2026-03-10',
    });
    expect(afterProv.historico.at(-1).motivo).toContain(afterProv.recebimentos[0].termo_codigo);

    const def = await receber(id, recebimentoBody('definitivo', '2026-03-20'));
    expect(def.statusCode, def.body).toBe(201);
    expect(def.json()).toMatchObject({
      situacao: 7,
      recebimento_proximo: null,
      recebimento_bloqueio: null,
      recebimentos: [{ tipo: 'provisorio' }, { tipo: 'definitivo', data: '2026-03-20' }],
    });
  });

  it('issues the termo as a verifiable document: QR code, code, SHA-256 and the public check', async () => {
    const id = await obraIniciada();
    const codigo = (await receberObra(call, suporte.headers, id, 'provisorio')).json().recebimentos[0]
      .termo_codigo as string;
    const res = await termo(id, 'provisorio');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-termo-codigo']).toBe(codigo);
    expect(dispositionOf(res.headers).name).toMatch(/^Termo de recebimento de obra nº \d+-2026\.pdf$/);
    const pdf = res.rawPayload;
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('TERMO DE RECEBIMENTO DE OBRA Nº');
    expect(text).toContain('recebem PROVISORIAMENTE o seu objeto');
    expect(text).toContain('art. 140, inciso I, alínea "a"');
    expect(text).toContain('Forma de recebimento: 1 – Provisório');
    expect(text).toContain('Data do recebimento: 10/03/2026');
    expect(text).toContain('Vistoria: Vistoria realizada');
    expect(text).toContain('529.982.247-25');
    expect(text).toContain('Arq. Marina Souza');
    expect(text).toContain(codigo);
    expect(readQr(renderPage(pdf, 1, 150))).toBe(`${t.config.appUrl}/publico/documento/${codigo}`);
    // Downloaded again: the same bytes, whose hash the public check shows.
    expect((await termo(id, 'provisorio')).rawPayload.equals(pdf)).toBe(true);
    const check = await call('GET', `/publico/documentos/${codigo}`, {});
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({
      codigo,
      tipo: 'recebimento_obra',
      quantidade_bens: 0,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
    const semDefinitivo = await termo(id, 'definitivo');
    expect(semDefinitivo.statusCode).toBe(404);
    expect(semDefinitivo.json().message).toBe('A obra não tem recebimento definitivo registrado.');
  });

  it('shows the public the date, kind, names and cargos, never the CPF', async () => {
    const id = await obraIniciada();
    await receberObra(call, suporte.headers, id);
    const res = await call('GET', `/publico/entidades/${completeCnpj('123456780001')}/obras/${id}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recebimentos).toEqual([
      expect.objectContaining({
        tipo: 'provisorio',
        data: '2026-03-10',
        recebedores: RECEBEDORES.map(({ nome, cargo }) => ({ nome, cargo })),
      }),
      expect.objectContaining({ tipo: 'definitivo', data: '2026-03-20' }),
    ]);
    expect(res.body).not.toContain('52998224725');
    expect(res.body).not.toContain('529.982.247-25');
  });
});

describe('refusals (nothing written)', () => {
  it('refuses the definitivo before the provisório, and a kind registered already (409)', async () => {
    const id = await obraIniciada();
    const first = await receber(id, recebimentoBody('definitivo', '2026-03-10'));
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({
      code: 'SEM_RECEBIMENTO_PROVISORIO',
      message: 'O recebimento definitivo vem depois do provisório: registre antes o recebimento provisório.',
    });
    await nadaGravado(id, 2);
    await receberObra(call, suporte.headers, id, 'provisorio');
    const again = await receber(id, recebimentoBody('provisorio', '2026-03-11'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'RECEBIMENTO_REPETIDO',
      message: 'A obra já tem o recebimento provisório registrado.',
    });
  });

  it('refuses a work not started or stopped (409), as the work answers it', async () => {
    const nova = await novaObra();
    expect(await detalhe(nova)).toMatchObject({
      recebimento_proximo: null,
      recebimento_bloqueio: 'A obra não foi iniciada: só uma obra iniciada pode ser recebida.',
    });
    const res = await receber(nova, recebimentoBody('provisorio', '2026-03-10'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OBRA_NAO_RECEBIVEL',
      message: 'A obra não foi iniciada: só uma obra iniciada pode ser recebida.',
    });
    await nadaGravado(nova, 1);

    const parada = await obraIniciada();
    const stop = await call('PUT', '/obras/obra/id', suporte.headers, {
      id: parada,
      situacao: 3,
      data: '2026-03-01',
      motivo: 'Rescisão do contrato',
      motivo_codigo: 13,
      responsavel_tipo: 'apuracao',
      apuracao_numero: 'PA-1/2026',
      publicacao_veiculo: 'Diário Oficial do Município',
      publicacao_data: '2026-03-01',
    });
    expect(stop.statusCode, stop.body).toBe(200);
    const res2 = await receber(parada, recebimentoBody('provisorio', '2026-03-10'));
    expect(res2.statusCode).toBe(409);
    expect(res2.json().message).toBe('A obra está paralisada: reinicie-a antes de recebê-la.');
    await nadaGravado(parada, 3);
  });

  it('refuses dates in the future, before the start, before the provisório or the current situação (400)', async () => {
    const id = await obraIniciada();
    const amanha = brazilDate(new Date(Date.now() + 36 * 3600 * 1000));
    const cases: [string, string][] = [
      [amanha, 'A data do recebimento não pode ser futura.'],
      [
        '2026-01-09',
        'A data do recebimento (09/01/2026) não pode ser anterior ao início da obra (10/01/2026).',
      ],
      [
        '2026-01-20',
        'A data do recebimento (20/01/2026) não pode ser anterior à da situação atual da obra (01/02/2026).',
      ],
    ];
    for (const [data, message] of cases) {
      const res = await receber(id, recebimentoBody('provisorio', data, { publicacao_data: amanha }));
      expect(res.statusCode, data).toBe(400);
      expect(res.json().issues?.[0] ?? res.json()).toMatchObject({ message });
    }
    await nadaGravado(id, 2);
    await receberObra(call, suporte.headers, id, 'provisorio');
    const antes = await receber(id, recebimentoBody('definitivo', '2026-03-09'));
    expect(antes.statusCode).toBe(400);
    expect(JSON.stringify(antes.json())).toContain(
      'O recebimento definitivo (09/03/2026) não pode ser anterior ao provisório (10/03/2026).',
    );
  });

  it('refuses receivers without a valid CPF, none, or one twice, and a publication before the recebimento (400)', async () => {
    const id = await obraIniciada();
    const bodies: [Record<string, unknown>, string][] = [
      [{ recebedores: [{ ...RECEBEDORES[0], cpf: '529.982.247-24' }] }, 'CPF do recebedor inválido'],
      [{ recebedores: [] }, 'Informe ao menos um recebedor.'],
      [{ recebedores: [RECEBEDORES[0], RECEBEDORES[0]] }, 'Um mesmo CPF aparece duas vezes'],
      [{ recebedores: [{ ...RECEBEDORES[0], cargo: ' ' }] }, 'O cargo do recebedor é obrigatório.'],
      [{ vistoria: '' }, 'A vistoria é obrigatório.'],
      [{ publicacao_data: '2026-03-09' }, 'A publicação não pode ser anterior ao recebimento.'],
    ];
    for (const [overrides, message] of bodies) {
      const res = await receber(id, recebimentoBody('provisorio', '2026-03-10', overrides));
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(message);
    }
    await nadaGravado(id, 2);
  });

  it('refuses 6 and 7 by a change of situação: the work is received by its record (409)', async () => {
    const id = await obraIniciada();
    for (const situacao of [6, 7]) {
      const res = await call('PUT', '/obras/obra/id', suporte.headers, {
        id,
        situacao,
        data: '2026-03-10',
        motivo: 'Recebida',
        publicacao_veiculo: 'Diário Oficial do Município',
        publicacao_data: '2026-03-10',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('RECEBIMENTO_PELO_REGISTRO');
    }
    await nadaGravado(id, 2);
  });
});

describe('a work received before these records', () => {
  it('is not incorporated without the definitivo record, and registers it without a new change', async () => {
    const id = await obraIniciada();
    const db = t.database.db;
    // As the changes of situação left it before the records: 7, with no recebimento.
    await db.update(obras).set({ situacao: 7, situacaoData: '2026-03-20' }).where(eq(obras.id, id));
    const inc = await call('POST', `/obras/obra/incorporar/${id}`, suporte.headers, {
      modo: 'imovel',
      valor: '100.00',
      data_incorporacao: '2026-03-25',
    });
    expect(inc.statusCode).toBe(409);
    expect(inc.json()).toMatchObject({ code: 'SEM_RECEBIMENTO_DEFINITIVO' });
    expect(await detalhe(id)).toMatchObject({ recebimento_proximo: 'provisorio' });
    const eventos = async () =>
      (await db.select().from(obraSituacoes).where(eq(obraSituacoes.obraId, id))).length;
    const before = await eventos();
    const def = await receberObra(call, suporte.headers, id);
    expect(def.json()).toMatchObject({ situacao: 7, recebimento_proximo: null });
    expect(await eventos()).toBe(before);
    const termos = await db
      .select({ id: termosEmitidos.id })
      .from(termosEmitidos)
      .where(and(eq(termosEmitidos.clientId, ids.prefeituraId), eq(termosEmitidos.tipo, 'recebimento_obra')));
    expect(termos.length).toBeGreaterThanOrEqual(2);
  });
});
