import { ALL_RULES, type RuleId } from '@gp/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import { type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { type caller, type Headers, setRules, userWith } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The dashboard shows only what the caller's sidebar offers (the menu's resolver: the location's flags
 * and the role's rules): the activity of the screens it opens, and the counts of Usuários, Departamentos
 * and Setores with those screens. Filtered on the server, so a role never receives what it may not read.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };

/** One fresh entry per entity, newer than the demo's, so each is among the ten latest. */
const ENTITIES = ['asset', 'fornecedor', 'xml-nota', 'role', 'user', 'company', 'obra-medicao'] as const;

beforeAll(async () => {
  ({ t, call, ids, suporte } = await patrimonioApp());
  await addEntries(ids.prefeituraId);
});
afterAll(() => t.close());

async function addEntries(clientId: string) {
  const at = Date.now() + 60_000;
  await t.database.db.insert(auditLog).values(
    ENTITIES.map((entity, i) => ({
      at: new Date(at + i * 1000),
      clientId,
      action: 'create',
      entity,
      after: { nome: `registro ${entity}` },
    })),
  );
}

const patrimonio = { hasPatrimonio: true, hasSetor: true, departments: true };

async function dashboardOf(rules: readonly RuleId[]) {
  const who = await userWith(t, {
    companyId: ids.prefeituraId,
    clientId: ids.prefeituraId,
    rules,
    flags: patrimonio,
  });
  const res = await call('GET', '/dashboard', who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json(), who };
}
const subjects = (body: { recentActivity: Array<{ subject: string | null }> }) =>
  body.recentActivity.map((e) => e.subject).filter((s) => s?.startsWith('registro '));

describe('GET /dashboard by the caller’s rules', () => {
  it('leaves out, for a role without xmls:read nor roles:read, the XML and profile activity', async () => {
    const { body } = await dashboardOf(ALL_RULES.filter((r) => r !== 'xmls:read'));
    expect(subjects(body)).toEqual(['registro company', 'registro fornecedor', 'registro asset']);
    // Usuários and Perfis de Acesso are support's screens; obras too.
    expect(body.users).toBeNull();
    expect(body.departments).toBe(3);
    expect(body.sectors).toBe(6);
  });

  it('follows each rule: assets:read alone shows the assets’ activity and no count', async () => {
    const { body, who } = await dashboardOf(['assets:read']);
    expect(subjects(body)).toEqual(['registro asset']);
    expect([body.users, body.departments, body.sectors]).toEqual([null, null, null]);
    // assets:read opens Aceites e cautelas: its overdue count (none of this new user's) comes along.
    expect(body.cautelasVencidas).toBe(0);
    // The rules are read on every call: granting xmls:read brings the XML entries back.
    await setRules(t.database.db, who.roleId, ['assets:read', 'xmls:read', 'sectors:read']);
    const again = (await call('GET', '/dashboard', who.headers)).json();
    // Setores brings the companies' entries (a company is a client, a department or a sector).
    expect(subjects(again)).toEqual(['registro company', 'registro xml-nota', 'registro asset']);
    expect(again.sectors).toBe(6);
    expect(again.departments).toBeNull();
  });

  it('shows a role without any rule no activity at all', async () => {
    const { body } = await dashboardOf([]);
    expect(body.recentActivity).toEqual([]);
    expect(body.patrimonio).toBeNull();
    expect(body.cautelasVencidas).toBeNull();
  });

  it('shows support every entry and every count', async () => {
    // Support's dashboard shows the first client of its application.
    const first = (await call('GET', '/dashboard', suporte.headers)).json().client.id;
    if (first !== ids.prefeituraId) await addEntries(first);
    const body = (await call('GET', '/dashboard', suporte.headers)).json();
    expect(body.users).toBeGreaterThan(0);
    expect(subjects(body)).toEqual(ENTITIES.map((e) => `registro ${e}`).reverse());
  });
});
