import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
