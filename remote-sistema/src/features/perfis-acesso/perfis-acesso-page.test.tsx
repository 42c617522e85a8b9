import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CAMARA, PREFEITURA, sessionFor, startFakeApi } from '../../test/fake-api.js';
import { renderArea } from '../../test/render-area.js';

let api: ReturnType<typeof startFakeApi>;
beforeEach(() => {
  api = startFakeApi();
});
afterEach(() => api.stop());

const renderPerfis = (url: string, session = sessionFor(true)) => renderArea(url, session);

const rowNames = () =>
  Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row td:first-child')).map(
    (td) => td.textContent,
  );
const dialog = () => screen.getByRole('dialog');
const listCalls = () => api.calls.filter((c) => c.method === 'GET' && c.path === '/v1/iam/roles');

describe('Perfis de Acesso', () => {
  it('shows title, subtitle and the roles of the client in the URL, with the location header', async () => {
    renderPerfis(`/app/sistema/perfis-acesso?companyId=${PREFEITURA}`);
    expect(await screen.findByText('Perfis de Acesso')).toBeTruthy();
    expect(screen.getByText('Consulte abaixo os perfis de acesso cadastrados')).toBeTruthy();
    await waitFor(() => expect(rowNames()).toEqual(['Administrador', 'Consulta']));
    expect(screen.getByText('Mostrando 2 de 2 itens')).toBeTruthy();
    const call = listCalls()[0]!;
    expect(call.search).toBe(`?companyId=${PREFEITURA}`);
    expect(call.headers.get('authorization')).toBe('Bearer token-1');
    expect(call.headers.get('x-local-id')).toBe('local-1');
  });

  it('asks support to choose a client before listing anything', async () => {
    renderPerfis('/app/sistema/perfis-acesso');
    expect(await screen.findByText(/Selecione um cliente em 'Filtros'/)).toBeTruthy();
    expect(listCalls()).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Buscar/ })).toBeTruthy();
  });

  it('stays closed to a location that is not support, whatever the rules of its role', async () => {
    renderPerfis(
      '/app/sistema/perfis-acesso',
      sessionFor(false, ['roles:read', 'roles:create', 'roles:update']),
    );
    expect(screen.getByText('Acesso negado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Adicionar/ })).toBeNull();
    expect(listCalls()).toHaveLength(0);
  });

  it('creates a role with the client of the URL, the name rule and the chosen permissions', async () => {
    renderPerfis(`/app/sistema/perfis-acesso?companyId=${CAMARA}`);
    await waitFor(() => expect(rowNames()).toEqual(['Gestor da Câmara']));
    fireEvent.click(screen.getByRole('button', { name: /Adicionar/ }));
    const form = within(dialog());
    await waitFor(() => expect(form.getByText('Câmara de Exemplo')).toBeTruthy());
    expect(form.getAllByRole('group')).toHaveLength(14);
    expect(form.getAllByText('Criar, visualizar, editar ou excluir')).toHaveLength(14);
    expect(form.getAllByRole('switch')).toHaveLength(56);

    fireEvent.click(form.getByRole('button', { name: 'Salvar' }));
    expect(await form.findByText('O nome é obrigatório!')).toBeTruthy();

    fireEvent.change(form.getByPlaceholderText('Nome do perfil'), { target: { value: '  Almoxarifado  ' } });
    fireEvent.click(form.getByRole('switch', { name: 'Criar Bens Patrimoniais' }));
    fireEvent.click(form.getByRole('switch', { name: 'Visualizar Bens Patrimoniais' }));
    const listsBefore = listCalls().length;
    fireEvent.click(form.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Perfil criado com sucesso!')).toBeTruthy();
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      name: 'Almoxarifado',
      companyId: CAMARA,
      rules: ['assets:create', 'assets:read'],
    });
    await waitFor(() => expect(rowNames()).toEqual(['Gestor da Câmara', 'Almoxarifado']));
    await waitFor(() => expect(listCalls().length).toBe(listsBefore + 1));
  });

  it('loads the detail only when the edit dialog opens, keeps the client fixed and saves', async () => {
    renderPerfis(`/app/sistema/perfis-acesso?companyId=${PREFEITURA}`);
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    expect(api.calls.some((c) => c.path === '/v1/iam/roles/r-1')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Editar perfil Administrador' }));
    const form = within(dialog());
    const name = (await form.findByPlaceholderText('Nome do perfil')) as HTMLInputElement;
    expect(api.calls.filter((c) => c.path === '/v1/iam/roles/r-1')).toHaveLength(1);
    expect(name.value).toBe('Administrador');
    expect(form.getByRole('combobox')).toHaveProperty('disabled', true);
    expect(
      form.getByRole('switch', { name: 'Visualizar Perfis de Acesso' }).getAttribute('aria-checked'),
    ).toBe('true');

    fireEvent.change(name, { target: { value: 'Administrador geral' } });
    fireEvent.click(form.getByRole('switch', { name: 'Visualizar Usuários' }));
    fireEvent.click(form.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeTruthy();
    const patch = api.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/v1/iam/roles/r-1');
    expect(patch.body).toEqual({ name: 'Administrador geral', companyId: PREFEITURA, rules: ['roles:read'] });
    await waitFor(() => expect(rowNames()).toEqual(['Administrador geral', 'Consulta']));
  });

  it('deletes after the confirmation naming the role', async () => {
    renderPerfis(`/app/sistema/perfis-acesso?companyId=${PREFEITURA}`);
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Excluir perfil Administrador' }));
    const confirm = within(dialog());
    expect(confirm.getByText('Você tem certeza disso?')).toBeTruthy();
    expect(
      confirm.getByText(
        'Esta ação não poderá ser desfeita. Após confirmar, este perfil (Administrador) será excluído.',
      ),
    ).toBeTruthy();
    expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Perfil excluído com sucesso!')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe('/v1/iam/roles/r-1');
    await waitFor(() => expect(rowNames()).toEqual(['Consulta']));
  });

  it("passes the API's refusal of a role in use to the host's error toast", async () => {
    renderPerfis(`/app/sistema/perfis-acesso?companyId=${PREFEITURA}`);
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Excluir perfil Consulta' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(api.toasts).toEqual([
        { kind: 'error', message: 'Este perfil está em uso por um ou mais acessos.' },
      ]),
    );
    await waitFor(() => expect(rowNames()).toEqual(['Administrador', 'Consulta']));
    expect(screen.queryByText('Perfil excluído com sucesso!')).toBeNull();
  });

  it('answers an unknown path with a 404 and a location without roles:read with a 403', async () => {
    const { unmount } = renderPerfis('/app/sistema/clientes-desconhecidos');
    expect(screen.getByText('Página não encontrada')).toBeTruthy();
    unmount();
    renderPerfis('/app/sistema/perfis-acesso', sessionFor(false, ['users:read']));
    expect(screen.getByText('Acesso negado')).toBeTruthy();
  });
});
