import { ALL_RULES } from '@gp/shared-contracts';
import { renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { BEM, patrimonioSession, UTILS } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const ASK =
  'O valor de aquisição, R$ 1.234,56, passa do teto de plausibilidade de um bem deste cliente ' +
  '(R$ 1.000,00). Confira o valor: se estiver correto, confirme para salvar.';

function mountAsking() {
  api = startFakeApi((call) => {
    if (call.path === `/patrimonio/bempatrimonial/${BEM.id}` && call.method === 'PUT') {
      const body = call.body as { confirmar_valor?: boolean };
      if (!body.confirmar_valor)
        return {
          status: 409,
          body: { status: 'Error', message: ASK, code: 'CONFIRMAR_VALOR', confirmar: true },
        };
      return { status: 200, body: BEM };
    }
    if (call.path === `/patrimonio/bempatrimonial/${BEM.id}`) return { status: 200, body: BEM };
    if (call.path === '/utils/bempatrimonial') return { status: 200, body: UTILS };
    return undefined;
  });
  renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url: `/app/patrimonio/editar?id=${BEM.id}`,
    session: patrimonioSession([...ALL_RULES]),
  });
  return api;
}

describe('the asset form', () => {
  it('saves nothing when the user chooses to correct the value', async () => {
    const fake = mountAsking();
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar o valor de aquisição' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Corrigir o valor' }));
    // Time for a second request, were one sent.
    await new Promise((settle) => setTimeout(settle, 200));
    expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(fake.toasts).toEqual([]);
    expect(screen.queryByText('Bem atualizado com sucesso!')).toBeNull();
  });

  it('turns the API’s request to confirm a value above the ceiling into a dialog, then saves confirmed', async () => {
    const fake = mountAsking();
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar o valor de aquisição' });
    expect(within(dialog).getByText(ASK)).toBeTruthy();
    // A question, not an error: no error toast.
    expect(fake.toasts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar com este valor' }));
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const puts = fake.calls
      .filter((c) => c.method === 'PUT')
      .map((c) => c.body as { confirmar_valor?: boolean });
    expect(puts.map((b) => b.confirmar_valor)).toEqual([undefined, true]);
    expect(await screen.findByText('Bem atualizado com sucesso!')).toBeTruthy();
  });
});
