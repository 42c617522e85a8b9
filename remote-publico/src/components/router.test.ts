import { describe, expect, it } from 'vitest';
import { matchPage } from './router.js';

describe('matchPage: the public pages under /publico', () => {
  it('finds each page and its parameter', () => {
    expect(matchPage('/publico', '/publico')).toEqual({ page: 'consulta' });
    expect(matchPage('/publico/', '/publico')).toEqual({ page: 'consulta' });
    expect(matchPage('/publico/transparencia', '/publico')).toEqual({ page: 'consulta' });
    expect(matchPage('/publico/transparencia/12345678000195', '/publico')).toEqual({
      page: 'transparencia',
      cpfCnpj: '12345678000195',
    });
    expect(matchPage('/publico/transparencia/12.345.678%2F0001-95', '/publico')).toEqual({
      page: 'transparencia',
      cpfCnpj: '12.345.678/0001-95',
    });
    expect(matchPage('/publico/bempatrimonial/abc', '/publico')).toEqual({ page: 'bem', id: 'abc' });
    expect(matchPage('/publico/documento/ABCD-EFGH-JKLM-NPQR', '/publico')).toEqual({
      page: 'documento',
      codigo: 'ABCD-EFGH-JKLM-NPQR',
    });
  });

  it('answers "não encontrada" for anything else', () => {
    for (const path of [
      '/publico/x',
      '/publico/bempatrimonial',
      '/publico/bempatrimonial/a/b',
      '/publico/documento',
      '/publicox',
      '/app',
    ])
      expect(matchPage(path, '/publico')).toEqual({ page: 'nao-encontrada' });
  });
});

describe('memoryAddress: a widget in a foreign page keeps its address to itself', () => {
  it('moves in memory, tells its listeners, and points links at the portal', async () => {
    const { memoryAddress } = await import('./router.js');
    const before = window.location.href;
    const store = memoryAddress('/publico/transparencia/12345678000195', 'https://portal.exemplo');
    const seen: string[] = [];
    const stop = store.subscribe(() => seen.push(store.read()));
    store.go('/publico/bempatrimonial/abc');
    expect(store.read()).toBe('/publico/bempatrimonial/abc');
    expect(seen).toEqual(['/publico/bempatrimonial/abc']);
    expect(store.href('/publico/bempatrimonial/abc')).toBe(
      'https://portal.exemplo/publico/bempatrimonial/abc',
    );
    expect(window.location.href).toBe(before);
    stop();
    store.go('/publico');
    expect(seen).toHaveLength(1);
  });
});
