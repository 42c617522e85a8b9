import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storedCompany } from '../../test/company.js';
import { sessionFor, startFakeRoutes } from '../../test/fake-api.js';
import { currentUrl, renderArea } from '../../test/render-area.js';

const NEW_ID = '5e0b1a7d-2c3b-4a4c-8d8e-9f0a1b2c3d4e';
const TAKEN = '11222333000181';

let api: ReturnType<typeof startFakeRoutes>;
afterEach(() => api.stop());

function start() {
  api = startFakeRoutes({
    'GET /empresas': () => ({ status: 200, body: { data: [], total: 0, page: 1, limit: 10 } }),
    'GET /v1/companies/clients': () => ({ status: 200, body: [] }),
    'POST /empresas/create': ({ body }) => {
      const sent = body as Record<string, unknown>;
      if (sent.cpfCnpj === TAKEN) {
        const message = 'Já existe um cliente com este CPF/CNPJ nesta aplicação.';
        return { status: 409, body: { status: 'Error', message, issues: [{ path: 'cpfCnpj', message }] } };
      }
      return { status: 201, body: company(sent) };
    },
    'GET /empresas/:id': () => ({ status: 200, body: company({ name: 'Consórcio Intermunicipal' }) }),
    'GET /empresas/files/:id': () => ({ status: 200, body: [] }),
    'GET /exercicios/empresa/:id': () => ({ status: 200, body: [] }),
  });
}

const drawer = () => within(document.querySelector('.ant-drawer-content') as HTMLElement);
const input = (label: string) => drawer().getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('Clientes: the client form (Company fields and their validation)', () => {
  it('masks while typing, shows each error under its field with a red label, and the 409 from the server', async () => {
    start();
    renderArea('/app/sistema/clientes', sessionFor(true));
    fireEvent.click(await screen.findByRole('button', { name: /Adicionar/ }));
    await waitFor(() => expect(currentUrl()).toBe('/app/sistema/clientes?cliente=novo'));
    expect(await drawer().findByText('Adicionar cliente')).toBeTruthy();

    // Masks: the alphanumeric CNPJ (docs/domain.md, "Identificadores"), CEP and phones.
    type('CPF/CNPJ', '12abc34501de35');
    expect(input('CPF/CNPJ').value).toBe('12.ABC.345/01DE-35');
    type('CEP', '01001000');
    expect(input('CEP').value).toBe('01001-000');
    type('Celular', '11987654321');
    expect(input('Celular').value).toBe('(11) 98765-4321');

    // Required fields, each with its message under it and its label in red.
    fireEvent.click(drawer().getByRole('button', { name: 'Salvar' }));
    expect(await drawer().findByText('Informe a razão social.')).toBeTruthy();
    for (const text of [
      'Informe o e-mail.',
      'Informe o endereço.',
      'Informe o número.',
      'Informe o bairro.',
      'Informe a UF.',
      'Informe a cidade.',
    ]) {
      expect(drawer().getByText(text)).toBeTruthy();
    }
    await waitFor(() => expect(drawer().getByText('Razão social').getAttribute('style')).toContain('color'));
    expect(drawer().getByText('CPF/CNPJ').getAttribute('style')).toBeNull();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    // The e-mail is checked by the form's rule, its message under the field: never by the browser's own
    // bubble (no type="email", which would stop the submit first), with the e-mail keyboard on a phone.
    expect(input('E-mail').type).toBe('text');
    expect(input('E-mail').inputMode).toBe('email');
    type('E-mail', 'consorcio@');
    fireEvent.click(drawer().getByRole('button', { name: 'Salvar' }));
    expect(await drawer().findByText('E-mail inválido.')).toBeTruthy();

    // Check digits are verified before anything is sent.
    type('CPF/CNPJ', '11.222.333/0001-82');
    fireEvent.blur(input('CPF/CNPJ'));
    expect(await drawer().findByText('CNPJ inválido.')).toBeTruthy();

    type('Razão social', 'Consórcio Intermunicipal');
    type('CPF/CNPJ', '11.222.333/0001-81');
    type('E-mail', 'consorcio@exemplo.gov.br');
    type('Endereço', 'Praça da Sé');
    type('Número', '1');
    type('Bairro', 'Sé');
    type('Cidade', 'São Paulo');
    const uf = drawer().getByRole('combobox', { name: 'UF' });
    fireEvent.mouseDown(uf);
    fireEvent.change(uf, { target: { value: 'São Paulo' } });
    fireEvent.click(await screen.findByTitle('SP — São Paulo'));
    fireEvent.click(drawer().getByRole('button', { name: 'Salvar' }));

    // Uniqueness within the application comes from the server, under the field and in the toast.
    expect(await drawer().findByText('Já existe um cliente com este CPF/CNPJ nesta aplicação.')).toBeTruthy();
    await waitFor(() =>
      expect(api.toasts).toContainEqual({
        kind: 'error',
        message: 'Já existe um cliente com este CPF/CNPJ nesta aplicação.',
      }),
    );
    const sent = api.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Consórcio Intermunicipal',
      cpfCnpj: TAKEN,
      zipCode: '01001000',
      cellphone: '11987654321',
      phone: null,
      state: 'SP',
      is_cliente: true,
      is_secretaria: false,
      is_setor: false,
    });

    type('CPF/CNPJ', '12.ABC.345/01DE-35');
    fireEvent.click(drawer().getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Cliente criado com sucesso!')).toBeTruthy();
    // The record stays open as an edit of the new client, with its files and months.
    await waitFor(() => expect(currentUrl()).toBe(`/app/sistema/clientes?cliente=${NEW_ID}`));
    await waitFor(() =>
      expect(
        (drawer().getByRole('tab', { name: 'Arquivos' }) as HTMLElement).getAttribute('aria-disabled'),
      ).toBe('false'),
    );
    // Some forty antd fields render and validate slowly under jsdom on two cores.
  }, 120_000);

  it('is closed to a location that is not support', () => {
    start();
    renderArea('/app/sistema/clientes', sessionFor(false, ['clients:read', 'clients:create']));
    expect(screen.getByText('Acesso negado')).toBeTruthy();
  });
});

const company = (fields: Record<string, unknown>) =>
  storedCompany({ id: NEW_ID, name: String(fields.name ?? '') });
