// @vitest-environment jsdom
import '../test-setup.js';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { DataTableColumn } from '../data-table/table-query.js';
import { ListPage } from './list-page.js';

type Item = { id: number; name: string };
const columns: DataTableColumn<Item>[] = [{ title: 'Nome', dataIndex: 'name' }];
const rows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');

const page = (list: Parameters<typeof ListPage<Item>>[0]['list'], emptyText?: string) =>
  render(
    <MemoryRouter>
      <ListPage<Item>
        title="Perfis"
        list={list}
        columns={columns}
        rowKey="id"
        emptyText={emptyText}
        loadError="Não foi possível carregar os perfis."
      />
    </MemoryRouter>,
  );

describe('ListPage with a list held whole', () => {
  it('pages the rows itself, in the same frame as a server list', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Perfil ${i + 1}` }));
    page({ rows: items, loading: false, isError: false, refetch: () => undefined });
    expect(screen.getByText('Perfis')).toBeTruthy();
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('Mostrando 10 de 12 itens')).toBeTruthy();
  }, 30_000);

  it('shows the empty text it is given, and the load error with its retry', () => {
    const refetch = vi.fn();
    page({ rows: [], loading: false, isError: true, refetch }, 'Selecione um cliente.');
    expect(screen.getByText('Selecione um cliente.')).toBeTruthy();
    expect(screen.getByText('Não foi possível carregar os perfis.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(refetch).toHaveBeenCalled();
  }, 30_000);
});
