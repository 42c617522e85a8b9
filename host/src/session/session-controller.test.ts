import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { menuFor, on } from '@gp/shared-contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie } from '../lib/cookies.js';
import { markActivity } from './activity.js';
import { FIRST_SCREEN_KEY, keepFirstScreen } from './first-screen.js';
import { createSessionController } from './session-controller.js';
import { decodeToken } from './session-time.js';
import { createSessionStore, LOCAL_COOKIE, savedLocationId, TOKEN_KEY } from './token-store.js';

// A real HTTP server on loopback playing the session API (/session, /refresh-token, /locais/{id}), so the
// controller runs its real client (ky, the 401 rule) end to end. Tokens are JWT-shaped with an `exp` the
// client reads.
const jwt = (expSeconds: number, iat = Math.floor(Date.now() / 1000)) =>
  `h.${Buffer.from(JSON.stringify({ sub: 'u1', iat, exp: Math.floor(Date.now() / 1000) + expSeconds })).toString('base64url')}.s`;

let baseUrl = '';
let validToken = jwt(900);
let refreshCalls = 0;
const seenLocalHeaders: (string | undefined)[] = [];

const location = (id: string) => ({
  id,
  companyId: 'c1',
  userId: 'u1',
  roleId: null,
  active: true,
  user: { id: 'u1', username: 'admin', fullname: 'Admin', email: null, avatar: null, active: true },
  company: {
    id: 'c1',
    applicationId: 'a1',
    rootId: null,
    parentId: null,
    name: 'Prefeitura de Exemplo',
    fantasyName: null,
    cpfCnpj: null,
    responsibleName: null,
    position: null,
    email: null,
    cellphone: null,
    phone: null,
    zipCode: null,
    address: null,
    number: null,
    neighborhood: null,
    state: null,
    city: null,
    complement: null,
    uaCode: null,
    sectorCode: null,
    docSequence: 0,
    profileImg: null,
    active: true,
    observations: null,
    isClient: true,
    isOffice: false,
    isDepartment: false,
    isSector: false,
    publicarTransparencia: true,
    tetoValorBem: null,
    application: { id: 'a1', name: 'Município de Exemplo' },
    exercicios: [
      { id: 'e-2026-11', mes: 11, ano: 2026, empresa_id: 'c1', fechado: false },
      { id: 'e-2026-10', mes: 10, ano: 2026, empresa_id: 'c1', fechado: false },
    ],
  },
  role: null,
  permissions: { isSuporte: false, hasObras: false, hasPatrimonio: true, hasSetor: false, departments: true },
});

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    const body = raw ? JSON.parse(raw) : {};
    const path = req.url ?? '';
    if (path === '/session') {
      if (body.username === 'novo') {
        return send(403, {
          status: 'Error',
          code: 'PASSWORD_CHANGE_REQUIRED',
          message: 'Crie sua senha.',
          passwordToken: 'pt-1',
        });
      }
      if (body.username === 'semcpf') {
        return send(403, {
          status: 'Error',
          code: 'CPF_REQUIRED',
          message: 'Informe seu CPF para continuar.',
          cpfToken: 'ct-1',
        });
      }
      if (body.password !== 'certa')
        return send(401, { status: 'Error', message: 'Usuário ou senha inválidos.' });
      return send(200, {
        token: validToken,
        refreshToken: 'r1',
        user: { id: 'u1', fullname: 'Admin', avatar: null },
        locais: [{ id: 'l1', empresa: { no_empresa: 'Prefeitura de Exemplo' } }],
      });
    }
    if (path === '/refresh-token') {
      refreshCalls++;
      if (body.refresh_token !== 'r1' && body.refresh_token !== 'r2')
        return send(401, { status: 'Error', message: 'Sessão expirada.' });
      validToken = jwt(900);
      return setTimeout(() => send(200, { token: validToken, refreshToken: 'r2' }), 20);
    }
    if (req.headers.authorization !== `Bearer ${validToken}`)
      return send(401, { status: 'Error', message: 'Token inválido.' });
    seenLocalHeaders.push(req.headers['x-local-id'] as string | undefined);
    const match = /^\/(locais|permissions)\/([^/]+)$/.exec(path);
    if (match?.[1] === 'locais')
      return match[2] === 'l1'
        ? send(200, location('l1'))
        : send(404, { status: 'Error', message: 'Local não encontrado.' });
    if (match?.[1] === 'permissions') {
      return send(200, {
        localId: match[2],
        permissions: location('l1').permissions,
        role: null,
        rules: ['assets:read'],
      });
    }
    send(200, { ok: true });
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

