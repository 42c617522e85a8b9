import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storedCompany } from '../../test/company.js';
import { sessionFor, startFakeRoutes } from '../../test/fake-api.js';
import { renderArea } from '../../test/render-area.js';

const ID = '5e0b1a7d-2c3b-4a4c-8d8e-9f0a1b2c3d4e';
const CLIENT = storedCompany({ id: ID, name: 'Prefeitura de Exemplo' });

let api: ReturnType<typeof startFakeRoutes>;
afterEach(() => api.stop());

const drawer = () => within(document.querySelector('.ant-drawer-content') as HTMLElement);
const teto = () => drawer().getByLabelText('Teto de valor de um bem') as HTMLInputElement;

describe('Clientes: the ceiling of an asset’s value', () => {
  it('is typed in reais, checked by the shared rule, and sent as exact money', async () => {
    api = startFakeRoutes({
      'GET /empresas': () => ({ status: 200, body: { data: [], total: 0, page: 1, limit: 10 } }),
      'GET /v1/companies/clients': () => ({ status: 200, body: [] }),
      'GET /empresas/:id': () => ({ status: 200, body: CLIENT }),
      'PUT /empresas/:id': ({ body }) => ({ status: 200, body: { ...CLIENT, ...(body as object) } }),
      'GET /empresas/files/:id': () => ({ status: 200, body: [] }),
      'GET /exercicios/empresa/:id': () => ({ status: 200, body: [] }),
    });
    renderArea(`/app/sistema/clientes?cliente=${ID}`, sessionFor(true));
    // Empty: the default ceiling, named in the field's help.
    await waitFor(() => expect(teto().placeholder).toBe('10.000.000,00'), { timeout: 15_000 });
    expect(drawer().getByText(/Vazio: R\$ 10\.000\.000,00\./)).toBeTruthy();

    fireEvent.change(teto(), { target: { value: '0,00' } });
    fireEvent.click(drawer().getByRole('button', { name: 'Salvar' }));
    expect(await drawer().findByText('O teto de valor de um bem deve ser maior que zero.')).toBeTruthy();

    fireEvent.change(teto(), { target: { value: '25.000.000,50' } });
    fireEvent.blur(teto());
    fireEvent.click(drawer().getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Cliente atualizado com sucesso!')).toBeTruthy();
    const sent = api.calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(sent.tetoValorBem).toBe('25000000.50');
    expect(teto().value).toBe('25.000.000,50');
  }, 120_000);
});
