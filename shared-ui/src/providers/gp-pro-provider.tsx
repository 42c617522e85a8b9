import { ProConfigProvider } from '@ant-design/pro-components';
import { DatePicker } from 'antd';
import type { ReactNode } from 'react';
import { DATE_FORMAT, datePickerDefaults, formatDate, formatDateTime, TIME_FORMAT } from '../dates.js';

type FieldProps = { fieldProps?: Record<string, unknown> };

/**
 * ProTable/ProForm print and edit `date` and `dateTime` as YYYY-MM-DD by default; these entries give them
 * the Brazilian formats and the 1900..2099 limits. pro-components looks custom value types up before its
 * built-in ones.
 */
export const gpValueTypeMap = {
  date: {
    render: (text: unknown) => <>{formatDate(text as string)}</>,
    renderFormItem: (_text: unknown, props: FieldProps) => (
      <DatePicker {...datePickerDefaults} style={{ width: '100%' }} {...props.fieldProps} />
    ),
  },
  dateTime: {
    render: (text: unknown) => <>{formatDateTime(text as string)}</>,
    renderFormItem: (_text: unknown, props: FieldProps) => (
      <DatePicker
        {...datePickerDefaults}
        format={`${DATE_FORMAT} ${TIME_FORMAT}`}
        showTime={{ format: TIME_FORMAT }}
        style={{ width: '100%' }}
        {...props.fieldProps}
      />
    ),
  },
};

/** pro-components in pt-BR with the Brazilian date value types; goes inside `GpProviders`. */
export function GpProProvider({ children }: { children: ReactNode }) {
  return <ProConfigProvider valueTypeMap={gpValueTypeMap}>{children}</ProConfigProvider>;
}
