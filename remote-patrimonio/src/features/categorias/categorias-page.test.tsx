import { ALL_RULES, type Categoria } from '@gp/shared-contracts';
import { renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { patrimonioSession } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const CATEGORIA: Categoria = {
  id: '6a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  cliente_id: '4305f302-eab1-4fb2-a79a-001a78ce1afe',
  nome: 'Instrumentos musicais',
  tipo_bem: 'movel',
  conta_contabil: '1.2.3.1.1.04.10',
  conta_depreciacao: '1.2.3.8.1.01.00',
  conta_reducao: null,
  vida_util_anos: 10,
  valor_residual_percentual: '10.00',
  depreciavel: true,
  ativo: true,
  user_id_inativa: null,
  motivo: null,
};

function mount() {
  api = startFakeApi((call) => {
    if (call.path === '/patrimonio/categoriabem' && call.method === 'GET')
      return { status: 200, body: [CATEGORIA] };
    if (call.path === `/patrimonio/categoriabem/${CATEGORIA.id}` && call.method === 'PUT')
      return { status: 200, body: { ...CATEGORIA, conta_reducao: '1.2.3.9.1.01.00' } };
    if (call.path === '/patrimonio/categoriabem/id' && call.method === 'PUT')
      return { status: 200, body: { ...CATEGORIA, ativo: false, motivo: 'Substituída' } };
    return undefined;
  });
  renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url: '/app/patrimonio/categorias',
    session: patrimonioSession([...ALL_RULES]),
  });
}

describe('categories', () => {
  it('shows and edits the accumulated depreciation and the impairment accounts', async () => {
    mount();
    expect(await screen.findByText('1.2.3.8.1.01.00', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Sem conta')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Editar categoria Instrumentos musicais/ }));
    const edit = await screen.findByRole('dialog', { name: 'Editar categoria' });
    expect(
      (within(edit).getByLabelText(/Depreciação\/amortização acumulada/) as HTMLInputElement).value,
    ).toBe('1.2.3.8.1.01.00');
    const reducao = within(edit).getByLabelText(/Redução ao valor recuperável/);
    fireEvent.change(reducao, { target: { value: '1239' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(edit).findByText(
        'A conta de redução ao valor recuperável: use o formato do PCASP, ex.: 1.2.3.1.1.01.01.',
      ),
    ).toBeTruthy();
    fireEvent.change(reducao, { target: { value: '1.2.3.9.1.01.00' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api?.calls.some((c) => c.path === `/patrimonio/categoriabem/${CATEGORIA.id}`)).toBe(true),
    );
    expect(api?.calls.find((c) => c.path === `/patrimonio/categoriabem/${CATEGORIA.id}`)?.body).toMatchObject(
      {
        conta_depreciacao: '1.2.3.8.1.01.00',
        conta_reducao: '1.2.3.9.1.01.00',
      },
    );
  });

  it('has no status switch in the edit dialog', async () => {
    mount();
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: /Editar categoria Instrumentos musicais/ },
        { timeout: 8000 },
      ),
    );
    const edit = await screen.findByRole('dialog', { name: 'Editar categoria' });
    expect(within(edit).queryByText('Situação')).toBeNull();
  });

  it('deactivates a category with a reason, as a supplier', async () => {
    mount();
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: /Inativar categoria Instrumentos musicais/ },
        { timeout: 8000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Inativar categoria' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Inativar' }));
    expect(await within(dialog).findByText('Informe o motivo da inativação.')).toBeTruthy();
    expect(api?.calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'Substituída' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Inativar' }));
    await waitFor(() => expect(api?.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api?.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      id: CATEGORIA.id,
      ativo: false,
      motivo: 'Substituída',
    });
  });
});
