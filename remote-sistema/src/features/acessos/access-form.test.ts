import { describe, expect, it } from 'vitest';
import { listedCompany, readAccessCompany, withAccessCompany } from './access-company.js';
import { toAccessBody } from './access-form.js';
import { replaceAccess, toggleSuccessText } from './access-toggles.js';

const user = '6f1c2b8e-3d4a-4c5b-8e9f-0a1b2c3d4e5f';
const client = '7a2d3c9f-4e5b-4d6c-9f0a-1b2c3d4e5f60';
const unit = '8b3e4d0a-5f6c-4e7d-8a1b-2c3d4e5f6071';
const office = '9c4f5e1b-6a7d-4f8e-9b2c-3d4e5f607182';
const role = 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d';

describe('new access (POST /locais/create)', () => {
  it('sends user, the unit or the client as empresa_id, and the profile', () => {
    expect(toAccessBody({ user_id: user, company: { clientId: client }, role_id: role }, office)).toEqual({
      body: { user_id: user, empresa_id: client, role_id: role },
    });
    expect(
      toAccessBody({ user_id: user, company: { clientId: client, unitId: unit }, role_id: role }, office),
    ).toEqual({
      body: { user_id: user, empresa_id: unit, role_id: role },
    });
  });

  it('gives a support access (on the office) no profile', () => {
    expect(toAccessBody({ user_id: user, company: { clientId: office }, role_id: role }, office)).toEqual({
      body: { user_id: user, empresa_id: office, role_id: null },
    });
  });

  it('names the missing field', () => {
    expect(toAccessBody({ company: { clientId: client }, role_id: role }, office)).toEqual({
      error: { field: 'user_id', message: 'Informe o usuário.' },
    });
    expect(toAccessBody({ user_id: user, role_id: role }, office)).toEqual({
      error: { field: 'company', message: 'Informe a empresa do acesso.' },
    });
    expect(toAccessBody({ user_id: user, company: { clientId: client } }, office)).toEqual({
      error: { field: 'role_id', message: 'Informe o perfil de acesso.' },
    });
  });
});

describe('company of the Acessos list in the URL', () => {
  it('reads the client and the unit, the unit only under a client, uuids only', () => {
    expect(readAccessCompany(new URLSearchParams(`clientId=${client}&unidadeId=${unit}`))).toEqual({
      clientId: client,
      unitId: unit,
    });
    expect(readAccessCompany(new URLSearchParams(`unidadeId=${unit}`))).toEqual({
      clientId: undefined,
      unitId: undefined,
    });
    expect(readAccessCompany(new URLSearchParams('clientId=1'))).toEqual({
      clientId: undefined,
      unitId: undefined,
    });
    expect(listedCompany({ clientId: client, unitId: unit })).toBe(unit);
    expect(listedCompany({ clientId: client })).toBe(client);
  });

  it('writes them and goes back to page 1 (no page in the URL) for another company', () => {
    const params = new URLSearchParams(`page=3&limit=10&clientId=${client}`);
    expect(withAccessCompany(params, { clientId: client, unitId: unit }).toString()).toBe(
      `limit=10&clientId=${client}&unidadeId=${unit}`,
    );
    expect(withAccessCompany(params, { clientId: client }).toString()).toBe(
      `page=3&limit=10&clientId=${client}`,
    );
    expect(withAccessCompany(params, {}).toString()).toBe('limit=10');
  });
});

describe('switches', () => {
  it('tell what changed and for whom', () => {
    expect(toggleSuccessText('togglePatrimonio', false, 'Joana Lima')).toBe(
      'Patrimônio desativado para Joana Lima.',
    );
    expect(toggleSuccessText('toggleAccess', true, 'Joana Lima')).toBe('Acesso ativado para Joana Lima.');
  });

  it("show the API's answer in place in a cached page", () => {
    const a = { id: 'a', active: true } as never;
    const b = { id: 'b', active: true } as never;
    const updated = { id: 'b', active: false } as never;
    expect(replaceAccess({ data: [a, b], total: 2 }, updated)).toEqual({ data: [a, updated], total: 2 });
  });
});
