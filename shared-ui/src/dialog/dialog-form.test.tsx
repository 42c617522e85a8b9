// @vitest-environment jsdom
import '../test-setup.js';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Button, Form, Input } from 'antd';
import { HTTPError } from 'ky';
import { describe, expect, it, vi } from 'vitest';
import { DialogForm, FormIssues } from './dialog-form.js';

type Values = { nome: string };

const refusal = (status: number, body: unknown) => {
  const request = new Request('http://api.test/x', { method: 'POST' });
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  // biome-ignore lint/suspicious/noExplicitAny: ky's options type is internal; the error reads only the response
  return new HTTPError(response, request, {} as any);
};

// jsdom never ends antd's closing animation, so a closed dialog stays in the page: closing is read from
// onOpenChange, and a new opening mounts a new dialog.
function renderDialog(onFinish: (values: Values) => Promise<unknown>, onOpenChange = vi.fn()) {
  return render(
    <App>
      <DialogForm<Values>
        title="Nova categoria"
        trigger={<Button>Adicionar</Button>}
        initialValues={{ nome: '' }}
        onFinish={onFinish}
        onOpenChange={onOpenChange}
      >
        {({ label }) => (
          <Form.Item
            name="nome"
            label={label('nome', 'Nome')}
            rules={[{ required: true, message: 'Informe o nome.' }]}
          >
            <Input />
          </Form.Item>
        )}
      </DialogForm>
    </App>,
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('DialogForm', () => {
  it('opens from its trigger, submits the values once and closes when onFinish resolves', async () => {
    let resolve: () => void = () => {};
    const onFinish = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const onOpenChange = vi.fn();
    renderDialog(onFinish, onOpenChange);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'Mobiliário' } });
    save();
    save();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish).toHaveBeenCalledWith({ nome: 'Mobiliário' });
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    resolve();
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
  });

  it('does not call onFinish while a field is invalid', async () => {
    const onFinish = vi.fn(async () => true);
    renderDialog(onFinish);
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await screen.findByLabelText('Nome');
    save();
    expect(await screen.findByText('Informe o nome.')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it("keeps the dialog open with the server's message under its field, and starts fresh on the next opening", async () => {
    const onFinish = vi.fn(async () => {
      throw refusal(409, {
        status: 'Error',
        message: 'Já existe.',
        issues: [{ path: 'nome', message: 'Nome já cadastrado.' }],
      });
    });
    const onOpenChange = vi.fn();
    renderDialog(onFinish, onOpenChange);
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'Mobiliário' } });
    save();
    expect(await screen.findByText('Nome já cadastrado.')).toBeTruthy();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Mobiliário');

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const reopened = within(await screen.findByRole('dialog'));
    expect((reopened.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
    expect(reopened.queryByText('Nome já cadastrado.')).toBeNull();
  });

  it('stays open without closing when onFinish resolves false', async () => {
    const onFinish = vi.fn(async () => false);
    const onOpenChange = vi.fn();
    renderDialog(onFinish, onOpenChange);
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'X' } });
    save();
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("keeps the dialog open with the form's own issues under their fields", async () => {
    const onFinish = vi.fn(async () => {
      throw new FormIssues([{ path: 'nome', message: 'Informe um nome válido.' }]);
    });
    const onOpenChange = vi.fn();
    renderDialog(onFinish, onOpenChange);
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'X' } });
    save();
    expect(await screen.findByText('Informe um nome válido.')).toBeTruthy();
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
