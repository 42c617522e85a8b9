import { PlusOutlined } from '@ant-design/icons';
import { Tooltip } from '@gp/shared-ui';
import { Button } from 'antd';
import type { ReactElement, ReactNode } from 'react';

type AddButtonProps = {
  /** False while support has not chosen the client the new record belongs to. */
  ready: boolean;
  /** The dialog that adds the record, opened by the given button. */
  dialog: (trigger: ReactElement<{ onClick?: () => void }>) => ReactNode;
};

/** The 'Adicionar' of a register whose records belong to one client: disabled, with why, until there is one. */
export function AddButton({ ready, dialog }: AddButtonProps) {
  const button = (
    <Button type="primary" icon={<PlusOutlined />} disabled={!ready}>
      Adicionar
    </Button>
  );
  if (ready) return dialog(button);
  return <Tooltip title="Escolha antes o cliente">{button}</Tooltip>;
}
