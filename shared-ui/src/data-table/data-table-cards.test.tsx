// @vitest-environment jsdom
import '../test-setup.js';
import { render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { DataTable } from './data-table.js';
import type { DataTableColumn } from './table-query.js';

type Item = { id: number; name: string; city: string | null };
const items: Item[] = [
  { id: 1, name: 'Mesa de reunião', city: 'Curitiba' },
  { id: 2, name: 'Cadeira giratória', city: null },
];
const columns: DataTableColumn<Item>[] = [
  { title: 'Nome', dataIndex: 'name' },
  { title: 'Cidade', dataIndex: 'city', render: (city: string | null) => city ?? 'sem cidade' },
  { title: 'Ações', key: 'actions', render: (_v, item) => <Button>Editar {item.name}</Button> },
];

describe('DataTable on a phone', () => {
  beforeAll(() => {
    // Before the first render: antd measures the breakpoints once per page.
    window.innerWidth = 390;
  });

  it('draws each row as a card: heading, labelled values and the actions, with the footer', async () => {
    render(<DataTable columns={columns} rowKey="id" data={items} label="Bens" />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(document.querySelector('table')).toBeNull();

    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Mesa de reunião')).toBeTruthy();
    expect(first.getByText('Cidade')).toBeTruthy();
    expect(first.getByText('Curitiba')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Editar Mesa de reunião' })).toBeTruthy();
    // The actions are not a labelled line; the rendered value of an empty cell is the column's own.
    expect(first.queryByText('Ações')).toBeNull();
    expect(within(cards[1] as HTMLElement).getByText('sem cidade')).toBeTruthy();
    expect(screen.getByText('Mostrando 2 de 2 itens')).toBeTruthy();
  });

  it('keeps the table when asked to, e.g. inside a dialog', () => {
    render(<DataTable columns={columns} rowKey="id" data={items} layout="table" />);
    expect(document.querySelector('table')).not.toBeNull();
  });

  it('shows the empty text when there is no row', async () => {
    render(<DataTable columns={columns} rowKey="id" data={[]} />);
    expect(await screen.findByText('Nenhum registro encontrado...')).toBeTruthy();
  });
});
