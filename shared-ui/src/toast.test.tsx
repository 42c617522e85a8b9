// @vitest-environment jsdom
import './test-setup.js';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GpProviders } from './providers/gp-providers.js';
import { CHECK_FIELDS_TEXT, type Toast, useToast } from './toast.js';

let toast: Toast | null = null;
function Probe() {
  toast = useToast();
  return null;
}

describe('toasts', () => {
  it('closes the form’s stale "check the fields" error when the save succeeds, and shows it once', async () => {
    render(
      <GpProviders>
        <Probe />
      </GpProviders>,
    );
    act(() => {
      toast!.checkFields();
      toast!.checkFields();
    });
    await waitFor(() => expect(screen.getAllByText(CHECK_FIELDS_TEXT)).toHaveLength(1));
    act(() => toast!.success('Bem atualizado com sucesso!'));
    expect(await screen.findByText('Bem atualizado com sucesso!')).toBeTruthy();
    // Closed: jsdom runs no CSS animation, so the notice stays in its leaving state instead of unmounting.
    const leaving = (text: string) =>
      screen.queryByText(text)?.closest('.ant-notification-notice-wrapper')?.className.includes('-leave') ??
      true;
    await waitFor(() => expect(leaving(CHECK_FIELDS_TEXT)).toBe(true));
    expect(leaving('Bem atualizado com sucesso!')).toBe(false);
  });

  it('shows an error’s link under the message; a click asks the host to navigate', async () => {
    const navigate = vi.fn();
    window.addEventListener('gp:navigate:request', navigate);
    render(
      <GpProviders>
        <Probe />
      </GpProviders>,
    );
    act(() =>
      toast!.error('mês já depreciado', {
        href: '/app/patrimonio/depreciacao?ano=2026',
        label: 'Abrir a depreciação de 2026',
      }),
    );
    const link = await screen.findByRole('link', { name: 'Abrir a depreciação de 2026' });
    expect(link.getAttribute('href')).toBe('/app/patrimonio/depreciacao?ano=2026');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledTimes(1);
    window.removeEventListener('gp:navigate:request', navigate);
  });
});
