// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// See manifest.test.ts: the federation runtime is the one part replaced, because it needs real remotes.
const runtime = vi.hoisted(() => ({ loadShare: vi.fn(async (_name: string) => undefined) }));
vi.mock('@module-federation/runtime', () => runtime);

const { REMOTE_SHARES, warmRemoteShares } = await import('./warm-shares.js');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('warmRemoteShares', () => {
  it('asks for the remotes’ libraries once, when the browser is idle, with no deadline that would cut into the first render', async () => {
    const idle: { run: () => void; options: unknown }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: unknown) => {
      idle.push({ run, options });
      return idle.length;
    });
    warmRemoteShares();
    warmRemoteShares();
    expect(idle).toHaveLength(1);
    expect(idle[0]?.options).toBeUndefined();
    expect(runtime.loadShare).not.toHaveBeenCalled();
    idle[0]?.run();
    await vi.waitFor(() => expect(runtime.loadShare).toHaveBeenCalledTimes(REMOTE_SHARES.length));
    expect(runtime.loadShare.mock.calls.map(([name]) => name)).toEqual([...REMOTE_SHARES]);
  });
});
