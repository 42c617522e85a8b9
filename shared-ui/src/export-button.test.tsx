// @vitest-environment jsdom
import './test-setup.js';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { EXPORT_QUEUED, EXPORT_QUEUED_TEXT, ExportButton, formatChoices } from './export-button.js';

describe('the export button', () => {
  it('says where to find a large file the API makes as a job (202)', async () => {
    render(
      <App>
        <ExportButton label="Exportar" choices={formatChoices(async () => EXPORT_QUEUED)} />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    fireEvent.click(await screen.findByText('CSV (planilha, separador ;)'));
    expect(await screen.findByText(EXPORT_QUEUED_TEXT)).toBeTruthy();
  });
});
