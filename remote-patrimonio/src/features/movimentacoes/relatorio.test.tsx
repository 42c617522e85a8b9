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
import { historicoPdfPath } from '../../components/pdf-button.js';
import { PatrimonioRoutes } from '../../routes.js';
import { BEM, BEM_ID, patrimonioSession, TRANSFERENCIA, UTILS } from '../../test/fixtures.js';
import { relatorioMovimentacoesPath } from './relatorio.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => {
  api?.stop();
  vi.restoreAllMocks();
});

/** A screen of the area with the movement calls answering and a window for the PDF (a stub `window.open`). */
function mount(url: string, extra: Parameters<typeof startFakeApi>[0] = () => undefined) {
  api = startFakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    const link = documentLinkReply(call);
    if (link) return link;
    if (call.path === '/patrimonio/movimentacaobem')
      return {
        status: 200,
        body: { data: [TRANSFERENCIA], total: 1, total_exato: true, page: 1, limit: 10 },
      };
    if (call.path === `/patrimonio/movimentacaobem/${BEM_ID}`) return { status: 200, body: [TRANSFERENCIA] };
    if (call.path === `/patrimonio/bempatrimonial/${BEM_ID}`) return { status: 200, body: BEM };
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
const pageReadThePdf = () =>
  api?.calls.some((c) => c.path.includes('/reports/') && !isDocumentProbe(c)) ?? false;

describe('the movement reports', () => {
  it('lists the movements and opens the report of the list’s filters', async () => {
    const { open, shown } = mount(
      '/app/patrimonio/movimentacoes?TipoMovimentacao=2&data_de=2026-11-01&data_ate=2026-11-30&page=2',
    );
    expect(await screen.findByText('Ana Lima', {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Relatório/ }));
    await waitFor(() => expect(shown()).not.toBeNull());
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(pageReadThePdf()).toBe(false);
    expect(shown()?.path).toBe('/patrimonio/bempatrimonial/reports/movimentacoes');
    expect(Object.fromEntries(shown()!.search)).toEqual({
      TipoMovimentacao: '2',
      data_de: '2026-11-01',
      data_ate: '2026-11-30',
    });
  });

  it('shows in place the job that makes a report of more than 200 pages (202): its pages, then its file', async () => {
    let reads = 0;
    const job = {
      id: 'job-1',
      tipo: 'exportacao',
      titulo: 'Exportação: Relatório de movimentações (PDF)',
      cliente_id: null,
      progresso: { feito: 120, total: 240, mensagem: 'Gerando a página 120 de 240' },
      erro: null,
      criado_em: '2026-11-27T12:00:00.000Z',
      iniciado_em: '2026-11-27T12:00:01.000Z',
      terminado_em: null,
    };
    const { target } = mount('/app/patrimonio/movimentacoes', (call) => {
      if (call.path === '/patrimonio/bempatrimonial/reports/movimentacoes')
        return { status: 202, body: { trabalho_id: 'job-1' } };
      if (call.path !== '/trabalhos/job-1') return undefined;
      reads++;
      return reads === 1
        ? { status: 200, body: { ...job, estado: 'executando', resultado: null } }
        : {
            status: 200,
            body: {
              ...job,
              estado: 'concluido',
              terminado_em: '2026-11-27T12:01:00.000Z',
              resultado: {
                quantidade: null,
                arquivo: {
                  nome: 'relatorio-movimentacoes.pdf',
                  tamanho: 1000,
                  link: '/trabalhos/job-1/arquivo',
                  expira_em: '2026-11-28T12:01:00.000Z',
                },
              },
            },
          };
    });
    expect(await screen.findByText('Ana Lima', {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Relatório/ }));
    expect(await screen.findByText('Gerando a página 120 de 240', {}, { timeout: 5000 })).toBeTruthy();
    expect(target.close).toHaveBeenCalled();
    expect(
      await screen.findByRole('button', { name: /Baixar relatorio-movimentacoes\.pdf/ }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('opens an asset’s history from its movements page', async () => {
    const { shown } = mount(`/app/patrimonio/movimentacao/${BEM_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: /Histórico \(PDF\)/ }, { timeout: 8000 }));
    await waitFor(() => expect(shown()).not.toBeNull());
    expect(shown()?.path).toBe(`/patrimonio/bempatrimonial/reports/movimentacoes/bem/${BEM_ID}`);
  });
});

describe('report paths', () => {
  it('keep the list’s filters and drop its page', () => {
    expect(relatorioMovimentacoesPath(new URLSearchParams('page=3&limit=10&TipoMovimentacao=4'))).toBe(
      'patrimonio/bempatrimonial/reports/movimentacoes?TipoMovimentacao=4',
    );
    expect(relatorioMovimentacoesPath(new URLSearchParams())).toBe(
      'patrimonio/bempatrimonial/reports/movimentacoes',
    );
    expect(historicoPdfPath('a b')).toBe('patrimonio/bempatrimonial/reports/movimentacoes/bem/a%20b');
  });
});
