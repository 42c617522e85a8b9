import { ALL_RULES } from '@gp/shared-contracts';
import { renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { BEM, patrimonioSession, UTILS } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const OBRA_ID = '0d6f3a52-6a43-4c1f-9b0e-3f2a1c4d5e6f';

describe("the asset's works", () => {
  it('links the works that made or improved the asset to their pages in the works area', async () => {
    api = startFakeApi((call) => {
      if (call.path === `/patrimonio/bempatrimonial/${BEM.id}`)
        return {
          status: 200,
          body: {
            ...BEM,
            obras: [
              { id: OBRA_ID, numero: '015/2025', objeto: 'Reforma da UBS Central', incorporacao: 'melhoria' },
            ],
          },
        };
      if (call.path === '/utils/bempatrimonial') return { status: 200, body: UTILS };
      return undefined;
    });
    renderArea(PatrimonioRoutes, {
      basePath: '/app/patrimonio',
      url: `/app/patrimonio/editar?id=${BEM.id}`,
      session: patrimonioSession([...ALL_RULES]),
    });
    const link = await screen.findByRole('link', { name: '015/2025 — Reforma da UBS Central' });
    expect(link.getAttribute('href')).toBe(`/app/obras/obra/editar?id=${OBRA_ID}`);
    expect(screen.getByText('(Melhoria)')).toBeTruthy();
  });
});
