import type { PublicoObraDetalhe } from '@gp/shared-contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CNPJ, obra } from '../../test/fixtures.js';
import { fakeApi, renderAt } from '../../test/render.js';
import { obraPath } from './obra-page.js';

afterEach(() => vi.unstubAllGlobals());

const detalhe = (over: Partial<PublicoObraDetalhe> = {}): PublicoObraDetalhe => ({
  obra: { ...obra, situacao: 7, situacao_descricao: 'Recebida definitivamente' },
  curva: [],
  itens: { quantidade: 0, total_contratado: '0.00', total_executado: '0.00', total_pago: '0.00' },
  pagamentos: [],
  relatorios: [],
  recebimentos: [
    {
      tipo: 'provisorio',
      tipo_descricao: 'Provisório',
      data: '2026-10-05',
      recebedores: [
        { nome: 'Eng. Paulo Andrade', cargo: 'Fiscal do contrato' },
        { nome: 'Arq. Marina Souza', cargo: 'Comissão de recebimento' },
      ],
      termo_codigo: 'ABCD-EFGH-JKLM-NPQR',
    },
    {
      tipo: 'definitivo',
      tipo_descricao: 'Definitivo',
      data: '2026-11-05',
      recebedores: [{ nome: 'Arq. Marina Souza', cargo: 'Comissão de recebimento' }],
      termo_codigo: 'BCDE-FGHJ-KLMN-PQRS',
    },
  ],
  ...over,
});

describe("a work's public page: its recebimentos", () => {
  it('lists the date, kind, receivers’ names and cargos, and links each termo to its public check', async () => {
    fakeApi({ [obraPath(CNPJ, obra.id)]: { status: 200, body: detalhe() } });
    renderAt(`/publico/transparencia/${CNPJ}/obra/${obra.id}`);
    const list = await screen.findByRole('list', { name: 'Recebimentos da obra' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toBe(
      'Provisório em 05/10/2026: Eng. Paulo Andrade (Fiscal do contrato); Arq. Marina Souza (Comissão de recebimento). Termo ABCD-EFGH-JKLM-NPQR',
    );
    expect(items[1]?.textContent).toContain('Definitivo em 05/11/2026');
    const link = within(items[0] as HTMLElement).getByRole('link', { name: 'ABCD-EFGH-JKLM-NPQR' });
    expect(link.getAttribute('href')).toBe('/publico/documento/ABCD-EFGH-JKLM-NPQR');
  });

  it('shows no section for a work not received', async () => {
    fakeApi({ [obraPath(CNPJ, obra.id)]: { status: 200, body: detalhe({ recebimentos: [] }) } });
    renderAt(`/publico/transparencia/${CNPJ}/obra/${obra.id}`);
    await screen.findByRole('heading', { name: obra.objeto });
    expect(screen.queryByRole('heading', { name: 'Recebimento da obra' })).toBeNull();
  });
});

describe("a work's public page: its payments", () => {
  it('lists each payment (date, medição, document, value, whole figures) and the total paid', async () => {
    const body = detalhe({
      itens: { quantidade: 0, total_contratado: '0.00', total_executado: '0.00', total_pago: '1234568.00' },
      pagamentos: [
        { data: '2026-11-10', medicao_numero: 2, valor: '0.11', documento: 'NE 2026NE000045' },
        { data: '2026-10-20', medicao_numero: 1, valor: '1234567.89', documento: 'OB 2026OB000123' },
      ],
    });
    fakeApi({ [obraPath(CNPJ, obra.id)]: { status: 200, body } });
    renderAt(`/publico/transparencia/${CNPJ}/obra/${obra.id}`);
    const table = await screen.findByRole('table', { name: 'Pagamentos da obra' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DataDocumento e mediçãoValor pago',
      '10/11/2026NE 2026NE000045Medição nº\u00a02R$ 0,11',
      '20/10/2026OB 2026OB000123Medição nº\u00a01R$ 1.234.567,89',
      'Total pagoR$ 1.234.568,00',
    ]);
    // The total is among the work's figures too.
    expect(screen.getByText('Pago').nextElementSibling?.textContent).toBe('R$ 1.234.568,00');
  });

  it('says when no payment is recorded', async () => {
    fakeApi({ [obraPath(CNPJ, obra.id)]: { status: 200, body: detalhe() } });
    renderAt(`/publico/transparencia/${CNPJ}/obra/${obra.id}`);
    expect(await screen.findByText('Nenhum pagamento registrado.')).toBeTruthy();
  });
});
