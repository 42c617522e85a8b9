// @vitest-environment jsdom
import '../test-setup.js';
import { type RemoteProps, StoredFileListSchema } from '@gp/shared-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { useListQuery } from '../list/list-params.js';
import { createQueryKeys } from '../list/query-keys.js';
import { type Handler, renderArea, sessionFor, startFakeApi } from '../testing/index.js';
import { createRemoteArea } from './remote-area.js';

/**
 * The pieces an area gets bound from `createRemoteArea` (decision 011): the client pickers, the look-up
 * select, the status action and the register calls, drawn inside an area of their own.
 */
const keys = createQueryKeys('teste');
const area = createRemoteArea({ access: () => ({}), keys });
const { RemoteProvider, ClientSelect, ClientFilter, ClientCard, LookupSelect, StatusAction, registerApi } =
  area;

const PREFEITURA = '6f1c2b8e-3d4a-4c5b-8e9f-0a1b2c3d4e5f';
const CAMARA = '7a2d3c9f-4e5b-4d6c-9f0a-1b2c3d4e5f60';
const CLIENTS = [
  { id: PREFEITURA, name: 'Prefeitura de Exemplo' },
  { id: CAMARA, name: 'Câmara de Exemplo' },
];
const ITEM = '2f1d3c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
const USER = { id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', fullname: 'Equipe de Suporte' };

let fake: ReturnType<typeof startFakeApi> | undefined;
afterEach(() => fake?.stop());

/** What the next render draws inside the area's provider. */
let content: () => ReactNode = () => null;
function Area(remote: RemoteProps) {
  return <RemoteProvider {...remote}>{content()}</RemoteProvider>;
}

function draw(node: () => ReactNode, handler: Handler, url = '/app/teste') {
  fake = startFakeApi(handler);
  content = node;
  return renderArea(Area, { basePath: '/app/teste', url, session: sessionFor({ user: USER }) });
}

const clientsAnswer = (body: unknown) => (call: { path: string }) =>
  call.path === '/v1/companies/clients' ? { status: 200, body } : undefined;

const open = (name: string) => fireEvent.mouseDown(screen.getByRole('combobox', { name }));

describe('the client pickers', () => {
  it("reads 'Carregando...' while the clients load", async () => {
    draw(() => <ClientSelect aria-label="Cliente" />, clientsAnswer(CLIENTS));
    expect(screen.getByText('Carregando...')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Selecione um cliente')).toBeTruthy());
  });

  it("reads 'Nenhum item encontrado...' when there are no clients", async () => {
    draw(() => <ClientSelect aria-label="Cliente" />, clientsAnswer([]));
    await waitFor(() => expect(fake?.calls.map((c) => c.path)).toContain('/v1/companies/clients'));
    await waitFor(() => expect(screen.getByText('Selecione um cliente')).toBeTruthy());
    open('Cliente');
    expect(await screen.findByText('Nenhum item encontrado...')).toBeTruthy();
  });

  it("the list's filter is named 'Cliente', writes clientId to the URL and drops the client's own filters", async () => {
    // biome-ignore lint/correctness/noComponentHookFactories: the test's own screen, drawn once by the test
    function Filter() {
      const list = useListQuery();
      return (
        <>
          <ClientFilter list={list} clears={['obra_id']} />
          <output data-testid="params">{list.params.toString()}</output>
        </>
      );
    }
    draw(() => <Filter />, clientsAnswer(CLIENTS), `/app/teste?obra_id=${PREFEITURA}&page=3`);
    expect(screen.getByText('Todos os clientes')).toBeTruthy();
    open('Cliente');
    fireEvent.click(await screen.findByTitle('Câmara de Exemplo'));
    await waitFor(() => expect(screen.getByTestId('params').textContent).toBe(`clientId=${CAMARA}`));
  });

  it("the card above a list says 'Cliente' and holds the same filter", async () => {
    // biome-ignore lint/correctness/noComponentHookFactories: the test's own screen, drawn once by the test
    function Card() {
      return <ClientCard list={useListQuery()} />;
    }
    draw(() => <Card />, clientsAnswer(CLIENTS), `/app/teste?clientId=${PREFEITURA}`);
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('.ant-select-selection-item')?.textContent).toBe('Prefeitura de Exemplo'),
    );
  });
});

