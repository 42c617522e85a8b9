import { currentUrl, startFakeApi } from '@gp/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OBRA, page, renderObras, suporte } from './test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

describe('the works area routes (support and hasObras)', () => {
  it('opens /app/obras on the works', async () => {
    api = startFakeApi((call) => (call.path === '/obras/obra' ? page([OBRA]) : undefined));
    renderObras('/app/obras');
    await waitFor(() => expect(currentUrl()).toBe('/app/obras/obra'));
    expect(await screen.findByText('Consulte abaixo as obras cadastradas')).toBeTruthy();
  });

  it('answers 403 in Portuguese to support without hasObras, and 404 to an unknown screen', async () => {
    api = startFakeApi(() => undefined);
    const { unmount } = renderObras('/app/obras/medicao', suporte(false));
    expect(screen.getByText('Acesso negado')).toBeTruthy();
    unmount();
    renderObras('/app/obras/desconhecida');
    expect(await screen.findByText('Página não encontrada')).toBeTruthy();
  });
});
