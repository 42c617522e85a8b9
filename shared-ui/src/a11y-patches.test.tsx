// @vitest-environment jsdom
import './test-setup.js';
import { UploadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import { render, screen } from '@testing-library/react';
import { Button, DatePicker, Form, InputNumber, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';

/**
 * The library patches (patches/, pnpm's patchedDependencies) that keep English words and misplaced ARIA
 * out of what a screen reader says, in every area at once: antd's icons are decorative unless named,
 * InputNumber's arrows and pro-layout's back arrow speak Portuguese, a Select's aria-required sits on
 * its combobox and a Radio.Group is a radiogroup.
 */
describe('accessible names without icon names', () => {
  it('hides an unnamed icon, so a button is named by its text alone', () => {
    render(<Button icon={<UploadOutlined />}>Enviar arquivos</Button>);
    expect(screen.getByRole('button', { name: 'Enviar arquivos' })).toBeTruthy();
    expect(document.querySelector('.anticon')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps an icon named by its caller as an image with that name', () => {
    render(<UploadOutlined aria-label="Enviado" />);
    expect(screen.getByRole('img', { name: 'Enviado' })).toBeTruthy();
  });

  it("names InputNumber's arrows and the page's back arrow in Portuguese", () => {
    render(
      <PageContainer title="Bem" onBack={() => undefined}>
        <InputNumber aria-label="Quantidade" />
      </PageContainer>,
    );
    expect(document.querySelector('[aria-label="Aumentar valor"]')).not.toBeNull();
    expect(document.querySelector('[aria-label="Diminuir valor"]')).not.toBeNull();
    expect(document.querySelector('[aria-label="Increase Value"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
  });
});

describe('ARIA where it is allowed', () => {
  it("puts a required Select's aria-required on its combobox, not on its root", () => {
    render(
      <Form>
        <Form.Item name="tipo" label="Tipo" rules={[{ required: true }]}>
          <Select options={[{ value: 1, label: 'Um' }]} />
        </Form.Item>
        <Form.Item name="pessoa" label="Pessoa" rules={[{ required: true }]}>
          <Radio.Group options={[{ value: 'F', label: 'Física' }]} />
        </Form.Item>
      </Form>,
    );
    expect(document.querySelector('.ant-select')?.hasAttribute('aria-required')).toBe(false);
    expect(screen.getByRole('combobox').getAttribute('aria-required')).toBe('true');
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-required')).toBe('true');
  });
});

describe('date pickers', () => {
  it('name their clear button in Portuguese and hide the range separator', () => {
    render(<DatePicker.RangePicker allowClear />);
    expect(document.querySelector('.ant-picker-separator')?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('[aria-label="to"]')).toBeNull();
    document.body.innerHTML = '';
    render(<DatePicker allowClear defaultValue={dayjs('2026-11-27')} />);
    expect(document.querySelector('.ant-picker-clear')?.getAttribute('aria-label')).toBe('Limpar data');
  });
});
