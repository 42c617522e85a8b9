import { describe, expect, it } from 'vitest';
import { toRoleBody } from './role-form.js';

const companyId = '6f1c2b8e-3d4a-4c5b-8e9f-0a1b2c3d4e5f';

describe('role form values to API body', () => {
  it('trims the name and sends the rules as chosen, an empty list when none', () => {
    expect(toRoleBody({ name: ' Gestor ', companyId, rules: ['users:read', 'legado:x'] })).toEqual({
      name: 'Gestor',
      companyId,
      rules: ['users:read', 'legado:x'],
    });
    expect(toRoleBody({ name: 'Gestor', companyId })).toEqual({ name: 'Gestor', companyId, rules: [] });
  });
  it('refuses a blank name, a missing client or a client that is not a uuid', () => {
    expect(toRoleBody({ name: '  ', companyId, rules: [] })).toBeNull();
    expect(toRoleBody({ name: 'Gestor', rules: [] })).toBeNull();
    expect(toRoleBody({ name: 'Gestor', companyId: '42', rules: [] })).toBeNull();
  });
});
