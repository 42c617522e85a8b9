import { describe, expect, it } from 'vitest';
import {
  listRequestParams,
  readPage,
  readUuidParam,
  sortChanges,
  sortOrderOf,
  withChanges,
} from './list-params.js';

const qs = (text: string) => new URLSearchParams(text);

describe('list parameters in the URL', () => {
  it('reads page and size, falling back to 1 and 10', () => {
    expect(readPage(qs('page=3&limit=20'))).toEqual({ page: 3, limit: 20 });
    expect(readPage(qs('page=0&limit=15'))).toEqual({ page: 1, limit: 10 });
    expect(readPage(qs('page=abc'))).toEqual({ page: 1, limit: 10 });
  });

  it('goes back to page 1 when a filter, the search or the size changes, and keeps the rest', () => {
    const next = withChanges(qs('page=4&limit=20&situacao=em_uso'), { categoria_id: 'c1' });
    expect(next.toString()).toBe('limit=20&situacao=em_uso&categoria_id=c1');
    expect(withChanges(qs('page=4&search=mesa'), { search: 'cadeira' }).toString()).toBe('search=cadeira');
    expect(withChanges(qs('page=4&limit=10'), { limit: 30 }).toString()).toBe('limit=30');
  });

  it('keeps the filters when only the page moves, and drops empty values', () => {
    expect(withChanges(qs('situacao=ocioso'), { page: 2 }).toString()).toBe('situacao=ocioso&page=2');
    expect(withChanges(qs('situacao=ocioso&page=2'), { situacao: '' }).toString()).toBe('');
    expect(withChanges(qs('page=2'), { page: 1 }).toString()).toBe('');
    expect(withChanges(qs('page=2&codigo=5'), { codigo: 5 }).toString()).toBe('page=2&codigo=5');
    // The table reports its size with every page change: the default size is not a change.
    expect(withChanges(qs('codigo=5'), { page: 3, limit: 10 }).toString()).toBe('codigo=5&page=3&limit=10');
  });

  it('turns the table sort into sort and order, only for sortable keys', () => {
    expect(sortChanges({ columnKey: 'descricao', order: 'descend' }, ['descricao'])).toEqual({
      sort: 'descricao',
      order: 'desc',
    });
    expect(sortChanges({ columnKey: 'categoria', order: 'ascend' }, ['descricao'])).toEqual({
      sort: null,
      order: null,
    });
    expect(sortOrderOf(qs('sort=codigo&order=desc'), 'codigo')).toBe('descend');
    expect(sortOrderOf(qs('sort=codigo'), 'codigo')).toBe('ascend');
    expect(sortOrderOf(qs('sort=codigo'), 'descricao')).toBeUndefined();
  });
});

describe('the API query of a list', () => {
  it('sends page, limit, the search and the listed filters, under their API names', () => {
    const url = qs('page=2&limit=20&search=%20mesa%20&ativo=true&clientId=c1&other=x');
    expect(listRequestParams(url, ['ativo', { param: 'clientId', as: 'companyId' }]).toString()).toBe(
      'page=2&limit=20&search=mesa&ativo=true&companyId=c1',
    );
  });

  it('sends the sort only when the API accepts it', () => {
    expect(listRequestParams(qs('sort=placa&order=desc'), [], ['placa']).toString()).toBe(
      'page=1&limit=10&sort=placa&order=desc',
    );
    expect(listRequestParams(qs('sort=senha'), [], ['placa']).toString()).toBe('page=1&limit=10');
  });

  it('reads a uuid parameter and ignores anything else', () => {
    const id = '6f1c2b8e-3d4a-4c5b-8e9f-0a1b2c3d4e5f';
    expect(readUuidParam(qs(`clientId=${id}`), 'clientId')).toBe(id);
    expect(readUuidParam(qs('clientId=1%20or%201=1'), 'clientId')).toBeUndefined();
  });
});
