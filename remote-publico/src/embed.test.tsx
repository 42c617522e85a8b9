import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bem } from './test/fixtures.js';
import { fakeApi } from './test/render.js';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('embed.js', () => {
  it('mounts each data-gp-bem / data-gp-transparencia element in its own shadow root, once', async () => {
    fakeApi({ [`/patrimonio/bempatrimonial/transparencia/${bem.id}`]: { status: 200, body: bem } });
    document.body.innerHTML = `<div id="a" data-gp-bem="${bem.id}"></div><div id="b" data-gp-transparencia="123"></div>`;
    const before = window.location.href;
    const { mountAll } = await import('./embed.js');
    mountAll();
    const a = document.getElementById('a') as HTMLElement;
    const b = document.getElementById('b') as HTMLElement;
    expect(a.shadowRoot).toBeTruthy();
    expect(b.shadowRoot).toBeTruthy();
    const card = within(a.shadowRoot as unknown as HTMLElement);
    expect(await card.findByRole('heading', { level: 1, name: 'Mesa de escritório' })).toBeTruthy();
    // The stylesheet goes inside the shadow root (its text is empty here: unit tests load no CSS), not in the page.
    expect(a.shadowRoot?.querySelector('style')).toBeTruthy();
    expect(document.querySelectorAll('style')).toHaveLength(0);
    // A wrong document is refused inside its widget.
    await waitFor(() => expect(b.shadowRoot?.textContent).toContain('CPF ou CNPJ inválido'));
    expect(window.location.href).toBe(before);
    expect(screen.queryByRole('main')).toBeNull();
    mountAll();
    expect(a.shadowRoot?.children).toHaveLength(1);
  });
});
