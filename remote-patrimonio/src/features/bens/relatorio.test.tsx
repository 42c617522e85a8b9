import { ALL_RULES } from '@gp/shared-contracts';
import {
  documentLinkReply,
  documentWindow,
  isDocumentProbe,
  renderArea,
  startFakeApi,
} from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { BEM_LIST_ITEM, patrimonioSession, UTILS } from '../../test/fixtures.js';
import { relatorioPath } from './relatorio.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => {
  api?.stop();
  vi.restoreAllMocks();
});

/** The asset list, with the report calls answering a PDF and a window for it (a stub `window.open`). */
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
/** A probe (does the report need a job?) reads no PDF: the window does, by the signed link. */
const pageReadThePdf = () =>
  api?.calls.some((c) => c.path.includes('/reports/') && !isDocumentProbe(c)) ?? false;

describe('the register report from the asset list', () => {
  it('opens the report of the session’s application with the list’s current filters in a new window', async () => {
    const { open, shown } = mount('/app/patrimonio?situacao=em_uso&search=mesa&page=2&sort=descricao');
    fireEvent.click(await screen.findByRole('button', { name: 'Relatório' }, { timeout: 8000 }));
    fireEvent.click(await screen.findByText('Relatório de bens'));
    await waitFor(() => expect(shown()).not.toBeNull());
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(pageReadThePdf()).toBe(false);
    expect(shown()?.path).toBe('/patrimonio/bempatrimonial/reports/aplicacao/app-1');
    expect(Object.fromEntries(shown()!.search)).toEqual({ search: 'mesa', situacao: 'em_uso' });
  });

  it('opens the report with photos', async () => {
    const { shown } = mount('/app/patrimonio');
    fireEvent.click(await screen.findByRole('button', { name: 'Relatório' }, { timeout: 8000 }));
    fireEvent.click(await screen.findByText('Relatório com fotos'));
    await waitFor(() => expect(shown()).not.toBeNull());
    expect(shown()?.path).toBe('/patrimonio/bempatrimonial/reports/withImage/aplicacao/app-1');
  });
});

describe('relatorioPath', () => {
  it('keeps the filters and drops page and sort', () => {
    const query = new URLSearchParams(
      'page=3&limit=10&sort=descricao&order=desc&secretaria_id=s1&cliente_id=c1',
    );
    expect(relatorioPath('a b', query, false)).toBe(
      'patrimonio/bempatrimonial/reports/aplicacao/a%20b?secretaria_id=s1&cliente_id=c1',
    );
    expect(relatorioPath('app', new URLSearchParams(), true)).toBe(
      'patrimonio/bempatrimonial/reports/withImage/aplicacao/app',
    );
  });
});
