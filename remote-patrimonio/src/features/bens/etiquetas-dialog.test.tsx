import { ALL_RULES } from '@gp/shared-contracts';
import { documentLinkReply, documentWindow, renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { BEM, BEM_LIST_ITEM, patrimonioSession, UTILS } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => {
  api?.stop();
  vi.restoreAllMocks();
});

/** The asset list, with the labels calls answering a PDF and a window for it (a stub `window.open`). */
function mount(url: string) {
  api = startFakeApi((call) => {
    const link = documentLinkReply(call);
    if (link) return link;
    if (call.path === '/patrimonio/bempatrimonial')
      return {
        status: 200,
        body: { data: [BEM_LIST_ITEM], total: 1, total_exato: true, page: 1, limit: 10 },
      };
    if (call.path === '/utils/bempatrimonial') return { status: 200, body: UTILS };
    if (call.path === `/patrimonio/bempatrimonial/${BEM.id}`) return { status: 200, body: BEM };
    return undefined;
  });
  const { open, target, shown } = documentWindow();
  renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url,
    session: patrimonioSession([...ALL_RULES]),
  });
  return { open, target, shown };
}

/** The page never reads the PDF itself: its window does, by the signed link (decision 041). */
const pageReadThePdf = () => api?.calls.some((c) => c.path.includes('/reports/')) ?? false;

describe('labels from the asset list and the asset page', () => {
  it('opens one asset’s label in a new window from its page', async () => {
    const { open, shown } = mount(`/app/patrimonio/editar?id=${BEM.id}`);
    fireEvent.click(await screen.findByRole('button', { name: /Imprimir etiqueta$/ }, { timeout: 8000 }));
    await waitFor(() => expect(shown()).not.toBeNull());
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(pageReadThePdf()).toBe(false);
    expect(shown()?.path).toBe(`/patrimonio/bempatrimonial/reports/etiqueta/${BEM.id}`);
  });

  it('prints the chosen rows on a used Pimaco sheet from the chosen position', async () => {
    const { shown } = mount('/app/patrimonio');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar bem 7' }));
    expect(await screen.findByText('1 bem selecionado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Imprimir etiquetas$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Imprimir etiquetas' });
    expect(dialog.textContent).toContain('Selecionados na lista (1 bem)');
    const inicio = screen.getByRole('spinbutton', { name: 'Posição da primeira etiqueta' });
    fireEvent.change(inicio, { target: { value: '29' } });
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(shown()).not.toBeNull());
    const call = shown();
    expect(call?.path).toBe('/patrimonio/bempatrimonial/reports/etiquetas');
    expect(Object.fromEntries(call!.search)).toEqual({ ids: BEM.id, folha: 'pimaco6180', inicio: '29' });
  });

  it('prints everything the current filters match, on the thermal roll', async () => {
    const { shown } = mount('/app/patrimonio?situacao=em_uso&search=mesa&page=2&sort=descricao');
    fireEvent.click(await screen.findByRole('button', { name: /Imprimir etiquetas$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Imprimir etiquetas' }));
    const todos = dialog.getByRole('radio', { name: /Todos os bens dos filtros atuais \(1 bem\)/ });
    expect(todos).toHaveProperty('checked', true);
    expect(dialog.getByRole('radio', { name: /nenhum selecionado/ })).toHaveProperty('disabled', true);
    fireEvent.click(dialog.getByRole('radio', { name: /Rolo térmico 50 × 30 mm/ }));
    await waitFor(() => expect(dialog.queryByRole('spinbutton')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(shown()).not.toBeNull());
    expect(Object.fromEntries(shown()!.search)).toEqual({
      search: 'mesa',
      situacao: 'em_uso',
      folha: 'termica50x30',
    });
  });
});
