import { beforeEach, describe, expect, it } from 'vitest';
import { deleteCookie } from '../lib/cookies.js';
import { decryptText, encryptText, resetKeyCache } from './token-crypto.js';
import {
  createSessionStore,
  LOCAL_COOKIE,
  LOCAL_KEY,
  REFRESH_TOKEN_KEY,
  SESSION_KEY,
  savedLocationId,
  TOKEN_KEY,
} from './token-store.js';

const session = {
  token: 'header.eyJleHAiOjk5OTk5OTk5OTl9.signature',
  refreshToken: 'refresh-secret-123',
  user: { id: 'u1', fullname: 'Maria da Silva', avatar: null },
  locais: [{ id: 'l1', empresa: { no_empresa: 'Prefeitura de Exemplo' } }],
};

beforeEach(() => {
  localStorage.clear();
  deleteCookie(LOCAL_COOKIE);
});

describe('token encryption (AES-GCM, key in IndexedDB)', () => {
  it('round-trips and never stores the plain text', async () => {
    const sealed = await encryptText('segredo');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('segredo');
    expect(await decryptText(sealed)).toBe('segredo');
  });

  it('uses a fresh IV per value', async () => {
    expect(await encryptText('x')).not.toBe(await encryptText('x'));
  });

  it('keeps a non-extractable key that survives a page reload', async () => {
    const sealed = await encryptText('persistente');
    resetKeyCache();
    expect(await decryptText(sealed)).toBe('persistente');
    const db = await new Promise<IDBDatabase>((resolve) => {
      const r = indexedDB.open('gp-host', 1);
      r.onsuccess = () => resolve(r.result);
    });
    const key = await new Promise<CryptoKey>((resolve) => {
      const r = db.transaction('keys').objectStore('keys').get('token-key');
      r.onsuccess = () => resolve(r.result as CryptoKey);
    });
    db.close();
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('rejects tampered or foreign values', async () => {
    const sealed = await encryptText('abc');
    const [format, iv, data] = sealed.split('.');
    const flipped = `${data!.slice(0, -2)}${data!.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(await decryptText(`${format}.${iv}.${flipped}`)).toBeNull();
    expect(await decryptText('plain-token')).toBeNull();
  });
});

describe('session store', () => {
  it('stores tokens encrypted and user and locations as JSON under the spec keys', async () => {
    const store = createSessionStore();
    await store.getState().signIn(session);
    expect(localStorage.getItem(TOKEN_KEY)).toMatch(/^v1\./);
    expect(localStorage.getItem(TOKEN_KEY)).not.toContain(session.token);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).not.toContain(session.refreshToken);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toEqual(session.user);
    expect(JSON.parse(localStorage.getItem(LOCAL_KEY)!)).toEqual(session.locais);

    resetKeyCache();
    const reloaded = createSessionStore();
    await reloaded.getState().hydrate();
    expect(reloaded.getState()).toMatchObject({
      hydrated: true,
      token: session.token,
      refreshToken: session.refreshToken,
      user: session.user,
      locais: session.locais,
    });
  });

  it('treats an undecryptable stored token as absent', async () => {
    localStorage.setItem(TOKEN_KEY, 'v1.AAAA.BBBB');
    localStorage.setItem(SESSION_KEY, JSON.stringify(session.user));
    const store = createSessionStore();
    await store.getState().hydrate();
    expect(store.getState().token).toBeNull();
    expect(store.getState().user).toEqual(session.user);
  });

  it('keeps the chosen location id in a cookie and forgets it on clear', async () => {
    const store = createSessionStore();
    await store.getState().signIn(session);
    store.getState().rememberLocationId('l1');
    expect(savedLocationId()).toBe('l1');
    store.getState().clearLocation();
    expect(savedLocationId()).toBeNull();

    store.getState().rememberLocationId('l1');
    store.getState().clear();
    await new Promise((r) => setTimeout(r, 50));
    expect(savedLocationId()).toBeNull();
    for (const key of [TOKEN_KEY, REFRESH_TOKEN_KEY, SESSION_KEY, LOCAL_KEY])
      expect(localStorage.getItem(key)).toBeNull();
    expect(store.getState()).toMatchObject({
      token: null,
      refreshToken: null,
      user: null,
      locais: [],
      selected: null,
    });
  });

  it('never lets a slow encryption write after a logout', async () => {
    const store = createSessionStore();
    const pending = store.getState().signIn(session);
    store.getState().clear();
    await pending;
    await new Promise((r) => setTimeout(r, 50));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
