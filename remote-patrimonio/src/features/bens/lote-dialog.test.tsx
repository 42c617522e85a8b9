import { ALL_RULES } from '@gp/shared-contracts';
import { renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import {
  ACEITE_TRANSFERENCIA_LOCAL,
  BEM,
  BEM_LIST_ITEM,
  patrimonioSession,
  UTILS,
} from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const LOTE_ID = '9f0c7a52-1111-4222-8333-444455556666';

/** The asset list with the batch call answering `lote` (a status and a body). */
function mount(url: string, lote: { status: number; body: unknown }, rules = [...ALL_RULES]) {
  api = startFakeApi((call) => {
    if (call.path === '/patrimonio/bempatrimonial')
      return {
        status: 200,
        body: { data: [BEM_LIST_ITEM], total: 1, total_exato: true, page: 1, limit: 10 },
      };
    if (call.path === '/utils/bempatrimonial') return { status: 200, body: UTILS };
    if (call.path === '/patrimonio/movimentacaobem/lote') return lote;
    return undefined;
  });
  renderArea(PatrimonioRoutes, { basePath: '/app/patrimonio', url, session: patrimonioSession(rules) });
}
/** Chooses `option` of the select labelled `label` (antd renders its options in a portal). */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await waitFor(() => {
    // The last one: the dropdown just opened (the list's filters have selects with the same options).
    const found = [...document.querySelectorAll('.ant-select-item-option')].findLast(
      (el) => el.getAttribute('title') === option,
    );
    if (!found) throw new Error(`sem a opção ${option}`);
    return found;
  });
  fireEvent.click(item);
}
const batchCall = () => api?.calls.find((c) => c.path === '/patrimonio/movimentacaobem/lote');

describe('batch movements from the asset list', () => {
  it('transfers everything the filters match and shows the result with its termo', async () => {
    mount('/app/patrimonio?situacao=em_uso&page=2', {
      status: 201,
      body: {
        id: LOTE_ID,
        cliente_id: BEM.cliente_id,
        tipo: { id: 2, descricao: 'Transferência', efeito: 'transferencia' },
        Data: '2026-11-28T10:00:00.000Z',
        quantidade: 1,
        valor_total: '100.00',
        termo: `/patrimonio/movimentacaobem/lote/${LOTE_ID}/termo`,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Transferir$/ }, { timeout: 8000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Transferir bens em lote' }));
    expect(dialog.getByRole('radio', { name: 'Aplicar a todos os filtrados (1 bem)' })).toHaveProperty(
      'checked',
      true,
    );
    await pick('Secretaria de destino', 'Secretaria Municipal de Educação');
    fireEvent.click(dialog.getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText('Transferência em lote registrada: 1 bem.')).toBeTruthy();
    expect(batchCall()?.body).toEqual({
      TipoMovimentacao: 2,
      secretaria_id: UTILS.secretarias[1]!.id,
      filtros: { situacao: 'em_uso' },
    });
    expect(screen.getByRole('button', { name: /Emitir termo/ })).toBeTruthy();
  });

  it('a transfer to another setor: says whose aceite the batch waits for, with the link to the aceites', async () => {
    mount('/app/patrimonio', {
      status: 202,
      body: {
        id: LOTE_ID,
        cliente_id: BEM.cliente_id,
        tipo: { id: 2, descricao: 'Transferência', efeito: 'transferencia' },
        Data: '2026-11-28T10:00:00.000Z',
        quantidade: 1,
        valor_total: '100.00',
        recebedor: ACEITE_TRANSFERENCIA_LOCAL.recebedor,
        aceite: { ...ACEITE_TRANSFERENCIA_LOCAL, lote: { id: LOTE_ID, quantidade: 1 } },
        aceite_ids: [ACEITE_TRANSFERENCIA_LOCAL.id],
      },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar bem 7' }, { timeout: 8000 }));
    fireEvent.click(screen.getByRole('button', { name: /Transferir$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Transferir bens em lote' }));
    await pick('Secretaria de destino', 'Secretaria Municipal de Educação');
    await pick('Setor de destino', 'Escola Municipal Centro');
    fireEvent.click(dialog.getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText('Transferência aguardando o aceite de Helena Prado.')).toBeTruthy();
    expect(screen.getByText('1 bem em lote: será movimentado quando o aceite for registrado.')).toBeTruthy();
    expect(batchCall()?.body).toEqual({
      TipoMovimentacao: 2,
      secretaria_id: UTILS.secretarias[1]!.id,
      setor_id: UTILS.setores[1]!.id,
      bem_ids: [BEM.id],
    });
    // Nothing moved yet: no termo to issue until the aceite.
    expect(screen.queryByRole('button', { name: /Emitir termo/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ver aceites' })).toBeTruthy();
  });

  it('keeps the dialog open with each refused asset and why, when the API refuses the batch', async () => {
    mount('/app/patrimonio', {
      status: 409,
      body: {
        status: 'Error',
        code: 'LOTE_RECUSADO',
        message: 'Nenhum bem foi movimentado: 1 de 1 bem não pode ser movimentados.',
        recusados: 1,
        recusas: [{ bem_id: BEM.id, CodigoBEM: 7, motivo: 'O bem está baixado.' }],
      },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar bem 7' }, { timeout: 8000 }));
    fireEvent.click(screen.getByRole('button', { name: /Baixar$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Baixar bens em lote' }));
    expect(dialog.getByRole('radio', { name: 'Selecionados na lista (1 bem)' })).toHaveProperty(
      'checked',
      true,
    );
    await pick('Motivo da baixa', 'Extravio');
    fireEvent.click(dialog.getByRole('button', { name: 'Baixar' }));
    const list = await screen.findByRole('list', { name: 'Bens recusados' });
    expect(list.textContent).toContain('Bem 7: O bem está baixado.');
    expect(batchCall()?.body).toEqual({ TipoMovimentacao: 4, MotivoBaixa: 5, bem_ids: [BEM.id] });
  });

  it('offers no batch action to a caller who may not move assets', async () => {
    mount('/app/patrimonio', { status: 403, body: {} }, ['assets:read']);
    await screen.findByRole('checkbox', { name: 'Selecionar bem 7' }, { timeout: 8000 });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Transferir$/ })).toBeNull());
    expect(screen.queryByRole('button', { name: /Baixar$/ })).toBeNull();
  });
});
