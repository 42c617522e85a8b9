import type { User } from '@gp/shared-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFor, startFakeRoutes } from '../../test/fake-api.js';
import { currentUrl, renderArea } from '../../test/render-area.js';

const ME = 'u1';
const user = (i: number, overrides: Partial<User> = {}): User => ({
  id: `0000000${i}-3d4a-4c5b-8e9f-0a1b2c3d4e5f`.slice(-36),
  username: `usuario${String(i).padStart(2, '0')}`,
  fullname: `Usuário ${String(i).padStart(2, '0')}`,
  avatar: null,
  email: `usuario${i}@exemplo.gov.br`,
  active: true,
  redefine: false,
  cpf: i === 1 ? '52998224725' : null,
  conta_generica: i === 3,
  user_id_inativa: null,
  motivo: null,
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-03-05T12:00:00.000Z',
  ...overrides,
});
let everyone: User[] = [];

let api: ReturnType<typeof startFakeRoutes>;
afterEach(() => {
  api.stop();
  vi.restoreAllMocks();
});

function start() {
  everyone = Array.from({ length: 25 }, (_, i) => user(i + 1));
  api = startFakeRoutes({
    'GET /users': ({ search }) => {
      const page = Number(search.get('page'));
      const limit = Number(search.get('limit'));
      return {
        status: 200,
        body: { data: everyone.slice((page - 1) * limit, page * limit), total: everyone.length, page, limit },
      };
    },
    'GET /users/exportar': () => ({ status: 200, body: 'arquivo' }),
    'POST /users/create': ({ body }) => {
      const b = body as Partial<User>;
      if (b.cpf === '11144477735')
        return {
          status: 409,
          body: {
            status: 'Error',
            message: 'Já existe um usuário com este CPF.',
            issues: [{ path: 'cpf', message: 'Já existe um usuário com este CPF.' }],
          },
        };
      const created = user(99, { ...b, id: '00000099-3d4a-4c5b-8e9f-0a1b2c3d4e5f' });
      everyone.push(created);
      return { status: 201, body: created };
    },
    'PUT /users/id': ({ body }) => {
      const { id, ativo, motivo, user_id_inativa } = body as {
        id: string;
        ativo: boolean;
        motivo: string | null;
        user_id_inativa: string | null;
      };
      const found = everyone.find((u) => u.id === id) as User;
      Object.assign(found, { active: ativo, motivo, user_id_inativa });
      return { status: 200, body: found };
    },
  });
}

const listCalls = () => api.calls.filter((c) => c.method === 'GET' && c.path === '/users');
const rows = () => Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row'));
const rowOf = (username: string) => rows().find((r) => r.textContent?.includes(username)) as HTMLElement;
const session = () => ({ ...sessionFor(true), user: { id: everyone[0]?.id ?? ME, fullname: 'Usuário 01' } });

describe('Usuários: page and limit in the URL (usuarios?page=&limit=, the menu link)', () => {
  it('states page 1 and 10 rows in the URL when they are missing, and lists that page', async () => {
    start();
    renderArea('/app/sistema/usuarios', session());
    await waitFor(() => expect(currentUrl()).toBe('/app/sistema/usuarios?page=1&limit=10'));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(listCalls().at(-1)?.search).toBe('?page=1&limit=10');
    expect(screen.getByText('Mostrando 10 de 25 itens')).toBeTruthy();
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
  });

  it('opens the page of the URL and writes the paging of the table back to it', async () => {
    start();
    renderArea('/app/sistema/usuarios?page=2&limit=10', session());
    await waitFor(() => expect(rowOf('usuario11')).toBeTruthy());
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
    expect(listCalls()[0]?.search).toBe('?page=2&limit=10');

    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(currentUrl()).toBe('/app/sistema/usuarios?page=3&limit=10'));
    await waitFor(() => expect(rowOf('usuario21')).toBeTruthy());
    expect(listCalls().at(-1)?.search).toBe('?page=3&limit=10');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Linhas por página' }));
    fireEvent.click(await screen.findByTitle('30'));
    await waitFor(() => expect(currentUrl()).toBe('/app/sistema/usuarios?page=1&limit=30'));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(listCalls().at(-1)?.search).toBe('?page=1&limit=30');
  });

  it('replaces an invalid page or limit with what the list shows', async () => {
    start();
    renderArea('/app/sistema/usuarios?page=abc&limit=7', session());
    await waitFor(() => expect(currentUrl()).toBe('/app/sistema/usuarios?page=1&limit=10'));
  });
});

