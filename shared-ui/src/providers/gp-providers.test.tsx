// @vitest-environment jsdom
import '../test-setup.js';
import { render, screen } from '@testing-library/react';
import { Button, DatePicker } from 'antd';
import { describe, expect, it } from 'vitest';
import { useToast } from '../toast.js';
import { GpProviders } from './gp-providers.js';

function Notify() {
  const toast = useToast();
  return (
    <Button
      onClick={() => {
        for (let i = 1; i <= 5; i++) toast.info(`Aviso ${i}`);
      }}
    >
      avisar
    </Button>
  );
}

describe('GpProviders', () => {
  it('gives antd the pt-BR texts', () => {
    render(
      <GpProviders>
        <DatePicker open />
      </GpProviders>,
    );
    expect(screen.getByPlaceholderText('Selecionar data')).toBeTruthy();
    expect(screen.getAllByText('Hoje').length).toBeGreaterThan(0);
  });

  it('keeps at most three toasts, at the bottom right', async () => {
    render(
      <GpProviders>
        <Notify />
      </GpProviders>,
    );
    screen.getByRole('button', { name: 'avisar' }).click();
    await screen.findByText('Aviso 5');
    expect(document.querySelectorAll('.ant-notification-notice').length).toBe(3);
    expect(document.querySelector('.ant-notification-bottomRight')).toBeTruthy();
  });
});
