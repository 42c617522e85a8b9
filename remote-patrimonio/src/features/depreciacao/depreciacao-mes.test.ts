import type { DepreciacaoMes } from '@gp/shared-contracts';
import { describe, expect, it } from 'vitest';
import { confirmacao, mesNome, processando } from './depreciacao-mes.js';

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
  acoes: [],
});
describe('the texts of a depreciation month', () => {
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
