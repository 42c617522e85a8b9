import { type EstadoConservacao, MONEY_PATTERN, moneyToCents, type SituacaoBem } from '@gp/shared-contracts';
import type { Issue } from '@gp/shared-ui';
import { CLIENT_PARAM, type ListFilter } from '@gp/shared-ui/list';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * The asset list's filters (código, descrição, categoria, situação, estado, secretaria, setor,
 * fornecedor, acquisition date range and value range), kept in the URL under the API's own names.
 */
export const FILTER_KEYS = [
  'codigo',
  'descricao',
  'categoria_id',
  'situacao',
  'estado_conservacao',
  'secretaria_id',
  'setor_id',
  'fornecedor_id',
  'data_de',
  'data_ate',
  'valor_de',
  'valor_ate',
] as const;

export type BemFilterValues = {
  codigo?: number | null;
  descricao?: string;
  categoria_id?: string;
  situacao?: SituacaoBem;
  estado_conservacao?: EstadoConservacao;
  secretaria_id?: string;
  setor_id?: string;
  fornecedor_id?: string;
  periodo?: [Dayjs | null, Dayjs | null];
  valor_de?: string;
  valor_ate?: string;
};

const API_DATE = 'YYYY-MM-DD';
const date = (text: string | null) => {
  if (!text) return null;
  const parsed = dayjs(text, API_DATE, true);
  return parsed.isValid() ? parsed : null;
};

/** The filter form's values from the URL. */
export function filtersFromParams(params: URLSearchParams): BemFilterValues {
  const get = (key: string) => params.get(key) ?? undefined;
  const codigo = get('codigo');
  const de = date(params.get('data_de'));
  const ate = date(params.get('data_ate'));
  return {
    codigo: codigo && /^\d{1,10}$/.test(codigo) ? Number(codigo) : null,
    descricao: get('descricao'),
    categoria_id: get('categoria_id'),
    situacao: get('situacao') as SituacaoBem | undefined,
    estado_conservacao: get('estado_conservacao') as EstadoConservacao | undefined,
    secretaria_id: get('secretaria_id'),
    setor_id: get('setor_id'),
    fornecedor_id: get('fornecedor_id'),
    periodo: de || ate ? [de, ate] : undefined,
    valor_de: get('valor_de'),
    valor_ate: get('valor_ate'),
  };
}

const money = (value: string | undefined) => (value && MONEY_PATTERN.test(value) ? value : undefined);

/**
 * The filter form's values as URL changes (every filter key, empty ones removed), or the issues to show:
 * a money text that is not money, a range whose start is after its end (compared in centavos).
 */
export function toFilterChanges(
  values: BemFilterValues,
): { changes: Record<string, string | null> } | { issues: Issue[] } {
  const issues: Issue[] = [];
  for (const key of ['valor_de', 'valor_ate'] as const) {
    if (values[key] && !money(values[key]))
      issues.push({ path: key, message: 'Valor inválido. Use o formato 1.234,56.' });
    else if (values[key]?.startsWith('-'))
      issues.push({ path: key, message: 'O valor não pode ser negativo.' });
  }
  const de = money(values.valor_de);
  const ate = money(values.valor_ate);
  if (de && ate && moneyToCents(de) > moneyToCents(ate))
    issues.push({ path: 'valor_ate', message: 'O valor mínimo deve ser menor que o máximo.' });
  if (issues.length) return { issues };
  const [inicio, fim] = values.periodo ?? [null, null];
  return {
    changes: {
      codigo: values.codigo === null || values.codigo === undefined ? null : String(values.codigo),
      descricao: values.descricao?.trim() || null,
      categoria_id: values.categoria_id ?? null,
      situacao: values.situacao ?? null,
      estado_conservacao: values.estado_conservacao ?? null,
      secretaria_id: values.secretaria_id ?? null,
      setor_id: values.setor_id ?? null,
      fornecedor_id: values.fornecedor_id ?? null,
      data_de: inicio ? inicio.format(API_DATE) : null,
      data_ate: fim ? fim.format(API_DATE) : null,
      valor_de: de ?? null,
      valor_ate: ate ?? null,
    },
  };
}

/** Every filter removed (the 'Limpar' button). */
export const clearedFilters = (): Record<string, null> =>
  Object.fromEntries(FILTER_KEYS.map((key) => [key, null]));

/** How many filters the URL holds (the panel's badge). */
export const activeFilterCount = (params: URLSearchParams) =>
  FILTER_KEYS.filter((key) => params.has(key) && key !== 'data_ate' && key !== 'valor_ate').length +
  (params.has('data_ate') && !params.has('data_de') ? 1 : 0) +
  (params.has('valor_ate') && !params.has('valor_de') ? 1 : 0);

/**
 * The URL parameters the list passes on to GET /patrimonio/bempatrimonial besides page, limit, search
 * and sort: every filter, and the client support narrowed the list to (`clientId`, the API's
 * `cliente_id`).
 */
export const BEM_FILTERS: readonly ListFilter[] = [...FILTER_KEYS, { param: CLIENT_PARAM, as: 'cliente_id' }];
