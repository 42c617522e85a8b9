import { describe, expect, it } from 'vitest';
import { actionLabel, describeValue, fieldLabel, visibleChanges } from './bem-historico.js';

describe('asset change history in words', () => {
  it('prints money, dates, flags and codes of the register the way the form shows them', () => {
    expect(describeValue('valor_aquisicao', '1234.5')).toBe('R$ 1.234,50');
    expect(describeValue('data_aquisicao', '2025-03-10')).toBe('10/03/2025');
    expect(describeValue('depreciavel', false)).toBe('Não');
    expect(describeValue('ativo', false)).toBe('Inativo');
    expect(describeValue('situacao', 'em_manutencao')).toBe('Em manutenção');
    expect(describeValue('secretaria', { id: 'x', name: 'Secretaria de Saúde' })).toBe('Secretaria de Saúde');
    expect(describeValue('marca', null)).toBe('(vazio)');
    // A movement records the ids of the places; the client's lists name them.
    const names = new Map([['16961c75-c0c0-4e32-93b4-797d41ae13f4', 'Secretaria Municipal de Educação']]);
    expect(describeValue('secretaria_id', '16961c75-c0c0-4e32-93b4-797d41ae13f4', names)).toBe(
      'Secretaria Municipal de Educação',
    );
  });

  it('names fields and actions in Portuguese, keeping an unknown one as it is', () => {
    expect(fieldLabel('valor_residual')).toBe('Valor residual');
    expect(fieldLabel('campo_novo')).toBe('campo_novo');
    expect(actionLabel('update', 'asset')).toBe('Alteração');
    expect(actionLabel('create', 'asset-file')).toBe('Cadastro · Anexo');
    expect(actionLabel('movement', 'asset')).toBe('Movimentação');
  });

  it('leaves out the bookkeeping of an entry (ids, dates of the row, file type and size)', () => {
    const changes = ['id', 'name', 'mime', 'size', 'createdAt', 'descricao'].map((field) => ({ field }));
    expect(visibleChanges(changes).map((c) => c.field)).toEqual(['name', 'descricao']);
  });
});
