import {
  type Aceite,
  ALL_RULES,
  type Carga,
  READ_RULES,
  type Servidor,
  TERMO_CODIGO_HEADER,
} from '@gp/shared-contracts';
import { documentLinkReply, documentWindow, renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { CLIENTE, patrimonioSession } from '../../test/fixtures.js';
import { acoesDoAceite, detalheDoAceite, toRecusaBody } from './aceites.js';
import { cargaTotal } from './carga.js';
import { toPedidoBody } from './pedido.js';
import { toServidorBody } from './servidor-form.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => {
  api?.stop();
  vi.restoreAllMocks();
});

const ANA = '0c000000-0000-4000-8000-000000000001';
const BEM_A = '0b000000-0000-4000-8000-000000000001';
const CODIGO = 'ABCD-EFGH-JKLM-NPQR';

const servidor = (over: Partial<Servidor>): Servidor => ({
  id: ANA,
  cliente_id: CLIENTE,
  user_id: null,
  usuario: null,
  nome: 'Ana Lima',
  cpf: null,
  matricula: '1001',
  cargo: 'Chefe de setor',
  cpf_informado: false,
  tem_login: false,
  ativo: true,
  user_id_inativa: null,
  motivo: null,
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: '2026-01-05T12:00:00.000Z',
  ...over,
});

const carga = (over: Partial<Carga> = {}): Carga => ({
  data: [
    {
      id: BEM_A,
      CodigoBEM: 7,
      descricao: 'Mesa de reunião',
      situacao: 'em_uso',
      secretaria: { id: 's1', name: 'Administração' },
      setor: { id: 'st1', name: 'Almoxarifado' },
      responsavel: { id: ANA, nome: 'Ana Lima', matricula: '1001', cargo: null },
      valor_atual: '1234.56',
    },
  ],
  total: 2,
  page: 1,
  limit: 10,
  responsavel: { id: ANA, nome: 'Ana Lima', matricula: '1001', cargo: 'Chefe de setor' },
  setor: null,
  valor_total: '1234.57',
  pode_imprimir: true,
  pode_definir_responsavel: true,
  ...over,
});

const aceite = (id: string, over: Partial<Aceite>): Aceite => ({
  id,
  cliente_id: CLIENTE,
  tipo: 'cautela',
  estado: 'pendente',
  bem: { id: BEM_A, CodigoBEM: 7, descricao: 'Mesa de reunião' },
  responsavel: null,
  recebedor: { id: ANA, nome: 'Ana Lima', matricula: null, cargo: null },
  motivo: 'Evento',
  destino: 'Praça central',
  data_prevista_retorno: '2026-02-10',
  forma: null,
  arquivo_id: null,
  motivo_recusa: null,
  decidido_em: null,
  devolvido_em: null,
  movimentacao_id: null,
  atrasada: false,
  pode_aceitar: false,
  pode_registrar_termo: false,
  pode_devolver: false,
  pode_emitir_termo_lote: false,
  lote: null,
  destino_local: null,
  created_at: '2026-01-05T12:00:00.000Z',
  ...over,
});

const PARA_MIM = aceite('0a000000-0000-4000-8000-000000000001', { pode_aceitar: true });
const DO_PAPEL = aceite('0a000000-0000-4000-8000-000000000002', {
  tipo: 'transferencia',
  bem: { id: BEM_A, CodigoBEM: 8, descricao: 'Cadeira' },
  pode_registrar_termo: true,
});
const ATRASADA = aceite('0a000000-0000-4000-8000-000000000003', {
  estado: 'aceito',
  bem: { id: BEM_A, CodigoBEM: 9, descricao: 'Projetor' },
  atrasada: true,
  pode_devolver: true,
});
const SO_LEITURA = aceite('0a000000-0000-4000-8000-000000000004', {
  bem: { id: BEM_A, CodigoBEM: 10, descricao: 'Notebook' },
});
/** A transfer of place waiting for the destination setor's head, who has no login (decision 062). */
const DE_LOCAL = aceite('0a000000-0000-4000-8000-000000000006', {
  tipo: 'transferencia_local',
  bem: { id: BEM_A, CodigoBEM: 12, descricao: 'Estante' },
  destino: 'Vigilância Sanitária',
  destino_local: { secretaria_id: 'sec', setor_id: 'set', data: '2026-01-05T12:00:00.000Z' },
  pode_registrar_termo: true,
});
const LOTE = '0b000000-0000-4000-8000-000000000001';
const LOTE_ACEITO = aceite('0a000000-0000-4000-8000-000000000005', {
  tipo: 'transferencia',
  estado: 'aceito',
  bem: { id: BEM_A, CodigoBEM: 11, descricao: 'Armário' },
  lote: { id: LOTE, quantidade: 1200 },
  pode_emitir_termo_lote: true,
});

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

