import { completeCno } from '@gp/shared-contracts';
import { startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OBRA_ID, renderObras } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

describe('the CNO form', () => {
  it('masks the number as 00.000.00000/00 and refuses a wrong check digit before calling the API', async () => {
    api = startFakeApi(() => undefined);
    renderObras(`/app/obras/cadastronacional/criar?obra_id=${OBRA_ID}`);
    const numero = (await screen.findByLabelText('Número do CNO')) as HTMLInputElement;
    const valid = completeCno('12345678901');
    const wrong = `${valid.slice(0, 11)}${(Number(valid[11]) + 1) % 10}`;
    fireEvent.change(numero, { target: { value: wrong } });
    expect(numero.value).toBe(
      `${wrong.slice(0, 2)}.${wrong.slice(2, 5)}.${wrong.slice(5, 10)}/${wrong.slice(10)}`,
    );
    fireEvent.change(screen.getByLabelText('Destinação'), { target: { value: 'Escola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(
        'Número do CNO inválido (12 dígitos, 00.000.00000/00; confira o dígito verificador).',
      ),
    ).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
