import { MONEY_PATTERN } from '@gp/shared-contracts';
import { Input, type InputProps } from 'antd';
import { useEffect, useState } from 'react';
import { formatMoneyPlain, parseMoneyText } from './money.js';

type MoneyInputProps = Omit<InputProps, 'value' | 'onChange' | 'prefix'> & {
  /** The API's money string ("1234.56"), or the typed text while it is not money (the rule refuses it). */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
};

const display = (value: string | null | undefined) =>
  value && MONEY_PATTERN.test(value) ? formatMoneyPlain(value) : (value ?? '');

/**
 * A money field in reais: typed the Brazilian way ("1.234,56"), shown again as 1.234,56 when it loses
 * focus, and handed to the form as the API's exact string. Nothing passes through a float.
 */
export function MoneyInput({ value, onChange, onBlur, ...props }: MoneyInputProps) {
  const [text, setText] = useState(() => display(value));
  // A value set from outside (reset, a loaded record) replaces the text unless it is what is typed.
  useEffect(() => {
    setText((current) => {
      const parsed = parseMoneyText(current);
      const same = parsed.kind === 'ok' ? parsed.value === value : (value ?? '') === current;
      return same ? current : display(value);
    });
  }, [value]);

  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      maxLength={24}
      {...props}
      prefix="R$"
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const parsed = parseMoneyText(next);
        onChange?.(parsed.kind === 'ok' ? parsed.value : parsed.kind === 'empty' ? undefined : next);
      }}
      onBlur={(event) => {
        const parsed = parseMoneyText(text);
        if (parsed.kind === 'ok') setText(formatMoneyPlain(parsed.value));
        onBlur?.(event);
      }}
    />
  );
}
