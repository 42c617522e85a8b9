import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../data-table/table-query.js';
import { Tooltip } from '../tooltip.js';

/** Ativo / Inativo, with the deactivation reason on hover. */
export function StatusTag({ ativo, motivo }: { ativo: boolean; motivo?: string | null }) {
  if (ativo) return <Tag color="success">Ativo</Tag>;
  return (
    <Tooltip title={motivo ? `Motivo: ${motivo}` : undefined}>
      <Tag color="error">Inativo</Tag>
    </Tooltip>
  );
}

/** The 'Situação' column of a register: its active flag and, when inactive, the reason on hover. */
export function statusColumn<T>(
  active: (row: T) => boolean,
  reason: (row: T) => string | null | undefined = () => null,
): DataTableColumn<T> {
  return {
    title: 'Situação',
    key: 'situacao',
    width: 100,
    render: (_value, row) => <StatusTag ativo={active(row)} motivo={reason(row)} />,
  };
}

/** Each row action button is 32 px with a 4 px gap; the column keeps room for all of them. */
const ACTION_WIDTH = 36;

/**
 * The 'Ações' column, wide enough for its `count` buttons (it is not fixed, so it never covers another
 * column); `render` gives a row's buttons, which the column lines up at the right.
 */
export function actionsColumn<T>(count: number, render: (row: T) => ReactNode): DataTableColumn<T> {
  return {
    title: 'Ações',
    key: 'actions',
    align: 'right',
    width: Math.max(80, count * ACTION_WIDTH + 16),
    render: (_value, row) => (
      <Flex justify="end" gap={4}>
        {render(row)}
      </Flex>
    ),
  };
}

type RowActionProps = {
  /** The tooltip, e.g. 'Editar'. */
  title: string;
  /** The accessible name, naming the row, e.g. 'Editar fornecedor Papelaria Central'. */
  label: string;
  icon: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  onClick?: () => void;
};

/** An icon button of a row, with its tooltip and an accessible name that says which row. */
export function RowAction({ title, label, icon, danger, disabled, onClick }: RowActionProps) {
  return (
    <Tooltip title={title}>
      <Button
        type="text"
        danger={danger}
        disabled={disabled}
        icon={icon}
        aria-label={label}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/**
 * A row's 'Editar', or 'Detalhes' for a caller who may only read the record (`readOnly`); `what` names
 * the row after the verb ('bem 12', 'fornecedor ACME'), a masculine noun where it can be read only.
 * As a dialog's trigger it takes the dialog's click.
 */
export function EditAction({
  what,
  readOnly,
  onClick,
}: {
  what: string;
  readOnly?: boolean;
  onClick?: () => void;
}) {
  return (
    <RowAction
      title={readOnly ? 'Detalhes' : 'Editar'}
      label={readOnly ? `Detalhes do ${what}` : `Editar ${what}`}
      icon={readOnly ? <EyeOutlined /> : <EditOutlined />}
      onClick={onClick}
    />
  );
}

/**
 * A list page's 'Adicionar': a dialog's trigger (the dialog gives the click), or a link to the page that
 * creates the record.
 */
export function AddButton({ onClick, disabled }: { onClick?: () => void; disabled?: boolean }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={onClick}>
      Adicionar
    </Button>
  );
}
