import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Decision 017: a request's id comes from a sane `X-Request-Id` or is a new uuid, and is in the answer's
 * header, in every error body (`request_id`) and in the request's log lines.
 */
let t: TestApp;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, 'test', {
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const GIVEN = 'Req-2024_08.abc-123';

function idOf(res: LightMyRequestResponse) {
  const id = res.headers['x-request-id'];
  expect(typeof id, res.body).toBe('string');
  return id as string;
}

describe('X-Request-Id', () => {
  it('echoes a valid id on a success', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': GIVEN } });
    expect(res.statusCode).toBe(200);
    expect(idOf(res)).toBe(GIVEN);
  });

  it('generates a uuid when none is given, on a success too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(idOf(res)).toMatch(UUID);
  });

  it('echoes a valid id in the header and the body of a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nada-aqui', headers: { 'x-request-id': GIVEN } });
    expect(res.statusCode).toBe(404);
    expect(idOf(res)).toBe(GIVEN);
    expect(res.json()).toEqual({ status: 'Error', message: expect.any(String), request_id: GIVEN });
  });

  it('puts the id in the body of a validation error, next to its issues', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/session',
      headers: { 'x-request-id': GIVEN },
      payload: { username: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(idOf(res)).toBe(GIVEN);
    const body = res.json();
    expect(body.request_id).toBe(GIVEN);
    expect(body.issues.length).toBeGreaterThan(0);
  });

  it('puts the id in the body of a refusal (401) and of a router error', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/locais', headers: { 'x-request-id': GIVEN } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().request_id).toBe(GIVEN);
    expect(idOf(refused)).toBe(GIVEN);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/locais/%E0%A4%A',
      headers: { 'x-request-id': GIVEN },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().request_id).toBe(GIVEN);
    expect(idOf(bad)).toBe(GIVEN);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'abc def'],
    ['with a newline', 'abc\ndef'],
    ['with other characters', 'abc/def"{}'],
    ['empty', ''],
  ])('replaces an id %s with a uuid', async (_, given) => {
    const res = await t.app.inject({ method: 'GET', url: '/nada-aqui', headers: { 'x-request-id': given } });
    expect(res.statusCode).toBe(404);
    const id = idOf(res);
    expect(id).toMatch(UUID);
    expect(res.json().request_id).toBe(id);
  });

  it('accepts an id of 128 characters', async () => {
    const given = 'a'.repeat(128);
    const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': given } });
    expect(idOf(res)).toBe(given);
  });

  it('lets a browser of another origin read it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: t.config.corsOrigins[0] },
    });
    expect(res.headers['access-control-expose-headers']).toMatch(/X-Request-Id/);
  });

  it("carries the id in the request's log line: one line per request, at its end", async () => {
    const given = 'log-line-check-1';
    await t.app.inject({ method: 'GET', url: '/nada-aqui', headers: { 'x-request-id': given } });
    const mine = lines.filter((line) => line.reqId === given);
    expect(mine).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        method: 'GET',
        url: '/nada-aqui',
        statusCode: 404,
        responseTime: expect.any(Number),
      }),
    ]);
  });
});
