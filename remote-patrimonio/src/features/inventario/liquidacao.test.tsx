import {
  ALL_RULES,
  type DivergenciaRegistrada,
  type DivergenciaRegistradaPage,
  type Inventario,
} from '@gp/shared-contracts';
import { documentLinkReply, documentWindow, renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { ADMINISTRACAO, ALMOXARIFADO, CLIENTE, patrimonioSession } from '../../test/fixtures.js';

/** The closed campaign's page (decision 067): the stored divergences, their settlement and the termos. */
let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const INVENTARIO = '0e000000-0000-4000-8000-000000000009';
const NENHUMA = { transferir: false, manter: false, baixa: false, incorporar: false, conforme: false };

const inventario: Inventario = {
  id: INVENTARIO,
  cliente_id: CLIENTE,
  titulo: 'Inventário do almoxarifado',
  tipo: 'transicao',
  escopo: 'setor',
  secretaria: { id: ADMINISTRACAO, name: 'Secretaria de Administração' },
  setor: { id: ALMOXARIFADO, name: 'Almoxarifado Central' },
  sala: null,
  unidade: 'Secretaria de Administração › Almoxarifado Central',
  contagem_cega: false,
  responsavel_saida: { id: 'a', nome: 'Caio Saída', matricula: null, cargo: null },
  responsavel_entrada: { id: 'b', nome: 'Joana Entrada', matricula: null, cargo: null },
  encerrado_em: '2026-03-01T12:00:00.000Z',
  portaria_numero: '9/2026',
  portaria_data: '2026-01-10',
  data_abertura: '2026-01-15',
  data_prevista_encerramento: '2026-03-31',
  estado: 'encerrada',
  encerrado_por: { id: 'u', name: 'Administrador' },
  comissao: [],
  acoes: {
    editar: false,
    encerrar: false,
    anexar: false,
    contar: false,
    divergencias: true,
    recontar: false,
  },
  created_at: '2026-01-15T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
};

const linha = (over: Partial<DivergenciaRegistrada>): DivergenciaRegistrada => ({
  id: '0f000000-0000-4000-8000-000000000001',
  tipo: 'nao_encontrado',
  bem: { id: 'bem-1', CodigoBEM: 1201, descricao: 'Armário de aço' },
  leitura: null,
  descricao: null,
  registrado: { setor: { id: ALMOXARIFADO, name: 'Almoxarifado Central' }, sala: null },
  lido: null,
  estado_registrado: 'bom',
  estado_lido: null,
  valor: '1234567.89',
  contado_em: null,
  liquidacao: null,
  acoes: { ...NENHUMA, manter: true, baixa: true },
  ...over,
});

const sumido = linha({});
const sumido2 = linha({
  id: '0f000000-0000-4000-8000-000000000002',
  bem: { id: 'bem-2', CodigoBEM: 1202, descricao: 'Mesa de reunião' },
});
const mantido = linha({
  id: '0f000000-0000-4000-8000-000000000003',
  tipo: 'outro_local',
  bem: { id: 'bem-3', CodigoBEM: 1203, descricao: 'Cadeira' },
  liquidacao: {
    acao: 'transferir',
    justificativa: null,
    movimentacao_id: null,
    aceite_id: 'ac-1',
    aceite_estado: 'pendente',
    bem_incorporado_id: null,
    em: '2026-03-02T12:00:00.000Z',
  },
  acoes: NENHUMA,
});

const registradas = (data: DivergenciaRegistrada[]): DivergenciaRegistradaPage => ({
  data,
  total: data.length,
  page: 1,
  limit: 10,
  resumo: {
    total: 5,
    liquidadas: 1,
    restantes: 4,
    por_tipo: {
      nao_encontrado: { total: 2, liquidadas: 0 },
      outro_local: { total: 2, liquidadas: 1 },
      desconhecida: { total: 1, liquidadas: 0 },
      estado_diferente: { total: 0, liquidadas: 0 },
      sem_etiqueta: { total: 0, liquidadas: 0 },
      terceiro: { total: 0, liquidadas: 0 },
    },
  },
  termos: [
    {
      tipo: 'inventario',
      codigo: 'AAAA-BBBB-CCCC-DDDD',
      descricao: 'Termo de encerramento de inventário nº 1/2026',
    },
    {
      tipo: 'transicao',
      codigo: 'EEEE-FFFF-GGGG-HHHH',
      descricao: 'Termo de transição de responsável nº 1/2026',
    },
  ],
});

function mount() {
  api = startFakeApi((call) => {
    const link = documentLinkReply(call);
    if (link) return link;
    const base = `/patrimonio/inventario/${INVENTARIO}`;
    if (call.method === 'GET' && call.path === base) return { status: 200, body: inventario };
    if (call.path === `/patrimonio/inventario/files/${INVENTARIO}`) return { status: 200, body: [] };
    if (call.path === '/patrimonio/inventario/configuracao')
      return {
        status: 200,
        body: { cliente_id: CLIENTE, congela_incorporacoes_baixas: false, editar: true },
      };
    if (call.path === `${base}/divergencias`)
      return {
        status: 200,
        body: {
          data: [],
          total: 0,
          page: 1,
          limit: 10,
          resumo: {
            esperados: 0,
            encontrados: 0,
            nao_encontrado: 0,
            outro_local: 0,
            desconhecida: 0,
            estado_diferente: 0,
            sem_etiqueta: 0,
            terceiro: 0,
            empate: 0,
            conforme: 0,
          },
        },
      };
    if (call.path === `${base}/recontagens`)
      return { status: 200, body: { recontagens: [], empates: [], empates_pendentes: 0 } };
    if (call.path === `${base}/divergencias-registradas`)
      return {
        status: 200,
        body: registradas(
          call.search.get('tipo') === 'nao_encontrado' ? [sumido, sumido2] : [sumido, sumido2, mantido],
        ),
      };
    if (call.method === 'POST' && call.path === `${base}/liquidar`)
      return { status: 200, body: { liquidadas: 1, aguardando_aceite: 0, recusadas: [] } };
    return undefined;
  });
  const window = documentWindow();
  renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url: `/app/patrimonio/inventario/${INVENTARIO}`,
    session: patrimonioSession([...ALL_RULES]),
  });
  return window;
}

