import type { DataTableColumn } from '@gp/shared-ui';
import { Link } from 'react-router-dom';
import type { PatrimonioPaths } from '../paths.js';

/** The asset a register row details, as the API lists it. */
type BemRef = { id: string; CodigoBEM: number; descricao: string };

/**
 * The 'Bem' column of the registers that detail an asset (veículos, imóveis): code and description,
 * cut with a tooltip when long, linking to the asset's form.
 */
export function bemColumn<T extends { bem: BemRef }>(paths: PatrimonioPaths): DataTableColumn<T> {
  return {
    title: 'Bem',
    key: 'bem',
    width: 260,
    ellipsis: true,
    render: (_value, row) => (
      <Link to={paths.bemEditar(row.bem.id)}>
        {row.bem.CodigoBEM} · {row.bem.descricao}
      </Link>
    ),
  };
}
