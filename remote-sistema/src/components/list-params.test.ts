import { describe, expect, it } from 'vitest';
import { readListParams, withListParams } from './list-params.js';

const read = (query: string) => readListParams(new URLSearchParams(query));
const write = (query: string, change: Parameters<typeof withListParams>[1]) =>
  withListParams(new URLSearchParams(query), change).toString();

describe('page, limit and search in the URL', () => {
  it('reads them, with page 1 and 10 rows by default (spec §2, §9)', () => {
    expect(read('page=3&limit=20&search=maria')).toEqual({ page: 3, limit: 20, search: 'maria' });
    expect(read('')).toEqual({ page: 1, limit: 10, search: '' });
  });

  it('ignores a page that is not a positive integer and a limit outside 10..100 in steps of 10', () => {
    expect(read('page=0&limit=15')).toEqual({ page: 1, limit: 10, search: '' });
    expect(read('page=-2&limit=1000')).toEqual({ page: 1, limit: 10, search: '' });
    expect(read('page=abc&limit=100')).toEqual({ page: 1, limit: 100, search: '' });
    expect(read('page=2.5&limit=30')).toEqual({ page: 1, limit: 30, search: '' });
  });

  it('writes a new page keeping the other parameters', () => {
    expect(write('page=1&limit=10&clientId=x', { page: 4 })).toBe('page=4&limit=10&clientId=x');
  });

  it('goes back to page 1 on a new page size or a new search', () => {
    expect(write('page=4&limit=10', { page: 4, limit: 50 })).toBe('page=1&limit=50');
    expect(write('page=4&limit=10', { search: ' joana ' })).toBe('page=1&limit=10&search=joana');
    expect(write('page=4&limit=10&search=joana', { search: 'joana' })).toBe('page=4&limit=10&search=joana');
  });

  it('removes an empty search and states page and limit even when they were missing', () => {
    expect(write('page=2&limit=10&search=joana', { search: '' })).toBe('page=1&limit=10');
    expect(write('', {})).toBe('page=1&limit=10');
  });
});
