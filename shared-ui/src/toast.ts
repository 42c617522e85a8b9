import { App } from 'antd';
import { useMemo } from 'react';

/** At most 3 toasts, 4000 ms each, bottom-right. Applied by `GpProviders` to antd's App notification. */
export const TOAST_CONFIG = { placement: 'bottomRight', maxCount: 3, duration: 4 } as const;

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export type Toast = Record<ToastKind, (message: string) => void>;

/** The one way to show a toast (from `App.useApp()`, never antd's static API, which ignores the theme and the providers). */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (message) => notification.success({ message }),
      error: (message) => notification.error({ message }),
      warning: (message) => notification.warning({ message }),
      info: (message) => notification.info({ message }),
    }),
    [notification],
  );
}
