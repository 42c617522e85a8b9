import { useSyncExternalStore } from 'react';

/** One shared one-second clock for the session countdown and its expiry check. */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const read = () => now;

/** The clock's time; drawn without a page (the back office's styles, made at build time), the same. */
export const useNow = (): number => useSyncExternalStore(subscribe, read, read);
