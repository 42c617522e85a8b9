import { ALL_RULES, type SessionSnapshot } from '@gp/shared-contracts';
import { sessionFor } from '@gp/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { access, SISTEMA_RESOURCES } from './access.js';

type Flags = NonNullable<SessionSnapshot['local']>['permissions'];
/** A location of a client with patrimônio, the given flags and the rules of its role. */
const session = (flags: Partial<Flags>, rules: string[]): SessionSnapshot =>
  sessionFor({ permissions: { hasPatrimonio: true, ...flags }, rules });

const all = { view: true, create: true, update: true, delete: true };
const none = { view: false, create: false, update: false, delete: false };

describe('sistema access', () => {
  it('gives support every action of every screen, with no rule of a role', () => {
    const result = access(session({ isSuporte: true }, []));
    for (const resource of SISTEMA_RESOURCES) expect(result[resource]).toEqual(all);
  });

  it('keeps Clientes, Usuários, Acessos and Perfis de Acesso closed to anyone but support', () => {
    const result = access(
      session({ hasSetor: true, departments: true, hasObras: true, hasPatrimonio: true }, [...ALL_RULES]),
    );
    expect(result.clients).toEqual(none);
    expect(result.users).toEqual(none);
    expect(result.access).toEqual(none);
    expect(result.roles).toEqual(none);
  });

  it('opens Departamentos with the departments flag and Setores with hasSetor, each with its rules', () => {
    const rules = ['departments:read', 'departments:update', 'sectors:read', 'sectors:create'];
    const departmentsOnly = access(session({ departments: true }, rules));
    expect(departmentsOnly.departments).toEqual({ view: true, create: false, update: true, delete: false });
    expect(departmentsOnly.sectors).toEqual(none);

    const sectorsOnly = access(session({ hasSetor: true }, rules));
    expect(sectorsOnly.departments).toEqual(none);
    expect(sectorsOnly.sectors).toEqual({ view: true, create: true, update: false, delete: false });
  });

  it('closes a screen whose flag is on but whose role cannot read it, even with write rules', () => {
    const result = access(
      session({ departments: true, hasSetor: true }, ['departments:create', 'sectors:update']),
    );
    expect(result.departments).toEqual(none);
    expect(result.sectors).toEqual(none);
  });

  it('closes a screen whose role reads it but whose flag is off', () => {
    expect(access(session({}, ['departments:read', 'sectors:read'])).departments).toEqual(none);
    expect(access(session({}, ['departments:read', 'sectors:read'])).sectors).toEqual(none);
  });

  it('allows nothing without a selected location', () => {
    const result = access({ ...session({ isSuporte: true }, []), local: null });
    for (const resource of SISTEMA_RESOURCES) expect(result[resource]).toEqual(none);
    expect(result.modules).toEqual(none);
  });

  it('opens Módulos, read only, to support alone, whatever the rules of a role', () => {
    expect(access(session({ isSuporte: true }, [])).modules).toEqual({ ...none, view: true });
    expect(access(session({ departments: true, hasSetor: true }, [...ALL_RULES])).modules).toEqual(none);
  });
});
