// @vitest-environment jsdom
import '../test-setup.js';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NO_ACCESS, type ResourceAccess } from '../access.js';
import { type AreaRoute, RouteTable } from './route-table.js';

const READ: ResourceAccess = { ...NO_ACCESS, view: true };
const access = { assets: READ, suppliers: NO_ACCESS };
const routes: AreaRoute<'assets' | 'suppliers'>[] = [
  { element: <p>Lista de bens</p>, rule: ['assets', 'view'] },
  { path: 'criar', element: <p>Novo bem</p>, rule: ['assets', 'create'] },
  { path: 'fornecedor', element: <p>Fornecedores</p>, rule: ['suppliers', 'view'] },
  { path: 'ajuda', element: <p>Ajuda</p>, rule: null },
];

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouteTable access={access} routes={routes} />
    </MemoryRouter>,
  );

describe('RouteTable', () => {
  it('opens a screen whose rule the location holds, and one without a rule', () => {
    renderAt('/');
    expect(screen.getByText('Lista de bens')).toBeTruthy();
    renderAt('/ajuda');
    expect(screen.getByText('Ajuda')).toBeTruthy();
  });

  it('answers the Portuguese 403 to a screen whose rule it lacks', () => {
    renderAt('/criar');
    expect(screen.getByText('Acesso negado')).toBeTruthy();
    expect(screen.queryByText('Novo bem')).toBeNull();
  });

  it('answers the 404 to an unknown path', () => {
    renderAt('/nada');
    expect(screen.getByText('Página não encontrada')).toBeTruthy();
  });
});
