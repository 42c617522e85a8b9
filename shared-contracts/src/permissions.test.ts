import { describe, expect, it } from 'vitest';
import { ALL_RULES, hasRule, PERMISSION_GROUPS, READ_RULES } from './permissions.js';

const flags = { isSuporte: false, hasObras: false, hasPatrimonio: true, hasSetor: false, departments: false };

describe('permission catalogue', () => {
  it('has fourteen groups of four rules with the spec titles', () => {
    expect(PERMISSION_GROUPS).toHaveLength(14);
    expect(PERMISSION_GROUPS.map((g) => g.title)).toEqual([
      'Usuários',
      'Perfis de Acesso',
      'Acessos',
      'Clientes',
      'Departamentos',
      'Setores',
      'Bens Patrimoniais',
      'Fornecedores',
      'Depreciação',
      'XMLs',
      'Implantação',
      'Carga Patrimonial',
      'Inventário',
      'Remessas ao Tribunal de Contas',
    ]);
    for (const g of PERMISSION_GROUPS) {
      expect(g.description).toBe('Criar, visualizar, editar ou excluir');
      expect(g.rules.map((r) => r.label)).toEqual(['Criar', 'Visualizar', 'Editar', 'Excluir']);
    }
    expect(ALL_RULES).toContain('roles:delete');
    expect(ALL_RULES).toHaveLength(56);
    expect(READ_RULES).toHaveLength(14);
  });
  it('resolves rules: support holds all, others only their role', () => {
    expect(hasRule({ flags, rules: ['assets:read'] }, 'assets:read')).toBe(true);
    expect(hasRule({ flags, rules: ['assets:read'] }, 'assets:create')).toBe(false);
    expect(hasRule({ flags: { ...flags, isSuporte: true }, rules: [] }, 'users:delete')).toBe(true);
  });
});
