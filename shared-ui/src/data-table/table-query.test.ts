import { describe, expect, it } from 'vitest';
import {
  applyLocalQuery,
  columnKeyOf,
  type DataTableColumn,
  initialQuery,
  PAGE_SIZE_OPTIONS,
  pageCountOf,
  pagerState,
} from './table-query.js';

type Person = { id: number; name: string; city: { name: string } };
const people: Person[] = [
  { id: 1, name: 'Bruna', city: { name: 'Recife' } },
  { id: 2, name: 'álvaro', city: { name: 'Natal' } },
  { id: 3, name: 'Carla', city: { name: 'Recife' } },
  { id: 4, name: 'Ana', city: { name: 'Olinda' } },
];
const columns: DataTableColumn<Person>[] = [
  { title: 'Nome', dataIndex: 'name', sorter: true },
  {
    title: 'Cidade',
    dataIndex: ['city', 'name'],
    filters: [{ text: 'Recife', value: 'Recife' }],
    onFilter: (value, row) => row.city.name === value,
  },
  { title: 'Id', key: 'custom', sorter: (a, b) => a.id - b.id },
];

describe('table query', () => {
  it('offers page sizes 10 to 100 in steps of 10 and starts at 10', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(initialQuery()).toEqual({ page: 1, pageSize: 10, sort: null, filters: {} });
  });
  it('names columns by key, then data index', () => {
    expect(columns.map(columnKeyOf)).toEqual(['name', 'city.name', 'custom']);
    expect(columnKeyOf({ title: 'Ações' }, 3)).toBe('column-3');
  });
  it('counts pages and which buttons apply', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(25, 10)).toBe(3);
    expect(pagerState(1, 25, 10)).toEqual({ page: 1, pageCount: 3, canPrevious: false, canNext: true });
    expect(pagerState(2, 25, 10)).toEqual({ page: 2, pageCount: 3, canPrevious: true, canNext: true });
    expect(pagerState(9, 25, 10)).toEqual({ page: 3, pageCount: 3, canPrevious: true, canNext: false });
    expect(pagerState(1, 0, 10)).toEqual({ page: 1, pageCount: 1, canPrevious: false, canNext: false });
  });
  it('sorts by value in Portuguese order, both ways, or with the column comparator', () => {
    const asc = applyLocalQuery(people, columns, {
      ...initialQuery(),
      sort: { columnKey: 'name', order: 'ascend' },
    });
    expect(asc.rows.map((p) => p.name)).toEqual(['álvaro', 'Ana', 'Bruna', 'Carla']);
    const desc = applyLocalQuery(people, columns, {
      ...initialQuery(),
      sort: { columnKey: 'custom', order: 'descend' },
    });
    expect(desc.rows.map((p) => p.id)).toEqual([4, 3, 2, 1]);
  });
  it('filters before counting and paging', () => {
    const result = applyLocalQuery(people, columns, {
      ...initialQuery(1),
      page: 2,
      filters: { 'city.name': ['Recife'] },
    });
    expect(result.total).toBe(2);
    expect(result.rows.map((p) => p.name)).toEqual(['Carla']);
  });
  it('keeps the last page when the requested one is past the end', () => {
    const result = applyLocalQuery(people, columns, { ...initialQuery(3), page: 5 });
    expect(result.rows.map((p) => p.id)).toEqual([4]);
  });
});
