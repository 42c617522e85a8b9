import dayjs, { type Dayjs } from 'dayjs';

/** Display formats: dd/MM/yyyy and HH:mm. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

/** Range every date picker accepts. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2099-12-31';

const min = () => dayjs(MIN_DATE).startOf('day');
const max = () => dayjs(MAX_DATE).endOf('day');

/** `disabledDate` of every DatePicker: days outside 1900-01-01..2099-12-31. */
export const isOutsideDateLimits = (date: Dayjs): boolean => date.isBefore(min()) || date.isAfter(max());

/** Props every DatePicker takes (the format and limits above). */
export const datePickerDefaults = {
  format: DATE_FORMAT,
  disabledDate: isOutsideDateLimits,
  minDate: dayjs(MIN_DATE),
  maxDate: dayjs(MAX_DATE),
} as const;

type DateInput = string | number | Date | Dayjs | null | undefined;

/** dd/MM/yyyy, or '-' for an empty or invalid value. */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '-';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMAT) : '-';
}

/** dd/MM/yyyy HH:mm, or '-' for an empty or invalid value. */
export function formatDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '-';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : '-';
}
