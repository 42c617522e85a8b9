import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../support/test-app.js';

const WINDOW = 60;
const PER_IP = 6;
const PER_USERNAME = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { windowSeconds: WINDOW, perIp: PER_IP, perUsername: PER_USERNAME } });
});
afterAll(() => t.close());

const login = (
  username: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({ method: 'POST', url: '/session', payload: { username, password }, remoteAddress, headers });
const refresh = (refreshToken: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/refresh-token',
    payload: { refresh_token: refreshToken },
    remoteAddress,
  });

/** The 429 of the limiter: Portuguese message, Retry-After within the window. */
function expectLimited(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    status: 'Error',
    request_id: expect.any(String),
    message: 'Muitas tentativas. Tente novamente em 1 minuto.',
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW);
}

describe('rate limit of sign-in and refresh', () => {
  it('limits attempts per username, from any IP, even with the right password afterwards', async () => {
    // Each attempt from its own IP, so only the username counter can trip.
    for (let i = 1; i <= PER_USERNAME; i++) {
      expect((await login('consulta', 'errada123', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    expectLimited(await login('consulta', 'Consulta@123', '10.1.0.100'));
    // Counted case-insensitively, like the username itself.
    expectLimited(await login('CONSULTA', 'Consulta@123', '10.1.0.101'));
    // Another user from the same IP still signs in.
    expect((await login('admin', 'Admin@123', '10.1.0.100')).statusCode).toBe(200);
  });

  it('limits attempts per IP across usernames; another IP is unaffected', async () => {
    const ip = '10.2.0.1';
    for (let i = 1; i <= PER_IP; i++) {
      expect((await login(`ninguem${i}`, 'errada123', ip)).statusCode).toBe(401);
    }
    expectLimited(await login('suporte', 'Suporte@123', ip));
    // A spoofed X-Forwarded-For does not reset the count (the proxy is not trusted by default).
    expectLimited(await login('suporte', 'Suporte@123', ip, { 'x-forwarded-for': '203.0.113.9' }));
    expect((await login('suporte', 'Suporte@123', '10.2.0.2')).statusCode).toBe(200);
  });

  it('limits refresh-token calls per IP', async () => {
    const ip = '10.3.0.1';
    for (let i = 1; i <= PER_IP; i++) {
      expect((await refresh(`desconhecido-${i}`.padEnd(43, 'x'), ip)).statusCode).toBe(401);
    }
    // Even a valid refresh token waits for the window.
    const s = await signIn(t.app, 'suporte');
    expectLimited(await refresh(s.refreshToken, ip));
    expect((await refresh(s.refreshToken, '10.3.0.2')).statusCode).toBe(200);
  });

  it('limits password recovery requests too', async () => {
    const ip = '10.4.0.1';
    for (let i = 1; i <= PER_USERNAME; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/password/forgot',
        payload: { username: 'ninguem' },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(202);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/password/forgot',
      payload: { username: 'ninguem' },
      remoteAddress: ip,
    });
    expectLimited(res);
  });
});
