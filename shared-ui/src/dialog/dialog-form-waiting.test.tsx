// @vitest-environment jsdom
import '../test-setup.js';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { GpProviders } from '../providers/gp-providers.js';
import { DialogForm } from './dialog-form.js';

type Values = { nome?: string };

function EditDialog({ loaded, onFinish }: { loaded: Values | null; onFinish: (v: Values) => Promise<void> }) {
  return (
    <GpProviders>
      <DialogForm<Values>
        title="Editar"
        trigger={<Button>Abrir</Button>}
        initialValues={loaded ?? {}}
        waiting={loaded ? undefined : <p>Carregando o registro</p>}
        onFinish={onFinish}
      >
        <Form.Item name="nome" label="Nome">
          <Input />
        </Form.Item>
      </DialogForm>
    </GpProviders>
  );
}

describe('DialogForm waiting for the record it edits', () => {
  it('shows the waiting content with Salvar disabled, then the form with the loaded values', async () => {
    const onFinish = vi.fn(async () => undefined);
    const { rerender } = render(<EditDialog loaded={null} onFinish={onFinish} />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByText('Carregando o registro')).toBeTruthy();
    expect(screen.queryByLabelText('Nome')).toBeNull();
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);

    rerender(<EditDialog loaded={{ nome: 'Almoxarifado' }} onFinish={onFinish} />);
    expect(((await screen.findByLabelText('Nome')) as HTMLInputElement).value).toBe('Almoxarifado');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ nome: 'Almoxarifado' }));
  }, 30_000);
});
