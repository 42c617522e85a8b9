import { ALL_RULES } from '@gp/shared-contracts';
import { renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { BEM, patrimonioSession, UTILS } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const open = (bem: typeof BEM) => {
  api = startFakeApi((call) => {
    if (call.path === `/patrimonio/bempatrimonial/${BEM.id}`) return { status: 200, body: bem };
    if (call.path === '/utils/bempatrimonial') return { status: 200, body: UTILS };
    return undefined;
  });
  renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url: `/app/patrimonio/editar?id=${BEM.id}`,
    session: patrimonioSession([...ALL_RULES]),
  });
};

describe("the asset's overdue cautela", () => {
  it('says since when, where and with whom, and links the late cautelas', async () => {
    open({
      ...BEM,
      cautela_vencida: {
        aceite_id: '5b0c2d7e-1f3a-4c5d-8e9f-0a1b2c3d4e5f',
        data_prevista_retorno: '2026-01-31',
        destino: 'Oficina do Zé',
        recebedor: 'Maria Souza',
      },
    });
    expect(
      await screen.findByText('Cautela vencida desde 31/01/2026 — destino Oficina do Zé, com Maria Souza'),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Aceites e cautelas' });
    expect(link.getAttribute('href')).toBe('/app/patrimonio/aceites?atrasadas=true');
  });

  it('shows nothing for an asset without one', async () => {
    open(BEM);
    await screen.findAllByText(/Bem 1|Editar bem/);
    expect(screen.queryByText(/Cautela vencida/)).toBeNull();
  });
});
