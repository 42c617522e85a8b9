import { datePickerDefaults } from '@gp/shared-ui';
import { type ListQuery, ParamFilter } from '@gp/shared-ui/list';
import { DatePicker, Tag } from 'antd';
import dayjs from 'dayjs';

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

const API_DATE = 'YYYY-MM-DD';
const dateParam = (value: string | null) => {
  const date = value ? dayjs(value, API_DATE, true) : null;
  return date?.isValid() ? date : null;
};

type PeriodoFilterProps = {
  list: ListQuery;
  /** The URL parameters of the first and last day, under the API's names. */
  from: string;
  to: string;
  /** The filter's accessible name, e.g. 'Período de emissão'. */
  label: string;
  placeholder: [string, string];
};

/**
 * A period of a list kept in the URL as two days ("YYYY-MM-DD", either may be open): choosing narrows
 * the list (back to page 1), clearing shows every row again.
 */
export function PeriodoFilter({ list, from, to, label, placeholder }: PeriodoFilterProps) {
  return (
    <DatePicker.RangePicker
      {...datePickerDefaults}
      aria-label={label}
      allowEmpty={[true, true]}
      placeholder={placeholder}
      value={[dateParam(list.params.get(from)), dateParam(list.params.get(to))]}
      onChange={(dates) =>
        list.set({
          [from]: dates?.[0]?.format(API_DATE) ?? null,
          [to]: dates?.[1]?.format(API_DATE) ?? null,
        })
      }
      style={{ width: 260 }}
    />
  );
}
