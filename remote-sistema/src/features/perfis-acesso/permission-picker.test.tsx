import { PERMISSION_GROUPS } from '@gp/shared-contracts';
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionPicker } from './permission-picker.js';

/**
 * The spec's ten groups, in its words and order: the catalogue's first ten, which
 * shared-contracts/src/permissions.test.ts holds to the spec (docs/product.md, "Permissões").
 */
const SPEC_GROUPS = PERMISSION_GROUPS.slice(0, 10).map((g) => g.title);

describe('PermissionPicker', () => {
  it("shows the spec's ten groups first, in its words and order, each described and with its four switches", () => {
    const { container } = render(<PermissionPicker value={['assets:read']} />);
    const groups = Array.from(container.querySelectorAll<HTMLElement>('[role="group"]'));
    expect(SPEC_GROUPS).toHaveLength(10);
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
