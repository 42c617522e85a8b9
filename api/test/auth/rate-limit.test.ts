import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brazilDayTime } from '../../src/lib/brazil-time.js';
import { createTestApp, signIn, type TestApp } from '../support/test-app.js';

const WINDOW = 60;
const PER_IP = 6;
const PER_USERNAME = 3;
const RECOVERY_PER_IP = 4;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimit: {
      windowSeconds: WINDOW,
      perIp: PER_IP,
      perUsername: PER_USERNAME,
      recoveryPerIp: RECOVERY_PER_IP,
    },
  });
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

/**
 * The 429 of the limiter: Portuguese message naming, in Brasília time, the first minute the window is
 * over (dd/MM HH:mm), and Retry-After within the window.
 */
function expectLimited(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW);
  const from = new Date(Math.ceil((Date.now() + retryAfter * 1000) / 60_000) * 60_000);
  // The message's minute is the window's end rounded up (Retry-After's second may straddle a minute).
  const shown = [from, new Date(from.getTime() - 60_000)].map((d) => brazilDayTime(d));
  const { message } = res.json();
  expect(message).toMatch(
    /^Muitas tentativas\. Tente novamente a partir de \d{2}\/\d{2} \d{2}:\d{2} \(horário de Brasília\)\.$/,
  );
  expect(
    shown.some((s) => message.includes(s)),
    `${message} / ${shown.join(' ou ')}`,
  ).toBe(true);
}

describe('rate limit of sign-in and refresh', () => {
  it('shows the time to try again as Brasília reads it (dd/MM HH:mm)', () => {
    // 02:59 UTC on 01/12 is still 30/11 in Brasília.
    expect(brazilDayTime(new Date('2026-12-01T02:59:00Z'))).toBe('30/11 23:59');
    expect(brazilDayTime(new Date('2026-03-05T12:07:00Z'))).toBe('05/03 09:07');
  });

  it('a town hall behind one address signs in all day: successful sign-ins count for no limit', async () => {
    const ip = '10.5.0.1';
    for (let i = 0; i < PER_IP * 2; i++) {
      const who = (['suporte', 'admin', 'consulta'] as const)[i % 3]!;
      const { password } = {
        suporte: { password: 'Suporte@123' },
        admin: { password: 'Admin@123' },
        consulta: { password: 'Consulta@123' },
      }[who];
      expect((await login(who, password, ip)).statusCode).toBe(200);
    }
    // Nor for the account: after its successes, it still has all its failed tries.
    for (let i = 1; i <= PER_USERNAME; i++) {
      expect((await login('admin', 'errada123', `10.5.1.${i}`)).statusCode).toBe(401);
    }
    expectLimited(await login('admin', 'Admin@123', '10.5.1.99'));
  });

  it('limits the failed sign-ins of an account, from any IP, even with the right password afterwards', async () => {
    // Each attempt from its own IP, so only the username counter can trip.
    for (let i = 1; i <= PER_USERNAME; i++) {
      expect((await login('consulta', 'errada123', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    expectLimited(await login('consulta', 'Consulta@123', '10.1.0.100'));
    // Counted case-insensitively, like the username itself.
    expectLimited(await login('CONSULTA', 'Consulta@123', '10.1.0.101'));
    // Another user from the same IP still signs in.
    expect((await login('suporte', 'Suporte@123', '10.1.0.100')).statusCode).toBe(200);
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

  it('limits the checks of recovery links: guessing tokens gets a 429 too', async () => {
    const ip = '10.6.0.1';
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/password/verify',
        payload: { token: 'x'.repeat(43) },
        remoteAddress: ip,
      });
    for (let i = 1; i <= RECOVERY_PER_IP; i++) expect((await verify()).statusCode).toBe(400);
    expectLimited(await verify());
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
