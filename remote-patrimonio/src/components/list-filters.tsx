import { type ListQuery, ParamFilter } from '@gp/shared-ui/list';
import { Tag } from 'antd';

/**
 * The 'Situação' filter of a register (`ativo` in the URL and the API); `feminine` for the registers
 * named in the feminine (localizações, referências NCM).
 */
export function AtivoFilter({ list, feminine = false }: { list: ListQuery; feminine?: boolean }) {
  const e = feminine ? 'a' : 'o';
  return (
    <ParamFilter
      list={list}
      param="ativo"
      label="Situação"
      placeholder={`Ativ${e}s e inativ${e}s`}
      options={[
        { value: 'true', label: `Ativ${e}s` },
        { value: 'false', label: `Inativ${e}s` },
      ]}
      style={{ width: 170 }}
    />
  );
}

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
