import { ALL_RULES, type Veiculo } from '@gp/shared-contracts';
import { renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { BEM, CLIENTE, patrimonioSession } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => {
  api?.stop();
  vi.restoreAllMocks();
});

const VEICULO: Veiculo = {
  id: '0d6f3a52-6a43-4c1f-9b0e-3f2a1c4d5e6f',
  cliente_id: CLIENTE,
  bempatrimonial_id: BEM.id,
  bem: { id: BEM.id, CodigoBEM: BEM.CodigoBEM, descricao: BEM.descricao },
  tipo: 'veiculo',
  placa: 'ABC1234',
  renavam: null,
  chassi: null,
  marca: 'Fiat',
  modelo: 'Strada',
  ano_fabricacao: 2020,
  ano_modelo: 2021,
  cor: null,
  combustivel: null,
  odometro: null,
  horimetro: null,
  ativo: true,
  user_id_inativa: null,
  motivo: null,
  created_at: '2025-01-10T10:00:00.000Z',
  updated_at: '2025-01-10T10:00:00.000Z',
};

function mount(path: string) {
  api = startFakeApi((call) => {
    if (call.path === '/patrimonio/veiculoequipamento')
      return { status: 200, body: { data: [VEICULO], total: 1, page: 1, limit: 10 } };
    if (call.path === '/patrimonio/veiculoequipamento/exportar') return { status: 200, body: 'arquivo' };
    return undefined;
  });
  renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url: path,
    session: patrimonioSession([...ALL_RULES]),
  });
}

describe('vehicle register on the list kit', () => {
  it("exports what the list's filters match: the list's query without its page, and the format", async () => {
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:veiculos');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    mount('/app/patrimonio/veiculos?ativo=true&tipo=veiculo&page=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar' }));
    fireEvent.click(await screen.findByText('XLSX (Excel)'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const file = api?.calls.find((c) => c.path === '/patrimonio/veiculoequipamento/exportar');
    expect(file?.search.toString()).toBe('ativo=true&tipo=veiculo&formato=xlsx');
  });

  it("links each record to its asset, sends the URL's filters and deactivates with a reason", async () => {
    mount('/app/patrimonio/veiculos?ativo=true&tipo=veiculo');
    const link = await screen.findByRole('link', { name: `${BEM.CodigoBEM} · ${BEM.descricao}` });
    expect(link.getAttribute('href')).toBe(`/app/patrimonio/editar?id=${BEM.id}`);
    const call = api?.calls.find((c) => c.path === '/patrimonio/veiculoequipamento');
    expect(call?.search.toString()).toBe('page=1&limit=10&ativo=true&tipo=veiculo');

    fireEvent.click(screen.getByRole('button', { name: `Inativar ABC-1234 do bem ${BEM.CodigoBEM}` }));
    expect(await screen.findByRole('dialog', { name: 'Inativar veículo ou equipamento' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByText('Informe o motivo da inativação.')).toBeTruthy();
    await waitFor(() => expect(api?.calls.some((c) => c.method === 'PUT')).toBe(false));
  });
});
