// @vitest-environment jsdom
import '../test-setup.js';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { HTTPError } from 'ky';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useValueConfirmation } from './value-confirmation.js';

const ASK = 'O valor de aquisição, R$ 1.234,56, passa do teto de plausibilidade de um bem deste cliente.';

const answer = (status: number, body: unknown) => {
  const request = new Request('http://api.test/x', { method: 'POST' });
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  // biome-ignore lint/suspicious/noExplicitAny: ky's options type is internal; the error reads only the response
  return new HTTPError(response, request, {} as any);
};

/** A screen that saves with `send` and writes down what `confirmValue` gave back. */
function Screen({ send }: { send: (confirmado: boolean) => Promise<string> }) {
  const { confirmValue, dialog } = useValueConfirmation();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <Button
        onClick={() =>
          confirmValue(send).then(
            (r) => setOutcome(r.confirmed ? `salvo: ${r.value}` : 'cancelado'),
            (e: Error) => setOutcome(`erro: ${e.name}`),
          )
        }
      >
        Salvar
      </Button>
      <output>{outcome}</output>
      {dialog}
    </>
  );
}

const asking = () =>
  vi.fn(async (confirmado: boolean) => {
    if (!confirmado) throw answer(409, { message: ASK, code: 'CONFIRMAR_VALOR', confirmar: true });
    return 'ok';
  });

describe('useValueConfirmation', () => {
  it('asks with the API’s message and sends again confirmed', async () => {
    const send = asking();
    render(<Screen send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar valor' });
    expect(within(dialog).getByText(ASK)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar valor' }));
    expect(await screen.findByText('salvo: ok')).toBeTruthy();
    expect(send.mock.calls).toEqual([[false], [true]]);
  });

  it('sends nothing more when cancelled', async () => {
    const send = asking();
    render(<Screen send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar valor' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('cancelado')).toBeTruthy();
    expect(send.mock.calls).toEqual([[false]]);
  });

  it('passes any other refusal on as it came, without asking', async () => {
    const send = vi.fn(async () => {
      throw answer(409, { message: 'O exercício está fechado.', code: 'EXERCICIO_FECHADO' });
    });
    render(<Screen send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('erro: HTTPError')).toBeTruthy();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
