import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionPicker } from './permission-picker.js';

/** The spec's ten groups, in its words and order (docs/product.md, "Permissões"). */
const SPEC_GROUPS = [
  'Usuários',
  'Perfis de Acesso',
  'Acessos',
  'Clientes',
  'Departamentos',
  'Setores',
  'Bens Patrimoniais',
  'Fornecedores',
  'Depreciação',
  'XMLs',
];

describe('PermissionPicker', () => {
  it("shows the spec's ten groups first, in its words and order, each described and with its four switches", () => {
    const { container } = render(<PermissionPicker value={['assets:read']} />);
    const groups = Array.from(container.querySelectorAll<HTMLElement>('[role="group"]'));
    // Newer groups, if any, come after the ten of the spec.
    expect(groups.slice(0, 10).map((g) => g.getAttribute('aria-label'))).toEqual(SPEC_GROUPS);
    for (const [i, group] of groups.slice(0, 10).entries()) {
      const title = SPEC_GROUPS[i]!;
      expect(within(group).getByText('Criar, visualizar, editar ou excluir')).toBeTruthy();
      expect(
        within(group)
          .getAllByRole('switch')
          .map((s) => s.getAttribute('aria-label')),
      ).toEqual([`Criar ${title}`, `Visualizar ${title}`, `Editar ${title}`, `Excluir ${title}`]);
      expect(group.textContent).toBe(
        `${title}Criar, visualizar, editar ou excluirCriarVisualizarEditarExcluir`,
      );
    }
    const assets = groups[6]!;
    expect(
      within(assets)
        .getAllByRole('switch')
        .map((s) => s.getAttribute('aria-checked')),
    ).toEqual(['false', 'true', 'false', 'false']);
  });
});
