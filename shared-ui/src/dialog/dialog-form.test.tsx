// @vitest-environment jsdom
import '../test-setup.js';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { GpProviders } from '../providers/gp-providers.js';
import { DialogForm, FormIssues } from './dialog-form.js';

function renderDialog(onFinish: (values: { nome?: string }) => Promise<unknown>) {
  render(
    <GpProviders>
      <DialogForm<{ nome?: string }> title="Novo item" trigger={<Button>Abrir</Button>} onFinish={onFinish}>
        <Form.Item name="nome" label="Nome">
          <Input />
        </Form.Item>
      </DialogForm>
    </GpProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
}

describe('DialogForm', () => {
  it("keeps the dialog open with the form's own issues under their fields", { timeout: 30_000 }, async () => {
    const onFinish = vi.fn(async () => {
      throw new FormIssues([{ path: 'nome', message: 'Informe um nome válido.' }]);
    });
    renderDialog(onFinish);
    // antd validates and submits asynchronously, slowly under jsdom on a busy machine.
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }, { timeout: 10_000 }));
    expect(await screen.findByText('Informe um nome válido.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
