import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREBUILT_STYLES_ID, prebuiltStylesReady } from './prebuilt.js';

function addLink() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.id = PREBUILT_STYLES_ID;
  document.head.appendChild(link);
  return link;
}

afterEach(() => {
  document.getElementById(PREBUILT_STYLES_ID)?.remove();
  vi.useRealTimers();
});

describe('the back office stylesheet made at build time', () => {
  it('lets the first render go at once when the page has no stylesheet', async () => {
    await expect(prebuiltStylesReady()).resolves.toBeUndefined();
  });

  it('lets it go at once when the stylesheet has already loaded or failed', async () => {
    addLink().dataset.settled = '';
    await expect(prebuiltStylesReady()).resolves.toBeUndefined();
  });

  it('waits for the stylesheet to load', async () => {
    const link = addLink();
    let ready = false;
    const waiting = prebuiltStylesReady().then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(ready).toBe(false);
    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(ready).toBe(true);
  });

  it('goes on when the stylesheet fails (antd then writes the styles itself)', async () => {
    const link = addLink();
    const waiting = prebuiltStylesReady();
    link.dispatchEvent(new Event('error'));
    await expect(waiting).resolves.toBeUndefined();
  });

  it('waits no longer than its limit for a stylesheet that does not come', async () => {
    vi.useFakeTimers();
    addLink();
    let ready = false;
    void prebuiltStylesReady(document, 2000).then(() => {
      ready = true;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
  });
});
