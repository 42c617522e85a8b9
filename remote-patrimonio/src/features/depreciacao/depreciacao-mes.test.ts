import type { DepreciacaoMes } from '@gp/shared-contracts';
import { NO_ACCESS } from '@gp/shared-ui';
import { describe, expect, it } from 'vitest';
import { acoesDoMes, confirmacao, mesNome, processando } from './depreciacao-mes.js';

const all = { view: true, create: true, update: true, delete: true };
const mes = (m: number, estado: DepreciacaoMes['estado']): DepreciacaoMes => ({
  mes: m,
  ano: 2026,
  estado,
  valor_depreciado: '0.00',
  valor_implantacao: '0.00',
  quantidade_bens: 0,
  processado_em: null,
  processado_por: null,
  fechado_em: null,
  fechado_por: null,
  erro: null,
});
// March is processed (the latest), April is next; January is closed.
const estado = { proximo: { mes: 4, ano: 2026 }, ultimo_processado: { mes: 3, ano: 2026 } };

describe('the actions of a depreciation month', () => {
  it('offers Processar only for the next month to run', () => {
    expect(acoesDoMes(mes(4, 'nao_processado'), estado, all)).toEqual(['processar']);
    expect(acoesDoMes(mes(5, 'nao_processado'), estado, all)).toEqual([]);
  });

  it('offers the latest processed month a rerun, its estorno and its close; an earlier one only the close', () => {
    expect(acoesDoMes(mes(3, 'processado'), estado, all)).toEqual(['processar', 'estornar', 'fechar']);
    expect(acoesDoMes(mes(2, 'processado'), estado, all)).toEqual(['fechar']);
  });

  it('offers a closed month only Reabrir, and a month being processed nothing', () => {
    expect(acoesDoMes(mes(1, 'fechado'), estado, all)).toEqual(['reabrir']);
    expect(acoesDoMes(mes(4, 'processando'), estado, all)).toEqual([]);
  });

  it('gives each action its rule: processar create, fechar update, estornar and reabrir delete', () => {
    const only = (rule: 'create' | 'update' | 'delete') => ({ ...NO_ACCESS, view: true, [rule]: true });
    expect(acoesDoMes(mes(3, 'processado'), estado, only('create'))).toEqual(['processar']);
    expect(acoesDoMes(mes(3, 'processado'), estado, only('update'))).toEqual(['fechar']);
    expect(acoesDoMes(mes(3, 'processado'), estado, only('delete'))).toEqual(['estornar']);
    expect(acoesDoMes(mes(1, 'fechado'), estado, only('update'))).toEqual([]);
    expect(acoesDoMes(mes(4, 'nao_processado'), estado, { ...NO_ACCESS, view: true })).toEqual([]);
  });

  it('names the month in full in the confirmations', () => {
    expect(mesNome({ mes: 3, ano: 2026 })).toBe('Março de 2026');
    expect(confirmacao('fechar', { mes: 3, ano: 2026 }, false)).toMatch(/^Fechar Março de 2026\?/);
    expect(confirmacao('processar', { mes: 3, ano: 2026 }, true)).toMatch(/de novo/);
  });

  it('keeps polling while a month is being processed', () => {
    const base = { cliente_id: 'c', ano: 2026, proximo: null, ultimo_processado: null, ultimo_fechado: null };
    const configuracao = { cliente_id: 'c', primeiro_mes: 'integral' as const, implantacao: null };
    expect(processando({ ...base, configuracao, meses: [mes(1, 'processando')] })).toBe(true);
    expect(processando({ ...base, configuracao, meses: [mes(1, 'processado')] })).toBe(false);
    expect(processando(undefined)).toBe(false);
  });
});
