/**
 * Last time the user touched the page. A session whose access token runs out while the user is working
 * is renewed silently; one that runs out while the user is away ends with 'Sessão expirada...'.
 */
let lastActivity = Date.now();
let started = false;

export function trackActivity(target: Window = window): void {
  if (started) return;
  started = true;
  const mark = () => {
    lastActivity = Date.now();
  };
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart']) {
    target.addEventListener(type, mark, { passive: true, capture: true });
  }
}

export const lastActivityAt = () => lastActivity;

export function markActivity(at = Date.now()): void {
  lastActivity = at;
}
