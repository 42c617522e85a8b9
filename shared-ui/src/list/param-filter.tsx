import { Select, type SelectProps } from 'antd';
import type { ListQuery } from './list-params.js';

type ParamFilterProps = Omit<SelectProps<string>, 'value' | 'onChange' | 'aria-label'> & {
  list: ListQuery;
  /** The URL parameter, under the API's name (`tipo`, `ativo`, `categoria_id`). */
  param: string;
  /** The filter's accessible name. */
  label: string;
};

/**
 * A list filter kept in the URL: a select whose choice narrows the list (back to page 1) and whose
 * clearing shows every row again. The one way a list page writes a filter (docs/frontend.md, "Listas").
 */
export function ParamFilter({ list, param, label, ...select }: ParamFilterProps) {
  return (
    <Select<string>
      aria-label={label}
      allowClear
      {...select}
      value={list.params.get(param) ?? undefined}
      onChange={(value) => list.set({ [param]: value ?? null })}
    />
  );
}
