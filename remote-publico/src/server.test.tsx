import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_DATA_ID, SERVER_PAGE_ID } from './components/server-data.js';
import { renderPublicPage } from './server.js';
import { bem } from './test/fixtures.js';
import { API, fakeApi, renderAt } from './test/render.js';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const INTERNAL = 'http://api.interna';
const options = { apiBaseUrl: API, apiInternalUrl: INTERNAL, basePath: '/publico' };
const path = `/patrimonio/bempatrimonial/transparencia/${bem.id}`;

/** The server's page placed in the document as the host's server places it: before #root. */
function placeInDocument(html: string) {
  document.body.innerHTML = `${html}<div id="root"></div>`;
  return document.getElementById(SERVER_PAGE_ID);
}

describe('the public pages drawn on the server', () => {
  it("draws an asset's card from the API, with its title and the answer it was drawn with", async () => {
    const asked = fakeApi({ [path]: { status: 200, body: { ...bem, descricao: 'Mesa </script><b>x' } } });
    const page = await renderPublicPage(`/publico/bempatrimonial/${bem.id}`, options);
    expect(page?.status).toBe(200);
    expect(page?.title).toBe('Bem nº 42 — Transparência');
    // Asked where the server reaches the API; the photo's address is the one browsers reach.
    expect(asked).toEqual([path]);
    const element = placeInDocument(page?.html ?? '');
    expect(element?.querySelector('h1')?.textContent).toBe('Mesa </script><b>x');
    expect(element?.querySelector('b')).toBeNull();
    const field = (label: string) =>
      [...(element?.querySelectorAll('dt') ?? [])].find((dt) => dt.textContent === label)?.nextElementSibling
        ?.textContent;
    expect(field('Valor de aquisição')).toBe('R$ 1.389,90');
    expect(field('Data de aquisição')).toBe('05/03/2024');
    expect(element?.querySelector('img[alt^="Foto do bem"]')?.getAttribute('src')).toBe(
      `${API}${bem.foto_url}`,
    );
    // The answer travels whole inside one script element, whatever its text holds.
    const data = document.getElementById(SERVER_DATA_ID);
    expect(data?.parentElement).toBe(element);
    expect(JSON.parse(data?.textContent ?? '')).toEqual({
      path,
      status: 200,
      body: { ...bem, descricao: 'Mesa </script><b>x' },
    });
  });

  it('an unknown asset is the "não encontrado" page with status 404; a malformed id asks nothing', async () => {
    const asked = fakeApi({});
    const page = await renderPublicPage(
      '/publico/bempatrimonial/00000000-0000-4000-8000-000000000000',
      options,
    );
    expect(page?.status).toBe(404);
    expect(page?.title).toBe('Bem patrimonial não encontrado — Transparência');
    expect(placeInDocument(page?.html ?? '')?.querySelector('h1')?.textContent).toBe(
      'Bem patrimonial não encontrado',
    );
    const malformed = await renderPublicPage('/publico/bempatrimonial/1%27%20or%201=1', options);
    expect(malformed?.status).toBe(404);
    expect(asked).toHaveLength(1);
  });

  it('leaves the page to the browser when the API fails or is slow, and for the other pages', async () => {
    fakeApi({ [path]: { status: 500, body: { message: 'Erro interno.' } } });
    expect(await renderPublicPage(`/publico/bempatrimonial/${bem.id}`, options)).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    expect(
      await renderPublicPage(`/publico/bempatrimonial/${bem.id}`, { ...options, timeoutMs: 20 }),
    ).toBeNull();
    expect(await renderPublicPage('/publico/transparencia/12345678000195', options)).toBeNull();
    expect(await renderPublicPage('/app/patrimonio', options)).toBeNull();
  });

  it("the browser's first drawing takes over the server's page without asking the API again", async () => {
    fakeApi({ [path]: { status: 200, body: bem } });
    const page = await renderPublicPage(`/publico/bempatrimonial/${bem.id}`, options);
    const asked = fakeApi({});
    const serverPage = placeInDocument(page?.html ?? '');
    expect(serverPage).not.toBeNull();
    const { container } = renderAt(`/publico/bempatrimonial/${bem.id}`);
    // While the page's code arrives, the server's page is the only thing on screen (no loading line).
    expect(container.textContent).toBe('');
    await waitFor(() => expect(document.getElementById(SERVER_PAGE_ID)).toBeNull());
    // One card on screen, the browser's, drawn from the answer the server's page carried.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.querySelector('h1')?.textContent).toBe('Mesa de escritório');
    expect(asked).toEqual([]);
  });

  it('keeps the focus a citizen moved into the server’s page on the same element of the browser’s', async () => {
    fakeApi({ [path]: { status: 200, body: bem } });
    const page = await renderPublicPage(`/publico/bempatrimonial/${bem.id}`, options);
    fakeApi({});
    const serverPage = placeInDocument(page?.html ?? '');
    const drawnLink = serverPage?.querySelector<HTMLAnchorElement>('main a');
    expect(drawnLink).toBeTruthy();
    drawnLink?.focus();
    expect(document.activeElement).toBe(drawnLink);
    const { container } = renderAt(`/publico/bempatrimonial/${bem.id}`);
    await waitFor(() => expect(document.getElementById(SERVER_PAGE_ID)).toBeNull());
    const link = container.querySelector<HTMLAnchorElement>('main a');
    expect(link?.textContent).toBe(drawnLink?.textContent);
    expect(document.activeElement).toBe(link);
  });

  it('a page whose server answer was a 404 stays the 404 page in the browser', async () => {
    fakeApi({});
    const id = '00000000-0000-4000-8000-000000000000';
    const page = await renderPublicPage(`/publico/bempatrimonial/${id}`, options);
    const asked = fakeApi({});
    placeInDocument(page?.html ?? '');
    const { container } = renderAt(`/publico/bempatrimonial/${id}`);
    await waitFor(() => expect(document.getElementById(SERVER_PAGE_ID)).toBeNull());
    expect(container.querySelector('h1')?.textContent).toBe('Bem patrimonial não encontrado');
    expect(asked).toEqual([]);
  });
});
