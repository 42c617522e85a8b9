// @vitest-environment jsdom
import '../test-setup.js';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { GpProviders } from '../providers/gp-providers.js';
import { StatusDialog } from './status-dialog.js';

const ID = '2f1d3c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
const USER = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

describe('StatusDialog with its own message', () => {
  it('says what the record needs instead of the register text, and still sends the status call', async () => {
    const save = vi.fn(async () => undefined);
    render(
      <GpProviders>
        <StatusDialog
          trigger={<Button>Inativar</Button>}
          record={{ id: ID, ativo: true }}
          noun="usuário"
          describe={() => 'Joana'}
          userId={USER}
          save={save}
          message={(deactivating) => (deactivating ? 'Joana não poderá mais entrar.' : 'Joana volta.')}
        />
      </GpProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByText('Joana não poderá mais entrar.')).toBeTruthy();
    expect(screen.queryByText(/deixará de ser oferecido/)).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('Descreva o motivo da inativação'), {
      target: { value: 'Saiu da prefeitura' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Inativar' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        id: ID,
        ativo: false,
        user_id_inativa: USER,
        motivo: 'Saiu da prefeitura',
      }),
    );
  }, 30_000);
});