const posted = () => api!.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/liquidar'));

describe('a closed campaign', () => {
  it('shows the stored divergences with their settlement, the figures and the termos', async () => {
    const { shown } = mount();
    const card = within(
      (await screen.findByText('Divergências registradas no encerramento', {}, { timeout: 20_000 })).closest(
        '.ant-card',
      ) as HTMLElement,
    );
    await card.findByText('1201 – Armário de aço');
    expect(card.getByText('Restantes').closest('tr, .ant-descriptions-item')?.textContent).toContain('4');
    expect(card.getByText('1 de 2', { exact: false })).toBeTruthy();
    expect(card.getAllByText('R$ 1.234.567,89')).toHaveLength(3);
    // The settled transfer waits for its aceite and offers nothing; the open ones offer "Liquidar".
    const settled = within(card.getByText('1203 – Cadeira').closest('tr')!);
    expect(settled.getByText('Aguardando aceite')).toBeTruthy();
    expect(settled.queryByRole('button', { name: /Liquidar/ })).toBeNull();
    expect(card.getByRole('button', { name: 'Liquidar 1201 – Armário de aço' })).toBeTruthy();
    // The termos of the closing, opened as PDF.
    expect(card.getByRole('button', { name: 'Termo de encerramento nº 1/2026' })).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Termo de transição nº 1/2026' }));
    await waitFor(() => expect(shown()?.path).toBe(`/patrimonio/inventario/${INVENTARIO}/termo`));
    expect(card.getByRole('link', { name: /Conciliar com a contabilidade/ })).toBeTruthy();
  });

  it('settles one divergence with the actions the API offers, asking the justification to keep it', async () => {
    mount();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Liquidar 1201 – Armário de aço' }, { timeout: 20_000 }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('radio', { name: /Manter como está/ })).toBeTruthy();
    expect(dialog.getByRole('radio', { name: /Baixa/ })).toBeTruthy();
    expect(dialog.queryByRole('radio', { name: /Transferir/ })).toBeNull();
    fireEvent.click(dialog.getByRole('radio', { name: /Manter como está/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Liquidar' }));
    expect(await dialog.findByText('Informe a justificativa.')).toBeTruthy();
    expect(posted()).toHaveLength(0);
    fireEvent.change(dialog.getByLabelText('Justificativa'), {
      target: { value: 'Cedido à escola por termo.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Liquidar' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.body).toEqual({
      acao: 'manter',
      ids: [sumido.id],
      justificativa: 'Cedido à escola por termo.',
    });
  });

  it('settles every open divergence of a kind at once (a baixa with the commission’s opinion)', async () => {
    mount();
    await screen.findByText('1201 – Armário de aço', {}, { timeout: 20_000 });
    const card = within(
      screen.getByText('Divergências registradas no encerramento').closest('.ant-card') as HTMLElement,
    );
    fireEvent.click(card.getByText('Não encontrado', { selector: '.ant-segmented-item-label' }));
    fireEvent.click(
      await screen.findByRole('button', { name: /Liquidar todas as pendentes deste tipo \(2\)/ }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('radio', { name: /Baixa/ }));
    fireEvent.change(await dialog.findByLabelText('Parecer da comissão'), {
      target: { value: 'Não localizados após busca.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Liquidar' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.body).toEqual({
      acao: 'baixa',
      tipo: 'nao_encontrado',
      justificativa: 'Não localizados após busca.',
      motivo_baixa: 5,
    });
  });
});
