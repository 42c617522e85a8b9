import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../src/db/schema.js';
import { createCallers } from '../../src/modules/auth/callers.js';
import { companyByName, createLocation, createUser, PREFEITURA } from '../support/factories.js';
import { createTestApp, signIn, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // The kept callers as production runs them (the other tests' apps keep none).
  t = await createTestApp({ callerCacheMs: 2000 });
});
afterAll(() => t.close());

/** A new user with one location at the Prefeitura, signed in: its headers and refresh token. */
async function freshCaller() {
  const db = t.database.db;
  const user = await createUser(db);
  const prefeitura = await companyByName(db, PREFEITURA);
  const location = await createLocation(db, {
    userId: user.id,
    companyId: prefeitura.id,
    hasPatrimonio: true,
  });
  const s = await signIn(t.app, user);
  return {
    user,
    location,
    refreshToken: s.refreshToken,
    headers: { authorization: `Bearer ${s.token}`, 'x-local-id': location.id },
  };
}

const dashboard = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/dashboard', headers });

describe('the kept callers (decision 047)', () => {
  it('keeps a verified caller for the next calls, and reads it again once emptied', async () => {
    const { user, location } = await freshCaller();
    const callers = createCallers(t.database.db, { ttlMs: 60_000 });
    const caller = { userId: user.id, sessionId: crypto.randomUUID() };
    const first = await callers.find(caller, location.id);
    expect(first?.location?.id).toBe(location.id);
    // The same object: no lookup ran.
    expect(await callers.find(caller, location.id)).toBe(first);
    // Another location is another caller.
    expect(await callers.find(caller, null)).not.toBe(first);
    callers.clear();
    const again = await callers.find(caller, location.id);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('keeps nothing with ttl 0, nor a lookup begun before an emptying', async () => {
    const { user, location } = await freshCaller();
    const caller = { userId: user.id, sessionId: crypto.randomUUID() };
    const off = createCallers(t.database.db, { ttlMs: 0 });
    expect(await off.find(caller, location.id)).not.toBe(await off.find(caller, location.id));

    const callers = createCallers(t.database.db, { ttlMs: 60_000 });
    const pending = callers.find(caller, location.id);
    callers.clear(); // a change committed while the lookup ran: what it read may be old
    const read = await pending;
    expect(await callers.find(caller, location.id)).not.toBe(read);
  });

  it('ends a session revoked by a writing call of this process at once', async () => {
    const c = await freshCaller();
    expect((await dashboard(c.headers)).statusCode).toBe(200);
    expect((await dashboard(c.headers)).statusCode).toBe(200); // kept now
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/refresh-token', payload: { refresh_token: token } });
    expect((await refresh(c.refreshToken)).statusCode).toBe(200);
    // Reuse of the used refresh token: the whole chain is revoked, the access token with it.
    expect((await refresh(c.refreshToken)).statusCode).toBe(401);
    const res = await dashboard(c.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Sessão encerrada. Entre novamente.' });
  });

  it('sees a change made outside the API (another process, the database) as soon as it is notified', async () => {
    const c = await freshCaller();
    expect((await dashboard(c.headers)).statusCode).toBe(200);
    expect((await dashboard(c.headers)).statusCode).toBe(200); // kept now
    await t.database.db.update(locations).set({ active: false }).where(eq(locations.id, c.location.id));
    const changed = performance.now();
    // The notification travels on its own connection (PostgreSQL) or ends the statement (PGlite): within
    // milliseconds, far below the expiry of a kept caller (2 s), which alone would bound it.
    let status = 0;
    while (performance.now() - changed < 1000) {
      status = (await dashboard(c.headers)).statusCode;
      if (status === 403) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(status).toBe(403);
    expect(performance.now() - changed).toBeLessThan(1000);
  });
});
