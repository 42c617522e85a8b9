// @vitest-environment jsdom
import './test-setup.js';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input, Row, Select } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { Field, FieldLabels } from './form-field.js';

type Values = { nome?: string; tipo?: number };

function renderForm(onFinish: (values: Values) => void, initialValues: Values) {
  return render(
    <Form<Values> layout="vertical" initialValues={initialValues} onFinish={onFinish}>
      <FieldLabels label={(name, text) => <span data-field={name}>{text}</span>}>
        <Row>
          <Field name="nome" text="Nome" required="Informe o nome.">
            <Input />
          </Field>
          <Field name="tipo" text="Tipo" required="Informe o tipo.">
            <Select options={[{ value: 1, label: 'Móvel' }]} />
          </Field>
        </Row>
      </FieldLabels>
      <Button htmlType="submit">Salvar</Button>
    </Form>,
  );
}

describe('Field', () => {
  it('labels itself through FieldLabels and refuses an empty or blank required value with its message', async () => {
    const onFinish = vi.fn();
    const { container } = renderForm(onFinish, { nome: '   ' });
    expect(container.querySelector('[data-field="nome"]')?.textContent).toBe('Nome');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome.')).toBeTruthy();
    expect(await screen.findByText('Informe o tipo.')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('takes a number as a required value (a select of ids)', async () => {
    const onFinish = vi.fn();
    renderForm(onFinish, { nome: 'Mesa', tipo: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ nome: 'Mesa', tipo: 1 }));
  });
});
