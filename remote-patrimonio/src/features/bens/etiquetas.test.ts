import { describe, expect, it } from 'vitest';
import { etiquetaPath, etiquetasPath, etiquetasProblem } from './etiquetas.js';

const LIST = new URLSearchParams({
  page: '3',
  limit: '20',
  search: 'cadeira',
  situacao: 'em_uso',
  cliente_id: '11111111-1111-4111-8111-111111111111',
  sort: 'descricao',
  order: 'desc',
});

describe('labels calls', () => {
  it('asks one asset’s label by its id', () => {
    expect(etiquetaPath('a/b')).toBe('patrimonio/bempatrimonial/reports/etiqueta/a%2Fb');
  });

  it('prints what the list’s filters match: its query less page and sort, with the sheet and start', () => {
    const path = etiquetasPath(LIST, ['x'], { alcance: 'filtros', folha: 'pimaco6180', inicio: 29 });
    const [base, query] = path.split('?');
    expect(base).toBe('patrimonio/bempatrimonial/reports/etiquetas');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      search: 'cadeira',
      situacao: 'em_uso',
      cliente_id: '11111111-1111-4111-8111-111111111111',
      folha: 'pimaco6180',
      inicio: '29',
    });
  });

  it('prints the chosen rows by id; the thermal roll has no starting position', () => {
    const path = etiquetasPath(LIST, ['a', 'b'], {
      alcance: 'selecionados',
      folha: 'termica50x30',
      inicio: 5,
    });
    expect(Object.fromEntries(new URLSearchParams(path.split('?')[1]))).toEqual({
      ids: 'a,b',
      folha: 'termica50x30',
    });
  });

  it('says why a choice cannot be printed', () => {
    expect(etiquetasProblem({ alcance: 'selecionados' }, { selected: 0, total: 10 })).toBe(
      'Selecione os bens na lista.',
    );
    expect(etiquetasProblem({ alcance: 'selecionados' }, { selected: 251, total: 10 })).toContain(
      'no máximo 250',
    );
    expect(etiquetasProblem({ alcance: 'selecionados' }, { selected: 250, total: 10 })).toBeNull();
    expect(etiquetasProblem({ alcance: 'filtros' }, { selected: 0, total: 5001 })).toContain(
      'mais de 5.000 bens',
    );
    expect(etiquetasProblem({ alcance: 'filtros' }, { selected: 0, total: 0 })).toBe(
      'Nenhum bem atende aos filtros.',
    );
    expect(etiquetasProblem({ alcance: 'filtros' }, { selected: 0, total: 5000 })).toBeNull();
  });
});
