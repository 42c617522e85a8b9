import { type Aceite, ALL_RULES } from '@gp/shared-contracts';
import { renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { CLIENTE, patrimonioSession } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const LOTE = '0b000000-0000-4000-8000-0000000000aa';
const aceite = (n: number, over: Partial<Aceite> = {}): Aceite => ({
  id: `0a000000-0000-4000-8000-00000000000${n}`,
  cliente_id: CLIENTE,
  tipo: 'cautela',
  estado: 'aceito',
  bem: { id: `0b000000-0000-4000-8000-00000000000${n}`, CodigoBEM: n, descricao: `Bem número ${n}` },
  responsavel: null,
  recebedor: { id: 'r1', nome: 'Ana Lima', matricula: null, cargo: null },
  motivo: 'Evento',
  destino: 'Praça central',
  data_prevista_retorno: '2026-02-10',
  forma: 'app',
  arquivo_id: null,
  motivo_recusa: null,
  decidido_em: null,
  devolvido_em: null,
  movimentacao_id: null,
  atrasada: false,
  pode_aceitar: false,
  pode_registrar_termo: false,
  pode_devolver: true,
  pode_emitir_termo_lote: false,
  lote: null,
  destino_local: null,
  created_at: '2026-01-05T12:00:00.000Z',
  ...over,
});
const FORA_1 = aceite(1);
const FORA_2 = aceite(2);
const PENDENTE = aceite(3, { estado: 'pendente', pode_devolver: false });

type Reply = { status: number; body: unknown };
function mount(rows: Aceite[], devolucao: () => Reply) {
  api = startFakeApi((call) => {
    if (call.method === 'GET' && call.path === '/patrimonio/carga/aceites')
      return { status: 200, body: { data: rows, total: rows.length, page: 1, limit: 10 } };
    if (call.method === 'POST' && call.path === '/patrimonio/carga/devolucao') return devolucao();
    return undefined;
  });
  renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url: '/app/patrimonio/aceites',
    session: patrimonioSession([...ALL_RULES]),
  });
}
const posted = () => api?.calls.find((c) => c.method === 'POST' && c.path === '/patrimonio/carga/devolucao');
const confirm = async () => {
  fireEvent.click(screen.getByRole('button', { name: /Registrar devolução$/ }));
  const pop = await screen.findByRole('tooltip');
  fireEvent.click(within(pop).getByRole('button', { name: 'Registrar' }));
};

describe('aceites page: cautelas returned at once', () => {
  it('chooses only the cautelas the API lets the caller return, and returns them in one call', async () => {
    mount([FORA_1, FORA_2, PENDENTE], () => ({
      status: 200,
      body: { cliente_id: CLIENTE, quantidade: 2 },
    }));
    const box = (n: number) =>
      screen.findByRole('checkbox', { name: `Selecionar cautela do bem ${n}` }, { timeout: 20_000 });
    expect(((await box(3)) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(await box(1));
    fireEvent.click(await box(2));
    expect(await screen.findByText('2 cautelas selecionadas')).toBeTruthy();
    await confirm();
    await waitFor(() => expect(posted()?.body).toEqual({ aceite_ids: [FORA_1.id, FORA_2.id] }));
    expect(await screen.findByText('Devolução registrada: 2 cautelas.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/cautelas selecionadas/)).toBeNull());
  });

  it('lists each asset a refused return names, and why: nothing was returned', async () => {
    mount([FORA_1, FORA_2], () => ({
      status: 409,
      body: {
        status: 'Error',
        code: 'LOTE_RECUSADO',
        message: 'Nenhuma devolução foi registrada: 1 de 2 bens não podem ser devolvidos.',
        recusas: [
          {
            bem_id: FORA_2.bem.id,
            CodigoBEM: 2,
            motivo: 'Só uma cautela aceita e ainda fora pode ser devolvida.',
          },
        ],
        recusados: 1,
      },
    }));
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Selecionar cautela do bem 1' }, { timeout: 20_000 }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar cautela do bem 2' }));
    await confirm();
    const list = await screen.findByRole('list', { name: 'Bens recusados' });
    expect(list.textContent).toBe('Bem 2: Só uma cautela aceita e ainda fora pode ser devolvida.');
    expect(screen.getByText('Nenhuma devolução foi registrada: 1 bem recusado.')).toBeTruthy();
    // The selection stays, to be corrected.
    expect(screen.getByText('2 cautelas selecionadas')).toBeTruthy();
  });

  it("returns a whole batch from its row, by the batch's id", async () => {
    const doLote = aceite(4, { lote: { id: LOTE, quantidade: 30 } });
    mount([doLote], () => ({ status: 200, body: { cliente_id: CLIENTE, quantidade: 30 } }));
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Registrar devolução do lote de 30 bens' },
        { timeout: 20_000 },
      ),
    );
    const pop = await screen.findByRole('tooltip');
    fireEvent.click(within(pop).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(posted()?.body).toEqual({ lote_id: LOTE }));
    expect(await screen.findByText('Devolução registrada: 30 cautelas.')).toBeTruthy();
  });

  it('offers no choice when no row can be returned by the caller', async () => {
    mount([PENDENTE], () => ({ status: 500, body: {} }));
    await screen.findByText('3 – Bem número 3', {}, { timeout: 20_000 });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
