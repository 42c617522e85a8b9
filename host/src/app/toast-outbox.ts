import type { ErrorLink } from '@gp/shared-contracts';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
type Show = (kind: ToastKind, message: string, link?: ErrorLink) => void;

/**
 * Toasts raised outside React (the HTTP client's write-error rule, the start-up session check) wait here
 * until the shell's antd App context is mounted, then go straight through.
 */
let show: Show | null = null;
const pending: { kind: ToastKind; message: string; link?: ErrorLink | undefined }[] = [];

export function queueToast(kind: ToastKind, message: string, link?: ErrorLink): void {
  if (show) show(kind, message, link);
  else pending.push({ kind, message, link });
}

/** Connects the visible toasts; returns the disconnect function. */
export function connectToasts(next: Show): () => void {
  show = next;
  for (const t of pending.splice(0)) next(t.kind, t.message, t.link);
  return () => {
    if (show === next) show = null;
  };
}
