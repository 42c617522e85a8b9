import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from '../../src/plugins/security-headers.js';

const OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
};

/** What @fastify/helmet 13.2 with helmet 8.3 answered with these options, before they were made constants. */
const HELMET_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers computed once (decision 047)', () => {
  it('are the headers helmet sets, on an answer, a 404 and under a route that overrides one', async () => {
    expect(Object.fromEntries(securityHeaders(OPTIONS).map(([k, v]) => [k.toLowerCase(), v]))).toEqual(
      HELMET_HEADERS,
    );
    const app = Fastify();
    registerSecurityHeaders(app, OPTIONS);
    app.get('/x', async () => ({ ok: true }));
    app.get('/file', (_request, reply) =>
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox").send('a'),
    );
    const pick = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(HELMET_HEADERS).map((k) => [k, headers[k]]));
    expect(pick((await app.inject('/x')).headers)).toEqual(HELMET_HEADERS);
    expect(pick((await app.inject('/nao-existe')).headers)).toEqual(HELMET_HEADERS);
    expect(pick((await app.inject('/file')).headers)).toEqual({
      ...HELMET_HEADERS,
      'content-security-policy': "default-src 'none'; sandbox",
    });
    await app.close();
  });
});
