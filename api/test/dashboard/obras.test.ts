import { SITUACAO_OBRA_LABELS, SITUACOES_OBRA } from '@gp/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAfter } from '../../src/modules/obras/obras.mapper.js';
import { today } from '../../src/modules/obras/obras.service.js';
import { companyByName, createLocation, createUser } from '../support/factories.js';
import { receberObra } from '../support/obras.js';
import { type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { type caller, type Headers, signInTo } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The dashboard's works figures (docs/api.md, "Obras"): only for a location with the works area, over
 * the clients in scope, counted by the lists' own rules (situação, paralisada for more than a month,
 * sem_cno, the licences' vencimento).
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };
let admin: { headers: Headers };

beforeAll(async () => {
  ({ t, call, ids, admin, suporte } = await patrimonioApp());
});
afterAll(() => t.close());

/** Today in Brazil moved by `days`. */
const day = (days: number) => daysAfter(today(), days);

let seq = 0;
async function obra(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/obras/obra/create', suporte.headers, {
    numero: `PN-${++seq}/2026`,
    objeto: 'Reforma do prédio da prefeitura',
    tipo: 'reforma',
    secretaria_id: ids.adm.id,
    valor_contratado: '50000.00',
    cliente_id: ids.prefeituraId,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
async function situacao(id: string, s: number, data: string, extra: Record<string, unknown> = {}) {
  const res = await call('PUT', '/obras/obra/id', suporte.headers, {
    id,
    situacao: s,
    data,
    motivo: 'Registrada pela fiscalização',
    publicacao_veiculo: 'Diário Oficial do Município',
    publicacao_data: data,
    ...(s === 3 || s === 4
      ? { motivo_codigo: 1, responsavel_tipo: 'apuracao', apuracao_numero: 'PA 12/2026' }
      : {}),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
}
async function iniciada(id: string, data: string) {
  const os = await call('POST', '/obras/ordemservico/create', suporte.headers, {
    obra_id: id,
    numero: `OS-${++seq}`,
    data_emissao: data,
    data_inicio: data,
    prazo_dias: 120,
    objeto: 'Início dos serviços',
    responsavel: 'Eng. Ana Lima',
  });
  expect(os.statusCode, os.body).toBe(201);
  await situacao(id, 2, data);
}
async function licenca(obraId: string, tipo: string, validade: string) {
  const res = await call('POST', '/obras/licencaambiental/create', suporte.headers, {
    obra_id: obraId,
    tipo,
    numero: `LA-${++seq}`,
    orgao: 'CETESB',
    data_emissao: day(-400),
    data_validade: validade,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const dashboard = async (headers: Headers) => {
  const res = await call('GET', '/dashboard', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /dashboard: the works figures', () => {
  it('counts the works of the clients in scope by situação, the paralisadas, sem CNO and the licences', async () => {
    const empty = await dashboard(suporte.headers);
    expect(empty.obras).toMatchObject({ total: 0, paralisadas: 0, licencas: { aVencer: 0, vencidas: 0 } });

    // Não iniciada, started 40 days ago on paper and without a CNO: sem_cno; its licences counted.
    const naoIniciada = await obra({ data_inicio: day(-40) });
    await licenca(naoIniciada, 'LI', day(30));
    await licenca(naoIniciada, 'LO', day(-1));
    await licenca(naoIniciada, 'LP', day(200));
    const inativa = await licenca(naoIniciada, 'AA', day(-10));
    const off = await call('PUT', '/obras/licencaambiental/id', suporte.headers, {
      id: inativa,
      ativo: false,
      motivo: 'Lançada em duplicidade',
    });
    expect(off.statusCode, off.body).toBe(200);
    // Paralisada 50 days ago (more than a month), started 100 days ago without a CNO: sem_cno.
    const antiga = await obra({ data_inicio: day(-100) });
    await iniciada(antiga, day(-100));
    await situacao(antiga, 4, day(-50), { previsao_reinicio: day(20) });
    // Paralisada por rescisão 5 days ago, with a CNO: neither old nor sem_cno.
    const recente = await obra({ data_inicio: day(-60) });
    const cno = await call('POST', '/obras/cadastronacional/create', suporte.headers, {
      obra_id: recente,
      numero: '351234567802',
      data_registro: day(-55),
      categoria: 'reforma',
      destinacao: 'Prédio público',
      area: '300.00',
      unidade: 'm2',
      responsavel_documento: '11222333000181',
      responsavel_nome: 'Construtora Teste Ltda',
    });
    expect(cno.statusCode, cno.body).toBe(201);
    await iniciada(recente, day(-60));
    await situacao(recente, 3, day(-5));
    // Received for good: its expired licence no longer matters.
    const recebida = await obra({ data_inicio: day(-10) });
    await iniciada(recebida, day(-10));
    await receberObra(call, suporte.headers, recebida, 'definitivo', {
      provisorio: day(-2),
      definitivo: day(-1),
    });
    await licenca(recebida, 'LI', day(-3));
    // Another client of support's scope.
    await obra({ cliente_id: ids.camaraId, secretaria_id: ids.camaraDeptId });

    const { obras } = await dashboard(suporte.headers);
    const counts: Record<number, number> = { 1: 2, 3: 1, 4: 1, 7: 1 };
    expect(obras).toEqual({
      total: 5,
      porSituacao: SITUACOES_OBRA.map((s) => ({
        situacao: s,
        descricao: SITUACAO_OBRA_LABELS[s],
        quantidade: counts[s] ?? 0,
      })),
      paralisadas: 2,
      paralisadasHaMaisDeUmMes: 1,
      semCno: 2,
      licencas: { aVencer: 1, vencidas: 1 },
    });
    // The same figures as the lists the card links to.
    const list = await call('GET', '/obras/licencaambiental?vencimento=a_vencer&ativo=true', suporte.headers);
    expect(list.json().total).toBe(1);
  });

  it('has no works section for support without hasObras nor for a client’s admin', async () => {
    const db = t.database.db;
    const office = await companyByName(db, 'Gestão Pública Suporte Ltda');
    const user = await createUser(db);
    const local = await createLocation(db, {
      userId: user.id,
      companyId: office.id,
      isSuporte: true,
      hasObras: false,
    });
    const semObras = await signInTo(t, user, local.id);
    expect('obras' in (await dashboard(semObras.headers))).toBe(false);
    const cliente = await dashboard(admin.headers);
    expect(cliente.patrimonio).not.toBeNull();
    expect('obras' in cliente).toBe(false);
  });
});
