import type { ListQuery } from './list-params.js';
import { ParamFilter } from './param-filter.js';

/**
 * The active/inactive filter of a register (`ativo` in the URL and the API); `feminine` for the registers
 * named in the feminine (localizações, referências NCM, medições).
 */
export function AtivoFilter({
  list,
  feminine = false,
  label = 'Situação',
}: {
  list: ListQuery;
  feminine?: boolean;
  /** The filter's accessible name. */
  label?: string;
}) {
  const e = feminine ? 'a' : 'o';
  return (
    <ParamFilter
      list={list}
      param="ativo"
      label={label}
      placeholder={`Ativ${e}s e inativ${e}s`}
      options={[
        { value: 'true', label: `Ativ${e}s` },
        { value: 'false', label: `Inativ${e}s` },
      ]}
      style={{ width: 170 }}
    />
  );
}

/** A filter of fixed choices (tipo, situação) with their labels, kept in the URL under `param`. */
export function ChoiceFilter({
  list,
  param,
  label,
  placeholder,
  labels,
  width = 200,
}: {
  list: ListQuery;
  param: string;
  label: string;
  placeholder: string;
  labels: Record<string, string>;
  width?: number;
}) {
  return (
    <ParamFilter
      list={list}
      param={param}
      label={label}
      placeholder={placeholder}
      options={Object.entries(labels).map(([value, text]) => ({ value, label: text }))}
      style={{ width }}
    />
  );
}
