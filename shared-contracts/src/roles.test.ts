import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RoleBodySchema, RoleListQuerySchema } from './roles.js';

const companyId = '0b6c8a47-7a0e-4a53-9c1e-2f3a4b5c6d7e';
const messages = (input: unknown) => {
  const result = v.safeParse(RoleBodySchema, input);
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe('role form rules', () => {
  it('accepts a name, a uuid client and any list of strings', () => {
    const result = v.safeParse(RoleBodySchema, { name: '  Gestor  ', companyId, rules: ['users:read', 'x'] });
    expect(result.success).toBe(true);
    expect(result.output).toEqual({ name: 'Gestor', companyId, rules: ['users:read', 'x'] });
    expect(messages({ name: 'Gestor', companyId, rules: [] })).toEqual([]);
  });
  it("requires the name with 'O nome é obrigatório!'", () => {
    expect(messages({ name: '', companyId, rules: [] })).toEqual(['O nome é obrigatório!']);
    expect(messages({ name: '   ', companyId, rules: [] })).toEqual(['O nome é obrigatório!']);
    expect(messages({ name: undefined, companyId, rules: [] })).toEqual(['O nome é obrigatório!']);
    expect(messages({ companyId, rules: [] })).toHaveLength(1);
  });
  it('requires companyId to be a uuid', () => {
    expect(messages({ name: 'Gestor', companyId: 'abc', rules: [] })).toEqual(['Cliente inválido.']);
    expect(messages({ name: 'Gestor', companyId: undefined, rules: [] })).toEqual(['Selecione um cliente.']);
    expect(messages({ name: 'Gestor', companyId: '', rules: [] })[0]).toBe('Selecione um cliente.');
  });
  it('requires rules to be a list of strings', () => {
    expect(messages({ name: 'Gestor', companyId, rules: 'users:read' })).toHaveLength(1);
    expect(messages({ name: 'Gestor', companyId, rules: [1] })).toHaveLength(1);
  });
  it('keeps the filter companyId optional', () => {
    expect(v.safeParse(RoleListQuerySchema, {}).success).toBe(true);
    expect(v.safeParse(RoleListQuerySchema, { companyId }).success).toBe(true);
    expect(v.safeParse(RoleListQuerySchema, { companyId: 'x' }).success).toBe(false);
  });
});