describe('LookupSelect', () => {
  const item = (id: string, name: string) => ({ id, name });
  it('shows a stored value by its name before any search, then searches as the user types', async () => {
    draw(
      () => (
        <LookupSelect<{ id: string; name: string }>
          aria-label="Item"
          value="i-7"
          lookup={['itens']}
          search={async (api, text) =>
            (await api.get('itens', { searchParams: { search: text } }).json<{ data: [] }>()).data
          }
          get={(api, id) => api.get(`itens/${id}`).json()}
          toOption={(i) => ({ value: i.id, label: i.name })}
        />
      ),
      (call) => {
        if (call.path === '/itens/i-7') return { status: 200, body: item('i-7', 'Cadeira') };
        if (call.path === '/itens')
          return {
            status: 200,
            body: { data: call.search.get('search') === 'mes' ? [item('i-9', 'Mesa')] : [] },
          };
        return undefined;
      },
    );
    await waitFor(() =>
      expect(document.querySelector('.ant-select-selection-item')?.textContent).toBe('Cadeira'),
    );
    open('Item');
    fireEvent.change(screen.getByRole('combobox', { name: 'Item' }), { target: { value: 'mes' } });
    expect(await screen.findByTitle('Mesa')).toBeTruthy();
    expect(fake?.calls.find((c) => c.search.get('search') === 'mes')).toBeTruthy();
  });
});

describe('StatusAction and registerApi', () => {
  const Item = v.object({ id: v.string(), ativo: v.boolean(), nome: v.string() });
  const itens = registerApi<v.InferOutput<typeof Item>>({
    resource: 'itens',
    path: 'cadastro/item',
    item: Item,
    refreshes: ['lookup'],
  });

  it("names the row's action after the record, records the session's user and refreshes the register", async () => {
    let ativo = true;
    // biome-ignore lint/correctness/noComponentHookFactories: the test's own screen, drawn once by the test
    function Row() {
      const record = itens.useRecord(ITEM);
      const status = itens.useStatus();
      if (!record.data) return <p>Carregando</p>;
      return (
        <>
          <p>{record.data.ativo ? 'Ativo' : 'Inativo'}</p>
          <StatusAction
            record={record.data}
            noun="item"
            describe={(i) => i.nome}
            label={`item ${record.data.nome}`}
            save={(body) => status.mutateAsync(body)}
          />
        </>
      );
    }
    draw(
      () => <Row />,
      (call) => {
        if (call.method === 'PUT' && call.path === '/cadastro/item/id') {
          ativo = (call.body as { ativo: boolean }).ativo;
          return { status: 200, body: { id: ITEM, ativo, nome: 'Cadeira' } };
        }
        if (call.path === `/cadastro/item/${ITEM}`)
          return { status: 200, body: { id: ITEM, ativo, nome: 'Cadeira' } };
        return undefined;
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Inativar item Cadeira' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Inativar item' });
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'Quebrada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Inativar' }));
    await waitFor(() =>
      expect(fake?.calls.map((c) => `${c.method} ${c.path}`)).toContain('PUT /cadastro/item/id'),
    );
    expect(await screen.findByText('Inativo', {}, { timeout: 8000 })).toBeTruthy();
    const put = fake?.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ id: ITEM, ativo: false, user_id_inativa: USER.id, motivo: 'Quebrada' });
    // The record was read again after the call, fresh from the API.
    expect(fake?.calls.filter((c) => c.path === `/cadastro/item/${ITEM}`).length).toBeGreaterThan(1);
  }, 30_000);

  it('reads a part of a record under its key and saves with create or update by id', async () => {
    const files = itens;
    // biome-ignore lint/correctness/noComponentHookFactories: the test's own screen, drawn once by the test
    function Files() {
      const list = files.useRecord(ITEM, {
        part: 'files',
        fetch: (api, id) =>
          api
            .get(`cadastro/item/files/${id}`)
            .json()
            .then((b) => v.parse(StoredFileListSchema, b)),
      });
      const save = itens.useSave();
      return (
        <>
          <p>{list.data ? `${list.data.length} arquivos` : 'Carregando'}</p>
          <button type="button" onClick={() => save.mutate({ id: null, body: { nome: 'Mesa' } })}>
            Criar
          </button>
          <button type="button" onClick={() => save.mutate({ id: ITEM, body: { nome: 'Cadeira' } })}>
            Alterar
          </button>
        </>
      );
    }
    draw(
      () => <Files />,
      (call) => {
        if (call.path === `/cadastro/item/files/${ITEM}`) return { status: 200, body: [] };
        if (call.path === '/cadastro/item/create' || call.path === `/cadastro/item/${ITEM}`)
          return { status: 200, body: { id: ITEM, ativo: true, nome: 'Mesa' } };
        return undefined;
      },
    );
    expect(await screen.findByText('0 arquivos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(fake?.calls.some((c) => c.method === 'POST')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Alterar' }));
    await waitFor(() => expect(fake?.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(fake?.calls.find((c) => c.method === 'POST')?.path).toBe('/cadastro/item/create');
    expect(fake?.calls.find((c) => c.method === 'PUT')?.path).toBe(`/cadastro/item/${ITEM}`);
    // Each write read the register's parts again.
    await waitFor(() =>
      expect(
        fake?.calls.filter((c) => c.path === `/cadastro/item/files/${ITEM}`).length,
      ).toBeGreaterThanOrEqual(3),
    );
  }, 30_000);
});
