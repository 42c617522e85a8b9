import { ALL_RULES, type StoredFile } from '@gp/shared-contracts';
import { renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { BEM, BEM_ID, patrimonioSession, UTILS } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => {
  api?.stop();
  vi.restoreAllMocks();
});

const FOTO: StoredFile = {
  id: '7e1d2c3b-4a59-4687-9a1b-2c3d4e5f6a7b',
  name: 'foto.png',
  mime: 'image/png',
  size: 2048,
  createdAt: '2026-11-20T12:00:00.000Z',
};

describe('the asset’s attachments', () => {
  it('previews an image through the asset preview call', async () => {
    api = startFakeApi((call) => {
      if (call.path === `/patrimonio/bempatrimonial/files/${BEM_ID}`) return { status: 200, body: [FOTO] };
      if (call.path === `/patrimonio/bempatrimonial/${BEM_ID}`) return { status: 200, body: BEM };
      if (call.path === '/utils/bempatrimonial') return { status: 200, body: UTILS };
      if (call.path.startsWith('/patrimonio/bempatrimonial/preview/')) return { status: 200, body: 'png' };
      return undefined;
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:foto');
    renderArea(PatrimonioRoutes, {
      basePath: '/app/patrimonio',
      url: `/app/patrimonio/anexo/${BEM_ID}`,
      session: patrimonioSession([...ALL_RULES]),
    });
    const view = await screen.findByRole('button', { name: 'Visualizar foto.png' }, { timeout: 8000 });
    // The type reads as a person says it, never as a MIME type.
    expect(screen.getByText('Imagem PNG')).toBeTruthy();
    expect(screen.queryByText('image/png')).toBeNull();
    fireEvent.click(view);
    expect((await screen.findByRole('img', { name: 'foto.png' })).getAttribute('src')).toBe('blob:foto');
    await waitFor(() =>
      expect(api?.calls.map((c) => c.path)).toContain(`/patrimonio/bempatrimonial/preview/${FOTO.id}`),
    );
    expect(api?.calls.some((c) => c.path.startsWith('/patrimonio/arquivo/'))).toBe(false);
  });

  it('shows a PDF titled with its name, without the viewer’s bar that names it by a random id, and saves it under its name', async () => {
    const PDF: StoredFile = {
      ...FOTO,
      id: '8f2e3d4c-5b6a-4798-8b2c-3d4e5f6a7b8c',
      name: 'nota fiscal.pdf',
      mime: 'application/pdf',
    };
    api = startFakeApi((call) => {
      if (call.path === `/patrimonio/bempatrimonial/files/${BEM_ID}`) return { status: 200, body: [PDF] };
      if (call.path === `/patrimonio/bempatrimonial/${BEM_ID}`) return { status: 200, body: BEM };
      if (call.path === '/utils/bempatrimonial') return { status: 200, body: UTILS };
      if (call.path.startsWith('/patrimonio/bempatrimonial/preview/')) return { status: 200, body: '%PDF' };
      return undefined;
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/0d9e-uuid');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderArea(PatrimonioRoutes, {
      basePath: '/app/patrimonio',
      url: `/app/patrimonio/anexo/${BEM_ID}`,
      session: patrimonioSession([...ALL_RULES]),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Visualizar nota fiscal.pdf' }, { timeout: 8000 }),
    );
    expect(screen.getByText('PDF')).toBeTruthy();
    const frame = await screen.findByTitle('Pré-visualização de nota fiscal.pdf');
    expect(frame.getAttribute('src')).toBe('blob:http://localhost/0d9e-uuid#toolbar=0');
    fireEvent.click(screen.getByRole('button', { name: 'Baixar' }));
    expect(saved).toEqual(['nota fiscal.pdf']);
  });
});
