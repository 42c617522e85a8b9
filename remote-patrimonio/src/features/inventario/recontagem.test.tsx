import { ALL_RULES, type Inventario, READ_RULES, type Recontagens } from '@gp/shared-contracts';
import { documentLinkReply, renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { ADMINISTRACAO, ALMOXARIFADO, CLIENTE, patrimonioSession } from '../../test/fixtures.js';

/**
 * The second count on the campaign page (decision 070): the president asks a recount of a divergence's
 * place naming a member, and decides each tie "vale a 1ª / vale a 2ª contagem"; both offered only as the
 * API's `acoes` say.
 */
let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const INVENTARIO = '0e000000-0000-4000-8000-000000000070';
const SALA = '0d000000-0000-4000-8000-000000000070';
const ANA = '0c000000-0000-4000-8000-000000000071';
const BRUNO = '0c000000-0000-4000-8000-000000000072';
const BEM = '0b000000-0000-4000-8000-000000000070';
const RECONTAGEM = '0a000000-0000-4000-8000-000000000070';

const inventario = (recontar: boolean): Inventario => ({
  id: INVENTARIO,
  cliente_id: CLIENTE,
  titulo: 'Inventário com recontagem',
  tipo: 'ciclico',
  escopo: 'setor',
  secretaria: { id: ADMINISTRACAO, name: 'Secretaria de Administração' },
  setor: { id: ALMOXARIFADO, name: 'Almoxarifado Central' },
  sala: null,
  unidade: 'Secretaria de Administração › Almoxarifado Central',
  contagem_cega: false,
  responsavel_saida: null,
  responsavel_entrada: null,
  encerrado_em: null,
  portaria_numero: '70/2026',
  portaria_data: '2026-01-10',
  data_abertura: '2026-01-15',
  data_prevista_encerramento: '2026-12-31',
  estado: 'aberta',
  encerrado_por: null,
  comissao: [
    { servidor: { id: ANA, nome: 'Ana Lima', matricula: null, cargo: null }, presidente: true },
    { servidor: { id: BRUNO, nome: 'Bruno Dias', matricula: null, cargo: null }, presidente: false },
  ],
  acoes: { editar: false, encerrar: recontar, anexar: false, contar: true, divergencias: true, recontar },
  created_at: '2026-01-15T12:00:00.000Z',
  updated_at: '2026-01-15T12:00:00.000Z',
});

const salaRef = { id: SALA, codigo: 'ALMOX-12', nome: 'Depósito' };
const setorRef = { id: ALMOXARIFADO, name: 'Almoxarifado Central' };
const recontagens: Recontagens = {
  recontagens: [
    {
      id: RECONTAGEM,
      setor: setorRef,
      sala: salaRef,
      servidor: { id: BRUNO, nome: 'Bruno Dias' },
      estado: 'concluida',
      pedido_por: { id: 'u', name: 'Ana Lima' },
      pedido_em: '2026-02-03T10:00:00.000Z',
      concluido_em: '2026-02-03T12:00:00.000Z',
      acoes: { concluir: false },
    },
  ],
  empates: [
    {
      bem: { id: BEM, CodigoBEM: 1002003, descricao: 'Armário de aço com duas portas' },
      primeira: {
        setor: setorRef,
        sala: salaRef,
        estado_conservacao: null,
        contado_em: '2026-02-03T10:15:00.000Z',
      },
      segunda: null,
      decisao: null,
      decidido_por: null,
      decidido_em: null,
    },
  ],
  empates_pendentes: 1,
};

function mount(recontar: boolean) {
  api = startFakeApi((call) => {
    const link = documentLinkReply(call);
    if (link) return link;
    const base = `/patrimonio/inventario/${INVENTARIO}`;
    if (call.method === 'GET' && call.path === base) return { status: 200, body: inventario(recontar) };
    if (call.path === `/patrimonio/inventario/files/${INVENTARIO}`) return { status: 200, body: [] };
    if (call.path === '/patrimonio/inventario/configuracao')
      return {
        status: 200,
        body: { cliente_id: CLIENTE, congela_incorporacoes_baixas: false, editar: false },
      };
    if (call.path === `${base}/divergencias`)
      return {
        status: 200,
        body: {
          data: [
            {
              tipo: 'nao_encontrado',
              bem: { id: 'b2', CodigoBEM: 1002004, descricao: 'Mesa de reunião' },
              leitura: null,
              registrado: { setor: setorRef, sala: salaRef },
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
            esperados: 2,
            encontrados: 1,
            nao_encontrado: 1,
            outro_local: 0,
            desconhecida: 0,
            estado_diferente: 0,
            sem_etiqueta: 0,
            terceiro: 0,
            empate: 1,
            conforme: 0,
          },
        },
      };
    if (call.path === `${base}/recontagens`)
      return { status: call.method === 'POST' ? 201 : 200, body: recontagens };
    if (call.method === 'POST' && call.path === `${base}/empates/${BEM}`)
      return { status: 200, body: recontagens };
    return undefined;
  });
  renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url: `/app/patrimonio/inventario/${INVENTARIO}`,
    session: patrimonioSession(recontar ? [...ALL_RULES] : [...READ_RULES]),
  });
}

describe('the second count on the campaign page', () => {
  it('asks a recount of a divergence’s sala naming a member, and decides a tie', async () => {
    mount(true);
    const row = (await screen.findByText('1002004 – Mesa de reunião', {}, { timeout: 20_000 })).closest('tr');
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Recontar' }));
    expect(await screen.findByText('Segunda contagem da sala Depósito (ALMOX-12)')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('Membro da comissão que fará a segunda contagem'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find(
        (el) => el.getAttribute('title') === 'Bruno Dias',
      );
      if (!found) throw new Error('sem a opção');
      return found;
    });
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: 'Pedir recontagem' }));
    await waitFor(() =>
      expect(api?.calls.find((c) => c.method === 'POST' && c.path.endsWith('/recontagens'))?.body).toEqual({
        sala_id: SALA,
        servidor_id: BRUNO,
      }),
    );

    // The tie: what each count found, and the president's two choices.
    const tie = (await screen.findByText('1002003 – Armário de aço com duas portas')).closest(
      'tr',
    ) as HTMLElement;
    expect(within(tie).getByText('Almoxarifado Central · Depósito (ALMOX-12)')).toBeTruthy();
    expect(within(tie).getByText('Não encontrado')).toBeTruthy();
    expect(
      screen.getByText('1 empate aguarda a decisão do presidente: o inventário só é encerrado depois.'),
    ).toBeTruthy();
    fireEvent.click(within(tie).getByRole('button', { name: 'Vale a 1ª contagem' }));
    await waitFor(() =>
      expect(api?.calls.find((c) => c.method === 'POST' && c.path.endsWith(`/empates/${BEM}`))?.body).toEqual(
        {
          rodada: 1,
        },
      ),
    );
  });

  it('offers neither the recount nor the decision when the API says the caller may not', async () => {
    mount(false);
    const tie = (
      await screen.findByText('1002003 – Armário de aço com duas portas', {}, { timeout: 20_000 })
    ).closest('tr') as HTMLElement;
    expect(within(tie).getByText('Aguarda o presidente')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Vale a|Recontar/ })).toBeNull();
  });
});
