import type { PublicoBemPage } from '@gp/shared-contracts';

/** The list's filters as they live in the address (shareable, kept on reload and on Back). */
export const FILTER_KEYS = ['search', 'secretaria_id', 'categoria_id', 'situacao', 'ano'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;

export const PAGE_SIZE = 20;

export function filtersFrom(params: URLSearchParams): Filters {
  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The query of the filters alone (the downloads take exactly these), keys in a fixed order. */
export function filterQuery(filters: Filters): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  return query;
}

/** GET /publico/entidades/{doc}/bens with the filters and the page. */
export function listPath(doc: string, filters: Filters, page: number): string {
  const query = filterQuery(filters);
  query.set('page', String(page));
  query.set('limit', String(PAGE_SIZE));
  return `/publico/entidades/${doc}/bens?${query}`;
}

/** The download of what the filters match (docs/api.md: the list's filters + formato). */
export function exportPath(doc: string, filters: Filters, formato: 'csv' | 'json'): string {
  const query = filterQuery(filters);
  query.set('formato', formato);
  return `/publico/entidades/${doc}/bens/exportar?${query}`;
}

export const pageCount = (list: Pick<PublicoBemPage, 'total' | 'limit'>) =>
  Math.max(1, Math.ceil(list.total / Math.max(1, list.limit)));

/** A positive page number from the address, 1 otherwise. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** "1 bem" / "1.234 bens". */
export const countLabel = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'bem' : 'bens'}`;
