import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** A list page's 'Adicionar' (a dialog's trigger, or a link to the /criar page). */
export function AddButton({ onClick }: { onClick?: () => void }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      Adicionar
    </Button>
  );
}
