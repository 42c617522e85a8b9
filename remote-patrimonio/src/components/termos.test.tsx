import { ALL_RULES, READ_RULES, TERMO_CODIGO_HEADER } from '@gp/shared-contracts';
import { documentLinkReply, documentWindow, renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatrimonioRoutes } from '../routes.js';
import {
  ADMINISTRACAO,
  BEM,
  BEM_ID,
  BEM_LIST_ITEM,
  patrimonioSession,
  TRANSFERENCIA,
  UTILS,
} from '../test/fixtures.js';
import { temTermo, termoResponsabilidadeBody } from './termos.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => {
  api?.stop();
  vi.restoreAllMocks();
});

const RESPONSAVEL = {
  ...TRANSFERENCIA,
  id: 'd6f4b9c5-8e0a-4b1d-8f3e-4a5b6c7d8e9f',
  tipo: { id: 3, descricao: 'Mudança de responsável', efeito: 'responsavel' },
};

/** A screen of the area with the termo calls answering a PDF and a window for it (a stub `window.open`). */
function mount(url: string, rules: readonly string[] = ALL_RULES) {
  api = startFakeApi((call) => {
    const link = documentLinkReply(call);
    if (link) return link;
    if (call.path === '/patrimonio/bempatrimonial')
      return {
        status: 200,
        body: { data: [BEM_LIST_ITEM], total: 1, total_exato: true, page: 1, limit: 10 },
      };
    if (call.path === `/patrimonio/movimentacaobem/${BEM_ID}`)
      return { status: 200, body: [TRANSFERENCIA, RESPONSAVEL] };
    if (call.path === `/patrimonio/bempatrimonial/${BEM_ID}`) return { status: 200, body: BEM };
    if (call.path === '/utils/bempatrimonial') return { status: 200, body: UTILS };
    if (call.method === 'POST' && call.path.includes('termo'))
      return { status: 200, body: '%PDF-1.7', headers: { [TERMO_CODIGO_HEADER]: CODIGO } };
    return undefined;
  });
  const { open, target, shown } = documentWindow();
  renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url,
    session: patrimonioSession([...rules]),
  });
  return { open, target, shown };
}

/** The termo issued is opened again by its code, in its window (decision 041). */
const CODIGO = 'ABCD-EFGH-JKLM-NPQR';
const REPRINT = `/patrimonio/bempatrimonial/termos/${CODIGO}`;

const termoCall = () => api?.calls.find((c) => c.method === 'POST' && c.path.includes('termo'));

describe('termos from the screens', () => {
  it('issues the termo of a transfer from its row; other movements have none', async () => {
    const { shown } = mount(`/app/patrimonio/movimentacao/${BEM_ID}`);
    const buttons = await screen.findAllByRole(
      'button',
      { name: /Emitir termo da movimentação/ },
      { timeout: 8000 },
    );
    // The transfer has one; the change of holder has none.
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(shown()?.path).toBe(REPRINT));
    expect(termoCall()?.path).toBe(`/patrimonio/movimentacaobem/${TRANSFERENCIA.id}/termo`);
  });

  it('offers no termo to a read-only role', async () => {
    mount(`/app/patrimonio/movimentacao/${BEM_ID}`, READ_RULES);
    expect((await screen.findAllByText('Ana Lima', {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Emitir termo/ })).toBeNull();
  });

  it('issues a termo de responsabilidade of the rows chosen on the asset list', async () => {
    const { shown } = mount('/app/patrimonio');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar bem 7' }, { timeout: 8000 }));
    fireEvent.click(await screen.findByRole('button', { name: /Termo de responsabilidade/ }));
    await screen.findByRole('dialog', { name: 'Termo de responsabilidade' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Responsável' }), {
      target: { value: ' Carla Dias ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Emitir termo' }));
    await waitFor(() => expect(shown()?.path).toBe(REPRINT));
    expect(termoCall()?.path).toBe('/patrimonio/bempatrimonial/termos/responsabilidade');
    expect(termoCall()?.body).toEqual({ responsavel: 'Carla Dias', bem_ids: [BEM_ID] });
  });
});

describe('termo rules', () => {
  it('has a termo for a transfer or a baixa not reversed', () => {
    expect(temTermo(TRANSFERENCIA)).toBe(true);
    expect(temTermo({ ...TRANSFERENCIA, estornada_por_id: 'x' })).toBe(false);
    expect(temTermo({ tipo: { efeito: 'baixa' }, estornada_por_id: null })).toBe(true);
    expect(temTermo(RESPONSAVEL)).toBe(false);
  });

  it('sends the chosen assets, or else the filtered setor', () => {
    expect(
      termoResponsabilidadeBody(
        { responsavel: ' Ana ', identificacao: ' ' },
        { bemIds: ['b1'], setorId: ADMINISTRACAO, clienteId: null },
      ),
    ).toEqual({ responsavel: 'Ana', bem_ids: ['b1'] });
    expect(
      termoResponsabilidadeBody(
        { responsavel: 'Ana', identificacao: 'Mat. 1' },
        { bemIds: [], setorId: 's1', clienteId: 'c1' },
      ),
    ).toEqual({ responsavel: 'Ana', identificacao: 'Mat. 1', setor_id: 's1', cliente_id: 'c1' });
  });
});
