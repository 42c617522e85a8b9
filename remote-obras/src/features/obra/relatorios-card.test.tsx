import type { RelatoriosTrimestrais, Trabalho } from '@gp/shared-contracts';
import { startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OBRA_DETAIL, OBRA_ID, page, renderObras } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const RELATORIOS: RelatoriosTrimestrais = {
  data: [
    {
      id: 'r-2',
      obra_id: OBRA_ID,
      ano: 2026,
      trimestre: 1,
      versao: 2,
      gerado_em: '2026-04-01T09:00:00.000Z',
      gerado_por: null,
      sha256: 'a'.repeat(64),
      tamanho: 120_000,
      paginas: 3,
    },
  ],
  trimestres: [
    { ano: 2026, trimestre: 2 },
    { ano: 2026, trimestre: 1 },
  ],
  motivo: null,
  trabalho_id: null,
};
const JOB: Trabalho = {
  id: 'job-1',
  tipo: 'relatorio-trimestral',
  titulo: 'Relatório do 2º trimestre de 2026',
  cliente_id: null,
  estado: 'concluido',
  progresso: { feito: 3, total: 3, mensagem: 'Versão 1 publicada' },
  resultado: { quantidade: 3, arquivo: null },
  erro: null,
  criado_em: '2026-07-01T09:00:00.000Z',
  iniciado_em: '2026-07-01T09:00:00.000Z',
  terminado_em: '2026-07-01T09:00:01.000Z',
};

function serve(relatorios: RelatoriosTrimestrais) {
  return startFakeApi((call) => {
    if (call.path === `/obras/obra/${OBRA_ID}`) return { status: 200, body: OBRA_DETAIL };
    if (call.path === `/obras/obra/${OBRA_ID}/relatorios` && call.method === 'GET')
      return { status: 200, body: relatorios };
    if (call.path === `/obras/obra/${OBRA_ID}/relatorios` && call.method === 'POST')
      return { status: 202, body: { trabalho_id: 'job-1' } };
    if (call.path === '/trabalhos/job-1') return { status: 200, body: JOB };
    if (call.path === `/obras/obra/${OBRA_ID}/cronograma`)
      return { status: 200, body: { obra_id: OBRA_ID, valor_obra: '0.00', meses: [] } };
    if (call.path.startsWith('/obras/')) return page([]);
    return undefined;
  });
}

// The work's page renders many cards (medições, pagamentos, …): on a loaded machine one step of it can take
// longer than waitFor's default second.
const SLOW = { timeout: 10000 };

const card = () => screen.getByText('Relatórios trimestrais (PNTP)').closest('.ant-card') as HTMLElement;

describe("the work's quarterly reports", () => {
  it('lists the stored versions and generates the chosen quarter, following its job', {
    timeout: 60000,
  }, async () => {
    api = serve(RELATORIOS);
    renderObras(`/app/obras/obra/editar?id=${OBRA_ID}`);
    await waitFor(() => expect(screen.getByText('Relatórios trimestrais (PNTP)')).toBeTruthy(), {
      timeout: 45000,
    });
    await waitFor(() => expect(within(card()).getByText('1º trimestre de 2026')).toBeTruthy(), SLOW);
    expect(within(card()).getByText('Agendamento trimestral')).toBeTruthy();
    // The newest quarter the API offers is the one chosen.
    expect(within(card()).getByText('2º trimestre de 2026')).toBeTruthy();
    fireEvent.click(within(card()).getByRole('button', { name: 'Gerar relatório' }));
    await waitFor(
      () => expect(api?.calls.find((c) => c.method === 'POST')?.body).toEqual({ ano: 2026, trimestre: 2 }),
      SLOW,
    );
    await waitFor(
      () => expect(screen.getByText(/Relatório do 2º trimestre de 2026: concluído/)).toBeTruthy(),
      SLOW,
    );
    // The job's end reads the list again (the new version shows without closing the alert).
    const listReads = () =>
      api?.calls.filter((c) => c.method === 'GET' && c.path.endsWith('/relatorios')).length ?? 0;
    const atTheEnd = listReads();
    await waitFor(() => expect(listReads()).toBeGreaterThan(atTheEnd), { timeout: 10000 });
    // Another quarter may be asked once the job ended.
    await waitFor(
      () =>
        expect(within(card()).getByRole('button', { name: 'Gerar relatório' }).hasAttribute('disabled')).toBe(
          false,
        ),
      SLOW,
    );
  });

  it('offers no button when the API says why no quarter may be reported', { timeout: 60000 }, async () => {
    api = serve({
      ...RELATORIOS,
      data: [],
      trimestres: [],
      motivo: 'A obra não tem data de início: não há trimestre para relatar.',
    });
    renderObras(`/app/obras/obra/editar?id=${OBRA_ID}`);
    await waitFor(
      () =>
        expect(
          screen.getByText('A obra não tem data de início: não há trimestre para relatar.'),
        ).toBeTruthy(),
      { timeout: 45000 },
    );
    expect(within(card()).queryByRole('button', { name: 'Gerar relatório' })).toBeNull();
    expect(within(card()).getByText('Nenhum relatório gerado ainda.')).toBeTruthy();
  });
});
