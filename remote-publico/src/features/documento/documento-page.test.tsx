import type { PublicoDocumento } from '@gp/shared-contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../test/render.js';

afterEach(() => vi.unstubAllGlobals());

const PDF = new TextEncoder().encode('%PDF-1.7 termo de transferência');

async function sha256(bytes: Uint8Array<ArrayBuffer>) {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const documento = async (): Promise<PublicoDocumento> => ({
  codigo: 'ABCD-EFGH-JKLM-NPQR',
  tipo: 'transferencia',
  descricao: 'Termo de transferência nº 3/2026',
  entidade: { nome: 'Prefeitura Municipal de Exemplo', cpf_cnpj_formatado: '12.345.678/0001-95' },
  emitido_por: 'Maria da Silva',
  emitido_em: '2026-11-20T13:45:00.000Z',
  quantidade_bens: 4,
  sha256: await sha256(PDF),
});

const path = '/publico/documentos/ABCD-EFGH-JKLM-NPQR';

/** A file chosen in the page's file field (jsdom's File has no arrayBuffer: the bytes are given to it). */
function choose(bytes: Uint8Array<ArrayBuffer>, name: string) {
  const file = new File([bytes], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'arrayBuffer', { value: async () => bytes.slice().buffer });
  fireEvent.change(screen.getByLabelText('Arquivo PDF do termo'), { target: { files: [file] } });
}

describe('the verification of a termo (/publico/documento/{codigo})', () => {
  it('shows a boletim de medição by its kind and number, without an assets count', async () => {
    const doc = { ...(await documento()), tipo: 'boletim_medicao' as const, quantidade_bens: 0 };
    doc.descricao = 'Boletim de medição nº 3/2026';
    fakeApi({ [path]: { status: 200, body: doc } });
    renderAt('/publico/documento/ABCD-EFGH-JKLM-NPQR');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Boletim de medição nº 3/2026' }),
    ).toBeTruthy();
    expect(screen.getByText('Tipo', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Boletim de medição',
    );
    expect(screen.queryByText('Bens no termo', { selector: 'dt' })).toBeNull();
  });

  it('shows who issued which termo and when, and checks a PDF against the recorded SHA-256', async () => {
    const doc = await documento();
    fakeApi({ [path]: { status: 200, body: doc } });
    renderAt('/publico/documento/ABCD-EFGH-JKLM-NPQR');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termo de transferência nº 3/2026' }),
    ).toBeTruthy();
    const field = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(field('Código de verificação')).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(field('Tipo')).toBe('Termo de transferência');
    expect(field('Entidade')).toBe('Prefeitura Municipal de Exemplo (12.345.678/0001-95)');
    expect(field('Emitido por')).toBe('Maria da Silva');
    expect(field('Emitido em')).toMatch(/^20\/11\/2026 \d{2}:45$/);
    expect(field('Bens no termo')).toBe('4');
    expect(field('SHA-256 do PDF emitido')).toBe(doc.sha256);
    // The title is written by an effect, which may run after the heading is found.
    await waitFor(() =>
      expect(document.title).toBe('Verificação: Termo de transferência nº 3/2026 — Transparência'),
    );

    choose(PDF, 'termo.pdf');
    expect(await screen.findByText('O arquivo confere')).toBeTruthy();

    const altered = PDF.slice();
    altered[altered.length - 1] = 0x21;
    choose(altered, 'termo-editado.pdf');
    expect(await screen.findByText('O arquivo não confere')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('termo-editado.pdf');
  });

  it('an unknown code says so, naming the code', async () => {
    fakeApi({});
    renderAt('/publico/documento/ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documento não encontrado' })).toBeTruthy();
    expect(screen.getByText(/Nenhum documento foi emitido com o código/).textContent).toContain(
      'ZZZZ-ZZZZ-ZZZZ-ZZZZ',
    );
  });
});
