import { type Transliteracao, toLatin1Text } from './latin1.js';

/**
 * A small XML writer for the tribunals' documents: elements in order, text escaped and made ISO-8859-1
 * (each change reported to `onTroca` with the element and the context it was in), one element per line,
 * each line remembering the context it was written in (`contextos`), so a validation error's line number
 * says which work and record it is about.
 */

export type XmlNode<C> = {
  name: string;
  text?: string | number | null;
  children?: (XmlNode<C> | null)[];
  /** The context of this element's lines (e.g. the medição it comes from), over its parent's. */
  ctx?: C;
};

/** An element with text (null or undefined: the element is left out, as an absent optional field). */
export const el = <C>(name: string, text: string | number | null | undefined): XmlNode<C> | null =>
  text === null || text === undefined ? null : { name, text };
/** An element with children (the null ones are left out). */
export const group = <C>(name: string, children: (XmlNode<C> | null)[], ctx?: C): XmlNode<C> => ({
  name,
  children,
  ...(ctx === undefined ? {} : { ctx }),
});

/** Text content: `&`, `<` and `>` only (quotes are plain text outside attributes). */
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export class XmlLines<C> {
  readonly lines: string[] = [];
  /** The context of each line (index = line number − 1). */
  readonly contextos: (C | null)[] = [];
  private ctx: C | null = null;
  constructor(private readonly onTroca: (campo: string, t: Transliteracao[], ctx: C | null) => void) {}

  /** A raw line (the declaration, a root tag with its namespaces). */
  push(line: string) {
    this.lines.push(line);
    this.contextos.push(this.ctx);
  }

  /** Writes `node` in `ctx` (null: outside any work). */
  write(node: XmlNode<C> | null, ctx: C | null = this.ctx, indent = '  ') {
    if (!node) return;
    const before = this.ctx;
    this.ctx = node.ctx ?? ctx;
    if (node.children) {
      this.push(`${indent}<${node.name}>`);
      for (const c of node.children) this.write(c, this.ctx, `${indent}  `);
      this.push(`${indent}</${node.name}>`);
    } else {
      const { text, trocas } = toLatin1Text(String(node.text ?? ''));
      if (trocas.length) this.onTroca(node.name, trocas, this.ctx);
      this.push(`${indent}<${node.name}>${escapeText(text)}</${node.name}>`);
    }
    this.ctx = before;
  }

  /** The lines from `from` (an index) on: a work's own part, hashed for the diff. */
  since(from: number) {
    return this.lines.slice(from).join('\n');
  }

  toString() {
    return `${this.lines.join('\n')}\n`;
  }
}
