import type { Acompanhamento, Cno, OrdemServico, Responsabilidade } from '@gp/shared-contracts';
import { currentUrl, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENTE, OBRA, OBRA_ID, page, renderObras } from '../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const tail = {
  cliente_id: CLIENTE,
  obra: { id: OBRA_ID, numero: OBRA.numero, objeto: OBRA.objeto },
  ativo: true,
  user_id_inativa: null,
  motivo: null,
  created_at: '2025-04-01T10:00:00.000Z',
  updated_at: '2025-04-01T10:00:00.000Z',
};
const ORDEM: OrdemServico = {
  ...tail,
  id: 'os-1',
  numero: 'OS-01/2025',
  contrato: null,
  data_emissao: '2025-02-20',
  data_inicio: '2025-03-01',
  prazo_dias: 180,
  objeto: 'Início dos serviços',
  responsavel: 'Eng. Paulo Andrade',
  situacao: 'em_execucao',
};
const CNO: Cno = {
  ...tail,
  id: 'cno-1',
  numero: '351234567803',
  data_registro: '2025-03-10',
  categoria: 'reforma',
  destinacao: 'Escola',
  area: '1250.50',
  unidade: 'm2',
  responsavel_documento: '11222333000181',
  responsavel_nome: 'Construtora Horizonte Ltda',
  responsavel_qualificacao: null,
  situacao: 'ativa',
};
const ART: Responsabilidade = {
  ...tail,
  id: 'rt-1',
  tipo: 'execucao',
  conselho: 'CREA',
  numero: '2620250001234',
  profissional_nome: 'Paulo Andrade',
  profissional_cpf: '52998224725',
  registro_conselho: 'SP-123456',
  vinculo: 'contratado',
  data: '2025-02-15',
};
const VISTORIA: Acompanhamento = {
  ...tail,
  id: 'ac-1',
  tipo: 'vistoria',
  data: '2025-04-10',
  percentual_fisico: '35.50',
  descricao: 'Fundações concluídas',
  responsavel: 'Fiscal da obra',
};

const LISTS = [
  {
    url: '/app/obras/ordemservico',
    path: '/obras/ordemservico',
    title: 'Ordens de Serviço',
    row: ORDEM,
    shows: ['OS-01/2025', '01/03/2025 · 180 dia(s)', 'Em execução', 'Eng. Paulo Andrade'],
  },
  {
    url: '/app/obras/cadastronacional',
    path: '/obras/cadastronacional',
    title: 'Cadastro Nacional de Obras',
    row: CNO,
    shows: ['35.123.45678/03', 'Reforma', '1.250,50 m²', 'Ativa'],
  },
  {
    url: '/app/obras/responsabilidadetecnica',
    path: '/obras/responsabilidadetecnica',
    title: 'Responsabilidades Técnicas',
    row: ART,
    shows: ['ART 2620250001234', 'Execução', '529.982.247-25', '15/02/2025'],
  },
  {
    url: '/app/obras/acompanhamento',
    path: '/obras/acompanhamento',
    title: 'Acompanhamentos',
    row: VISTORIA,
    shows: ['10/04/2025', 'Vistoria', '35,50%', 'Fundações concluídas'],
  },
];

describe('the registers of a work, on the one list page', () => {
  for (const list of LISTS) {
    it(`${list.title}: its columns in Portuguese, its work linked, the work of the URL sent`, async () => {
      api = startFakeApi((call) => (call.path === list.path ? page([list.row]) : undefined));
      renderObras(`${list.url}?obra_id=${OBRA_ID}&ativo=true`);
      const table = await screen.findByRole('region', { name: list.title });
      await within(table).findByText(list.shows[0] as string);
      for (const text of list.shows) expect(within(table).getByText(text)).toBeTruthy();
      const link = within(table).getByRole('link', { name: `${OBRA.numero} — ${OBRA.objeto}` });
      expect(link.getAttribute('href')).toBe(`/app/obras/obra/editar?id=${OBRA_ID}`);
      const call = api.calls.find((c) => c.path === list.path);
      expect(call?.search.toString()).toBe(`page=1&limit=10&obra_id=${OBRA_ID}&ativo=true`);
    });
  }

  it("opens a new record of the list's work from 'Adicionar', and a record by its id", async () => {
    api = startFakeApi((call) => {
      if (call.path === '/obras/acompanhamento') return page([VISTORIA]);
      if (call.path === '/obras/acompanhamento/ac-1') return { status: 200, body: VISTORIA };
      if (call.path === `/obras/obra/${OBRA_ID}`) return { status: 200, body: OBRA };
      return undefined;
    });
    renderObras(`/app/obras/acompanhamento?obra_id=${OBRA_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: /Adicionar/ }));
    await waitFor(() => expect(currentUrl()).toBe(`/app/obras/acompanhamento/criar?obra_id=${OBRA_ID}`));
    expect(await screen.findByText('Novo acompanhamento')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Editar acompanhamento de 10/04/2025' }));
    await waitFor(() => expect(currentUrl()).toBe('/app/obras/acompanhamento/editar?id=ac-1'));
    expect(await screen.findByText('Editar acompanhamento')).toBeTruthy();
    expect((screen.getByLabelText('Responsável') as HTMLInputElement).value).toBe('Fiscal da obra');
    expect(screen.getByRole('button', { name: /Inativar/ })).toBeTruthy();
  });

  it('takes an earlier `editar/{id}` address to `editar?id=`, keeping the rest of the query', async () => {
    api = startFakeApi((call) => {
      if (call.path === '/obras/acompanhamento/ac-1') return { status: 200, body: VISTORIA };
      return undefined;
    });
    renderObras(`/app/obras/acompanhamento/editar/ac-1?obra_id=${OBRA_ID}`);
    await waitFor(() =>
      expect(currentUrl()).toBe(`/app/obras/acompanhamento/editar?id=ac-1&obra_id=${OBRA_ID}`),
    );
    expect(await screen.findByText('Editar acompanhamento')).toBeTruthy();
  });

  it('answers 404 to an /editar without an id, without calling the API', async () => {
    api = startFakeApi(() => undefined);
    renderObras('/app/obras/medicao/editar');
    expect(await screen.findByText('Medição não encontrada')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.startsWith('/obras/medicao'))).toEqual([]);
  });
});