function mount(
  url: string,
  routes: (call: { method: string; path: string }) => Reply | undefined,
  rules = ALL_RULES,
) {
  api = startFakeApi((call) => documentLinkReply(call) ?? routes(call));
  const window = documentWindow();
  renderArea(PatrimonioRoutes, { basePath: '/app/patrimonio', url, session: patrimonioSession([...rules]) });
  return window;
}

describe('aceites page', () => {
  const rows = [PARA_MIM, DO_PAPEL, ATRASADA, SO_LEITURA, DE_LOCAL];
  const routes = (call: { method: string; path: string }): Reply | undefined => {
    if (call.method === 'GET' && call.path === '/patrimonio/carga/aceites')
      return { status: 200, body: { data: rows, total: rows.length, page: 1, limit: 10 } };
    if (call.method === 'POST' && call.path.endsWith('/recusar'))
      return { status: 200, body: { ...PARA_MIM, estado: 'recusado', pode_aceitar: false } };
    return undefined;
  };

  it("offers each row's actions exactly as the API flags them, and tags an overdue cautela", async () => {
    mount('/app/patrimonio/aceites', routes);
    const row = async (text: string) =>
      (await screen.findByText(text, {}, { timeout: 20_000 })).closest('tr')!;
    const mine = within(await row('7 – Mesa de reunião'));
    expect(mine.getByRole('button', { name: 'Aceitar cautela do bem 7' })).toBeTruthy();
    expect(mine.getByRole('button', { name: 'Recusar cautela do bem 7' })).toBeTruthy();
    expect(mine.queryByRole('button', { name: /Registrar/ })).toBeNull();
    const paper = within(await row('8 – Cadeira'));
    expect(
      paper.getByRole('button', { name: 'Registrar termo assinado da transferência do bem 8' }),
    ).toBeTruthy();
    expect(paper.queryByRole('button', { name: /Aceitar|Recusar/ })).toBeNull();
    const late = within(await row('9 – Projetor'));
    expect(late.getByText('Atrasada')).toBeTruthy();
    expect(late.getByRole('button', { name: 'Registrar devolução da cautela do bem 9' })).toBeTruthy();
    const none = within(await row('10 – Notebook'));
    expect(none.queryAllByRole('button')).toHaveLength(0);
    expect(none.queryByText('Atrasada')).toBeNull();
    const local = within(await row('12 – Estante'));
    expect(local.getByText('Transferência de local')).toBeTruthy();
    expect(local.getByText('para Vigilância Sanitária')).toBeTruthy();
    expect(
      local.getByRole('button', { name: 'Registrar termo assinado da transferência do bem 12' }),
    ).toBeTruthy();
  });

  it("prints an accepted batch's termo, listing all its assets, when the API flags it", async () => {
    const { shown } = mount('/app/patrimonio/aceites', (call) => {
      if (call.method === 'GET' && call.path === '/patrimonio/carga/aceites')
        return { status: 200, body: { data: [LOTE_ACEITO, SO_LEITURA], total: 2, page: 1, limit: 10 } };
      if (call.method === 'POST' && call.path === `/patrimonio/movimentacaobem/lote/${LOTE}/termo`)
        return { status: 200, body: '%PDF-1.7', headers: { [TERMO_CODIGO_HEADER]: CODIGO } };
      return undefined;
    });
    const batch = within((await screen.findByText('11 – Armário', {}, { timeout: 20_000 })).closest('tr')!);
    fireEvent.click(batch.getByRole('button', { name: 'Emitir o termo do lote de 1.200 bens' }));
    await waitFor(() => expect(shown()?.path).toBe(`/patrimonio/bempatrimonial/termos/${CODIGO}`));
    const none = within(screen.getByText('10 – Notebook').closest('tr')!);
    expect(none.queryAllByRole('button')).toHaveLength(0);
  });

  it('refuses only with a reason, sent to the API', async () => {
    mount('/app/patrimonio/aceites', routes);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Recusar cautela do bem 7' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Recusar a cautela do bem 7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await within(dialog).findByText('Informe o motivo da recusa.')).toBeTruthy();
    expect(api?.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motivo da recusa' }), {
      target: { value: ' Não recebi o bem ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    await waitFor(() =>
      expect(api?.calls.find((c) => c.method === 'POST')).toMatchObject({
        path: `/patrimonio/carga/aceites/${PARA_MIM.id}/recusar`,
        body: { motivo: 'Não recebi o bem' },
      }),
    );
  });
});

describe('carga page', () => {
  const routes =
    (
      answer: Carga,
      nadaConsta: Reply = { status: 200, body: '%PDF-1.7', headers: { [TERMO_CODIGO_HEADER]: CODIGO } },
    ) =>
    (call: { method: string; path: string }): Reply | undefined => {
      if (call.method === 'GET' && call.path === `/patrimonio/carga/responsavel/${ANA}`)
        return { status: 200, body: answer };
      if (call.method === 'GET' && call.path === `/patrimonio/servidor/${ANA}`)
        return { status: 200, body: servidor({}) };
      if (call.method === 'GET' && call.path === '/patrimonio/servidor')
        return { status: 200, body: { data: [servidor({})], total: 1, page: 1, limit: 20 } };
      if (call.method === 'POST' && call.path.endsWith('/nada-consta')) return nadaConsta;
      if (call.method === 'POST' && call.path.endsWith('/termo'))
        return { status: 200, body: '%PDF-1.7', headers: { [TERMO_CODIGO_HEADER]: CODIGO } };
      return undefined;
    };

  it('shows what a servidor holds with the exact total of every page, and prints the termo', async () => {
    const { shown } = mount(`/app/patrimonio/carga?servidor=${ANA}`, routes(carga()));
    expect(await screen.findByText('2 bens · valor total R$ 1.234,57', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('R$ 1.234,56')).toBeTruthy();
    expect(screen.getByText('Administração · Almoxarifado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Termo de responsabilidade/ }));
    await waitFor(() => expect(shown()?.path).toBe(`/patrimonio/bempatrimonial/termos/${CODIGO}`));
    expect(api?.calls.find((c) => c.method === 'POST')?.path).toBe(
      `/patrimonio/carga/responsavel/${ANA}/termo`,
    );
  });

  it('lists what blocks a refused nada consta, as the API answered it', async () => {
    const refusal: Reply = {
      status: 409,
      body: {
        status: 'Error',
        code: 'NADA_CONSTA_BLOQUEADO',
        message: 'Nada consta recusado: Ana Lima responde por 2 bens e tem uma cautela em aberto.',
        issues: [
          { path: 'bens', message: 'Bem 7 – Mesa de reunião' },
          { path: 'cautelas', message: 'Cautela do bem 9 – Projetor' },
        ],
      },
    };
    mount(`/app/patrimonio/carga?servidor=${ANA}`, routes(carga(), refusal));
    fireEvent.click(await screen.findByRole('button', { name: /Nada consta/ }, { timeout: 20_000 }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'Nada consta recusado: Ana Lima responde por 2 bens e tem uma cautela em aberto.',
      ),
    ).toBeTruthy();
    expect(within(alert).getByText('Bem 7 – Mesa de reunião')).toBeTruthy();
    expect(within(alert).getByText('Cautela do bem 9 – Projetor')).toBeTruthy();
    // Said once, where it is listed: no error toast repeating it.
    expect(screen.getAllByText(/^Nada consta recusado/)).toHaveLength(1);
  });

  it('offers neither termo nor nada consta when the API says the caller may not print', async () => {
    mount(`/app/patrimonio/carga?servidor=${ANA}`, routes(carga({ pode_imprimir: false })), READ_RULES);
    expect(await screen.findByText('2 bens · valor total R$ 1.234,57', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Termo de responsabilidade|Nada consta/ })).toBeNull();
  });
});

describe('servidores page', () => {
  const BRUNO = '0c000000-0000-4000-8000-000000000002';
  const LOGIN_BRUNO = { id: '0d000000-0000-4000-8000-000000000002', name: 'Bruno Dias', username: 'bruno' };
  const LOGIN_CARLA = {
    id: '0d000000-0000-4000-8000-000000000003',
    name: 'Carla Souza',
    username: 'carla.s',
  };
  const rows = [
    servidor({ cpf: '52998224725', cpf_informado: true }),
    servidor({
      id: BRUNO,
      nome: 'Bruno Dias',
      cpf_informado: true,
      user_id: LOGIN_BRUNO.id,
      usuario: LOGIN_BRUNO,
      tem_login: true,
    }),
  ];
  const routes = (call: { method: string; path: string; search?: URLSearchParams }): Reply | undefined => {
    if (call.method === 'GET' && call.path === '/patrimonio/servidor')
      return { status: 200, body: { data: rows, total: 2, page: 1, limit: 10 } };
    if (call.method === 'GET' && call.path === '/patrimonio/carga/servidores/usuarios') {
      const id = call.search?.get('id');
      const all = [LOGIN_BRUNO, LOGIN_CARLA];
      return { status: 200, body: { data: id ? all.filter((u) => u.id === id) : [LOGIN_CARLA] } };
    }
    if (call.method === 'POST' && call.path === '/patrimonio/servidor/create')
      return { status: 201, body: servidor({ id: '0c000000-0000-4000-8000-000000000009', nome: 'Carla' }) };
    if (call.method === 'PUT' && call.path === `/patrimonio/servidor/${BRUNO}`)
      return { status: 200, body: rows[1] };
    return undefined;
  };
  const usuariosCalls = () =>
    (api?.calls ?? []).filter((c) => c.path === '/patrimonio/carga/servidores/usuarios');

  it('shows the CPF only when the API answers it, and the linked login by name', async () => {
    mount('/app/patrimonio/servidores', routes);
    expect(await screen.findByText('529.982.247-25', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('Informado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Carga de Bruno Dias' })).toBeTruthy();
    expect(screen.getByText('Bruno Dias (bruno)')).toBeTruthy();
    expect(screen.getByText('Sem login')).toBeTruthy();
  });

  it("links a new servidor to a login searched among the client's free users", async () => {
    mount('/app/patrimonio/servidores', routes);
    fireEvent.click(await screen.findByRole('button', { name: /Adicionar/ }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar servidor' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nome' }), { target: { value: 'Carla' } });
    const login = within(dialog).getByRole('combobox', { name: 'Login no sistema' });
    fireEvent.mouseDown(login);
    fireEvent.change(login, { target: { value: 'car' } });
    // The search settles before it is sent: the option is picked from its answer.
    await waitFor(() => expect(usuariosCalls().some((c) => c.search.get('search') === 'car')).toBe(true));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find(
        (el) => el.getAttribute('title') === 'Carla Souza (carla.s)',
      );
      if (!found) throw new Error('sem a opção');
      return found;
    });
    fireEvent.click(option);
    expect(await within(dialog).findByTitle('Carla Souza (carla.s)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /Salvar|Adicionar/ }));
    await waitFor(() =>
      expect(api?.calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/patrimonio/servidor/create',
        body: { nome: 'Carla', user_id: LOGIN_CARLA.id },
      }),
    );
  });

  it("names an edited servidor's stored login, and a cleared select unlinks it", async () => {
    mount('/app/patrimonio/servidores', routes);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Editar servidor Bruno Dias' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar servidor' });
    expect(await within(dialog).findByText('Bruno Dias (bruno)')).toBeTruthy();
    // The look-ups name the edited servidor, so his own login stays offered.
    await waitFor(() =>
      expect(usuariosCalls().every((c) => c.search.get('servidor_id') === BRUNO)).toBe(true),
    );
    fireEvent.mouseDown(dialog.querySelector('.ant-select-clear') as Element);
    fireEvent.click(within(dialog).getByRole('button', { name: /Salvar/ }));
    await waitFor(() =>
      expect(api?.calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: `/patrimonio/servidor/${BRUNO}`,
        body: { id: BRUNO, nome: 'Bruno Dias', user_id: null },
      }),
    );
  });
});

