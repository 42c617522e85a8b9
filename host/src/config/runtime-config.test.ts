import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, loadRuntimeConfig, resolveApiBaseUrl } from './runtime-config.js';

describe('API base URL', () => {
  it('takes the first valid http(s) URL, without trailing slash', () => {
    expect(resolveApiBaseUrl(undefined, 'https://api.exemplo.gov.br/')).toBe('https://api.exemplo.gov.br');
    expect(resolveApiBaseUrl('http://10.0.0.2:8000', 'https://x.test')).toBe('http://10.0.0.2:8000');
  });

  it('falls back to the local default for an invalid URL', () => {
    expect(resolveApiBaseUrl('não é url')).toBe(DEFAULT_API_URL);
    expect(resolveApiBaseUrl('ftp://arquivos.test')).toBe(DEFAULT_API_URL);
    expect(resolveApiBaseUrl(42, '', null)).toBe(DEFAULT_API_URL);
    expect(DEFAULT_API_URL).toBe('http://localhost:8000');
  });

  it('reads /config.json at run time and ignores a missing or non-JSON file', async () => {
    const json = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200 });
    expect(await loadRuntimeConfig(json({ apiUrl: 'https://api.prod.test' }))).toEqual({
      apiBaseUrl: 'https://api.prod.test',
    });
    expect(await loadRuntimeConfig(json({ apiUrl: 'inválida' }))).toEqual({ apiBaseUrl: DEFAULT_API_URL });
    expect(await loadRuntimeConfig(async () => new Response('<html>', { status: 200 }))).toEqual({
      apiBaseUrl: DEFAULT_API_URL,
    });
    expect(await loadRuntimeConfig(async () => new Response('', { status: 404 }))).toEqual({
      apiBaseUrl: DEFAULT_API_URL,
    });
  });
});
