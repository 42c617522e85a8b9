import type { ListQuery } from '@gp/shared-ui/list';
import { Tag } from 'antd';

/**
 * The tag of a register opened from an asset's form (`bempatrimonial_id` in the URL): closing it shows
 * every asset's records again.
 */
export function BemScopeTag({ list }: { list: ListQuery }) {
  if (!list.params.get('bempatrimonial_id')) return null;
  return (
    <Tag closable onClose={() => list.set({ bempatrimonial_id: null })} color="blue">
      Somente o bem aberto
    </Tag>
  );
}
