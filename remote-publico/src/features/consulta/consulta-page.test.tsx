import { completeCnpj } from '@gp/shared-contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../test/render.js';

afterEach(() => vi.unstubAllGlobals());

describe('the query page (/publico)', () => {
  it('masks the alphanumeric CNPJ as typed and opens its page', async () => {
    fakeApi({});
    renderAt('/publico');
    expect(
      await screen.findAllByRole('heading', { level: 1, name: 'Consultar o patrimônio de uma entidade' }),
    ).toHaveLength(1);
    const user = userEvent.setup();
    const input = screen.getByLabelText('CPF ou CNPJ da entidade');
    const cnpj = completeCnpj('12ABC3450001');
    await user.type(input, cnpj.toLowerCase());
    expect((input as HTMLInputElement).value).toBe(`12.ABC.345/0001-${cnpj.slice(12)}`);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/publico/transparencia/${cnpj}`));
  });

  it('says why a document is refused, tied to the field', async () => {
    fakeApi({});
    renderAt('/publico');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('CPF ou CNPJ da entidade'), '123');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Informe um CPF (11 dígitos) ou um CNPJ (14 caracteres).');
    const input = screen.getByLabelText('CPF ou CNPJ da entidade');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(window.location.pathname).toBe('/publico');
  });

  it('an unknown address is "Página não encontrada"', async () => {
    fakeApi({});
    renderAt('/publico/outra-coisa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
  });
});
