import { OBRAS_DISABLED_MESSAGE } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../src/db/schema.js';
import { companyByName, createLocation, createUser } from '../support/factories.js';
import { type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { type caller, type Headers, otherApplicationSupport, signInTo } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * GET /obras/obra/{id}/evolucao (docs/domain.md, "Evolução da obra"): the physical % of the follow-ups
 * and the financial % of the measurements over time, exact, against the work's value at each date.
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

let seq = 0;
async function newObra() {
  const res = await call('POST', '/obras/obra/create', suporte.headers, {
    numero: `EV-${++seq}/2026`,
    objeto: 'Pavimentação da avenida central',
    tipo: 'pavimentacao',
    secretaria_id: ids.adm.id,
    valor_contratado: '100000.00',
    data_inicio: '2026-01-10',
    cliente_id: ids.prefeituraId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

async function post(path: string, body: Record<string, unknown>) {
  const res = await call('POST', path, suporte.headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

const medicao = (obraId: string, valor: string, data_entrega: string) =>
  post('/obras/medicao/create', {
    obra_id: obraId,
    tipo: 1,
    periodo_inicio: '2026-01-10',
    periodo_fim: '2026-01-31',
    data_entrega,
    valor,
  });

const aditivo = (obraId: string, valor: string, data: string) =>
  post(`/obras/obra/${obraId}/aditivos/create`, { numero_ato: `AD-${++seq}`, data, valor });

const acompanhamento = (obraId: string, percentual_fisico: string, data: string) =>
  post('/obras/acompanhamento/create', {
    obra_id: obraId,
    tipo: 'vistoria',
    data,
    percentual_fisico,
    descricao: 'Vistoria de rotina',
    responsavel: 'Fiscal Ana',
  });

async function inativar(path: string, id: string) {
  const res = await call('PUT', `${path}/id`, suporte.headers, {
    id,
    ativo: false,
    motivo: 'Lançada em duplicidade',
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('evolução da obra', () => {
  it('answers empty series for a work without follow-ups nor measurements', async () => {
    const obra = await newObra();
    const res = await call('GET', `/obras/obra/${obra.id}/evolucao`, suporte.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ obra_id: obra.id, fisico: [], financeiro: [] });
  });

  it('gives the physical % per day and the financial % against contract + aditivos dated up to each day', async () => {
    const obra = await newObra();
    // An amendment before the first measurement: no point of its own, but in every denominator.
    await aditivo(obra.id, '1000.00', '2026-02-01');
    await medicao(obra.id, '30000.00', '2026-03-05');
    // An amendment mid-way lowers the financial % from its own date on, not before.
    await aditivo(obra.id, '20000.00', '2026-04-01');
    await medicao(obra.id, '10000.01', '2026-05-05');
    const inativa = await medicao(obra.id, '5000.00', '2026-05-10');
    await inativar('/obras/medicao', inativa.id);

    await acompanhamento(obra.id, '10', '2026-03-01');
    await acompanhamento(obra.id, '12.5', '2026-03-01');
    await acompanhamento(obra.id, '40.5', '2026-04-15');
    const fora = await acompanhamento(obra.id, '90', '2026-05-01');
    await inativar('/obras/acompanhamento', fora.id);

    const res = await call('GET', `/obras/obra/${obra.id}/evolucao`, suporte.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      obra_id: obra.id,
      // The last follow-up of a day counts; the deactivated one is left out.
      fisico: [
        { data: '2026-03-01', percentual: '12.50' },
        { data: '2026-04-15', percentual: '40.50' },
      ],
      financeiro: [
        // 30 000,00 ÷ 101 000,00 = 29,7029…
        { data: '2026-03-05', valor_medido: '30000.00', valor_total: '101000.00', percentual: '29.70' },
        // 30 000,00 ÷ 121 000,00 = 24,7933…
        { data: '2026-04-01', valor_medido: '30000.00', valor_total: '121000.00', percentual: '24.79' },
        // 40 000,01 ÷ 121 000,00 = 33,0578…; the deactivated measurement of 10/05 makes no point.
        { data: '2026-05-05', valor_medido: '40000.01', valor_total: '121000.00', percentual: '33.05' },
      ],
    });
    // The last point is the work's own percentage.
    const detail = await call('GET', `/obras/obra/${obra.id}`, suporte.headers);
    expect(detail.json().percentual_executado).toBe('33.05');
  });

  it('answers 404 for another application’s work and 403 without the area', async () => {
    const obra = await newObra();
    const other = await otherApplicationSupport(t);
    await t.database.db.update(locations).set({ hasObras: true }).where(eq(locations.id, other.localId));
    const foreign = await call('GET', `/obras/obra/${obra.id}/evolucao`, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Obra não encontrada.');

    const client = await call('GET', `/obras/obra/${obra.id}/evolucao`, admin.headers);
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toBe(OBRAS_DISABLED_MESSAGE);

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
    const refused = await call('GET', `/obras/obra/${obra.id}/evolucao`, semObras.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(OBRAS_DISABLED_MESSAGE);
  });
});
