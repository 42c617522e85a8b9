import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storedCompany } from '../test/company.js';
import { PREFEITURA, sessionFor, startFakeRoutes } from '../test/fake-api.js';
import { currentUrl, renderArea } from '../test/render-area.js';

const DEPARTMENT = '8b3e4d0a-5f6c-4e7d-8a0b-2c3d4e5f6071';
const INACTIVE = '9c4f5e1b-6a7d-4f8e-9b1c-3d4e5f607182';
const NEW_ID = '5e0b1a7d-2c3b-4a4c-8d8e-9f0a1b2c3d4e';

let api: ReturnType<typeof startFakeRoutes>;
afterEach(() => api.stop());

const department = (id: string, name: string, active: boolean) => ({
  ...storedCompany({ id, name, active, rootId: PREFEITURA, isClient: false, isDepartment: true }),
  client: { id: PREFEITURA, name: 'Prefeitura de Exemplo' },
  department: null,
});

function start() {
  api = startFakeRoutes({
    'GET /v1/companies/clients': () => ({
      status: 200,
      body: [{ id: PREFEITURA, name: 'Prefeitura de Exemplo' }],
    }),
    'GET /empresas/secretarias/byempresa/:id': () => ({
      status: 200,
      body: [
        department(DEPARTMENT, 'Secretaria de Saúde', true),
        department(INACTIVE, 'Secretaria Extinta', false),
      ],
    }),
    'POST /empresas/create': ({ body }) => ({
      status: 201,
      body: storedCompany({ ...(body as object), id: NEW_ID, isClient: false }),
    }),
    'GET /empresas/secretarias': () => ({ status: 200, body: { data: [], total: 0, page: 1, limit: 10 } }),
    'GET /empresas/setores': () => ({ status: 200, body: { data: [], total: 0, page: 1, limit: 10 } }),
  });
}

const sent = () => api.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown> | undefined;

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('Departamentos and Setores: one record page by company type', () => {
  it("a department: support's client is required, then the body marks the department of that client", async () => {
    start();
    renderArea(`/app/sistema/secretarias/criar?clientId=${PREFEITURA}`, sessionFor(true));
    expect(await screen.findByText('Adicionar departamento')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Secretaria de Obras' } });
    // The list's client comes along as the new department's.
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Departamento criado com sucesso!')).toBeTruthy();
    expect(sent()).toMatchObject({
      name: 'Secretaria de Obras',
      is_secretaria: true,
      is_setor: false,
      is_cliente: false,
      rootId: PREFEITURA,
    });
    await waitFor(() => expect(currentUrl()).toBe(`/app/sistema/secretarias?clientId=${PREFEITURA}`));
  });

  it("a department without support's client says so under 'Cliente' and sends nothing", async () => {
    start();
    renderArea('/app/sistema/secretarias/criar', sessionFor(true));
    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'Secretaria de Obras' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o cliente do departamento.')).toBeTruthy();
    expect(sent()).toBeUndefined();
  });

  it("a sector: its department among the client's active ones, then the body marks the sector", async () => {
    start();
    renderArea('/app/sistema/setores/criar', sessionFor(true));
    expect(await screen.findByText('Adicionar setor')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Almoxarifado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o cliente.')).toBeTruthy();
    expect(screen.getByText('Informe o departamento (secretaria) do setor.')).toBeTruthy();

    await choose('Cliente', 'Prefeitura de Exemplo');
    await choose('Departamento', 'Secretaria de Saúde');
    expect(screen.queryByTitle('Secretaria Extinta (inativo)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Setor criado com sucesso!')).toBeTruthy();
    expect(sent()).toMatchObject({
      name: 'Almoxarifado',
      parentId: DEPARTMENT,
      is_setor: true,
      is_secretaria: false,
      is_cliente: false,
      rootId: PREFEITURA,
    });
  });
});
