import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, writeCookie } from '../lib/cookies.js';
import { isSignInPath } from '../sign-in/sign-in-path.js';
import {
  hasStoredSession,
  LOCAL_COOKIE,
  LOCAL_KEY,
  REFRESH_TOKEN_KEY,
  SESSION_KEY,
  TOKEN_KEY,
} from './storage-keys.js';
import { createSessionStore } from './token-store.js';

beforeEach(() => {
  localStorage.clear();
  deleteCookie(LOCAL_COOKIE);
});

describe('the choice of the light sign-in (decision 026)', () => {
  it('nothing stored: the sign-in starts on its own', () => {
    expect(hasStoredSession()).toBe(false);
  });

  it('any key of a session, or the chosen location, leaves the start to the back office', () => {
    for (const key of [TOKEN_KEY, REFRESH_TOKEN_KEY, SESSION_KEY, LOCAL_KEY]) {
      localStorage.clear();
      localStorage.setItem(key, 'x');
      expect(hasStoredSession(), key).toBe(true);
    }
    localStorage.clear();
    writeCookie(LOCAL_COOKIE, 'l1', 60);
    expect(hasStoredSession()).toBe(true);
  });

  it('a signed-in store is seen, a signed-out one is not', async () => {
    const store = createSessionStore();
    await store.getState().signIn({
      token: 'header.eyJleHAiOjk5OTk5OTk5OTl9.signature',
      refreshToken: 'r',
      user: { id: 'u1', fullname: 'Maria', avatar: null },
      locais: [],
    });
    expect(hasStoredSession()).toBe(true);
    store.getState().clear();
    await vi.waitFor(() => expect(hasStoredSession()).toBe(false));
  });

  it('only / and /login', () => {
    expect(isSignInPath('/login')).toBe(true);
    expect(isSignInPath('/')).toBe(true);
    for (const path of ['/app', '/recuperarSenha', '/selecionarlocal', '/login/x', '/publico'])
      expect(isSignInPath(path), path).toBe(false);
  });
});
