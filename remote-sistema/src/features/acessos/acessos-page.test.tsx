import type { LocationAdmin } from '@gp/shared-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PREFEITURA, sessionFor, startFakeRoutes } from '../../test/fake-api.js';
import { renderArea } from '../../test/render-area.js';

const ME = 'u1';
const OFFICE = '9c4f5e1b-6a7d-4f8e-9b2c-3d4e5f607182';
const ROLE = { id: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d', name: 'Consulta' };
const OTHER_ROLE = { id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e', name: 'Administrador' };

const access = (id: string, userId: string, username: string, fullname: string): LocationAdmin => ({
  id,
  companyId: PREFEITURA,
  userId,
  roleId: ROLE.id,
  active: true,
  user: { id: userId, username, fullname, email: null, avatar: null, active: true },
  company: {
    id: PREFEITURA,
    name: 'Prefeitura de Exemplo',
    isClient: true,
    isOffice: false,
    isDepartment: false,
    isSector: false,
  },
  role: ROLE,
  permissions: {
    isSuporte: false,
    hasObras: false,
    hasPatrimonio: true,
    hasSetor: false,
    departments: false,
  },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

let api: ReturnType<typeof startFakeRoutes>;
let stored: LocationAdmin[] = [];
afterEach(() => api.stop());

function start() {
  stored = [
    access('l-joana', 'u-joana', 'joana', 'Joana Lima'),
    access('l-me', ME, 'suporte2', 'Equipe de Suporte'),
  ];
  api = startFakeRoutes({
    'GET /v1/companies/clients': () => ({
      status: 200,
      body: [{ id: PREFEITURA, name: 'Prefeitura de Exemplo' }],
    }),
    'GET /v1/iam/roles': () => ({
      status: 200,
      body: [ROLE, OTHER_ROLE].map((r) => ({ ...r, companyId: PREFEITURA })),
    }),
    'GET /empresas/secretarias/byempresa/:id': () => ({ status: 200, body: [] }),
    'GET /empresas/setores/byroot/:id': () => ({ status: 200, body: [] }),
    'GET /locais/empresa/:id': () => ({
      status: 200,
      body: { data: stored, total: stored.length, page: 1, limit: 10 },
    }),
    'PUT /locais/togglePatrimonio/:id': ({ path, body }) => {
      const row = stored.find((a) => path.endsWith(a.id)) as LocationAdmin;
      row.permissions = { ...row.permissions, hasPatrimonio: (body as { value: boolean }).value };
      return { status: 200, body: row };
    },
    'PUT /locais/:id/role': ({ path, body }) => {
      const row = stored.find((a) => path.includes(a.id)) as LocationAdmin;
      const role = [ROLE, OTHER_ROLE].find((r) => r.id === (body as { role_id: string }).role_id) ?? null;
      Object.assign(row, { role, roleId: role?.id ?? null });
      return { status: 200, body: row };
    },
  });
}

/** Support works from its own office, which is not one of the clients. */
const support = () => {
  const session = sessionFor(true);
  return {
    ...session,
    local: session.local ? { ...session.local, companyId: OFFICE, companyName: 'Suporte Ltda' } : null,
  };
};

const rowOf = (username: string) =>
  Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).find((r) =>
    r.textContent?.includes(username),
  ) as HTMLElement;

describe('Acessos: the five switches and the access profile', () => {
  it('asks for a company before listing anything', async () => {
    start();
    renderArea('/app/sistema/acessos', support());
    expect(await screen.findByText('Selecione um cliente para consultar os seus acessos.')).toBeTruthy();
    expect(api.calls.some((c) => c.path.startsWith('/locais/empresa'))).toBe(false);
  });

  it('switches patrimônio off at once with its call, a toast, and the stored value shown', async () => {
    start();
    renderArea(`/app/sistema/acessos?clientId=${PREFEITURA}`, support());
    await waitFor(() => expect(rowOf('joana')).toBeTruthy());
    const toggle = within(rowOf('joana')).getByRole('switch', { name: 'Patrimônio de joana' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(await screen.findByText('Patrimônio desativado para Joana Lima.')).toBeTruthy();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/locais/togglePatrimonio/l-joana');
    expect(put?.body).toEqual({ value: false });
    await waitFor(() =>
      expect(
        within(rowOf('joana'))
          .getByRole('switch', { name: 'Patrimônio de joana' })
          .getAttribute('aria-checked'),
      ).toBe('false'),
    );
    for (const title of ['Acesso', 'Obras', 'Departamentos', 'Setores']) {
      expect(within(rowOf('joana')).getByRole('switch', { name: `${title} de joana` })).toBeTruthy();
    }
  });

  it('assigns the access profile with PUT /locais/{id}/role', async () => {
    start();
    renderArea(`/app/sistema/acessos?clientId=${PREFEITURA}`, support());
    await waitFor(() => expect(rowOf('joana')).toBeTruthy());
    fireEvent.mouseDown(within(rowOf('joana')).getByRole('combobox', { name: 'Perfil de acesso de joana' }));
    fireEvent.click(await screen.findByTitle('Administrador'));
    expect(await screen.findByText('Perfil de acesso atualizado com sucesso!')).toBeTruthy();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/locais/l-joana/role');
    expect(put?.body).toEqual({ role_id: OTHER_ROLE.id });
  });

  it("keeps the current user's own access read-only", async () => {
    start();
    renderArea(`/app/sistema/acessos?clientId=${PREFEITURA}`, support());
    await waitFor(() => expect(rowOf('suporte2')).toBeTruthy());
    for (const toggle of within(rowOf('suporte2')).getAllByRole('switch')) {
      expect((toggle as HTMLButtonElement).disabled).toBe(true);
    }
    expect(within(rowOf('suporte2')).queryByRole('combobox')).toBeNull();
  });
});
