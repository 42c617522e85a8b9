import type { ObraDetail, Recebimento } from '@gp/shared-contracts';
import { startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OBRA_DETAIL, OBRA_ID, renderObras } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const PROVISORIO: Recebimento = {
  id: 'r1',
  obra_id: OBRA_ID,
  tipo: 'provisorio',
  tipo_descricao: 'Provisório',
  data: '2025-06-10',
  vistoria: 'Serviços conforme o projeto.',
  recebedores: [{ cpf: '52998224725', nome: 'Eng. Paulo Andrade', cargo: 'Fiscal do contrato' }],
  termo_codigo: 'ABCD-EFGH-JKLM-NPQR',
  termo_descricao: 'Termo de recebimento de obra nº 3/2025',
  created_at: '2025-06-10T10:00:00.000Z',
};
const RECEBIDA_PROVISORIAMENTE: ObraDetail = {
  ...OBRA_DETAIL,
  situacao: 6,
  situacao_descricao: 'Recebida provisoriamente',
  recebimentos: [PROVISORIO],
  recebimento_proximo: 'definitivo',
};

/** `refuse`: the message of a 409 to the registration. */
function mount(obra: ObraDetail, refuse: string | null = null) {
  let current = obra;
  api = startFakeApi((call) => {
    if (call.path === `/obras/obra/${OBRA_ID}`) return { status: 200, body: current };
    if (call.path === `/obras/obra/${OBRA_ID}/recebimentos` && call.method === 'POST') {
      if (refuse) return { status: 409, body: { status: 'Error', message: refuse } };
      current = RECEBIDA_PROVISORIAMENTE;
      return { status: 201, body: current };
    }
    return undefined;
  });
  renderObras(`/app/obras/obra/editar?id=${OBRA_ID}`);
}

const card = async () =>
  (await screen.findByText('Recebimento', { selector: '.ant-card-head-title' })).closest(
    '.ant-card',
  ) as HTMLElement;

async function fillAndSend(cpf = '529.982.247-25') {
  fireEvent.click(await screen.findByRole('button', { name: 'Registrar recebimento provisório' }));
  const dialog = await screen.findByRole('dialog', { name: 'Recebimento provisório da obra 12/2025' });
  const type = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  type('Vistoria', 'Serviços conforme o projeto.');
  type('CPF (1)', cpf);
  type('Nome (1)', 'Eng. Paulo Andrade');
  type('Cargo (1)', 'Fiscal do contrato');
  type('Veículo de publicação', 'Diário Oficial do Município');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar e emitir o termo' }));
  return dialog;
}

describe("the work's Recebimento card", () => {
  it('registers the recebimento the API offers, sends the receivers with digits only, then lists it with its termo', async () => {
    mount(OBRA_DETAIL);
    await fillAndSend();
    await screen.findByText('Eng. Paulo Andrade — Fiscal do contrato');
    const post = api?.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      tipo: 'provisorio',
      data: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      vistoria: 'Serviços conforme o projeto.',
      recebedores: [{ cpf: '52998224725', nome: 'Eng. Paulo Andrade', cargo: 'Fiscal do contrato' }],
      publicacao_veiculo: 'Diário Oficial do Município',
      publicacao_data: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const c = await card();
    expect(within(c).getByText('10/06/2025')).toBeTruthy();
    expect(within(c).getByText(/Código ABCD-EFGH-JKLM-NPQR/)).toBeTruthy();
    expect(within(c).getByRole('button', { name: 'Baixar o termo de recebimento provisório' })).toBeTruthy();
    // Next, the API offers the definitivo only.
    expect(within(c).getByRole('button', { name: 'Registrar recebimento definitivo' })).toBeTruthy();
    expect(within(c).queryByRole('button', { name: 'Registrar recebimento provisório' })).toBeNull();
  });

  it('refuses an invalid CPF on the form, before any call', async () => {
    mount(OBRA_DETAIL);
    const dialog = await fillAndSend('529.982.247-24');
    expect((await screen.findAllByText(/CPF do recebedor inválido/)).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(api?.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('keeps the API’s refusal on the form', async () => {
    mount(OBRA_DETAIL, 'A obra está paralisada: reinicie-a antes de recebê-la.');
    const dialog = await fillAndSend();
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByText('A obra está paralisada: reinicie-a antes de recebê-la.')).toBeTruthy();
  });

  it('offers no registration when the API says why none can be made', async () => {
    mount({
      ...OBRA_DETAIL,
      situacao: 1,
      recebimento_proximo: null,
      recebimento_bloqueio: 'A obra não foi iniciada: só uma obra iniciada pode ser recebida.',
    });
    const c = await card();
    expect(
      within(c).getByText('A obra não foi iniciada: só uma obra iniciada pode ser recebida.'),
    ).toBeTruthy();
    expect(within(c).queryByRole('button', { name: /Registrar recebimento/ })).toBeNull();
  });
});
