import type { ObraDetail } from '@gp/shared-contracts';
import { startFakeApi } from '@gp/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OBRA_DETAIL, OBRA_ID, renderObras } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const PARALISACAO = {
  id: 'p1',
  obra_id: OBRA_ID,
  motivo_codigo: 14,
  motivo_codigo_descricao: 'Força maior',
  responsavel_tipo: 'servidor' as const,
  responsavel_nome: 'Marina Duarte',
  responsavel_documento: '12345678909',
  apuracao_numero: null,
  created_at: '2025-04-01T10:00:00.000Z',
};

const PARALISADA: ObraDetail = {
  ...OBRA_DETAIL,
  situacao: 4,
  situacao_descricao: 'Paralisada',
  paralisacoes: [
    {
      ...PARALISACAO,
      data_inicio: '2025-04-01',
      motivo: 'Chuvas acima da média.',
      previsao_reinicio: '2025-06-01',
      data_fim: null,
      situacao_fim: null,
    },
    {
      ...PARALISACAO,
      id: 'p0',
      data_inicio: '2025-01-10',
      motivo: 'Texto livre de antes.',
      motivo_codigo: 99,
      motivo_codigo_descricao: 'Outros',
      responsavel_tipo: null,
      responsavel_nome: null,
      responsavel_documento: null,
      previsao_reinicio: null,
      data_fim: '2025-02-01',
      situacao_fim: 8,
    },
  ],
};

function mount(obra: ObraDetail) {
  api = startFakeApi((call) =>
    call.path === `/obras/obra/${OBRA_ID}` ? { status: 200, body: obra } : undefined,
  );
  renderObras(`/app/obras/obra/editar?id=${OBRA_ID}`);
}

describe("the work's stoppages", () => {
  it('lists each stoppage with its SICOM reason, responsible party and end, and offers the placa while one is open', async () => {
    mount(PARALISADA);
    const table = await screen.findByRole('region', { name: 'Paralisações da obra' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('14 – Força maior')).toBeTruthy();
    expect(within(rows[0]!).getByText('Servidor: Marina Duarte (123.456.789-09)')).toBeTruthy();
    expect(within(rows[0]!).getByText('Em curso')).toBeTruthy();
    expect(within(rows[1]!).getByText('Não informado (registro anterior)')).toBeTruthy();
    expect(within(rows[1]!).getByText('01/02/2025 (Reiniciada)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimir placa de obra paralisada' })).toBeTruthy();
  });

  it('shows no placa once every stoppage ended, and no card for a work never stopped', async () => {
    mount({ ...PARALISADA, paralisacoes: PARALISADA.paralisacoes.slice(1) });
    await screen.findByRole('region', { name: 'Paralisações da obra' });
    expect(screen.queryByRole('button', { name: 'Imprimir placa de obra paralisada' })).toBeNull();
  });
});
