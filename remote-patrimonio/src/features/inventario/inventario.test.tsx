import 'fake-indexeddb/auto';
import { ALL_RULES, type Inventario, READ_RULES, type Sala } from '@gp/shared-contracts';
import { documentLinkReply, documentWindow, renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { createStore, del, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { ADMINISTRACAO, ALMOXARIFADO, CLIENTE, patrimonioSession } from '../../test/fixtures.js';
import { descartar, enfileirar, naFila } from './contagem-fila.js';
import { comissaoTexto } from './inventario.js';
import { toInventarioBody } from './inventario-form.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => {
  api?.stop();
  vi.restoreAllMocks();
});

const SALA = '0d000000-0000-4000-8000-000000000001';
const INVENTARIO = '0e000000-0000-4000-8000-000000000001';
const ANA = '0c000000-0000-4000-8000-000000000001';
const BRUNO = '0c000000-0000-4000-8000-000000000002';

const sala: Sala = {
  id: SALA,
  cliente_id: CLIENTE,
  secretaria: { id: ADMINISTRACAO, name: 'Secretaria de Administração' },
  setor: { id: ALMOXARIFADO, name: 'Almoxarifado Central' },
  codigo: 'ALMOX-12',
  nome: 'Depósito de móveis do almoxarifado central, ala norte',
  descricao: null,
  endereco: `https://gp.exemplo.gov.br/app/patrimonio/inventario/sala/${SALA}`,
  ativo: true,
  user_id_inativa: null,
  motivo: null,
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: '2026-01-05T12:00:00.000Z',
};

const inventario = (over: Partial<Inventario> = {}): Inventario => ({
  id: INVENTARIO,
  cliente_id: CLIENTE,
  titulo: 'Inventário anual 2026',
  tipo: 'anual',
  escopo: 'secretaria',
  secretaria: { id: ADMINISTRACAO, name: 'Secretaria de Administração' },
  setor: null,
  sala: null,
  unidade: 'Secretaria de Administração',
  contagem_cega: true,
  responsavel_saida: null,
  responsavel_entrada: null,
  encerrado_em: null,
  portaria_numero: '123/2026',
  portaria_data: '2026-01-10',
  data_abertura: '2026-01-15',
  data_prevista_encerramento: '2026-03-31',
  estado: 'aberta',
  encerrado_por: null,
  comissao: [
    { servidor: { id: BRUNO, nome: 'Bruno Dias', matricula: null, cargo: null }, presidente: false },
    { servidor: { id: ANA, nome: 'Ana Lima', matricula: '1001', cargo: null }, presidente: true },
  ],
  acoes: { editar: true, encerrar: true, anexar: true, contar: true, divergencias: true, recontar: false },
  created_at: '2026-01-15T12:00:00.000Z',
  updated_at: '2026-01-15T12:00:00.000Z',
  ...over,
});

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

function mount(
  url: string,
  routes: (call: { method: string; path: string; search: URLSearchParams }) => Reply | undefined,
  rules = ALL_RULES,
) {
  api = startFakeApi((call) => documentLinkReply(call) ?? routes(call));
  const window = documentWindow();
  renderArea(PatrimonioRoutes, { basePath: '/app/patrimonio', url, session: patrimonioSession([...rules]) });
  return window;
}

const page = <T,>(data: T[]) => ({ status: 200, body: { data, total: data.length, page: 1, limit: 10 } });

