// @vitest-environment jsdom
import '../test-setup.js';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table.js';
import type { DataTableColumn } from './table-query.js';

type Item = { id: number; name: string };
const items: Item[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Item ${String(i + 1).padStart(2, '0')}`,
}));
const columns: DataTableColumn<Item>[] = [{ title: 'Nome', dataIndex: 'name', sorter: true }];

const bodyRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
const names = () => Array.from(bodyRows()).map((row) => row.textContent);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const navState = () => ({
  first: button('Primeira página').disabled,
  previous: button('Página anterior').disabled,
  next: button('Próxima página').disabled,
  last: button('Última página').disabled,
});

describe('DataTable', () => {
  it('pages local rows with the footer texts and disables unavailable buttons', () => {
    render(<DataTable columns={columns} rowKey="id" data={items} />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Mostrando 10 de 25 itens')).toBeTruthy();
    expect(screen.getByText('Linhas por página')).toBeTruthy();
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    expect(navState()).toEqual({ first: true, previous: true, next: false, last: false });

    fireEvent.click(button('Próxima página'));
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
    expect(names()[0]).toBe('Item 11');
    expect(navState()).toEqual({ first: false, previous: false, next: false, last: false });

    fireEvent.click(button('Última página'));
    expect(screen.getByText('Página 3 de 3')).toBeTruthy();
    expect(screen.getByText('Mostrando 5 de 25 itens')).toBeTruthy();
    expect(navState()).toEqual({ first: false, previous: false, next: true, last: true });

    fireEvent.click(button('Página anterior'));
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
    fireEvent.click(button('Primeira página'));
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    expect(names()[0]).toBe('Item 01');
  });

  it("offers 'Linhas por página' from 10 to 100 and goes back to the first page on change", async () => {
    render(<DataTable columns={columns} rowKey="id" data={items} />);
    fireEvent.click(button('Próxima página'));
    const select = screen.getByRole('combobox', { name: 'Linhas por página' });
    fireEvent.mouseDown(select);
    const listbox = await screen.findByRole('listbox');
    const options = Array.from(document.querySelectorAll('.ant-select-item-option')).map(
      (o) => o.textContent,
    );
    expect(options).toEqual(['10', '20', '30', '40', '50', '60', '70', '80', '90', '100']);
    expect(listbox).toBeTruthy();
    fireEvent.click(screen.getByTitle('30'));
    expect(screen.getByText('Mostrando 25 de 25 itens')).toBeTruthy();
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
    expect(navState()).toEqual({ first: true, previous: true, next: true, last: true });
  });

  it('shows 10 skeleton rows while loading, never a spinner', () => {
    const { container } = render(<DataTable columns={columns} rowKey="id" data={undefined} loading />);
    expect(bodyRows()).toHaveLength(10);
    expect(container.querySelectorAll('.ant-table-tbody .ant-skeleton')).toHaveLength(10);
    expect(container.querySelector('.ant-spin')).toBeNull();
    expect(container.querySelector('section')?.getAttribute('aria-busy')).toBe('true');
    expect(navState()).toEqual({ first: true, previous: true, next: true, last: true });
  });

  it("reads 'Nenhum registro encontrado...' when empty, or the given message", () => {
    const { rerender } = render(<DataTable columns={columns} rowKey="id" data={[]} />);
    expect(screen.getByText('Nenhum registro encontrado...')).toBeTruthy();
    expect(screen.getByText('Mostrando 0 de 0 itens')).toBeTruthy();
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
    expect(navState()).toEqual({ first: true, previous: true, next: true, last: true });
    rerender(<DataTable columns={columns} rowKey="id" data={[]} emptyText="Selecione um cliente." />);
    expect(screen.getByText('Selecione um cliente.')).toBeTruthy();
    expect(screen.queryByText('Nenhum registro encontrado...')).toBeNull();
  });

  it('sorts locally from the column header, back to the first page', () => {
    render(<DataTable columns={columns} rowKey="id" data={items} />);
    fireEvent.click(button('Próxima página'));
    const header = screen.getByText('Nome');
    fireEvent.click(header);
    expect(names()[0]).toBe('Item 01');
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    fireEvent.click(header);
    expect(names()[0]).toBe('Item 25');
  });

  it('reports page, size and sort of a server table and shows its total', () => {
    const onQueryChange = vi.fn();
    const page = items.slice(0, 10);
    render(
      <DataTable
        mode="server"
        total={42}
        columns={columns}
        rowKey="id"
        data={page}
        onQueryChange={onQueryChange}
      />,
    );
    expect(screen.getByText('Mostrando 10 de 42 itens')).toBeTruthy();
    expect(screen.getByText('Página 1 de 5')).toBeTruthy();
    fireEvent.click(button('Última página'));
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: 5, pageSize: 10, sort: null, filters: {} });
    fireEvent.click(screen.getByText('Nome'));
    expect(onQueryChange).toHaveBeenLastCalledWith({
      page: 1,
      pageSize: 10,
      sort: { columnKey: 'name', order: 'ascend' },
      filters: {},
    });
    // The server's rows are shown as given: the table does not reorder a page it did not sort.
    expect(
      within(document.querySelector('.ant-table-tbody') as HTMLElement).getAllByRole('row'),
    ).toHaveLength(10);
  });

  it('shows the page and size given from outside and reports changes without moving on its own', () => {
    const onQueryChange = vi.fn();
    const page = items.slice(20, 25);
    const { rerender } = render(
      <DataTable
        mode="server"
        total={25}
        page={3}
        pageSize={10}
        columns={columns}
        rowKey="id"
        data={page}
        onQueryChange={onQueryChange}
      />,
    );
    expect(screen.getByText('Página 3 de 3')).toBeTruthy();
    expect(navState()).toEqual({ first: false, previous: false, next: true, last: true });
    fireEvent.click(button('Página anterior'));
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 10, sort: null, filters: {} });
    // Until the owner passes the new page, the table keeps showing the one it was given.
    expect(screen.getByText('Página 3 de 3')).toBeTruthy();
    rerender(
      <DataTable
        mode="server"
        total={25}
        page={1}
        pageSize={20}
        columns={columns}
        rowKey="id"
        data={items.slice(0, 20)}
        onQueryChange={onQueryChange}
      />,
    );
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    expect(screen.getByText('Mostrando 20 de 25 itens')).toBeTruthy();
  });

  it('moves a page given from outside past the end back to the last page', () => {
    const onQueryChange = vi.fn();
    render(
      <DataTable
        mode="server"
        total={12}
        page={9}
        pageSize={10}
        columns={columns}
        rowKey="id"
        data={[]}
        onQueryChange={onQueryChange}
      />,
    );
    expect(onQueryChange).toHaveBeenCalledWith({ page: 2, pageSize: 10, sort: null, filters: {} });
  });
});

describe('DataTable: key column and figures', () => {
  type Bem = { id: number; descricao: string; valor: string };
  const rows: Bem[] = [
    { id: 1, descricao: 'Mesa de escritório em MDF com três gavetas e chave', valor: 'R$ 289.900,00' },
    { id: 2, descricao: 'Cadeira', valor: 'R$ 9.999.999,99' },
  ];
  const bemColumns: DataTableColumn<Bem>[] = [
    { title: 'Descrição', dataIndex: 'descricao', main: true, width: 50 },
    { title: 'Valor atual', dataIndex: 'valor', width: 80, align: 'right' },
  ];

  it('gives the key column the remaining width, two lines of it, and marks its header', () => {
    render(<DataTable columns={bemColumns} rowKey="id" data={rows} />);
    const header = screen.getByRole('columnheader', { name: 'Descrição' });
    expect(header.hasAttribute('data-coluna-principal')).toBe(true);
    const text = document.querySelector<HTMLElement>('[data-texto-principal]');
    expect(text?.textContent).toBe(rows[0]!.descricao);
    expect(text?.style.webkitLineClamp).toBe('2');
    // Its own width is dropped: it takes what the others leave, in a table of fixed layout.
    expect(document.querySelector('table')?.style.tableLayout).toBe('fixed');
    const cols = [...document.querySelectorAll('colgroup col')].map((c) => (c as HTMLElement).style.width);
    expect(cols[0]).toBe('');
  });

  it('never wraps a figure: its cells keep one line and the column holds the longest', () => {
    render(<DataTable columns={bemColumns} rowKey="id" data={rows} />);
    const cell = screen.getByText('R$ 9.999.999,99').closest('td');
    expect(cell?.style.whiteSpace).toBe('nowrap');
    const cols = [...document.querySelectorAll('colgroup col')].map((c) => (c as HTMLElement).style.width);
    expect(Number.parseInt(cols[1] ?? '0', 10)).toBeGreaterThan(120);
  });

  it("widens a column narrower than its header's longest word with its sort arrows, never narrows one", () => {
    type Obra = { id: number; numero: string; objeto: string; tipo: string };
    const obraColumns: DataTableColumn<Obra>[] = [
      { title: 'Número', dataIndex: 'numero', width: 100, sorter: true },
      { title: 'Objeto', dataIndex: 'objeto', main: true },
      { title: 'Tipo', dataIndex: 'tipo', width: 120 },
    ];
    render(
      <DataTable
        columns={obraColumns}
        rowKey="id"
        data={[{ id: 1, numero: '001/2026', objeto: 'Construção da creche', tipo: 'Reforma' }]}
      />,
    );
    const cols = [...document.querySelectorAll('colgroup col')].map((c) => (c as HTMLElement).style.width);
    // 'Número' is 53 px in Chromium's semibold 14 px; with the arrows and the padding it needs over 100.
    expect(Number.parseInt(cols[0] ?? '0', 10)).toBeGreaterThanOrEqual(53 + 16 + 32);
    expect(cols[2]).toBe('120px');
  });
});
