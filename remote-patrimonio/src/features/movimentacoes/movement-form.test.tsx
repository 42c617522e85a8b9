import { GpProviders } from '@gp/shared-ui';
import { startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteProvider } from '../../session/remote-context.js';
import {
  ACEITE_TRANSFERENCIA_LOCAL,
  BEM,
  patrimonioSession,
  TRANSFERENCIA,
  UTILS,
} from '../../test/fixtures.js';
import { MovementForm } from './movement-form.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

function renderForm(onSaved = vi.fn()) {
  render(
    <GpProviders>
      <RemoteProvider
        basePath="/app/patrimonio"
        session={patrimonioSession(['assets:read', 'assets:update'])}
      >
        <MovementForm bem={BEM} utils={UTILS} onSaved={onSaved} onCancel={vi.fn()} />
      </RemoteProvider>
    </GpProviders>,
  );
  return onSaved;
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (el) => el.getAttribute('title') === option,
    );
    if (!found) throw new Error(`sem a opção ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('movement form against the API', () => {
  it("shows a refusal of the server (a closed month) as a toast with the server's message", async () => {
    const message = 'O exercício 11/2026 está fechado: não aceita movimentações.';
    api = startFakeApi((call) =>
      call.path === '/patrimonio/movimentacaobem/create'
        ? { status: 409, body: { status: 'Error', message, code: 'EXERCICIO_FECHADO' } }
        : undefined,
    );
    const onSaved = renderForm();
    await pick('Tipo de movimentação', 'Envio para manutenção');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar movimentação' }));

    await waitFor(() => expect(api?.toasts).toEqual([{ kind: 'error', message }]));
    expect(onSaved).not.toHaveBeenCalled();
    const sent = api.calls.find((c) => c.method === 'POST');
    expect(sent?.body).toMatchObject({ bempatrimonial_id: BEM.id, CodigoBEM: 7, TipoMovimentacao: 9 });
  });

  it('asks for the destination of a transfer before calling the API, sends it, and says whose aceite it waits for', async () => {
    api = startFakeApi((call) =>
      call.path === '/patrimonio/movimentacaobem/create'
        ? { status: 202, body: ACEITE_TRANSFERENCIA_LOCAL }
        : undefined,
    );
    const onSaved = renderForm();
    await pick('Tipo de movimentação', 'Transferência de local (secretaria/setor)');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar movimentação' }));
    expect(await screen.findByText('Informe a secretaria de destino.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await pick('Secretaria de destino', 'Secretaria Municipal de Educação');
    await pick('Setor de destino', 'Escola Municipal Centro');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar movimentação' }));
    await waitFor(() => expect(api?.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      TipoMovimentacao: 2,
      secretaria_id: UTILS.secretarias[1]?.id,
      setor_id: UTILS.setores[1]?.id,
    });
    // Nothing moved yet: the setor's head accepts it (in the app, or by the signed termo).
    expect(await screen.findByText('Transferência aguardando o aceite de Helena Prado.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver aceites' }).getAttribute('href')).toBe(
      '/app/patrimonio/aceites',
    );
    expect(onSaved).toHaveBeenCalledWith({ status: 202, body: ACEITE_TRANSFERENCIA_LOCAL });
  });

  it('says a direct movement was registered', async () => {
    api = startFakeApi((call) =>
      call.path === '/patrimonio/movimentacaobem/create' ? { status: 201, body: TRANSFERENCIA } : undefined,
    );
    const onSaved = renderForm();
    await pick('Tipo de movimentação', 'Transferência de local (secretaria/setor)');
    await pick('Secretaria de destino', 'Secretaria Municipal de Educação');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar movimentação' }));
    expect(await screen.findByText('Movimentação registrada com sucesso!')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith({ status: 201, body: TRANSFERENCIA });
  });

  it('does not ask a transfer or a baixa for the tipo de incorporação or the accounting account', async () => {
    api = startFakeApi(() => undefined);
    renderForm();
    for (const tipo of ['Transferência de local (secretaria/setor)', 'Baixa']) {
      await pick('Tipo de movimentação', tipo);
      expect(screen.queryByLabelText('Tipo de incorporação')).toBeNull();
      expect(screen.queryByLabelText('Conta contábil (PCASP)')).toBeNull();
      expect(screen.queryByText('Tipo de incorporação')).toBeNull();
    }
  });

  it('offers no incorporation and shows why a return is not possible now', async () => {
    api = startFakeApi(() => undefined);
    renderForm();
    fireEvent.mouseDown(screen.getByLabelText('Tipo de movimentação'));
    const list = await screen.findByRole('listbox');
    expect(within(document.body).queryByTitle('Incorporação')).toBeNull();
    expect(list).toBeTruthy();
    const retorno = document.querySelector('.ant-select-item-option[title="Retorno de manutenção"]');
    expect(retorno?.className).toContain('ant-select-item-option-disabled');
    expect(retorno?.textContent).toContain('Exige o bem na situação "Em manutenção".');
  });

  describe('a revaluation above the client’s ceiling', () => {
    const ASK =
      'O novo valor, R$ 9.999.999,00, passa do teto de plausibilidade de um bem deste cliente ' +
      '(R$ 1.000.000,00). Confira o valor: se estiver correto, confirme para salvar.';
    function askingApi() {
      return startFakeApi((call) => {
        if (call.path !== '/patrimonio/movimentacaobem/create') return undefined;
        if (!(call.body as { confirmar_valor?: boolean }).confirmar_valor)
          return {
            status: 409,
            body: { status: 'Error', message: ASK, code: 'CONFIRMAR_VALOR', confirmar: true },
          };
        return { status: 201, body: TRANSFERENCIA };
      });
    }
    async function sendRevaluation() {
      await pick('Tipo de movimentação', 'Reavaliação');
      fireEvent.change(await screen.findByLabelText('Novo valor'), { target: { value: '9999999,00' } });
      fireEvent.click(screen.getByRole('button', { name: 'Registrar movimentação' }));
      return screen.findByRole('dialog', { name: 'Confirmar valor' });
    }
    const posts = () =>
      api?.calls.filter((c) => c.method === 'POST').map((c) => c.body as { confirmar_valor?: boolean }) ?? [];

    it('asks with the API’s message and sends again confirmed', async () => {
      api = askingApi();
      const onSaved = renderForm();
      const dialog = await sendRevaluation();
      expect(within(dialog).getByText(ASK)).toBeTruthy();
      expect(api.toasts).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar valor' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(posts().map((b) => b.confirmar_valor)).toEqual([undefined, true]);
      expect(posts()[1]).toMatchObject({ TipoMovimentacao: 5, Valor: '9999999.00' });
    });

    it('saves nothing when cancelled and keeps the form as it was', async () => {
      api = askingApi();
      const onSaved = renderForm();
      const dialog = await sendRevaluation();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      // Time for a second request, were one sent.
      await new Promise((settle) => setTimeout(settle, 200));
      expect(posts()).toHaveLength(1);
      expect(onSaved).not.toHaveBeenCalled();
      expect(api.toasts).toEqual([]);
      expect((screen.getByLabelText('Novo valor') as HTMLInputElement).value).toBe('9999999,00');
    });
  });
});
