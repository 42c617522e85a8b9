import { Tooltip } from '@gp/shared-ui';
import { Tag } from 'antd';

/** Ativo / Inativo, with the deactivation reason on hover (spec §3 status fields). */
export function StatusTag({ ativo, motivo }: { ativo: boolean; motivo?: string | null }) {
  if (ativo) return <Tag color="success">Ativo</Tag>;
  return (
    <Tooltip title={motivo ? `Motivo: ${motivo}` : undefined}>
      <Tag color="error">Inativo</Tag>
    </Tooltip>
  );
}
