import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { datePickerDefaults } from '../dates.js';
import type { ListQuery } from './list-params.js';

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
