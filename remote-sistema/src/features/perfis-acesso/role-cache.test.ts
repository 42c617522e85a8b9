import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { removeRole, roleKeys, updateCachedLists, upsertRole } from './role-cache.js';

const A = 'c-a';
const B = 'c-b';
const gestor = { id: 'r1', name: 'Gestor', companyId: A };
const consulta = { id: 'r2', name: 'Consulta', companyId: A };

describe('role list cache', () => {
  it('adds, replaces in place and removes', () => {
    const created = { id: 'r3', name: 'Novo', companyId: A, rules: ['users:read'] };
    expect(upsertRole([gestor], created)).toEqual([gestor, { id: 'r3', name: 'Novo', companyId: A }]);
    expect(upsertRole([gestor, consulta], { ...gestor, name: 'Gestor geral', rules: [] })).toEqual([
      { ...gestor, name: 'Gestor geral' },
      consulta,
    ]);
    expect(removeRole([gestor, consulta], 'r1')).toEqual([consulta]);
  });

  it("updates the cached lists of the role's client (and the location's own), not other clients'", () => {
    const qc = new QueryClient();
    qc.setQueryData(roleKeys.list('l1', A), [gestor]);
    qc.setQueryData(roleKeys.list('l1', undefined), [gestor]);
    qc.setQueryData(roleKeys.list('l1', B), []);
    qc.setQueryData(roleKeys.list('l2', A), [gestor]);
    updateCachedLists(qc, 'l1', A, (list) => removeRole(list, 'r1'));
    expect(qc.getQueryData(roleKeys.list('l1', A))).toEqual([]);
    expect(qc.getQueryData(roleKeys.list('l1', undefined))).toEqual([]);
    expect(qc.getQueryData(roleKeys.list('l1', B))).toEqual([]);
    expect(qc.getQueryData(roleKeys.list('l2', A))).toEqual([gestor]);
    updateCachedLists(qc, 'l1', B, (list) =>
      upsertRole(list, { id: 'r9', name: 'X', companyId: B, rules: [] }),
    );
    expect(qc.getQueryData(roleKeys.list('l1', B))).toEqual([{ id: 'r9', name: 'X', companyId: B }]);
    expect(qc.getQueryData(roleKeys.list('l1', A))).toEqual([]);
  });
});
