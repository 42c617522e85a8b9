import { BEM_SORTS } from '@gp/shared-contracts';
import { listRequestParams } from '@gp/shared-ui/list';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  BEM_FILTERS,
  clearedFilters,
  filtersFromParams,
  toFilterChanges,
} from './bens-list.js';

const qs = (text: string) => new URLSearchParams(text);
const listQuery = (params: URLSearchParams) => listRequestParams(params, BEM_FILTERS, BEM_SORTS);

describe('asset list filters', () => {
  it("writes every filter under the API's name, dates as YYYY-MM-DD and money as exact text", () => {
    const result = toFilterChanges({
      codigo: 15,
      descricao: '  mesa ',
      situacao: 'em_uso',
      periodo: [dayjs('2025-01-01'), dayjs('2025-01-31')],
      valor_de: '100.00',
      valor_ate: '1500.50',
    });
    expect(result).toEqual({
      changes: {
        codigo: '15',
        descricao: 'mesa',
        categoria_id: null,
        situacao: 'em_uso',
        estado_conservacao: null,
        secretaria_id: null,
        setor_id: null,
        fornecedor_id: null,
        data_de: '2025-01-01',
        data_ate: '2025-01-31',
        valor_de: '100.00',
        valor_ate: '1500.50',
      },
    });
  });

  it('refuses a value range upside down, compared in centavos, and a value that is not money', () => {
    expect(toFilterChanges({ valor_de: '0.30', valor_ate: '0.29' })).toEqual({
      issues: [{ path: 'valor_ate', message: 'O valor mínimo deve ser menor que o máximo.' }],
    });
    expect('changes' in toFilterChanges({ valor_de: '0.30', valor_ate: '0.30' })).toBe(true);
    expect(toFilterChanges({ valor_de: '12,3,4' })).toEqual({
      issues: [{ path: 'valor_de', message: 'Valor inválido. Use o formato 1.234,56.' }],
    });
  });

  it('reads the form back from the URL, ignoring what is not a date or a code', () => {
    const values = filtersFromParams(qs('codigo=7&data_de=2025-02-01&situacao=ocioso&valor_ate=10.00'));
    expect(values.codigo).toBe(7);
    expect(values.periodo?.[0]?.format('DD/MM/YYYY')).toBe('01/02/2025');
    expect(values.periodo?.[1]).toBeNull();
    expect(values.situacao).toBe('ocioso');
    expect(values.valor_ate).toBe('10.00');
    expect(filtersFromParams(qs('codigo=abc&data_de=31/02/2025'))).toMatchObject({
      codigo: null,
      periodo: undefined,
    });
  });

  it('clears every filter and counts a range once', () => {
    expect(Object.keys(clearedFilters())).toHaveLength(12);
    expect(activeFilterCount(qs('codigo=1&data_de=2025-01-01&data_ate=2025-02-01&valor_ate=5.00'))).toBe(3);
  });

  it("asks the API for the URL's page, filters and a known sort only", () => {
    expect(
      listQuery(qs('page=2&limit=20&situacao=em_uso&sort=descricao&order=desc&foo=bar')).toString(),
    ).toBe('page=2&limit=20&situacao=em_uso&sort=descricao&order=desc');
    expect(listQuery(qs('sort=categoria')).toString()).toBe('page=1&limit=10');
    // The chosen client goes to the API under its own name.
    expect(listQuery(qs('clientId=6f1c2b8e-3d4a-4c5b-8e9f-0a1b2c3d4e5f')).toString()).toBe(
      'page=1&limit=10&cliente_id=6f1c2b8e-3d4a-4c5b-8e9f-0a1b2c3d4e5f',
    );
  });
});
