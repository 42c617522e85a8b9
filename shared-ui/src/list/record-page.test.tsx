// @vitest-environment jsdom
import '../test-setup.js';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { HTTPError } from 'ky';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RecordForm, RecordPage, type RecordState, useRecordRoute } from './record-page.js';
import { RegisterListPage } from './register-list-page.js';

type Item = { id: string; nome: string; ativo: boolean; motivo: string | null };
const ITEM: Item = { id: 'a1', nome: 'Papelaria', ativo: false, motivo: 'Encerrada' };

const refusal = (status: number, body: unknown = {}) => {
  const request = new Request('http://api.test/x', { method: 'PUT' });
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  // biome-ignore lint/suspicious/noExplicitAny: ky's options type is internal; the error reads only the response
  return new HTTPError(response, request, {} as any);
};

type Query = RecordState<Item> & { refetch: ReturnType<typeof vi.fn<() => unknown>> };
const loaded = (data?: Item, error: unknown = null): Query => ({
  data,
  isError: error !== null,
  error,
  refetch: vi.fn<() => unknown>(),
});

/** The page at `url`, under the routes a register has: `/x/criar` and `/x/editar`. */
function Page({ query, children }: { query: Query; children?: (record: Item | null) => ReactNode }) {
  const route = useRecordRoute();
  return (
    <RecordPage<Item>
      noun="fornecedor"
      route={route}
      query={query}
      onBack={() => undefined}
      describe={(r) => r.nome}
      active={(r) => r}
      extra={() => [
        <button key="status" type="button">
          Ativar
        </button>,
      ]}
    >
      {children ?? ((record) => <p>{record ? `form de ${record.nome}` : 'form novo'}</p>)}
    </RecordPage>
  );
}

const at = (url: string, element: ReactNode) =>
  render(
    <App>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/x/criar" element={element} />
          <Route path="/x/editar" element={element} />
        </Routes>
      </MemoryRouter>
    </App>,
  );

describe('RecordPage', () => {
  it('opens /criar empty, with the new record’s title', () => {
    at('/x/criar', <Page query={loaded()} />);
    expect(screen.getByText('Novo fornecedor')).toBeTruthy();
    expect(screen.getByText('form novo')).toBeTruthy();
  }, 30_000);

  it('opens /editar?id= on the record, its tag and the buttons the remote gives', () => {
    at('/x/editar?id=a1', <Page query={loaded(ITEM)} />);
    expect(screen.getByText('Editar fornecedor')).toBeTruthy();
    expect(screen.getByText('form de Papelaria')).toBeTruthy();
    expect(screen.getByText('Inativo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ativar' })).toBeTruthy();
  }, 30_000);

  it('answers 404 to /editar without an id and to an id the API does not find', () => {
    const { unmount } = at('/x/editar', <Page query={loaded()} />);
    expect(screen.getByText('Fornecedor não encontrado')).toBeTruthy();
    unmount();
    at('/x/editar?id=zz', <Page query={loaded(undefined, refusal(404))} />);
    expect(screen.getByText('Fornecedor não encontrado')).toBeTruthy();
  }, 30_000);

  it('offers a retry when the record cannot be loaded, and a skeleton while it loads', () => {
    const failed = loaded(undefined, refusal(500));
    const { unmount } = at('/x/editar?id=a1', <Page query={failed} />);
    expect(screen.getByText('Não foi possível carregar o fornecedor.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(failed.refetch).toHaveBeenCalled();
    unmount();
    at('/x/editar?id=a1', <Page query={loaded()} />);
    expect(document.querySelector('.ant-skeleton')).toBeTruthy();
  }, 30_000);
});

type Values = { nome: string };

function Editor({
  save,
  onCancel,
}: {
  save: (r: { id: string | null; body: unknown }) => Promise<Item>;
  onCancel: () => void;
}) {
  return (
    <RecordForm<Values, Item>
      noun="fornecedor"
      record={ITEM}
      idOf={(r) => r.id}
      initialValues={{ nome: ITEM.nome }}
      toBody={(values) => ({ body: values })}
      save={save}
      saving={false}
      onCancel={onCancel}
    >
      {() => (
        <Form.Item name="nome" label="Nome">
          <Input />
        </Form.Item>
      )}
    </RecordForm>
  );
}

describe('RecordForm', () => {
  it('saves the record by its id, says so and stays on the page', async () => {
    const save = vi.fn(async () => ITEM);
    const onCancel = vi.fn();
    render(
      <App>
        <MemoryRouter>
          <Editor save={save} onCancel={onCancel} />
        </MemoryRouter>
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ id: 'a1', body: { nome: 'Papelaria' } }));
    expect(await screen.findByText('Fornecedor atualizado com sucesso!')).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
  }, 30_000);

  it('keeps a refusal that is no field’s (409) above the buttons', async () => {
    const save = vi.fn(async () => {
      throw refusal(409, { message: 'O valor passa o saldo da obra.' });
    });
    render(
      <App>
        <MemoryRouter>
          <Editor save={save} onCancel={() => undefined} />
        </MemoryRouter>
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Não foi possível salvar')).toBeTruthy();
  }, 30_000);
});

describe('RegisterListPage', () => {
  it('closes the register’s columns with Situação and Ações: Editar and the remote’s actions', () => {
    const open = vi.fn();
    render(
      <MemoryRouter>
        <RegisterListPage<Item>
          title="Fornecedores"
          loadError="Não foi possível carregar os fornecedores."
          list={{ rows: [ITEM], loading: false, isError: false, refetch: () => undefined }}
          columns={[{ title: 'Nome', dataIndex: 'nome' }]}
          active={(r) => r}
          edit={{ what: (r) => `fornecedor ${r.nome}`, open }}
          actions={{ count: 1, render: () => <button type="button">Ativar linha</button> }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Situação')).toBeTruthy();
    expect(screen.getByText('Inativo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Editar fornecedor Papelaria' }));
    expect(open).toHaveBeenCalledWith(ITEM);
    expect(screen.getByRole('button', { name: 'Ativar linha' })).toBeTruthy();
  }, 30_000);
});
