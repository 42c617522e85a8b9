import type { Item, Planilha } from '@gp/shared-contracts';
import { startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OBRA, OBRA_DETAIL, OBRA_ID, page, renderObras } from '../../test/fixtures.js';
import { itensMedidos, quantidadeDigitada, valorDoItem } from './itens-medicao.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const item = (over: Partial<Item>): Item => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  ordem: 1,
  codigo: 'A',
  descricao: 'Serviço A',
  unidade: 'm2',
  quantidade: '100',
  preco_unitario: '10.01',
  bdi: '25.00',
  preco_com_bdi: '12.51',
  total: '1251.00',
  quantidade_medida: '40',
  saldo_quantidade: '60',
  valor_medido: '500.40',
  global: false,
  ...over,
});
const B = 'b0000000-0000-4000-8000-000000000002';
const PLANILHA: Planilha = {
  obra_id: OBRA_ID,
  bdi: '25.00',
  itens: [
    item({ id: 'c0000000-0000-4000-8000-000000000003', codigo: 'MEDICAO-GLOBAL', global: true }),
    item({}),
    item({
      id: B,
      codigo: 'B',
      descricao: 'Serviço B',
      unidade: 'un',
      quantidade: '10.5',
      preco_com_bdi: '1000.03',
    }),
  ],
  total: '11751.32',
  valor_medido: '500.40',
};
const REFUSAL = 'A quantidade do item A (61) passaria da contratada: saldo de 60 m2.';

function mount(create: () => { status: number; body: unknown }) {
  api = startFakeApi((call) => {
    if (call.path === '/obras/obra') return page([OBRA]);
    if (call.path === `/obras/obra/${OBRA_ID}`) return { status: 200, body: OBRA_DETAIL };
    if (call.path === `/obras/obra/${OBRA_ID}/planilha`) return { status: 200, body: PLANILHA };
    if (call.path === '/obras/medicao/create') return create();
    return undefined;
  });
  renderObras(`/app/obras/medicao/criar?obra_id=${OBRA_ID}`);
}

function typeDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

describe('a medição by item of the sheet', () => {
  it('computes each value and the total as the API does (half-up centavos)', () => {
    expect(quantidadeDigitada('1.234,5')).toBe('1234.5');
    expect(quantidadeDigitada('2,55555')).toBeNull();
    expect(valorDoItem('2.5', { preco_com_bdi: '12.51' })).toBe(3128n);
    expect(valorDoItem('0.3333', { preco_com_bdi: '1000.03' })).toBe(33331n);
    expect(itensMedidos({ a: '2,5', b: '0', c: '', d: 'x' })).toEqual([{ item_id: 'a', quantidade: '2.5' }]);
  });

  it('shows the items with contracted, accumulated and remaining quantities, sends the quantities, and keeps the API’s refusal', async () => {
    mount(() => ({
      status: 409,
      body: { status: 'Error', message: REFUSAL, code: 'ITEM_ACIMA_DO_CONTRATADO' },
    }));
    const a = await screen.findByLabelText('Quantidade desta medição do item A', {}, { timeout: 20_000 });
    // No entry for the global item, no single value field.
    expect(screen.queryByLabelText('Quantidade desta medição do item MEDICAO-GLOBAL')).toBeNull();
    expect(screen.queryByLabelText('Valor medido')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Acumulada' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Saldo' })).toBeTruthy();
    expect(screen.getByText('10,5')).toBeTruthy();
    fireEvent.change(a, { target: { value: '2,5' } });
    fireEvent.change(screen.getByLabelText('Quantidade desta medição do item B'), {
      target: { value: '0,3333' },
    });
    expect(screen.getByText('R$ 31,28')).toBeTruthy();
    expect(screen.getByText('R$ 333,31')).toBeTruthy();
    expect(screen.getByLabelText('Valor desta medição').textContent).toBe('R$ 364,59');
    typeDate('Início do período', '01/04/2025');
    typeDate('Fim do período', '30/04/2025');
    typeDate('Entrega', '05/05/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    const sent = api?.calls.find((c) => c.path === '/obras/medicao/create');
    expect(sent?.body).toEqual({
      obra_id: OBRA_ID,
      tipo: 1,
      itens: [
        { item_id: 'a0000000-0000-4000-8000-000000000001', quantidade: '2.5' },
        { item_id: B, quantidade: '0.3333' },
      ],
      periodo_inicio: '2025-04-01',
      periodo_fim: '2025-04-30',
      data_entrega: '2025-05-05',
    });
  });
});