beforeEach(() => {
  localStorage.clear();
  deleteCookie(LOCAL_COOKIE);
  validToken = jwt(900);
  refreshCalls = 0;
  seenLocalHeaders.length = 0;
});

function setup() {
  const toast = vi.fn();
  const queryClient = new QueryClient();
  const controller = createSessionController({
    apiBaseUrl: baseUrl,
    queryClient,
    toast,
    store: createSessionStore(),
  });
  return { controller, toast, queryClient };
}

describe('sign-in', () => {
  it('stores tokens, user and locations', async () => {
    const { controller } = setup();
    expect(await controller.signIn({ username: 'admin', password: 'certa' })).toEqual({ kind: 'ok' });
    expect(controller.store.getState()).toMatchObject({
      token: validToken,
      refreshToken: 'r1',
      user: { fullname: 'Admin' },
    });
    expect(localStorage.getItem(TOKEN_KEY)).toMatch(/^v1\./);
  });

  it("returns the server's message on failure, without a toast", async () => {
    const { controller, toast } = setup();
    expect(await controller.signIn({ username: 'admin', password: 'errada' })).toEqual({
      kind: 'error',
      message: 'Usuário ou senha inválidos.',
    });
    expect(toast).not.toHaveBeenCalled();
    expect(controller.store.getState().token).toBeNull();
  });

  it('sends a user who must create a password to /createPass with its token', async () => {
    const { controller } = setup();
    expect(await controller.signIn({ username: 'novo', password: 'x' })).toEqual({
      kind: 'password-change',
      passwordToken: 'pt-1',
    });
  });

  it('sends a user who writes without CPF to /informarCpf with its token, without a session', async () => {
    const { controller } = setup();
    expect(await controller.signIn({ username: 'semcpf', password: 'x' })).toEqual({
      kind: 'cpf-required',
      cpfToken: 'ct-1',
    });
    expect(controller.store.getState().token).toBeNull();
  });
});

describe('choosing a location', () => {
  it('saves the id in the cookie, loads the location and its permissions, and selects the first exercício', async () => {
    const { controller } = setup();
    await controller.signIn({ username: 'admin', password: 'certa' });
    const events: string[] = [];
    const offs = [
      on('location:changed', (s) => events.push(`location:${s.local?.companyName}`)),
      on('exercicio:changed', (s) => events.push(`exercicio:${s.exercicio?.mes}`)),
    ];
    await controller.selectLocation('l1');
    for (const off of offs) off();
    expect(savedLocationId()).toBe('l1');
    expect(seenLocalHeaders).toEqual(['l1', 'l1']);
    const state = controller.store.getState();
    expect(state.selected?.location.company.name).toBe('Prefeitura de Exemplo');
    expect(state.selected?.grant.rules).toEqual(['assets:read']);
    expect(state.exercicio).toEqual({ exercicioId: 'e-2026-11', mes: 11, ano: 2026 });
    expect(events).toEqual(['location:Prefeitura de Exemplo', 'exercicio:11']);
    expect(controller.snapshot().local?.permissions.departments).toBe(true);
  });

  it("keeps what /app's page draws for the next start-up, and forgets it when the session ends", async () => {
    const { controller } = setup();
    keepFirstScreen(controller.store);
    await controller.signIn({ username: 'admin', password: 'certa' });
    expect(localStorage.getItem(FIRST_SCREEN_KEY)).toBeNull();
    await controller.selectLocation('l1');
    const flags = location('l1').permissions;
    expect(JSON.parse(localStorage.getItem(FIRST_SCREEN_KEY) ?? 'null')).toEqual({
      localId: 'l1',
      client: 'Prefeitura de Exemplo',
      application: 'Município de Exemplo',
      exercicio: '11/2026',
      exp: decodeToken(validToken)?.exp,
      // The menu of the location's flags and its role's rules: assets:read alone, so no XML nor Depreciação.
      items: menuFor({ flags, rules: ['assets:read'] }).flatMap((g) => g.items.map((i) => i.key)),
      obras: false,
    });
    controller.logout();
    await vi.waitFor(() => expect(localStorage.getItem(FIRST_SCREEN_KEY)).toBeNull());
  });

  it('clears the previous location first and leaves none when the new one fails', async () => {
    const { controller } = setup();
    await controller.signIn({ username: 'admin', password: 'certa' });
    await controller.selectLocation('l1');
    await expect(controller.selectLocation('l9')).rejects.toThrow();
    expect(controller.store.getState().selected).toBeNull();
    expect(savedLocationId()).toBeNull();
  });
});

