import {
  ACOES_LIQUIDACAO,
  CreateMovimentacaoBodySchema,
  EFEITOS_MOVIMENTACAO,
  ESTADOS_CONSERVACAO,
  isValidChaveNfe,
  SITUACOES_BEM,
  TIPOS_BEM,
  TIPOS_DIVERGENCIA,
  TIPOS_TERMO,
} from '@gp/shared-contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DB_ACOES_LIQUIDACAO, DB_TIPOS_DIVERGENCIA } from '../../src/db/schema-inventario.js';
import {
  DB_EFEITOS_MOVIMENTACAO,
  DB_ESTADOS_CONSERVACAO,
  DB_SITUACOES_BEM,
  DB_TIPOS_BEM,
  DB_TIPOS_TERMO,
} from '../../src/db/schema-patrimonio.js';
import { brazilDate } from '../../src/lib/brazil-time.js';
import { prefixQuery } from '../../src/modules/patrimonio/bens/bens.repository.js';
import { residualOf } from '../../src/modules/patrimonio/bens/bens.service.js';

describe('patrimônio rules without a database', () => {
  it('keeps the check constraints of the tables equal to the contract lists', () => {
    expect(DB_TIPOS_BEM).toEqual(TIPOS_BEM);
    expect(DB_SITUACOES_BEM).toEqual(SITUACOES_BEM);
    expect(DB_ESTADOS_CONSERVACAO).toEqual(ESTADOS_CONSERVACAO);
    expect(DB_EFEITOS_MOVIMENTACAO).toEqual(EFEITOS_MOVIMENTACAO);
    expect(DB_TIPOS_TERMO).toEqual(TIPOS_TERMO);
    expect(DB_TIPOS_DIVERGENCIA).toEqual(TIPOS_DIVERGENCIA);
    expect(DB_ACOES_LIQUIDACAO).toEqual(ACOES_LIQUIDACAO);
  });

  it('computes the residual value in exact centavos, half up', () => {
    expect(residualOf('1234.56', '10.00')).toBe('123.46');
    expect(residualOf('0.05', '10.00')).toBe('0.01');
    expect(residualOf('99999999999.99', '20.00')).toBe('20000000000.00');
    expect(residualOf('100.00', '0.00')).toBe('0.00');
  });

  it('turns a search into accent-free word prefixes, ignoring stop words and symbols', () => {
    expect(prefixQuery('Cadeira Giratória de aço')).toBe('cadeira:* & giratoria:* & aco:*');
    expect(prefixQuery("ar-condicionado 24' ; drop")).toBe('ar:* & condicionado:* & 24:* & drop:*');
    expect(prefixQuery('!! de')).toBeNull();
  });

  it('books a movement in the Brazilian calendar month', () => {
    expect(brazilDate(new Date('2025-04-01T02:30:00Z'))).toBe('2025-03-31');
    expect(brazilDate(new Date('2025-04-01T03:00:00Z'))).toBe('2025-04-01');
  });

  it('validates the movement (integer code, ISO date-time, exact value)', () => {
    const ok = v.safeParse(CreateMovimentacaoBodySchema, {
      CodigoBEM: 12,
      Data: '2025-03-31T14:30:00-03:00',
      TipoMovimentacao: 2,
      bempatrimonial_id: '00000000-0000-4000-8000-000000000000',
      Valor: 10.5,
    });
    expect(ok.success && ok.output.Valor).toBe('10.50');
    for (const bad of [{ CodigoBEM: 1.5 }, { Data: '2025-02-30T10:00:00Z' }, { Valor: 0.1 + 0.2 }]) {
      const res = v.safeParse(CreateMovimentacaoBodySchema, {
        TipoMovimentacao: 2,
        bempatrimonial_id: '00000000-0000-4000-8000-000000000000',
        ...bad,
      });
      expect(res.success, JSON.stringify(bad)).toBe(false);
    }
    expect(isValidChaveNfe('35240312345678000199550010000001231111111118')).toBe(true);
    expect(isValidChaveNfe('35240312345678000199550010000001231111111117')).toBe(false);
  });
});
