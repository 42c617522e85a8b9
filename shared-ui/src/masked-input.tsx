import { Input, type InputProps, type InputRef } from 'antd';
import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import { applyMask, type Mask } from './masks.js';

type MaskedInputProps = Omit<InputProps, 'value' | 'onChange' | 'maxLength'> & {
  mask: Mask;
  value?: string | null;
  onChange?: (value: string) => void;
};

/** A text input of a Form.Item whose value is formatted while typing, keeping the caret in place. */
export function MaskedInput({ mask, value, onChange, ...props }: MaskedInputProps) {
  const ref = useRef<InputRef>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = ref.current?.input;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = applyMask(mask, event.target.value, event.target.selectionStart);
    caret.current = next.caret;
    onChange?.(next.value);
  };

  return (
    <Input
      ref={ref}
      inputMode={mask.inputMode}
      {...props}
      maxLength={mask.maxLength}
      value={value ? mask.format(value) : ''}
      onChange={change}
    />
  );
}
