import { type ErrorLink, emit } from '@gp/shared-contracts';
import { App } from 'antd';
import { createElement, useMemo } from 'react';

/** At most 3 toasts, 4000 ms each, bottom-right. Applied by `GpProviders` to antd's App notification. */
export const TOAST_CONFIG = { placement: 'bottomRight', maxCount: 3, duration: 4 } as const;

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
/** What a form says when its own check finds fields at fault (they are highlighted under the fields). */
export const CHECK_FIELDS_TEXT = 'Confira os campos destacados.';
/** The one key of that toast: there is never more than one, and a success closes it (it is stale then). */
const CHECK_FIELDS_KEY = 'gp:confira-campos';

/**
 * `link`: a page where the user acts on the message (an API error's `link`), shown under it.
 * `checkFields`: the form's "check the highlighted fields" error, closed by the next success toast.
 */
export type Toast = Record<ToastKind, (message: string, link?: ErrorLink) => void> & {
  checkFields: () => void;
};

/**
 * The toast's link: an anchor (it opens in a new tab as any link does) whose plain click asks the host to
 * navigate, so the shell and the area keep their state (the host serves `navigate:request` everywhere).
 */
const linkTo = (link: ErrorLink) =>
  createElement(
    'a',
    {
      href: link.href,
      onClick: (event: MouseEvent) => {
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        emit('navigate:request', { to: link.href });
      },
    },
    link.label,
  );

const withLink = (message: string, link?: ErrorLink) =>
  link ? { message, description: linkTo(link) } : { message };

/** The one way to show a toast (from `App.useApp()`, never antd's static API, which ignores the theme and the providers). */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (message, link) => {
        notification.destroy(CHECK_FIELDS_KEY);
        notification.success(withLink(message, link));
      },
      error: (message, link) => notification.error(withLink(message, link)),
      warning: (message, link) => notification.warning(withLink(message, link)),
      info: (message, link) => notification.info(withLink(message, link)),
      checkFields: () => notification.error({ key: CHECK_FIELDS_KEY, message: CHECK_FIELDS_TEXT }),
    }),
    [notification],
  );
}
