import { type ListQuery, ParamFilter } from '@gp/shared-ui/list';

/** The active/inactive filter of a work's register (`ativo` in the URL and the API), feminine nouns. */
export function AtivoFilter({ list, feminine = false }: { list: ListQuery; feminine?: boolean }) {
  const e = feminine ? 'a' : 'o';
  return (
    <ParamFilter
      list={list}
      param="ativo"
      label="Ativo"
      placeholder={`Ativ${e}s e inativ${e}s`}
      options={[
        { value: 'true', label: `Ativ${e}s` },
        { value: 'false', label: `Inativ${e}s` },
      ]}
      style={{ width: 170 }}
    />
  );
}

/** A filter of fixed choices (tipo, situação) with its labels. */
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
