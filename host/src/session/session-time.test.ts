import { describe, expect, it } from 'vitest';
import { decodeToken, formatRemaining, isExpired, tokenState } from './session-time.js';

const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('remaining session time', () => {
  it('prints minutes:seconds with two digits each', () => {
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(999)).toBe('00:00');
    expect(formatRemaining(1000)).toBe('00:01');
    expect(formatRemaining(59_000)).toBe('00:59');
    expect(formatRemaining(60_000)).toBe('01:00');
    expect(formatRemaining(14 * 60_000 + 5_000)).toBe('14:05');
    expect(formatRemaining(75 * 60_000)).toBe('75:00');
  });

  it('prints 00:00 and counts as expired at zero or less', () => {
    expect(formatRemaining(-5_000)).toBe('00:00');
    expect(isExpired(0)).toBe(true);
    expect(isExpired(-1)).toBe(true);
    expect(isExpired(1)).toBe(false);
  });
});

describe('access token state', () => {
  const now = 1_700_000_000_000;

  it('decodes exp from a base64url payload', () => {
    expect(decodeToken(jwt({ exp: 1_700_000_900, sub: 'u1', name: 'João ção' }))?.exp).toBe(1_700_000_900);
  });

  it('is missing without a token and invalid when undecodable or without exp', () => {
    expect(tokenState(null, now).kind).toBe('missing');
    expect(tokenState('', now).kind).toBe('missing');
    expect(tokenState('not-a-jwt', now).kind).toBe('invalid');
    expect(tokenState('a.!!!.b', now).kind).toBe('invalid');
    expect(tokenState(jwt({ sub: 'u1' }), now).kind).toBe('invalid');
  });

  it('is valid with the remaining time, expired at or after exp', () => {
    const state = tokenState(jwt({ exp: now / 1000 + 90 }), now);
    expect(state).toMatchObject({ kind: 'valid', remainingMs: 90_000 });
    expect(tokenState(jwt({ exp: now / 1000 }), now).kind).toBe('expired');
    expect(tokenState(jwt({ exp: now / 1000 - 1 }), now).kind).toBe('expired');
  });
});
