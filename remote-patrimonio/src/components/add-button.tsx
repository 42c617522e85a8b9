import { Tooltip } from '@gp/shared-ui';
import { AddButton } from '@gp/shared-ui/list';
import type { ReactElement, ReactNode } from 'react';

type ClientAddButtonProps = {
  /** False while support has not chosen the client the new record belongs to. */
  ready: boolean;
  /** The dialog that adds the record, opened by the given button. */
  dialog: (trigger: ReactElement<{ onClick?: () => void }>) => ReactNode;
};

/** The 'Adicionar' of a register whose records belong to one client: disabled, with why, until there is one. */
export function ClientAddButton({ ready, dialog }: ClientAddButtonProps) {
  if (ready) return dialog(<AddButton />);
  return (
    <Tooltip title="Escolha antes o cliente">
      <AddButton disabled />
    </Tooltip>
  );
}