describe('salas page', () => {
  const routes = (call: { method: string; path: string }): Reply | undefined =>
    call.method === 'GET' && call.path === '/patrimonio/salas' ? page([sala]) : undefined;

  it('lists each sala with its setor written out, its label, and edits only for inventories:update', async () => {
    mount('/app/patrimonio/salas', routes);
    const row = within((await screen.findByText('ALMOX-12', {}, { timeout: 20_000 })).closest('tr')!);
    expect(row.getByText('Secretaria de Administração › Almoxarifado Central')).toBeTruthy();
    expect(row.getByText('Depósito de móveis do almoxarifado central, ala norte')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Etiqueta da sala ALMOX-12' })).toBeTruthy();
    expect(row.getByRole('button', { name: /Editar sala ALMOX-12/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Adicionar/ })).toBeTruthy();
  });

  it('shows a read-only profile the list and the label, nothing that writes', async () => {
    mount('/app/patrimonio/salas', routes, READ_RULES);
    const row = within((await screen.findByText('ALMOX-12', {}, { timeout: 20_000 })).closest('tr')!);
    expect(row.getByRole('button', { name: 'Etiqueta da sala ALMOX-12' })).toBeTruthy();
    expect(row.queryByRole('button', { name: /Editar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Adicionar/ })).toBeNull();
  });

  it('opens the label PDF of the sala', async () => {
    const { shown } = mount('/app/patrimonio/salas', (call) => {
      if (call.method === 'GET' && call.path === `/patrimonio/salas/${SALA}/etiqueta`)
        return { status: 200, body: '%PDF-1.7' };
      return routes(call);
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Etiqueta da sala ALMOX-12' }, { timeout: 20_000 }),
    );
    await waitFor(() => expect(shown()?.path).toBe(`/patrimonio/salas/${SALA}/etiqueta`));
  });
});

describe('inventário pages', () => {
  it('lists the campaigns with their unit and state, and opens one only with inventories:create', async () => {
    mount('/app/patrimonio/inventario', (call) =>
      call.method === 'GET' && call.path === '/patrimonio/inventario' ? page([inventario()]) : undefined,
    );
    const row = within(
      (
        await screen.findByRole('link', { name: 'Inventário Inventário anual 2026' }, { timeout: 20_000 })
      ).closest('tr')!,
    );
    expect(row.getByText('Secretaria de Administração')).toBeTruthy();
    expect(row.getByText('15/01/2026')).toBeTruthy();
    expect(row.getByText('Aberta')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Adicionar/ })).toBeTruthy();
  });

  it('offers edit and closing as the API flags them, and closes after confirming', async () => {
    let closed = false;
    mount(`/app/patrimonio/inventario/${INVENTARIO}`, (call) => {
      if (call.method === 'GET' && call.path === `/patrimonio/inventario/${INVENTARIO}`)
        return {
          status: 200,
          body: closed
            ? inventario({
                estado: 'encerrada',
                acoes: {
                  editar: false,
                  encerrar: false,
                  anexar: false,
                  contar: false,
                  divergencias: true,
                  recontar: false,
                },
              })
            : inventario(),
        };
      if (call.method === 'GET' && call.path === `/patrimonio/inventario/files/${INVENTARIO}`)
        return { status: 200, body: [] };
      if (call.method === 'GET' && call.path === '/patrimonio/inventario/configuracao')
        return {
          status: 200,
          body: { cliente_id: CLIENTE, congela_incorporacoes_baixas: false, editar: true },
        };
      if (call.method === 'POST' && call.path === `/patrimonio/inventario/${INVENTARIO}/encerrar`) {
        closed = true;
        return {
          status: 200,
          body: inventario({
            estado: 'encerrada',
            acoes: {
              editar: false,
              encerrar: false,
              anexar: false,
              contar: false,
              divergencias: true,
              recontar: false,
            },
          }),
        };
      }
      return undefined;
    });
    expect(
      await screen.findByText('Portaria nº 123/2026, de 10/01/2026', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Ana Lima (presidente), Bruno Dias')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Editar/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Encerrar/ }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Encerrar' }));
    await waitFor(() =>
      expect(api?.calls.some((c) => c.method === 'POST' && c.path.endsWith('/encerrar'))).toBe(true),
    );
    // Closed, the API flags no action: the page says so and offers none.
    expect(await screen.findByText('Encerrada', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Editar/ })).toBeNull());
  });

  it('shows a campaign without its actions when the API gives none', async () => {
    mount(
      `/app/patrimonio/inventario/${INVENTARIO}`,
      (call) => {
        if (call.path === `/patrimonio/inventario/${INVENTARIO}`)
          return {
            status: 200,
            body: inventario({
              acoes: {
                editar: false,
                encerrar: false,
                anexar: false,
                contar: false,
                divergencias: true,
                recontar: false,
              },
            }),
          };
        if (call.path === `/patrimonio/inventario/files/${INVENTARIO}`) return { status: 200, body: [] };
        if (call.path === '/patrimonio/inventario/configuracao')
          return {
            status: 200,
            body: { cliente_id: CLIENTE, congela_incorporacoes_baixas: true, editar: false },
          };
        return undefined;
      },
      READ_RULES,
    );
    expect(
      await screen.findByText('Ana Lima (presidente), Bruno Dias', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Editar|Encerrar/ })).toBeNull();
    const rule = await screen.findByRole('switch', { name: 'Suspender também incorporações e baixas' });
    expect(rule.getAttribute('aria-checked')).toBe('true');
    expect(rule.hasAttribute('disabled')).toBe(true);
  });
});

