// @vitest-environment jsdom
import './test-setup.js';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from './money-input.js';

/** A MoneyInput held by a form-like owner: `onChange` sees what the form would keep. */
function Owned({ initial, onChange }: { initial?: string; onChange: (value: string | undefined) => void }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <>
      <MoneyInput
        aria-label="Valor"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue('42.00')}>
        Carregar
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Valor' }) as HTMLInputElement;

describe('MoneyInput', () => {
  it('shows the API’s value the Brazilian way, with its currency', () => {
    render(<Owned initial="1234.5" onChange={vi.fn()} />);
    expect(field().value).toBe('1.234,50');
    expect(screen.getByText('R$')).toBeTruthy();
  });

  it('hands the form the exact API string of what is typed, and formats it when focus leaves', () => {
    const onChange = vi.fn();
    render(<Owned onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '1234,5' } });
    expect(onChange).toHaveBeenLastCalledWith('1234.50');
    expect(field().value).toBe('1234,5');
    fireEvent.blur(field());
    expect(field().value).toBe('1.234,50');
  });

  it('passes text that is not money on as typed (the form’s rule refuses it), and empty as undefined', () => {
    const onChange = vi.fn();
    render(<Owned onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '12,3,4' } });
    expect(onChange).toHaveBeenLastCalledWith('12,3,4');
    fireEvent.blur(field());
    expect(field().value).toBe('12,3,4');
    fireEvent.change(field(), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('replaces the text when the value is set from outside (a record loaded, a reset)', () => {
    render(<Owned initial="1.00" onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Carregar' }));
    expect(field().value).toBe('42,00');
  });
});
