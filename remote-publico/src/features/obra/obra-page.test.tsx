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
  itens: { quantidade: 0, total_contratado: '0.00', total_executado: '0.00' },
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
