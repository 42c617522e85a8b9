// @vitest-environment jsdom
import './test-setup.js';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailInput } from './email-input.js';

describe('EmailInput', () => {
  it('is a text input with the e-mail keyboard, so the browser never checks it before the form’s rule', () => {
    render(<EmailInput aria-label="E-mail" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.inputMode).toBe('email');
    expect(input.maxLength).toBe(255);
  });
});