describe('Usuários: deactivate with a reason (PUT /users/id)', () => {
  it('asks for the reason, sends ativo=false with the current user and the reason, and says so', async () => {
    start();
    const target = everyone[2] as User;
    renderArea('/app/sistema/usuarios?page=1&limit=10', session());
    await waitFor(() => expect(rowOf(target.username)).toBeTruthy());

    fireEvent.click(
      within(rowOf(target.username)).getByRole('button', { name: `Inativar usuário ${target.username}` }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Inativar usuário')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Inativar' }));
    expect(await dialog.findByText('Informe o motivo da inativação.')).toBeTruthy();
    // The label of the invalid field turns red too.
    await waitFor(() => expect(dialog.getByText('Motivo').getAttribute('style')).toContain('color'));
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(dialog.getByPlaceholderText('Descreva o motivo da inativação'), {
      target: { value: 'Servidor exonerado em março' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByText('Usuário inativado com sucesso!')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      id: target.id,
      ativo: false,
      user_id_inativa: session().user.id,
      motivo: 'Servidor exonerado em março',
    });
    await waitFor(() => expect(within(rowOf(target.username)).getByText('Inativo')).toBeTruthy());
  });

  it('activates after a confirmation, clearing who deactivated and why', async () => {
    start();
    const target = everyone[4] as User;
    Object.assign(target, { active: false, motivo: 'Licença', user_id_inativa: ME });
    renderArea('/app/sistema/usuarios?page=1&limit=10', session());
    await waitFor(() => expect(rowOf(target.username)).toBeTruthy());
    fireEvent.click(
      within(rowOf(target.username)).getByRole('button', { name: `Ativar usuário ${target.username}` }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Você tem certeza disso\?/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByText('Usuário ativado com sucesso!')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      id: target.id,
      ativo: true,
      user_id_inativa: null,
      motivo: null,
    });
  });

  it('does not let the current user deactivate himself', async () => {
    start();
    const me = everyone[0] as User;
    renderArea('/app/sistema/usuarios?page=1&limit=10', session());
    await waitFor(() => expect(rowOf(me.username)).toBeTruthy());
    const button = within(rowOf(me.username)).getByRole('button', {
      name: `Inativar usuário ${me.username}`,
    });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('is closed to a location that is not support, whatever the rules of its role', async () => {
    start();
    const { unmount } = renderArea(
      '/app/sistema/usuarios',
      sessionFor(false, ['users:read', 'users:update']),
    );
    expect(screen.getByText('Acesso negado')).toBeTruthy();
    unmount();
    expect(listCalls()).toHaveLength(0);
  });
});

describe('Usuários: export', () => {
  it("saves what the list's search matches as CSV: the list's query without page and limit", async () => {
    start();
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:usuarios');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderArea('/app/sistema/usuarios?page=2&limit=10&search=ana', session());
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar' }));
    fireEvent.click(await screen.findByText('CSV (planilha, separador ;)'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const file = api.calls.find((c) => c.path === '/users/exportar');
    expect(file?.search).toBe('?search=ana&formato=csv');
  });
});

describe('Usuários: the CPF and the generic account (decision 073)', () => {
  it('lists the CPF masked, "Não informado" without one, and marks a generic account', async () => {
    start();
    renderArea('/app/sistema/usuarios?page=1&limit=10', session());
    await waitFor(() => expect(rowOf('usuario01')).toBeTruthy());
    expect(within(rowOf('usuario01')).getByText('529.982.247-25')).toBeTruthy();
    expect(within(rowOf('usuario02')).getByText('Não informado')).toBeTruthy();
    expect(within(rowOf('usuario03')).getByText('Conta genérica')).toBeTruthy();
  });

  it('masks the CPF while typing, refuses an invalid one, shows the API’s 409 under it, sends its digits', async () => {
    start();
    renderArea('/app/sistema/usuarios?page=1&limit=10', session());
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Nome completo'), { target: { value: 'Joana Lima' } });
    fireEvent.change(dialog.getByLabelText('Usuário'), { target: { value: 'joana.lima' } });
    fireEvent.change(dialog.getByLabelText('E-mail'), { target: { value: 'joana@exemplo.gov.br' } });
    fireEvent.change(dialog.getByLabelText('Senha'), { target: { value: 'Senha1234' } });
    const cpf = dialog.getByLabelText('CPF') as HTMLInputElement;
    fireEvent.change(cpf, { target: { value: '52998224724' } });
    expect(cpf.value).toBe('529.982.247-24');
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText('CPF inválido (confira os dígitos verificadores).')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(cpf, { target: { value: '111.444.777-35' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText('Já existe um usuário com este CPF.')).toBeTruthy();

    fireEvent.change(cpf, { target: { value: '390.533.447-05' } });
    fireEvent.click(dialog.getByRole('switch', { name: 'Conta genérica' }));
    expect(dialog.getByText(/Conta genérica: pode consultar, mas não registra operações/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário criado com sucesso!')).toBeTruthy();
    const posts = api.calls.filter((c) => c.method === 'POST' && c.path === '/users/create');
    expect(posts.at(-1)?.body).toMatchObject({ cpf: '39053344705', conta_generica: true });
  });
});
