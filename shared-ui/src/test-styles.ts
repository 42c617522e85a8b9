/**
 * What a test asks of an element's computed style is whether it is hidden (Testing Library's role and
 * name queries, jest-dom's `toBeVisible`, user-event's pointer checks). jsdom computes the whole cascade
 * of every stylesheet for each element asked, and antd's CSS-in-JS inserts thousands of rules: the
 * accessible-name queries alone spent about half of a whole-page test's time there. So the style
 * elements antd inserts keep only the declarations that hide or block an element (`display`,
 * `visibility`, `pointer-events`), in the same rules and `@media` blocks; `@keyframes` go.
 */
const KEPT_PROPERTIES = new Set(['display', 'visibility', 'pointer-events']);

/** `css` with only the kept declarations: rules left empty and keyframes are dropped. */
export function hidingRulesOf(css: string): string {
  let i = 0;
  const block = (): string => {
    let out = '';
    while (i < css.length && css[i] !== '}') {
      const open = css.indexOf('{', i);
      const close = css.indexOf('}', i);
      if (open < 0 || (close >= 0 && close < open)) {
        i = close < 0 ? css.length : close; // stray declarations: skip up to the block's end
        break;
      }
      const prelude = css.slice(i, open).trim();
      i = open + 1;
      if (prelude.startsWith('@')) {
        const inner = block();
        i++; // the at-rule's '}'
        if (!prelude.startsWith('@keyframes') && inner) out += `${prelude}{${inner}}`;
        continue;
      }
      const end = css.indexOf('}', i);
      const body = css.slice(i, end < 0 ? css.length : end);
      i = end < 0 ? css.length : end + 1;
      const kept = body
        .split(';')
        .filter((d) => KEPT_PROPERTIES.has(d.slice(0, d.indexOf(':')).trim().toLowerCase()));
      if (kept.length) out += `${prelude}{${kept.join(';')}}`;
    }
    return out;
  };
  const out: string[] = [];
  while (i < css.length) {
    out.push(block());
    i++; // an unbalanced '}'
  }
  return out.join('');
}

/**
 * Makes every `<style>` element's `innerHTML` and `textContent` keep only the hiding declarations.
 * Reading them gives back what was written, so antd's "is this style already there?" check still holds.
 */
export function keepOnlyHidingStyles() {
  const written = new WeakMap<HTMLStyleElement, string>();
  for (const [proto, name] of [
    [Element.prototype, 'innerHTML'],
    [Node.prototype, 'textContent'],
  ] as const) {
    const own = Object.getOwnPropertyDescriptor(proto, name);
    if (!own?.set || !own.get) continue;
    const { get, set } = own;
    Object.defineProperty(HTMLStyleElement.prototype, name, {
      configurable: true,
      get(this: HTMLStyleElement) {
        return written.get(this) ?? get.call(this);
      },
      set(this: HTMLStyleElement, value: string | null) {
        if (typeof value !== 'string') {
          written.delete(this);
          set.call(this, value);
          return;
        }
        written.set(this, value);
        set.call(this, hidingRulesOf(value));
      },
    });
  }
}
