import { ALL_RULES, READ_RULES, type SessionSnapshot } from '@gp/shared-contracts';
import { renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatrimonioRoutes } from './routes.js';
import { BEM_LIST_ITEM, patrimonioSession, UTILS } from './test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

function mount(path: string, session: SessionSnapshot, base = '/app/patrimonio') {
  api = startFakeApi((call) => {
    if (call.path === '/patrimonio/bempatrimonial')
      return {
        status: 200,
        body: { data: [BEM_LIST_ITEM], total: 1, total_exato: true, page: 1, limit: 10 },
      };
    if (call.path === '/utils/bempatrimonial') return { status: 200, body: UTILS };
    if (call.path === '/xml') return { status: 200, body: { data: [], total: 0, page: 1, limit: 10 } };
    return undefined;
  });
  renderArea(PatrimonioRoutes, { basePath: base, url: path, session });
}

const admin = patrimonioSession([...ALL_RULES]);
const consulta = patrimonioSession([...READ_RULES]);

describe('patrimônio routes and controls by access', () => {
  it('shows the asset list with its write controls to a role that may write', async () => {
    mount('/app/patrimonio', admin);
    expect(await screen.findByText('Mesa de escritório em L')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Adicionar/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar bem 7' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Movimentar bem 7' })).toBeTruthy();
    // Acquisition and current value, in reais.
    expect(screen.getAllByText('R$ 1.234,56', { selector: 'td' })).toHaveLength(2);
  });

  it('shows consulta the list and the way to the details, without create, edit or movement controls', async () => {
    mount('/app/patrimonio', consulta);
    expect(await screen.findByText('Mesa de escritório em L')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Adicionar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar bem 7' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Movimentar bem 7' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Detalhes do bem 7' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anexos do bem 7' })).toBeTruthy();
  });

  it('answers a write route with the Portuguese 403 and calls nothing', async () => {
    mount('/app/patrimonio/criar', consulta);
    expect(await screen.findByText('Acesso negado')).toBeTruthy();
    expect(
      screen.getByText('Você não tem permissão para acessar esta página com o local selecionado.'),
    ).toBeTruthy();
    expect(api?.calls).toEqual([]);
  });

  it('closes the whole area to a location without hasPatrimonio', async () => {
    const local = admin.local;
    if (!local) throw new Error('sem local');
    mount('/app/patrimonio/fornecedor', {
      ...admin,
      local: { ...local, permissions: { ...local.permissions, hasPatrimonio: false } },
    });
    expect(await screen.findByText('Acesso negado')).toBeTruthy();
  });

  it('knows no page outside its routes', async () => {
    mount('/app/patrimonio/inexistente', admin);
    expect(await screen.findByText('Página não encontrada')).toBeTruthy();
  });

  it('mounts the XML area under /app/xml with its own screens, not the asset ones', async () => {
    mount('/app/xml', admin, '/app/xml');
    expect(await screen.findByRole('heading', { name: 'XML' })).toBeTruthy();
    await waitFor(() => expect(api?.calls.some((c) => c.path === '/xml')).toBe(true));
    expect(api?.calls.some((c) => c.path.startsWith('/patrimonio/'))).toBe(false);
  });

  it('knows no asset page under /app/xml and no XML page under /app/patrimonio', async () => {
    mount('/app/xml/editar/1', admin, '/app/xml');
    expect(await screen.findByText('Página não encontrada')).toBeTruthy();
    cleanup();
    api?.stop();
    mount('/app/patrimonio/xml', admin);
    expect(await screen.findByText('Página não encontrada')).toBeTruthy();
  });

  it('closes the XML area to a role without the xmls read rule', async () => {
    mount('/app/xml', patrimonioSession(['assets:read']), '/app/xml');
    expect(await screen.findByText('Acesso negado')).toBeTruthy();
    expect(api?.calls).toEqual([]);
  });

  it('sends the list its page and filters from the URL', async () => {
    mount('/app/patrimonio?situacao=ocioso&page=2&sort=descricao&order=desc', admin);
    await waitFor(() => expect(api?.calls.some((c) => c.path === '/patrimonio/bempatrimonial')).toBe(true));
    const call = api?.calls.find((c) => c.path === '/patrimonio/bempatrimonial');
    expect(call?.search.toString()).toBe('page=2&limit=10&situacao=ocioso&sort=descricao&order=desc');
  });
});
