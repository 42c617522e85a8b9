import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from '../pages/sign-in-form.js';
import { LOCAL_COOKIE, TOKEN_KEY } from '../session/storage-keys.js';
import { signInPage, usedCss, usedMarkup } from './server.js';
import { SESSION_ATTRIBUTE, SIGN_IN_COPY_ID, SUBMITTED_ATTRIBUTE, takeOverSignIn } from './server-copy.js';
import { SignInProviders } from './sign-in-providers.js';

const INDEX =
  '<!doctype html><html lang="pt-BR"><head><title>Gestão Pública</title>' +
  '<script type="module" src="/assets/entry.js"></script></head>' +
  '<body><div id="root"><p>Carregando...</p></div></body></html>';

const page = signInPage(INDEX);
/** The page's inline scripts, in order: the session check (head), the submit hold (body). */
const inlineScripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string);
const run = (script: string) => new Function(script)();

/** The page's body in the document, as the browser has it before any module script runs. */
function showPage() {
  document.body.innerHTML = (page.match(/<body>([\s\S]*)<\/body>/)?.[1] ?? '').replace(
    /<script>[\s\S]*?<\/script>/g,
    '',
  );
  run(inlineScripts[1] as string);
  const copy = document.getElementById(SIGN_IN_COPY_ID);
  if (!copy) throw new Error('cópia ausente');
  return copy;
}

const copyInput = (copy: HTMLElement, id: string) => copy.querySelector<HTMLInputElement>(`input#${id}`)!;

function renderTakeOver(
  copy: HTMLElement,
  signIn = vi.fn(async () => ({ kind: 'ok' as const })),
  prefetch = vi.fn(),
) {
  const root = document.getElementById('root')!;
  render(
    <SignInProviders>
      <SignInForm
        signIn={signIn}
        onSignedIn={() => undefined}
        forgotPassword={<a href="/recuperarSenha">Esqueci minha senha</a>}
        prefetch={prefetch}
        takeOver={(form) => takeOverSignIn(copy, form)}
      />
    </SignInProviders>,
    { container: root },
  );
  return { signIn, prefetch };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the test removes the cookie it set.
  document.cookie = `${LOCAL_COOKIE}=; Max-Age=0; Path=/`;
});

describe("/login's page drawn at build time", () => {
  it('holds the form, with its styles, before #root and keeps the entry script', () => {
    const copyAt = page.indexOf(`<div id="${SIGN_IN_COPY_ID}">`);
    expect(copyAt).toBeGreaterThan(0);
    expect(page.indexOf('<div id="root">')).toBeGreaterThan(copyAt);
    expect(page).toContain('placeholder="Usuário"');
    expect(page).toContain('placeholder="Senha"');
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*>.*Entrar/);
    expect(page).toContain('<script type="module" src="/assets/entry.js"></script>');
    expect(page).toMatch(/<style[^>]*data-css-hash[^>]*>[^<]*\.ant-btn/);
    // The browser's antd must write its complete styles: the page does not claim to have them.
    expect(page).not.toContain('data-ant-cssinjs-cache-path');
    expect(inlineScripts).toHaveLength(2);
  });

  it('refuses an index.html it cannot place the form in', () => {
    expect(() => signInPage('<html><head></head><body></body></html>')).toThrow(/root/);
  });

  it('keeps only the rules that can match the drawn markup', () => {
    const used = usedMarkup('<form class="a"><input type="text" class="a"/></form>');
    const css =
      '.a{color:red}.b .c{color:blue}.a,.z{margin:0}@media (max-width:575px){.a{padding:0}.z{padding:1px}}' +
      '@media (min-width:1px){.z{top:0}}@keyframes k{0%{opacity:0}}:where(.a,.z).a{left:0}[class^="a"]{x:y}' +
      '.a legend{m:0}.a input{n:1}.a input[type="text"]{o:2}.a input[type="radio"]{p:3}.a:not(:disabled):hover{q:4}';
    expect(usedCss(css, used)).toBe(
      '.a{color:red}.a{margin:0}@media (max-width:575px){.a{padding:0}}@keyframes k{0%{opacity:0}}[class^="a"]{x:y}' +
        '.a input{n:1}.a input[type="text"]{o:2}.a:not(:disabled):hover{q:4}',
    );
  });

  it('hides the form at once when the browser keeps a session (the back office starts instead)', () => {
    const check = inlineScripts[0] as string;
    run(check);
    expect(document.documentElement.hasAttribute(SESSION_ATTRIBUTE)).toBe(false);

    localStorage.setItem(TOKEN_KEY, 'x');
    run(check);
    expect(document.documentElement.hasAttribute(SESSION_ATTRIBUTE)).toBe(true);

    document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: the location cookie the host writes.
    document.cookie = `${LOCAL_COOKIE}=abc; Path=/`;
    run(check);
    expect(document.documentElement.hasAttribute(SESSION_ATTRIBUTE)).toBe(true);
  });

  it('holds a submit made before the scripts arrive, without sending the form anywhere', () => {
    const copy = showPage();
    const form = copy.querySelector('form')!;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(copy.hasAttribute(SUBMITTED_ATTRIBUTE)).toBe(true);
    expect(copy.querySelector<HTMLButtonElement>('button[type=submit]')!.disabled).toBe(true);
  });

  it('is taken over with what was typed, the focus, the caret and the submit', async () => {
    const copy = showPage();
    copyInput(copy, 'username').value = 'admin';
    const password = copyInput(copy, 'password');
    password.value = 'Admin@123';
    password.focus();
    password.setSelectionRange(2, 5);
    copy.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

    const { signIn, prefetch } = await act(async () => renderTakeOver(copy));

    expect(copy.isConnected).toBe(false);
    expect(document.getElementById(SIGN_IN_COPY_ID)).toBeNull();
    expect(screen.getByPlaceholderText<HTMLInputElement>('Usuário').value).toBe('admin');
    const reactPassword = screen.getByPlaceholderText<HTMLInputElement>('Senha');
    expect(reactPassword.value).toBe('Admin@123');
    expect(document.activeElement).toBe(reactPassword);
    expect([reactPassword.selectionStart, reactPassword.selectionEnd]).toEqual([2, 5]);
    expect(prefetch).toHaveBeenCalled();
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ username: 'admin', password: 'Admin@123' }));
  });

  it('is taken over untouched: nothing typed, nothing sent', async () => {
    const copy = showPage();
    const { signIn, prefetch } = await act(async () => renderTakeOver(copy));
    expect(copy.isConnected).toBe(false);
    expect(screen.getByPlaceholderText<HTMLInputElement>('Usuário').value).toBe('');
    expect(screen.getAllByRole('button', { name: 'Entrar' })).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signIn).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
