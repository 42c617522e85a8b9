import type { RemoteProps } from '@gp/shared-contracts';
import { renderArea } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RemoteProvider } from '../../session/remote-context.js';
import { CAMARA, PREFEITURA, sessionFor, startFakeRoutes } from '../../test/fake-api.js';
import { readCompanyId, withCompanyId } from './company-param.js';
import { RolesFilter } from './roles-filter.js';

const clients = [
  { id: PREFEITURA, name: 'Prefeitura de Exemplo' },
  { id: CAMARA, name: 'Câmara de Exemplo' },
];

let fake: ReturnType<typeof startFakeRoutes>;
beforeEach(() => {
  fake = startFakeRoutes({ 'GET /v1/companies/clients': () => ({ status: 200, body: clients }) });
});
afterEach(() => fake.stop());

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** Whether the panel starts open in the next render. */
let startOpen = true;

/** The filter inside the area's provider, which its client picker reads the clients through. */
function Area(remote: RemoteProps) {
  return (
    <RemoteProvider {...remote}>
      <RolesFilter defaultOpen={startOpen} />
      <Search />
    </RemoteProvider>
  );
}

const renderFilter = (url: string, { defaultOpen = true }: { defaultOpen?: boolean } = {}) => {
  startOpen = defaultOpen;
  return renderArea(Area, { basePath: '/app/sistema', url, session: sessionFor(true) });
};

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

  it('starts collapsed unless asked to open', () => {
    renderFilter('/app/sistema/perfis-acesso', { defaultOpen: false });
    expect(screen.getByText('Filtros')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Buscar/ })).toBeNull();
    fireEvent.click(screen.getByText('Filtros'));
    expect(screen.getByRole('button', { name: /Buscar/ })).toBeTruthy();
  });
});
