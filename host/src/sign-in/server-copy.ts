import type { FormInstance } from 'antd';

/**
 * The sign-in form drawn at build time into `/login`'s page (decision 028, src/sign-in/server.tsx): the
 * browser shows it, and takes typing, from the page's first bytes; the light start (sign-in-main.tsx)
 * then takes it over with the same form drawn by React, keeping what was typed, the focus and a submit
 * made meanwhile. This module is what the browser needs of it; it imports no library.
 */

/** The element around the drawn form, before the host's `#root`. */
export const SIGN_IN_COPY_ID = 'gp-entrar-servidor';
/** Set on that element by the page's inline script when the form was submitted before the takeover. */
export const SUBMITTED_ATTRIBUTE = 'data-enviado';
/** Set on `<html>` by the page's first script when the browser keeps a session: the drawn form is hidden. */
export const SESSION_ATTRIBUTE = 'data-sessao';

/** The drawn form when the page has one (a `/login` page from the build, and no takeover yet). */
export const signInCopy = (): HTMLElement | null => document.getElementById(SIGN_IN_COPY_ID);

type Fields = { username: string; password: string };

/**
 * Replaces the drawn form with React's (called in React's commit, before the browser paints, so nothing
 * flickers and no keystroke falls between): copies the typed values into `form`, removes the drawn copy,
 * then puts the focus and the caret back where they were and submits if the user already did. Returns
 * whether anything was typed.
 */
export function takeOverSignIn(copy: HTMLElement, form: FormInstance<Fields>): boolean {
  if (!copy.isConnected) return false;
  const input = (name: keyof Fields) => copy.querySelector<HTMLInputElement>(`input#${name}`);
  const values: Fields = {
    username: input('username')?.value ?? '',
    password: input('password')?.value ?? '',
  };
  const typed = values.username !== '' || values.password !== '';
  if (typed) form.setFieldsValue(values);

  const active = document.activeElement;
  const focus =
    active instanceof HTMLInputElement && copy.contains(active)
      ? { id: active.id, start: active.selectionStart, end: active.selectionEnd }
      : null;
  const submitted = copy.hasAttribute(SUBMITTED_ATTRIBUTE);
  copy.remove();

  // React writes the copied values into its inputs when this commit ends; the caret and the submit need
  // them, and a microtask still runs before the browser paints.
  queueMicrotask(() => {
    if (focus) {
      const target = document.getElementById(focus.id);
      if (target instanceof HTMLInputElement) {
        target.focus();
        if (focus.start !== null && focus.end !== null) target.setSelectionRange(focus.start, focus.end);
      }
    }
    if (submitted) form.submit();
  });
  return typed;
}
