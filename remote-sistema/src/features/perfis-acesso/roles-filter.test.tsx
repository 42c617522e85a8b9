import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readCompanyId, withCompanyId } from './company-param.js';
import { RolesFilter } from './roles-filter.js';

const PREFEITURA = '6f1c2b8e-3d4a-4c5b-8e9f-0a1b2c3d4e5f';
const CAMARA = '7a2d3c9f-4e5b-4d6c-9f0a-1b2c3d4e5f60';
const clients = [
  { id: PREFEITURA, name: 'Prefeitura de Exemplo' },
  { id: CAMARA, name: 'Câmara de Exemplo' },
];

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const renderFilter = (url: string, props: Partial<Parameters<typeof RolesFilter>[0]> = {}) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <RolesFilter clients={clients} loading={false} defaultOpen {...props} />
      <Search />
    </MemoryRouter>,
  );

const search = () => screen.getByTestId('search').textContent;

async function choose(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(name));
}

describe('companyId in the query string', () => {
  it('reads a uuid and ignores anything else', () => {
    expect(readCompanyId(new URLSearchParams(`companyId=${PREFEITURA}`))).toBe(PREFEITURA);
    expect(readCompanyId(new URLSearchParams('companyId=abc'))).toBeUndefined();
    expect(readCompanyId(new URLSearchParams(''))).toBeUndefined();
  });
  it('sets and removes it keeping the other parameters', () => {
    expect(withCompanyId(new URLSearchParams('page=2'), CAMARA).toString()).toBe(
      `page=2&companyId=${CAMARA}`,
    );
    expect(withCompanyId(new URLSearchParams(`page=2&companyId=${CAMARA}`), undefined).toString()).toBe(
      'page=2',
    );
  });
});

describe("'Filtros' panel", () => {
  it("'Buscar' writes the chosen client to the URL and 'Limpar' removes it", async () => {
    renderFilter('/app/sistema/perfis-acesso?page=1');
    expect(screen.getByText('Filtros')).toBeTruthy();
    await choose('Câmara de Exemplo');
    fireEvent.click(screen.getByRole('button', { name: /Buscar/ }));
    await waitFor(() => expect(search()).toBe(`?page=1&companyId=${CAMARA}`));
    expect(document.querySelector('.ant-select-selection-item')?.textContent).toBe('Câmara de Exemplo');

    fireEvent.click(screen.getByRole('button', { name: /Limpar/ }));
    await waitFor(() => expect(search()).toBe('?page=1'));
    expect(document.querySelector('.ant-select-selection-item')).toBeNull();
  });

  it('shows the client of the URL as selected', async () => {
    renderFilter(`/app/sistema/perfis-acesso?companyId=${PREFEITURA}`);
    await waitFor(() =>
      expect(document.querySelector('.ant-select-selection-item')?.textContent).toBe('Prefeitura de Exemplo'),
    );
  });

  it("reads 'Carregando...' while clients load and 'Nenhum item encontrado...' when there are none", async () => {
    const { unmount } = renderFilter('/x', { clients: undefined, loading: true });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect((await screen.findAllByText('Carregando...')).length).toBeGreaterThan(0);
    unmount();
    renderFilter('/x', { clients: [] });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(await screen.findByText('Nenhum item encontrado...')).toBeTruthy();
  });

  it('starts collapsed unless asked to open', () => {
    renderFilter('/x', { defaultOpen: false });
    expect(screen.getByText('Filtros')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Buscar/ })).toBeNull();
    fireEvent.click(screen.getByText('Filtros'));
    expect(screen.getByRole('button', { name: /Buscar/ })).toBeTruthy();
  });
});