describe('start-up', () => {
  it('restores the session and fetches the saved location', async () => {
    const first = setup();
    await first.controller.signIn({ username: 'admin', password: 'certa' });
    await first.controller.selectLocation('l1');

    const again = setup();
    await again.controller.start();
    expect(again.controller.store.getState()).toMatchObject({
      user: { fullname: 'Admin' },
      token: validToken,
    });
    expect(again.controller.store.getState().selected?.location.id).toBe('l1');
    expect(again.toast).not.toHaveBeenCalled();
  });

  it("ends an expired session with 'Sessão expirada...'", async () => {
    validToken = jwt(-10);
    const first = setup();
    await first.controller.signIn({ username: 'admin', password: 'certa' });
    const again = setup();
    await again.controller.start();
    expect(again.toast).toHaveBeenCalledWith('warning', 'Sessão expirada...');
    expect(again.controller.store.getState().user).toBeNull();
  });

  it("ends a session whose token is undecodable with 'Token de acesso inválido!'", async () => {
    validToken = 'não-é-jwt';
    const first = setup();
    await first.controller.signIn({ username: 'admin', password: 'certa' });
    const again = setup();
    await again.controller.start();
    expect(again.toast).toHaveBeenCalledWith('error', 'Token de acesso inválido!');
    expect(again.controller.store.getState().token).toBeNull();
  });
});

describe('refresh and expiry', () => {
  it('refreshes once for concurrent 401s and replays every call', async () => {
    const { controller } = setup();
    await controller.signIn({ username: 'admin', password: 'certa' });
    validToken = 'rotated-on-server';
    const results = await Promise.all([1, 2, 3].map(() => controller.api.get('anything').json()));
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshCalls).toBe(1);
    expect(controller.store.getState().refreshToken).toBe('r2');
  });

  it('renews an expired token silently when the user was active during its lifetime', async () => {
    const { controller, toast } = setup();
    validToken = jwt(-1, Math.floor(Date.now() / 1000) - 900);
    await controller.signIn({ username: 'admin', password: 'certa' });
    markActivity(Date.now());
    await controller.onTokenExpired();
    expect(refreshCalls).toBe(1);
    expect(toast).not.toHaveBeenCalled();
    expect(controller.store.getState().user).not.toBeNull();
  });

  it('ends the session of an idle user when the token runs out, with session:ended', async () => {
    const { controller, toast } = setup();
    validToken = jwt(-1, Math.floor(Date.now() / 1000) - 900);
    await controller.signIn({ username: 'admin', password: 'certa' });
    markActivity(Date.now() - 3_600_000);
    const ended = vi.fn();
    const off = on('session:ended', ended);
    await controller.onTokenExpired();
    off();
    expect(refreshCalls).toBe(0);
    expect(toast).toHaveBeenCalledWith('warning', 'Sessão expirada...');
    expect(ended).toHaveBeenCalledWith({ reason: 'expired' });
  });

  it('keeps an expired session with no network, and renews it when the network returns', async () => {
    const { controller, toast } = setup();
    validToken = jwt(-1, Math.floor(Date.now() / 1000) - 900);
    await controller.signIn({ username: 'admin', password: 'certa' });
    markActivity(Date.now());
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await controller.onTokenExpired();
    expect(refreshCalls).toBe(0);
    expect(toast).not.toHaveBeenCalled();
    expect(controller.store.getState().user).not.toBeNull();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
    expect(controller.store.getState().user).not.toBeNull();
  });

  it('logout clears the session, the location and every cached query', async () => {
    const { controller, queryClient } = setup();
    await controller.signIn({ username: 'admin', password: 'certa' });
    await controller.selectLocation('l1');
    queryClient.setQueryData(['dashboard', 'l1'], { users: 3 });
    const ended = vi.fn();
    const off = on('session:ended', ended);
    controller.logout();
    off();
    expect(ended).toHaveBeenCalledWith({ reason: 'logout' });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(controller.store.getState()).toMatchObject({ user: null, token: null, selected: null });
    expect(savedLocationId()).toBeNull();
  });
});
