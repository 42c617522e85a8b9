import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GpProviders } from '@gp/shared-ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HostProvider } from '../app/host-context.js';
import { createSessionController } from '../session/session-controller.js';
import { createSessionStore } from '../session/token-store.js';
import { CpfTokenPage } from './cpf-token-page.js';

/** The API of the page: the token's owner, and POST /session/cpf refusing a CPF another user has. */
let server: Server;
let baseUrl: string;
let sent: { token: string; cpf: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        res.end(JSON.stringify(data));
      };
      const body = raw ? JSON.parse(raw) : {};
      if (req.url === '/password/verify') {
        if (body.token !== 'ct-1') return send(400, { status: 'Error', message: 'Este link é inválido.' });
        return send(200, {
          purpose: 'cpf',
          username: 'joana',
          fullname: 'Joana Lima',
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        });
      }
      if (req.url === '/session/cpf') {
        sent.push(body);
        if (body.cpf === '52998224725')
          return send(409, { status: 'Error', message: 'Já existe um usuário com este CPF.' });
        return send(200, { status: 'Ok', message: 'CPF registrado. Entre novamente para continuar.' });
      }
      send(404, { status: 'Error', message: 'Não encontrado.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  sent = [];
});

function renderPage(token: string) {
  const queryClient = new QueryClient();
  const controller = createSessionController({
    apiBaseUrl: baseUrl,
    queryClient,
    store: createSessionStore(),
  });
  render(
    <GpProviders>
      <QueryClientProvider client={queryClient}>
        <HostProvider controller={controller}>
          <MemoryRouter initialEntries={[`/informarCpf?token=${token}`]}>
            <CpfTokenPage />
          </MemoryRouter>
        </HostProvider>
      </QueryClientProvider>
    </GpProviders>,
  );
}

const cpfInput = () => screen.findByLabelText('CPF');

describe('/informarCpf (the CPF the sign-in asks, decision 073)', () => {
  it('greets the token’s user, masks the CPF as typed and refuses an invalid one before sending', async () => {
    renderPage('ct-1');
    expect(await screen.findByText(/Olá, Joana Lima \(joana\)/)).toBeTruthy();
    const input = await cpfInput();
    fireEvent.change(input, { target: { value: '12345678900' } });
    expect((input as HTMLInputElement).value).toBe('123.456.789-00');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar CPF' }));
    expect(await screen.findByText('CPF inválido (confira os dígitos verificadores).')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows the API’s refusal of a CPF in use, then records a free one and sends the user to sign in', async () => {
    renderPage('ct-1');
    const input = await cpfInput();
    fireEvent.change(input, { target: { value: '529.982.247-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar CPF' }));
    expect(await screen.findByText('Já existe um usuário com este CPF.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '11144477735' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar CPF' }));
    expect(await screen.findByText('CPF registrado')).toBeTruthy();
    expect(sent.map((b) => b.cpf)).toEqual(['52998224725', '11144477735']);
    expect(screen.getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe('/login');
  });

  it('says when the token is not valid', async () => {
    renderPage('outro');
    expect(await screen.findByText('Link inválido')).toBeTruthy();
  });
});
