import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import {
  createReplicaHealth,
  REPLICA_NOT_CONFIGURED,
  replicaMessage,
} from '../../src/modules/health/replica-health.js';
import { DOCS_CSP } from '../../src/plugins/openapi.js';
import { callerAt } from '../support/sistema.js';
import { createTestApp, DB_KIND, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and documentation', () => {
  it('reports the database state to anyone, without its driver or migration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
    expect(res.json().database).not.toHaveProperty('driver');
    expect(res.json().database).not.toHaveProperty('migration');
  });

  it('tells support, and only support, the driver and the last migration', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/health/details' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await callerAt(t, 'admin', 'Prefeitura');
    const refused = await t.app.inject({ method: 'GET', url: '/health/details', headers: admin.headers });
    expect(refused.statusCode).toBe(403);
    const suporte = await callerAt(t, 'suporte');
    const res = await t.app.inject({ method: 'GET', url: '/health/details', headers: suporte.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up', driver: DB_KIND } });
    expect(res.json().database.migration).toEqual(expect.any(String));
    // No DATABASE_READ_URL here: support is told every read goes to the primary (test/app/replica.test.ts
    // covers a real standby).
    expect(res.json().replica).toEqual(REPLICA_NOT_CONFIGURED);
    expect(res.json().replica.message).toBe(
      'Sem réplica de leitura (DATABASE_READ_URL não definida): a área pública e os relatórios leem o banco principal.',
    );
  });

  it('asks the replica once per interval, shared by the callers meanwhile; one that does not answer is down', async () => {
    let asked = 0;
    let fail = false;
    let now = 0;
    const database = {
      replica: async () => {
        asked++;
        if (fail) throw new Error('connection refused');
        return { inRecovery: true, lagSeconds: 0.4, caughtUp: true, latencyMs: 1 };
      },
    };
    const replica = createReplicaHealth(database, 5000, () => now);
    const [a, b] = await Promise.all([replica(), replica()]);
    expect(asked).toBe(1);
    expect(a).toBe(b);
    expect(a).toMatchObject({ configured: true, status: 'up', lagSeconds: 0.4, caughtUp: true });
    expect(a.message).toBe(
      'Réplica em dia: tudo o que recebeu do primário está aplicado (última transação do primário aplicada há 0,4 s).',
    );
    now = 4999;
    await replica();
    expect(asked).toBe(1);
    now = 5000;
    fail = true;
    expect(await replica()).toMatchObject({
      configured: true,
      status: 'down',
      inRecovery: null,
      message:
        'A réplica de leitura (DATABASE_READ_URL) não respondeu: a área pública e os relatórios falham até ela voltar.',
    });
    expect(asked).toBe(2);
  });

  it('says the replica state in Portuguese, and a read URL needs PostgreSQL', () => {
    const state = { inRecovery: true, lagSeconds: 12.3, caughtUp: false, latencyMs: 1 };
    expect(replicaMessage(state)).toBe('Réplica atrasada: última transação do primário aplicada há 12,3 s.');
    expect(replicaMessage({ ...state, caughtUp: true, lagSeconds: 300 })).toBe(
      'Réplica em dia: tudo o que recebeu do primário está aplicado (última transação do primário aplicada há 300,0 s).',
    );
    expect(replicaMessage({ ...state, inRecovery: false })).toMatch(/não é uma réplica/);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://r@127.0.0.1:5433/gp' })).toThrow(
      /DATABASE_READ_URL: uma réplica de leitura só existe com DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://p@h/gp', DATABASE_READ_URL: 'nada' })).toThrow(
      /DATABASE_READ_URL deve ser uma URL válida/,
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://p@h/gp', DATABASE_READ_URL: 'postgres://r@h2/gp' })
        .databaseReadUrl,
    ).toBe('postgres://r@h2/gp');
  });

  it('publishes the OpenAPI document with every call of the issue', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/session',
      '/refresh-token',
      '/locais',
      '/locais/{id}',
      '/permissions/{localId}',
      '/exercicios/empresa/{empresaId}',
      '/exercicios/exists/{empresaId}',
      '/exercicios/create',
      '/password/forgot',
      '/password/reset',
    ]) {
      expect(paths).toContain(p);
    }
    const docs = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(docs.statusCode).toBeLessThan(400);
  });

  it('sends the strictest content policy with every API answer', async () => {
    for (const url of ['/health', '/nada', '/locais']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
    }
  });

  it('gives /docs a policy that lets its own scripts and styles load, and they all load', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(docs.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(DOCS_CSP).toContain("script-src 'self'");
    expect(DOCS_CSP).toContain("style-src 'self'");
    // Nothing inline, which the policy would block: every script and style is a file of /docs.
    expect(docs.body).not.toMatch(/<script(?![^>]*\ssrc=)|<style|\sstyle=/);
    const assets = [...docs.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.filter((a) => a.endsWith('.js'))).toHaveLength(3);
    for (const url of assets) {
      expect(url).toMatch(/^\/docs\//);
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBe(DOCS_CSP);
    }
  });

  it('answers unknown routes with a Portuguese 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      status: 'Error',
      request_id: expect.any(String),
      message: expect.stringContaining('Rota não encontrada'),
    });
  });
});
