import { PASSWORD_CHANGE_REQUIRED } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens, users } from '../../src/db/schema.js';
import { digest } from '../../src/lib/crypto.js';
import { FORGOT_ANSWER } from '../../src/modules/password/password.service.js';
import { auditRows, createUser, userByUsername } from '../support/factories.js';
import { createTestApp, signIn, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INVALID_LINK = {
  status: 'Error',
  request_id: expect.any(String),
  message: 'Este link é inválido ou expirou. Solicite uma nova recuperação de senha.',
};

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload });
const forgot = (username: string) => post('/password/forgot', { username });
const verify = (token: string) => post('/password/verify', { token });
const reset = (token: string, password: string) => post('/password/reset', { token, password });
const login = (username: string, password: string) => post('/session', { username, password });

/** Asks for a recovery and returns the token of the link in the mail that went out. */
async function recoveryToken(login: string, to: string) {
  const before = t.mails.length;
  expect((await forgot(login)).statusCode).toBe(202);
  expect(t.mails.length).toBe(before + 1);
  const mail = t.mails.at(-1)!;
  expect(mail.to).toBe(to);
  const match = mail.text.match(/http:\/\/localhost:5173\/recovery\?token=([\w-]+)/);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

describe('password recovery', () => {
  it('answers known and unknown users alike, and mails a /recovery link only to a known one', async () => {
    const user = await createUser(t.database.db);
    const before = t.mails.length;
    const known = await forgot(user.username);
    const unknown = await forgot('ninguem-aqui');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ status: 'Ok', message: FORGOT_ANSWER });
    expect(unknown.json()).toEqual(known.json());
    expect(t.mails.length).toBe(before + 1);
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('Recuperação de senha');
    expect(mail.text).toContain(user.username);
    expect(mail.text).toMatch(/http:\/\/localhost:5173\/recovery\?token=[\w-]{32,}/);
    expect(
      await auditRows(t.database.db, { action: 'password-recovery-requested', userId: user.id }),
    ).toHaveLength(1);
  });

  it('finds the user by e-mail too, and sends nothing to an inactive user or one without e-mail', async () => {
    const user = await createUser(t.database.db);
    await recoveryToken(user.email!.toUpperCase(), user.email!);
    const inactive = await createUser(t.database.db, { active: false });
    const noMail = await createUser(t.database.db, { email: null });
    const before = t.mails.length;
    expect((await forgot(inactive.username)).json()).toEqual({ status: 'Ok', message: FORGOT_ANSWER });
    expect((await forgot(noMail.username)).statusCode).toBe(202);
    expect(t.mails.length).toBe(before);
  });

  it('a username wins over an e-mail; an e-mail shared by several accounts sends each its own link', async () => {
    const shared = `compartilhado_${Date.now()}@exemplo.gov.br`;
    const first = await createUser(t.database.db, { email: shared });
    const second = await createUser(t.database.db, { email: shared });
    // A third account whose username is the shared address: asking by it names that account only.
    const named = await createUser(t.database.db, { username: `${shared}.conta`, email: shared });
    let before = t.mails.length;
    expect((await forgot(shared)).statusCode).toBe(202);
    const sent = t.mails.slice(before);
    expect(sent.map((m) => m.to)).toEqual([shared, shared, shared]);
    const named1 = sent.map((m) => /do usuário (\S+)\./.exec(m.text)?.[1]).sort();
    expect(named1).toEqual([first.username, second.username, named.username].sort());
    const tokens = new Set(sent.map((m) => /token=([\w-]+)/.exec(m.text)?.[1]));
    expect(tokens.size).toBe(3);

    before = t.mails.length;
    expect((await forgot(named.username)).statusCode).toBe(202);
    expect(t.mails.slice(before).map((m) => /do usuário (\S+)\./.exec(m.text)?.[1])).toEqual([
      named.username,
    ]);
  });

  it('verifies a link: purpose and username, without spending it', async () => {
    const user = await createUser(t.database.db);
    const token = await recoveryToken(user.username, user.email!);
    for (let i = 0; i < 2; i++) {
      const res = await verify(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        purpose: 'recovery',
        username: user.username,
        fullname: user.fullname,
        expiresAt: expect.any(String),
      });
      const minutes = (Date.parse(res.json().expiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(25);
      expect(minutes).toBeLessThanOrEqual(30);
    }
    expect((await verify('nao-existe-'.padEnd(43, 'x'))).json()).toEqual(INVALID_LINK);
  });

  it('refuses a weak password with field issues and keeps the token usable', async () => {
    const user = await createUser(t.database.db);
    const token = await recoveryToken(user.username, user.email!);
    for (const weak of ['abc', 'somenteletras', '12345678']) {
      const res = await reset(token, weak);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({
        status: 'Error',
        request_id: expect.any(String),
        message: expect.any(String),
      });
      expect(body.issues).toEqual(
        expect.arrayContaining([{ path: 'password', message: expect.any(String) }]),
      );
    }
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('resets: the new password works, the old one fails, the link is single-use, open sessions end', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user);
    const token = await recoveryToken(user.username, user.email!);

    const res = await reset(token, 'NovaSenha2026');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Ok', message: expect.any(String) });

    expect((await login(user.username, 'NovaSenha2026')).statusCode).toBe(200);
    const old = await login(user.username, user.password);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({
      status: 'Error',
      request_id: expect.any(String),
      message: 'Usuário ou senha inválidos.',
    });

    const again = await reset(token, 'OutraSenha2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
    expect((await verify(token)).statusCode).toBe(400);
    expect((await login(user.username, 'OutraSenha2026')).statusCode).toBe(401);

    // The tokens issued before the reset no longer work, the access token included.
    const refreshed = await post('/refresh-token', { refresh_token: session.refreshToken });
    expect(refreshed.statusCode).toBe(401);
    const call = await t.app.inject({
      method: 'GET',
      url: '/locais',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(call.json()).toEqual({
      status: 'Error',
      request_id: expect.any(String),
      message: 'Sessão encerrada. Entre novamente.',
    });
    expect(await auditRows(t.database.db, { action: 'password-reset', userId: user.id })).toHaveLength(1);
  });

  it('keeps only the newest link of a user usable', async () => {
    const user = await createUser(t.database.db);
    const first = await recoveryToken(user.username, user.email!);
    const second = await recoveryToken(user.username, user.email!);
    expect((await verify(first)).json()).toEqual(INVALID_LINK);
    expect((await reset(first, 'NovaSenha2026')).statusCode).toBe(400);
    expect((await reset(second, 'NovaSenha2026')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.database.db);
    const token = await recoveryToken(user.username, user.email!);
    await t.database.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.tokenHash, digest(token)));
    expect((await verify(token)).json()).toEqual(INVALID_LINK);
    const res = await reset(token, 'NovaSenha2026');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID_LINK);
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('refuses the link of a user made inactive after the mail', async () => {
    const user = await createUser(t.database.db);
    const token = await recoveryToken(user.username, user.email!);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await reset(token, 'NovaSenha2026')).json()).toEqual(INVALID_LINK);
  });
});

describe('first access (user marked redefine)', () => {
  it('goes from the 403 of sign-in to a password of its own, then signs in', async () => {
    const user = await createUser(t.database.db, { redefine: true, password: 'Provisoria1' });
    const first = await login(user.username, 'Provisoria1');
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ code: PASSWORD_CHANGE_REQUIRED });
    const token: string = first.json().passwordToken;

    const info = await verify(token);
    expect(info.json()).toMatchObject({ purpose: 'first-access', username: user.username });

    expect((await reset(token, 'MinhaSenha2026')).statusCode).toBe(200);
    expect((await userByUsername(t.database.db, user.username)).redefine).toBe(false);

    const ok = await login(user.username, 'MinhaSenha2026');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ token: expect.any(String), user: { id: user.id } });
    expect((await login(user.username, 'Provisoria1')).statusCode).toBe(401);
    expect((await reset(token, 'OutraSenha2026')).json()).toEqual(INVALID_LINK);
    expect(await auditRows(t.database.db, { action: 'password-created', userId: user.id })).toHaveLength(1);
  });

  it('needs the provisional password to get the first-access token', async () => {
    const user = await createUser(t.database.db, { redefine: true });
    const res = await login(user.username, 'errada1234');
    expect(res.statusCode).toBe(401);
    expect(res.json()).not.toHaveProperty('passwordToken');
  });
});
