import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.js';
import {
  arrivedModule,
  loadAppLayout,
  loadDashboardPage,
  pageLoader,
  prefetchForPath,
} from './page-loaders.js';

let mounts = 0;
function Counter({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    mounts++;
  }, []);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {label} {clicks}
    </button>
  );
}

/** A page module that arrives when `arrive` is called. */
function deferredPage() {
  let arrive = () => {};
  const load = pageLoader(
    () =>
      new Promise<{ Counter: typeof Counter }>((resolve) => {
        arrive = () => resolve({ Counter });
      }),
  );
  return { load, arrive: () => arrive(), Page: lazyPage(load, (m) => m.Counter) };
}

describe('a page loaded on demand', () => {
  it('is drawn in the first render, with no fallback, when its module has arrived', async () => {
    const { load, arrive, Page } = deferredPage();
    const loading = load();
    arrive();
    await loading;
    expect(arrivedModule(load)).toEqual({ Counter });
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Page label="pronto" />
      </Suspense>,
    );
    // Synchronously: nothing suspended.
    expect(screen.getByRole('button').textContent).toBe('pronto 0');
    expect(screen.queryByText('Carregando...')).toBeNull();
  });

  it("shows its route's fallback until the module arrives, and is not mounted again afterwards", async () => {
    mounts = 0;
    const { arrive, Page } = deferredPage();
    const { rerender } = render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Page label="a" />
      </Suspense>,
    );
    expect(screen.getByText('Carregando...')).toBeTruthy();
    await act(async () => arrive());
    const button = await screen.findByRole('button');
    await act(async () => button.click());
    expect(button.textContent).toBe('a 1');
    // Drawn again once the module is known: the same instance, its state kept.
    rerender(
      <Suspense fallback={<p>Carregando...</p>}>
        <Page label="b" />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('b 1');
    expect(mounts).toBe(1);
  });
});

describe("the back office's first pages", () => {
  it('at /app: the layout and the dashboard have arrived when the start-up goes on', async () => {
    await prefetchForPath('/app');
    expect(arrivedModule(loadAppLayout)).toHaveProperty('AppLayout');
    expect(arrivedModule(loadDashboardPage)).toHaveProperty('DashboardPage');
  });

  it('nothing to wait for outside the back office', async () => {
    await expect(prefetchForPath('/login')).resolves.toBeUndefined();
  });
});
