import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToString } from 'react-dom/server';
import { SignInForm } from '../pages/sign-in-form.js';
import { LOCAL_COOKIE, SESSION_STORAGE_KEYS } from '../session/storage-keys.js';
import { SESSION_ATTRIBUTE, SIGN_IN_COPY_ID, SUBMITTED_ATTRIBUTE } from './server-copy.js';
import { SignInProviders } from './sign-in-providers.js';

/**
 * `/login`'s page, drawn at build time (docs/decisions/028-the-sign-in-drawn-at-build-time.md): the host's
 * index.html with the sign-in form already in it, so the form is on screen and takes typing from the
 * page's first bytes, before any script arrives; the light start then takes it over (server-copy.ts).
 * Built by `vite.server.config.ts` into `dist-server/sign-in.mjs`, called by the host's build
 * (`vite/sign-in-page.ts`), which writes the page as `dist/login/index.html`.
 */

const never = () => Promise.reject(new Error('o formulário desenhado no build não envia'));

/** Splits `css` into its top-level blocks: `prelude { body }`. */
function blocks(css: string): { prelude: string; body: string }[] {
  const out: { prelude: string; body: string }[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    let depth = 1;
    let end = open + 1;
    for (; end < css.length && depth > 0; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}') depth--;
    }
    out.push({ prelude: css.slice(at, open).trim(), body: css.slice(open + 1, end - 1) });
    at = end;
  }
  return out;
}

/** The selectors of a list, split at its top-level commas (not those inside `:where(...)`). */
function selectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let k = 0; k < list.length; k++) {
    const c = list[k];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, k));
      start = k + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/** What a drawn page's HTML has: its classes, element names and `name="value"` attributes. */
export type UsedMarkup = { classes: Set<string>; tags: Set<string>; attributes: Set<string> };

export function usedMarkup(html: string): UsedMarkup {
  return {
    classes: new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] as string).split(/\s+/))),
    tags: new Set([...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => (m[1] as string).toLowerCase())),
    attributes: new Set([...html.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map((m) => `${m[1]}="${m[2]}"`)),
  };
}

/** Whether `selector` can match the markup: every class, element name and exact attribute it names is there. */
const matches = (selector: string, used: UsedMarkup) =>
  [...selector.matchAll(/\.(-?[_a-zA-Z][-_a-zA-Z0-9]*)/g)].every((m) => used.classes.has(m[1] as string)) &&
  [...selector.matchAll(/(?:^|[\s>+~(])([a-zA-Z][a-zA-Z0-9-]*)(?=[\s.#:[>+~)]|$)/g)].every((m) =>
    used.tags.has((m[1] as string).toLowerCase()),
  ) &&
  [...selector.matchAll(/\[([a-zA-Z-]+)=["']([^"']*)["']\]/g)].every((m) =>
    used.attributes.has(`${m[1]}="${m[2]}"`),
  );

/**
 * `css` without the rules that match nothing in the drawn form: a rule stays when one of its selectors
 * names only classes, elements and attributes the form's HTML has (antd's styles cover every variant of
 * Form, Input, Button and the grid; the page needs the few it draws). The browser's antd writes its
 * complete styles at the takeover, over these.
 */
export function usedCss(css: string, used: UsedMarkup): string {
  return blocks(css)
    .map(({ prelude, body }) => {
      if (/^@(media|supports|layer)\b/.test(prelude)) {
        const inner = usedCss(body, used);
        return inner ? `${prelude}{${inner}}` : '';
      }
      if (prelude.startsWith('@')) return `${prelude}{${body}}`;
      const kept = selectors(prelude).filter((selector) => matches(selector, used));
      return kept.length ? `${kept.join(',')}{${body}}` : '';
    })
    .join('');
}

/** The form and the styles it uses, drawn by the same components as in the browser. */
function drawForm() {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <SignInProviders>
        <SignInForm
          signIn={never}
          onSignedIn={() => undefined}
          forgotPassword={<a href="/recuperarSenha">Esqueci minha senha</a>}
          prefetch={() => undefined}
        />
      </SignInProviders>
    </StyleProvider>,
  );
  const used = usedMarkup(html);
  // Each of antd's <style> tags with only the rules the form uses. The tag that lists the styles as
  // complete (data-ant-cssinjs-cache-path) is left out, so the browser's antd writes its own in full.
  const styles = [...extractStyle(cache).matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)]
    .filter((m) => !(m[1] as string).includes('data-ant-cssinjs-cache-path'))
    .map((m) => ({ attributes: m[1] as string, css: usedCss(m[2] as string, used) }))
    .filter((style) => style.css !== '')
    .map((style) => `<style${style.attributes}>${style.css}</style>`)
    .join('');
  return { html, styles };
}

/**
 * Before anything is drawn: a browser that keeps a session goes to the back office, so the drawn form is
 * hidden (as `hasStoredSession` in storage-keys.ts decides; the keys come from there).
 */
const sessionCheck = `(function(){var d=document.documentElement;function s(){d.setAttribute(${JSON.stringify(SESSION_ATTRIBUTE)},'')}try{var k=${JSON.stringify(SESSION_STORAGE_KEYS)};for(var i=0;i<k.length;i++)if(localStorage.getItem(k[i])!==null)return s()}catch(e){return s()}if((';'+document.cookie).replace(/ /g,'').indexOf(${JSON.stringify(`;${LOCAL_COOKIE}=`)})>=0)s()})()`;

/** A submit before the takeover is kept for it (and the password never goes into the address). */
const submitHold = `(function(){var c=document.getElementById(${JSON.stringify(SIGN_IN_COPY_ID)});c&&c.addEventListener('submit',function(e){e.preventDefault();c.setAttribute(${JSON.stringify(SUBMITTED_ATTRIBUTE)},'');var b=c.querySelector('button[type=submit]');if(b)b.disabled=true})})()`;

const css = [
  `html[${SESSION_ATTRIBUTE}] #${SIGN_IN_COPY_ID}{display:none}`,
  // The start-up's 'Carregando...' under the form that is already there.
  `html:not([${SESSION_ATTRIBUTE}]) #${SIGN_IN_COPY_ID}+#root>*{display:none}`,
].join('');

/** `indexHtml` (the host's built index.html) with the sign-in form drawn in it; throws if it has no `#root`. */
export function signInPage(indexHtml: string): string {
  const root = /<div id="root">/;
  if (!root.test(indexHtml) || !indexHtml.includes('</head>')) {
    throw new Error('index.html sem <div id="root"> ou </head>: a página de /login não pode ser desenhada');
  }
  const { html, styles } = drawForm();
  const copy =
    `<div id="${SIGN_IN_COPY_ID}">` +
    '<noscript><p style="position:fixed;top:0;left:0;right:0;margin:0;padding:8px;background:#fff1f0;text-align:center;font-family:sans-serif">' +
    'Para entrar, ative o JavaScript do navegador.</p></noscript>' +
    `${html}</div><script>${submitHold}</script>`;
  return indexHtml
    .replace('</head>', () => `<script>${sessionCheck}</script><style>${css}</style>${styles}</head>`)
    .replace(root, () => `${copy}<div id="root">`);
}
