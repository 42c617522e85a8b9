import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asksConfirmation, createApiClient, errorCode, WRITE_ERROR_FALLBACK } from './api-client.js';

// A real HTTP server on loopback: accepts only the token "fresh", counts calls per path.
let baseUrl = '';
const hits: Record<string, number> = {};
const bodies: string[] = [];
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const path = req.url ?? '';
  hits[path] = (hits[path] ?? 0) + 1;
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    bodies.push(body);
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    if (path === '/session') return send(401, { status: 'Error', message: 'Usuário ou senha inválidos.' });
    if (path === '/plain-error') return send(409, {});
    if (req.headers.authorization !== 'Bearer fresh')
      return send(401, { status: 'Error', message: 'Token inválido.' });
    if (path === '/conflict') return send(409, { status: 'Error', message: 'Já existe.' });
    if (path === '/locked')
      return send(409, {
        status: 'Error',
        message: 'mês já depreciado',
        link: { href: '/app/patrimonio/depreciacao?ano=2026', label: 'Abrir a depreciação de 2026' },
      });
    if (path === '/confirm')
      return send(409, { status: 'Error', message: 'Confirme.', code: 'CONFIRMAR_VALOR', confirmar: true });
    if (path === '/elsewhere')
      return send(409, { status: 'Error', message: 'Fora.', link: { href: '//evil.example', label: 'x' } });
    send(200, { ok: true, local: req.headers['x-local-id'] ?? null, body });
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function client(overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  let token = 'stale';
  const refresh = vi.fn(async () => {
    await new Promise((r) => setTimeout(r, 20));
    token = 'fresh';
    return token;
  });
  const onWriteError = vi.fn();
  const api = createApiClient({
    baseUrl,
    getToken: () => token,
    getLocalId: () => 'local-1',
    hasRefreshToken: () => true,
    refresh,
    onWriteError,
    ...overrides,
  });
  return { api, refresh, onWriteError };
}

describe('401 rule', () => {
  it('refreshes once and replays, sending the location header', async () => {
    const { api, refresh } = client();
    const data = await api.get('items').json<{ ok: boolean; local: string }>();
    expect(data).toEqual({ ok: true, local: 'local-1', body: '' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { api, refresh } = client();
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => api.get(`many/${i}`).json()));
    expect(results).toHaveLength(5);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh again for a 401 that arrives after the refresh', async () => {
    let token = 'stale';
    const refresh = vi.fn(async () => {
      token = 'fresh';
      return token;
    });
    const api = createApiClient({ baseUrl, getToken: () => token, hasRefreshToken: () => true, refresh });
    // The request leaves with the old token; another request's refresh lands while it is in flight.
    const late = api.get('late/1', {
      hooks: {
        beforeRequest: [
          () => {
            token = 'fresh';
          },
        ],
      },
    });
    await expect(late.json()).resolves.toMatchObject({ ok: true });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('replays a POST with its body', async () => {
    const { api } = client();
    const data = await api.post('write', { json: { a: 1 } }).json<{ body: string }>();
    expect(JSON.parse(data.body)).toEqual({ a: 1 });
  });

  it('does not refresh on /session and passes the error on', async () => {
    const { api, refresh } = client();
    await expect(api.post('session', { json: {} })).rejects.toMatchObject({ response: { status: 401 } });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('without a refresh token replays once without refreshing', async () => {
    const before = hits['/once'] ?? 0;
    const { api, refresh } = client({ hasRefreshToken: () => false });
    await expect(api.get('once')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refresh).not.toHaveBeenCalled();
    expect((hits['/once'] ?? 0) - before).toBe(2);
  });

  it('a failed refresh passes the error on, with no second replay', async () => {
    const onRefreshFailed = vi.fn();
    const before = hits['/fails'] ?? 0;
    const { api } = client({ refresh: async () => Promise.reject(new Error('expired')), onRefreshFailed });
    await expect(api.get('fails')).rejects.toMatchObject({ response: { status: 401 } });
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect((hits['/fails'] ?? 0) - before).toBe(1);
  });
});

describe('write-error toast', () => {
  it('shows the server message, or the fallback, on failed writes only', async () => {
    const { api, onWriteError } = client({ getToken: () => 'fresh' });
    await expect(api.post('conflict', { json: {} })).rejects.toBeTruthy();
    expect(onWriteError).toHaveBeenLastCalledWith('Já existe.', undefined);
    await expect(api.put('plain-error', { json: {} })).rejects.toBeTruthy();
    expect(onWriteError).toHaveBeenLastCalledWith(WRITE_ERROR_FALLBACK, undefined);
    await expect(api.get('conflict')).rejects.toBeTruthy();
    await expect(api.post('conflict', { json: {}, context: { silent: true } })).rejects.toBeTruthy();
    expect(onWriteError).toHaveBeenCalledTimes(2);
  });

  it('passes on the page the error links to, only an internal path', async () => {
    const { api, onWriteError } = client({ getToken: () => 'fresh' });
    await expect(api.post('locked', { json: {} })).rejects.toBeTruthy();
    expect(onWriteError).toHaveBeenLastCalledWith('mês já depreciado', {
      href: '/app/patrimonio/depreciacao?ano=2026',
      label: 'Abrir a depreciação de 2026',
    });
    await expect(api.post('elsewhere', { json: {} })).rejects.toBeTruthy();
    expect(onWriteError).toHaveBeenLastCalledWith('Fora.', undefined);
  });

  it('leaves an answer that asks for a confirmation to the screen (no toast)', async () => {
    const { api, onWriteError } = client({ getToken: () => 'fresh' });
    const error = await api.post('confirm', { json: {} }).catch((e: unknown) => e);
    expect(onWriteError).not.toHaveBeenCalled();
    expect(await asksConfirmation(error)).toBe(true);
    expect(await errorCode(error)).toBe('CONFIRMAR_VALOR');
  });
});