describe('the count on the campaign page', () => {
  const divergencias = (tipo: string | null) => ({
    status: 200,
    body: {
      data: [
        tipo === 'outro_local'
          ? {
              tipo: 'outro_local',
              bem: { id: SALA, CodigoBEM: 1234567, descricao: 'Cadeira giratória com braços' },
              leitura: '1234567',
              registrado: { setor: { id: ALMOXARIFADO, name: 'Almoxarifado Central' }, sala: null },
              lido: {
                setor: { id: ALMOXARIFADO, name: 'Almoxarifado Central' },
                sala: { id: SALA, codigo: 'ALMOX-12', nome: 'Depósito' },
              },
              estado_registrado: 'bom',
              estado_lido: null,
              contado_em: '2026-02-03T10:15:00.000Z',
              observacao: null,
              foto_id: null,
            }
          : {
              tipo: 'nao_encontrado',
              bem: { id: ANA, CodigoBEM: 1002003, descricao: 'Armário de aço com duas portas' },
              leitura: null,
              registrado: { setor: { id: ALMOXARIFADO, name: 'Almoxarifado Central' }, sala: null },
              lido: null,
              estado_registrado: 'bom',
              estado_lido: null,
              contado_em: null,
              observacao: null,
              foto_id: null,
            },
      ],
      total: 1,
      page: 1,
      limit: 10,
      resumo: {
        esperados: 12345,
        encontrados: 12000,
        nao_encontrado: 345,
        outro_local: 1,
        desconhecida: 0,
        estado_diferente: 0,
        sem_etiqueta: 0,
        terceiro: 0,
        empate: 0,
        conforme: 11999,
      },
    },
  });
  const routes =
    (flags: Partial<Inventario['acoes']>) =>
    (call: { method: string; path: string; search?: URLSearchParams }) => {
      if (call.path === `/patrimonio/inventario/${INVENTARIO}`)
        return {
          status: 200,
          body: inventario({
            acoes: {
              editar: false,
              encerrar: false,
              anexar: false,
              contar: true,
              divergencias: true,
              recontar: false,
              ...flags,
            },
          }),
        };
      if (call.path === `/patrimonio/inventario/${INVENTARIO}/divergencias`)
        return divergencias(call.search?.get('tipo') ?? null);
      if (call.path === `/patrimonio/inventario/files/${INVENTARIO}`) return { status: 200, body: [] };
      if (call.path === `/patrimonio/inventario/${INVENTARIO}/recontagens`)
        return { status: 200, body: { recontagens: [], empates: [], empates_pendentes: 0 } };
      if (call.path === '/patrimonio/inventario/configuracao')
        return {
          status: 200,
          body: { cliente_id: CLIENTE, congela_incorporacoes_baixas: false, editar: false },
        };
      return undefined;
    };

  it('shows the figures whole and what diverges, by kind', async () => {
    mount(`/app/patrimonio/inventario/${INVENTARIO}`, routes({}), READ_RULES);
    expect(await screen.findByText('12.345', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('12.000')).toBeTruthy();
    expect(await screen.findByText('1002003 – Armário de aço com duas portas')).toBeTruthy();
    fireEvent.click(screen.getByText('Encontrado em outro local', { selector: '.ant-segmented-item-label' }));
    await waitFor(() =>
      expect(
        api?.calls.some((c) => c.path.endsWith('/divergencias') && c.search.get('tipo') === 'outro_local'),
      ).toBe(true),
    );
  });

  it('never asks for the comparison of a blind count the API keeps from the caller', async () => {
    mount(`/app/patrimonio/inventario/${INVENTARIO}`, routes({ divergencias: false }), READ_RULES);
    expect(
      await screen.findByText('Ana Lima (presidente), Bruno Dias', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.queryByText('Contagem: cadastro e leituras')).toBeNull();
    expect(api?.calls.some((c) => c.path.endsWith('/divergencias'))).toBe(false);
  });
});

describe('the counting screen', () => {
  const CONTAGEM = `/app/patrimonio/inventario/${INVENTARIO}/contagem`;
  const doSetor = inventario({
    escopo: 'setor',
    setor: { id: ALMOXARIFADO, name: 'Almoxarifado Central' },
    unidade: 'Secretaria de Administração › Almoxarifado Central',
    contagem_cega: false,
  });
  /** The API as the phone meets it: `online()` false is a request that never reaches it. */
  const routes =
    (online: () => boolean) =>
    (call: { method: string; path: string; body?: unknown; search: URLSearchParams }) => {
      if (call.path === `/patrimonio/inventario/${INVENTARIO}`) return { status: 200, body: doSetor };
      if (call.method === 'GET' && call.path === '/patrimonio/salas') return page([sala]);
      if (call.method === 'GET' && call.path === `/patrimonio/salas/${SALA}`)
        return { status: 200, body: sala };
      if (call.method === 'POST' && call.path === `/patrimonio/inventario/${INVENTARIO}/contagens`) {
        if (!online()) throw new TypeError('Failed to fetch');
        const { leituras } = call.body as { leituras: { id: string; leitura: string }[] };
        return {
          status: 200,
          body: {
            gravadas: leituras.length,
            repetidas: 0,
            leituras: leituras.map((l) => ({
              id: l.id,
              bem: { id: SALA, CodigoBEM: Number(l.leitura), descricao: 'Cadeira giratória' },
              situacao: 'conforme',
            })),
          },
        };
      }
      return undefined;
    };
  const posts = () => (api?.calls ?? []).filter((c) => c.method === 'POST' && c.path.endsWith('/contagens'));
  const read = async (text: string) => {
    const field = await screen.findByRole(
      'searchbox',
      { name: 'Número do bem ou leitura da etiqueta' },
      { timeout: 20_000 },
    );
    fireEvent.change(field, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar' }));
  };

  it('keeps what is read without a connection and sends it when the connection returns', async () => {
    let up = false;
    mount(
      CONTAGEM,
      routes(() => up),
      READ_RULES,
    );
    await read('1234567');
    expect(await screen.findByText('1 leitura aguarda envio.')).toBeTruthy();
    expect(screen.getByText('Na fila')).toBeTruthy();
    up = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('1234567 – Cadeira giratória', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Conforme')).toBeTruthy();
    expect(screen.getByText('Todas as leituras foram enviadas.')).toBeTruthy();
    const sent = posts().at(-1)!.body as { leituras: Record<string, unknown>[] };
    expect(sent.leituras).toEqual([
      expect.objectContaining({ leitura: '1234567', setor_id: ALMOXARIFADO, id: expect.any(String) }),
    ]);
    // The reading that failed went again with the same id: the API records it once.
    expect(new Set(posts().map((c) => (c.body as { leituras: { id: string }[] }).leituras[0]!.id)).size).toBe(
      1,
    );
  });

  const pacotes = createStore('gp-inventario-pacotes', 'pacotes');
  it('opens with no network from what was downloaded: the campaign, its places and the assets a label names', async () => {
    const BEM = '0c000000-0000-4000-8000-0000000000aa';
    await set(
      INVENTARIO,
      {
        inventario: doSetor,
        baixadoEm: '2026-02-03T13:00:00.000Z',
        pacote: {
          inventario: { id: INVENTARIO, titulo: doSetor.titulo, contagem_cega: false, estado: 'aberta' },
          gerado_em: '2026-02-03T13:00:00.000Z',
          setores: [
            {
              id: ALMOXARIFADO,
              nome: 'Almoxarifado Central',
              salas: [{ id: SALA, codigo: 'ALMOX-12', nome: 'Depósito' }],
            },
          ],
          bens: [[BEM, 1002003, 'Armário de aço com duas portas', ALMOXARIFADO, SALA, 'bom']],
        },
      },
      pacotes,
    );
    mount(
      CONTAGEM,
      () => {
        throw new TypeError('Failed to fetch');
      },
      READ_RULES,
    );
    expect(
      await screen.findByText(
        /^Sem conexão com o servidor: contando com o que foi baixado em 03\/02\/2026/,
        {},
        {
          timeout: 20_000,
        },
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(/^Baixado em 03\/02\/2026 \d{2}:\d{2}: 1 setor, 1 sala, 1 bem esperado\.$/),
    ).toBeTruthy();
    // A sala's label read offline is found in the download.
    await read(`https://gp.exemplo.gov.br/app/patrimonio/inventario/sala/${SALA}`);
    await waitFor(() => expect(screen.getByText('Depósito (ALMOX-12)')).toBeTruthy());
    await read('1002003');
    expect(await screen.findByText('1002003 – Armário de aço com duas portas')).toBeTruthy();
    expect(screen.getByText('Na fila')).toBeTruthy();
    // Nothing of this device's download or queue is left for the next test.
    await del(INVENTARIO, pacotes);
    for (const l of await naFila(INVENTARIO)) await descartar(l.id);
  });

  it('sends at once what a closed tab left in the queue, and a sala’s label sets where it reads', async () => {
    await enfileirar({
      inventarioId: INVENTARIO,
      id: '0f000000-0000-4000-8000-000000000001',
      leitura: '7654321',
      setor_id: ALMOXARIFADO,
      contado_em: '2026-02-03T10:00:00.000Z',
    });
    mount(
      CONTAGEM,
      routes(() => true),
      READ_RULES,
    );
    expect(await screen.findByText('7654321 – Cadeira giratória', {}, { timeout: 20_000 })).toBeTruthy();
    await read(`https://gp.exemplo.gov.br/app/patrimonio/inventario/sala/${SALA}`);
    await waitFor(() => expect(screen.getByText(`${sala.nome} (${sala.codigo})`)).toBeTruthy());
    await read('1111');
    await waitFor(() =>
      expect((posts().at(-1)!.body as { leituras: { sala_id?: string }[] }).leituras[0]!.sala_id).toBe(SALA),
    );
  });
});

describe('the campaign form', () => {
  const values = {
    titulo: 'Inventário anual 2026',
    tipo: 'anual' as const,
    escopo: 'setor' as const,
    secretaria_id: ADMINISTRACAO,
    setor_id: ALMOXARIFADO,
    portaria_numero: '123/2026',
    portaria_data: dayjs('2026-01-10'),
    data_abertura: dayjs('2026-01-15'),
    data_prevista_encerramento: dayjs('2026-03-31'),
    presidente_id: ANA,
    membros: [BRUNO],
  };

  it('sends the unit of the chosen level only and the commission with its president', () => {
    const result = toInventarioBody(values, { kind: 'create', clienteId: null });
    expect(result).toEqual({
      body: expect.objectContaining({
        escopo: 'setor',
        setor_id: ALMOXARIFADO,
        secretaria_id: undefined,
        portaria_data: '2026-01-10',
        comissao: [
          { servidor_id: ANA, presidente: true },
          { servidor_id: BRUNO, presidente: false },
        ],
      }),
    });
  });

  it('answers the shared rules under their fields', () => {
    const early = toInventarioBody(
      { ...values, data_prevista_encerramento: dayjs('2026-01-01') },
      { kind: 'create', clienteId: null },
    );
    expect(early).toEqual({
      issues: [
        {
          path: 'data_prevista_encerramento',
          message: 'A data prevista de encerramento não pode ser anterior à abertura.',
        },
      ],
    });
    const noPresident = toInventarioBody(
      { ...values, presidente_id: undefined },
      { kind: 'create', clienteId: null },
    );
    expect(noPresident).toEqual({
      issues: [{ path: 'membros', message: 'Indique um (e só um) presidente da comissão.' }],
    });
    const wholeClient = toInventarioBody(
      { ...values, tipo: 'ciclico', escopo: 'cliente' },
      { kind: 'create', clienteId: null },
    );
    expect(wholeClient).toEqual({
      issues: [{ path: 'escopo', message: 'Só o inventário anual cobre todo o cliente.' }],
    });
  });

  it('names the commission, its president first', () => {
    expect(comissaoTexto(inventario())).toBe('Ana Lima (presidente), Bruno Dias');
  });
});
