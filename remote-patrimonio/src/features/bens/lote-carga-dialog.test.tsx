import { ALL_RULES, type Servidor } from '@gp/shared-contracts';
import { renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { BEM, BEM_LIST_ITEM, patrimonioSession, UTILS } from '../../test/fixtures.js';
import { loteCargaBody } from './lote.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const LOTE_ID = '9f0c7a52-1111-4222-8333-444455556677';
const ANA = '0b7e4a2c-5d6f-4a8b-9c0d-1e2f3a4b5c6d';
const ANA_SERVIDOR: Servidor = {
  id: ANA,
  cliente_id: BEM.cliente_id,
  user_id: null,
  nome: 'Ana Lima',
  cpf: null,
  matricula: '1001',
  cargo: null,
  cpf_informado: false,
  tem_login: false,
  usuario: null,
  ativo: true,
  user_id_inativa: null,
  motivo: null,
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: '2026-01-05T12:00:00.000Z',
} as Servidor;

/** The asset list with the carga's batch call answering `lote` (a status and a body). */
function mount(lote: { status: number; body: unknown }, rules: string[] = [...ALL_RULES]) {
  api = startFakeApi((call) => {
    if (call.path === '/patrimonio/bempatrimonial')
      return {
        status: 200,
        body: { data: [BEM_LIST_ITEM], total: 1, total_exato: true, page: 1, limit: 10 },
      };
    if (call.path === '/utils/bempatrimonial') return { status: 200, body: UTILS };
    if (call.path === '/patrimonio/servidor')
      return { status: 200, body: { data: [ANA_SERVIDOR], total: 1, page: 1, limit: 20 } };
    if (call.path === `/patrimonio/servidor/${ANA}`) return { status: 200, body: ANA_SERVIDOR };
    if (call.path === '/patrimonio/carga/lote') return lote;
    return undefined;
  });
  renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url: '/app/patrimonio',
    session: patrimonioSession(rules),
  });
}
const batchCall = () => api?.calls.find((c) => c.path === '/patrimonio/carga/lote');

/** Chooses the servidor in the dialog's receiver look-up (its options come from the servidores search). */
async function pickServidor(label: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await waitFor(
    () => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].findLast((el) =>
        el.textContent?.startsWith('Ana Lima'),
      );
      if (!found) throw new Error('sem a opção Ana Lima');
      return found;
    },
    // The options come from a debounced search: past waitFor's 1 s on a loaded machine.
    { timeout: 10_000 },
  );
  fireEvent.click(item);
}

describe('the carga batches of the asset list (cautela, transfer of responsibility)', () => {
  it('asks the transfer of responsibility of the chosen assets to one servidor, and says it waits for the aceite', async () => {
    mount({
      status: 201,
      body: {
        id: LOTE_ID,
        cliente_id: BEM.cliente_id,
        tipo: 'transferencia',
        recebedor: { id: ANA, nome: 'Ana Lima', matricula: '1001', cargo: null },
        quantidade: 1,
      },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar bem 7' }, { timeout: 8000 }));
    fireEvent.click(screen.getByRole('button', { name: /Transferir responsabilidade/ }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Transferir a responsabilidade de bens em lote' }),
    );
    // A transfer asks no destination nor return.
    expect(dialog.queryByLabelText('Destino')).toBeNull();
    await pickServidor('Novo responsável');
    fireEvent.click(dialog.getByRole('button', { name: 'Pedir transferência' }));
    expect(
      await screen.findByText(
        'Transferência de responsabilidade em lote pedida: 1 bem aguarda o aceite de Ana Lima.',
      ),
    ).toBeTruthy();
    expect(batchCall()?.body).toEqual({ tipo: 'transferencia', recebedor_id: ANA, bem_ids: [BEM.id] });
  });

  it('asks a cautela its receiver, reason, destination and return before any call', async () => {
    mount({ status: 500, body: {} });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar bem 7' }, { timeout: 8000 }));
    fireEvent.click(screen.getByRole('button', { name: /Cautela$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cautela de bens em lote' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Pedir cautela' }));
    expect(await dialog.findByText('Informe o recebedor.')).toBeTruthy();
    expect(dialog.getByText('Informe o destino.')).toBeTruthy();
    expect(dialog.getByText('Informe a data prevista de retorno.')).toBeTruthy();
    expect(dialog.getByText('Informe o motivo.')).toBeTruthy();
    expect(batchCall()).toBeUndefined();
  });

  it('keeps the dialog open with each refused asset and why (an asset already in an open cautela)', async () => {
    mount({
      status: 409,
      body: {
        status: 'Error',
        code: 'LOTE_RECUSADO',
        message: 'Nenhum pedido foi registrado: 1 de 2 bens não podem entrar no lote.',
        recusados: 1,
        recusas: [
          {
            bem_id: BEM.id,
            CodigoBEM: 7,
            motivo: 'O bem já está fora, em cautela: registre a devolução antes.',
          },
        ],
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: /Transferir responsabilidade/ }, { timeout: 8000 }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Transferir a responsabilidade de bens em lote' }),
    );
    await pickServidor('Novo responsável');
    fireEvent.click(dialog.getByRole('button', { name: 'Pedir transferência' }));
    const list = await screen.findByRole('list', { name: 'Bens recusados' });
    expect(list.textContent).toContain('Bem 7: O bem já está fora, em cautela: registre a devolução antes.');
    expect(batchCall()?.body).toEqual({
      tipo: 'transferencia',
      recebedor_id: ANA,
      filtros: {},
    });
  });

  it('builds the cautela body from the form, the list filters when all filtered are chosen', () => {
    expect(
      loteCargaBody(
        'cautela',
        {
          alcance: 'filtros',
          servidor_id: ANA,
          motivo: ' Evento ',
          destino: ' Praça ',
          data_prevista_retorno: dayjs('2026-12-20'),
        },
        { selected: [], listQuery: new URLSearchParams('situacao=em_uso&page=2&limit=10') },
      ),
    ).toEqual({
      tipo: 'cautela',
      recebedor_id: ANA,
      motivo: 'Evento',
      destino: 'Praça',
      data_prevista_retorno: '2026-12-20',
      filtros: { situacao: 'em_uso' },
    });
  });

  it('offers the carga batches only with custody:create, the rule the API enforces', async () => {
    mount({ status: 403, body: {} }, ['assets:read', 'assets:update']);
    await screen.findByRole('checkbox', { name: 'Selecionar bem 7' }, { timeout: 8000 });
    await waitFor(() => expect(screen.getByRole('button', { name: /Transferir$/ })).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Transferir responsabilidade/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cautela$/ })).toBeNull();
  });
});
