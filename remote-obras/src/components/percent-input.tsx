import { InputNumber, type InputNumberProps } from 'antd';

/**
 * A physical share in % (a follow-up's, a month of the schedule's): typed with a comma, 0 to 100, two
 * decimals, handed to the form as the exact text the API takes (stringMode: no float).
 */
export function PercentInput(props: Omit<InputNumberProps<string>, 'stringMode'>) {
  return (
    <InputNumber<string>
      stringMode
      min="0"
      max="100"
      precision={2}
      decimalSeparator=","
      suffix="%"
      style={{ width: '100%' }}
      {...props}
    />
  );
}
