import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and documentation', () => {
  it('reports the database state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up', driver: DB_KIND } });
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

  it('answers unknown routes with a Portuguese 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      status: 'Error',
      message: expect.stringContaining('Rota não encontrada'),
    });
  });
});
