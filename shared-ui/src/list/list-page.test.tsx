// @vitest-environment jsdom
import '../test-setup.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Select } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { DataTableColumn } from '../data-table/table-query.js';
import { ListPage } from './list-page.js';
import { type ListResult, useServerList } from './server-list.js';

type Veiculo = { id: string; placa: string; ativo: boolean };
const rows: Veiculo[] = [
  { id: 'v1', placa: 'ABC1234', ativo: true },
  { id: 'v2', placa: 'XYZ9876', ativo: false },
];
const columns: DataTableColumn<Veiculo>[] = [
  { title: 'Placa', key: 'placa', dataIndex: 'placa', sorter: true },
];

let location = '';
function Where() {
  location = useLocation().search;
  return null;
}

function Page({ request }: { request: (query: URLSearchParams) => Promise<ListResult<Veiculo>> }) {
  const list = useServerList<Veiculo>({
    queryKey: ['patrimonio', 'local-1', 'veiculos', 'list'],
    request,
    filters: ['ativo'],
    sorts: ['placa'],
  });
  return (
    <ListPage<Veiculo>
      title="Veículos"
      list={list}
      columns={columns}
      rowKey="id"
      search={{ label: 'Buscar veículos', placeholder: 'Buscar por placa' }}
      filters={
        <Select
          aria-label="Situação"
          allowClear
          value={list.params.get('ativo') ?? undefined}
          onChange={(value) => list.set({ ativo: value ?? null })}
          options={[{ value: 'true', label: 'Ativos' }]}
        />
      }
      loadError="Não foi possível carregar os veículos."
    />
  );
}

function renderPage(url: string, request: (query: URLSearchParams) => Promise<ListResult<Veiculo>>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <App>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Page request={request} />
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

describe('ListPage', () => {
  it('asks the API for the page, filters and sort of the URL, and shows the rows and the total', async () => {
    const request = vi.fn(
      async (_query: URLSearchParams): Promise<ListResult<Veiculo>> => ({ data: rows, total: 42 }),
    );
    renderPage('/veiculos?page=2&limit=20&ativo=true&sort=placa&order=desc&search=abc', request);
    expect(await screen.findByText('ABC1234')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Veículos' })).toBeTruthy();
    expect(screen.getByText('Mostrando 2 de 42 itens')).toBeTruthy();
    expect(String(request.mock.calls[0]?.[0])).toBe(
      'page=2&limit=20&search=abc&ativo=true&sort=placa&order=desc',
    );
    expect((screen.getByLabelText('Buscar veículos') as HTMLInputElement).value).toBe('abc');
  });

  it('writes a new search to the URL, back to page 1, and asks again', async () => {
    const request = vi.fn(
      async (_query: URLSearchParams): Promise<ListResult<Veiculo>> => ({ data: rows, total: 2 }),
    );
    renderPage('/veiculos?page=3&ativo=true', request);
    await screen.findByText('ABC1234');
    fireEvent.change(screen.getByLabelText('Buscar veículos'), { target: { value: 'xyz' } });
    fireEvent.click(screen.getByRole('button', { name: /Buscar/ }));
    await waitFor(() => expect(new URLSearchParams(location).get('search')).toBe('xyz'));
    expect(new URLSearchParams(location).get('page')).toBeNull();
    await waitFor(() =>
      expect(String(request.mock.lastCall?.[0])).toBe('page=1&limit=10&search=xyz&ativo=true'),
    );
  });

  it('sorts from the column header into the URL', async () => {
    const request = vi.fn(
      async (_query: URLSearchParams): Promise<ListResult<Veiculo>> => ({ data: rows, total: 2 }),
    );
    renderPage('/veiculos', request);
    await screen.findByText('ABC1234');
    fireEvent.click(screen.getByText('Placa'));
    await waitFor(() => expect(new URLSearchParams(location).get('sort')).toBe('placa'));
    expect(new URLSearchParams(location).get('order')).toBe('asc');
  });

  it('shows the load error with a retry', async () => {
    const request = vi.fn(async (_query: URLSearchParams): Promise<ListResult<Veiculo>> => {
      throw new Error('offline');
    });
    renderPage('/veiculos', request);
    expect(await screen.findByText('Não foi possível carregar os veículos.')).toBeTruthy();
    request.mockImplementation(async () => ({ data: rows, total: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('ABC1234')).toBeTruthy();
  });
});