describe('carga rules', () => {
  it('counts and values the carga exactly, in pt-BR', () => {
    expect(cargaTotal({ total: 1, valor_total: '0.10' })).toBe('1 bem · valor total R$ 0,10');
    expect(cargaTotal({ total: 12345, valor_total: '9876543.21' })).toBe(
      '12.345 bens · valor total R$ 9.876.543,21',
    );
  });

  it("maps the API's flags to the actions, in order", () => {
    expect(acoesDoAceite(PARA_MIM)).toEqual(['aceitar', 'recusar']);
    expect(acoesDoAceite({ ...PARA_MIM, pode_registrar_termo: true })).toEqual([
      'aceitar',
      'recusar',
      'termo',
    ]);
    expect(acoesDoAceite(ATRASADA)).toEqual(['devolver']);
    expect(acoesDoAceite(SO_LEITURA)).toEqual([]);
    expect(acoesDoAceite(LOTE_ACEITO)).toEqual(['termoLote']);
  });

  it('requires the reason of a refusal', () => {
    expect(toRecusaBody({ motivo: '  ' })).toEqual({
      issues: [{ path: 'motivo', message: expect.stringMatching(/motivo da recusa/i) }],
    });
    expect(toRecusaBody({ motivo: ' Não recebi ' })).toEqual({ body: { motivo: 'Não recebi' } });
  });

  it('describes a cautela by destination and return (dd/MM/yyyy), a transfer by its previous holder', () => {
    expect(detalheDoAceite(PARA_MIM)).toBe('Praça central · retorno previsto em 10/02/2026');
    expect(
      detalheDoAceite({ ...DO_PAPEL, responsavel: { id: 'x', nome: 'Carla', matricula: null, cargo: null } }),
    ).toBe('de Carla');
    expect(detalheDoAceite(DE_LOCAL)).toBe('para Vigilância Sanitária');
  });

  it('builds the cautela and the transfer from the form, the receiver under its one field', () => {
    const cautela = toPedidoBody('cautela', BEM_A, {
      servidor_id: ANA,
      motivo: ' Evento ',
      destino: 'Praça',
      data_prevista_retorno: dayjs('2026-03-01'),
    });
    expect(cautela).toEqual({
      tipo: 'cautela',
      body: {
        bempatrimonial_id: BEM_A,
        recebedor_id: ANA,
        motivo: 'Evento',
        destino: 'Praça',
        data_prevista_retorno: '2026-03-01',
      },
    });
    const missing = toPedidoBody('transferencia', BEM_A, {});
    expect('issues' in missing && missing.issues.map((i) => i.path)).toEqual(['servidor_id']);
    expect(toPedidoBody('transferencia', BEM_A, { servidor_id: ANA })).toEqual({
      tipo: 'transferencia',
      body: { bempatrimonial_id: BEM_A, responsavel_id: ANA, motivo: null },
    });
  });

  it('sends the servidor with its CPF as digits and the login picked (none: null)', () => {
    const edit = toServidorBody(
      {
        nome: ' Ana Lima ',
        cpf: '529.982.247-25',
        matricula: '',
        cargo: 'Chefe',
        user_id: '0d000000-0000-4000-8000-000000000001',
      },
      { kind: 'edit', servidor: servidor({ user_id: '0d000000-0000-4000-8000-000000000001' }) },
    );
    expect(edit).toEqual({
      body: {
        id: ANA,
        nome: 'Ana Lima',
        cpf: '52998224725',
        matricula: null,
        cargo: 'Chefe',
        user_id: '0d000000-0000-4000-8000-000000000001',
      },
    });
    expect(toServidorBody({ nome: 'Ana' }, { kind: 'create', clienteId: null })).toEqual({
      body: { nome: 'Ana', matricula: null, cargo: null, cpf: null, user_id: null },
    });
    const bad = toServidorBody({ nome: 'X', cpf: '111.111.111-12' }, { kind: 'create', clienteId: null });
    expect('issues' in bad && bad.issues).toEqual([
      { path: 'cpf', message: 'CPF inválido (confira os dígitos verificadores).' },
    ]);
  });
});
