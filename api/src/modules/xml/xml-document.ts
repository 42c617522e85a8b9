import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { shown } from './access-key.js';
import { NfeRefusal } from './nfe-refusal.js';

/**
 * Reads an uploaded XML file safely, in this order: size, UTF-8 text, no DOCTYPE or entity declaration,
 * well-formed, then parsed into a tree. Nothing declared by the file is ever expanded: the parser runs
 * with entity processing off, and only the five entities predefined by XML (and numeric character
 * references) are decoded, once, when a value is read.
 */

type XmlValue = string | XmlNode | XmlValue[];
type XmlNode = { [name: string]: XmlValue };

const ATTRIBUTE_PREFIX = '@_';
const TEXT = '#text';
const CDATA = '#cdata';
const MB = 1024 * 1024;

/** XML 1.0 refuses these characters anywhere in a document (binary content renamed .xml has them). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const FORBIDDEN_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
/** A document type or entity declaration: the door to entity expansion (billion laughs, external files). */
const DECLARATION = /<!(?:DOCTYPE|ENTITY)/i;

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));/g;

/** Decodes in one pass, so "&amp;lt;" becomes "&lt;" and never "<". Other references stay as written. */
function decodeReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (whole, name?: string, dec?: string, hex?: string) => {
    if (name) return PREDEFINED[name] ?? whole;
    const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
    const allowed =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      (code >= 0x10000 && code <= 0x10ffff);
    return allowed ? String.fromCodePoint(code) : whole;
  });
}

const notXml = (detail: string) => new NfeRefusal('NOT_XML', `O arquivo não é um XML válido: ${detail}.`);

const lineOf = (text: string, index: number) => {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
};

/** The validator's finding in Portuguese, with its line. */
function describeMalformed(err: { code: string; msg: string; line: number }): string {
  const at = ` (linha ${err.line})`;
  const quoted = /'([^']*)'/.exec(err.msg)?.[1] ?? '';
  if (/^Unclosed tag/.test(err.msg)) return `a marca <${quoted}> não foi fechada${at}`;
  if (/^Expected closing tag/.test(err.msg)) {
    const found = /closing tag '([^']*)'\.$/.exec(err.msg)?.[1] ?? '';
    return `esperado o fechamento de <${quoted}>, encontrado </${found}>${at}`;
  }
  if (/has not been opened/.test(err.msg))
    return `a marca </${quoted}> fecha uma marca que não foi aberta${at}`;
  if (/^Invalid '\[/.test(err.msg))
    return 'o arquivo termina antes de fechar suas marcas (arquivo incompleto)';
  if (/^Start tag expected/.test(err.msg)) return 'nenhum elemento XML encontrado';
  if (/Multiple possible root nodes/.test(err.msg)) return `há mais de um elemento raiz${at}`;
  if (/Extra text at the end/.test(err.msg)) return `há texto depois do elemento raiz${at}`;
  if (/XML declaration allowed only/.test(err.msg)) return `a declaração <?xml?> só pode vir no início${at}`;
  if (err.code === 'InvalidChar') return `caractere "${quoted}" inesperado${at}`;
  if (err.code === 'InvalidAttr') return `atributo malformado${at}`;
  return `marcação malformada${at}`;
}

/** An element of the parsed document, with its path (named in the refusals' messages). */
export class XmlElement {
  constructor(
    readonly name: string,
    readonly path: string,
    private readonly value: XmlValue,
  ) {}

  private own(key: string): XmlValue | undefined {
    const value = this.value;
    if (typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, key)) return undefined;
    return value[key];
  }

  private pathOf(name: string): string {
    return this.path ? `${this.path}/${name}` : name;
  }

  /** The one child of this name, or null; a repeated child is a layout fault. */
  child(name: string): XmlElement | null {
    const value = this.own(name);
    if (value === undefined) return null;
    if (Array.isArray(value)) {
      if (value.length !== 1) {
        throw new NfeRefusal('LAYOUT', `Campo repetido: ${this.pathOf(name)} aparece mais de uma vez.`);
      }
      return new XmlElement(name, this.pathOf(name), value[0] as XmlValue);
    }
    return new XmlElement(name, this.pathOf(name), value);
  }

  requiredChild(name: string): XmlElement {
    const found = this.child(name);
    if (!found) throw missing(this.pathOf(name));
    return found;
  }

  /** Every child of this name, in document order. */
  children(name: string): XmlElement[] {
    const value = this.own(name);
    if (value === undefined) return [];
    const list = Array.isArray(value) ? value : [value];
    return list.map((item) => new XmlElement(name, this.pathOf(name), item));
  }

  /** The same element named `path` in messages, e.g. an item as det[3], or '' to name its children from it. */
  at(path: string): XmlElement {
    return new XmlElement(this.name, path, this.value);
  }

  /** This element's text (entities decoded, CDATA as written), '' when empty; null when it holds elements. */
  ownText(): string | null {
    const value = this.value;
    if (typeof value === 'string') return decodeReferences(value);
    if (Array.isArray(value)) return null;
    let text = '';
    for (const [key, part] of Object.entries(value)) {
      if (key === TEXT && typeof part === 'string') text = decodeReferences(part) + text;
      else if (key === CDATA)
        text += Array.isArray(part) ? part.join('') : typeof part === 'string' ? part : '';
      else if (!key.startsWith(ATTRIBUTE_PREFIX)) return null;
    }
    return text;
  }

  /** The text of the child `name`; null when the child is absent or empty. */
  text(name: string): string | null {
    const found = this.child(name);
    if (!found) return null;
    const text = found.ownText();
    if (text === null)
      throw new NfeRefusal('LAYOUT', `Campo inválido: ${found.path} deveria conter um texto.`);
    return text === '' ? null : text;
  }

  requiredText(name: string): string {
    const text = this.text(name);
    if (text === null) throw missing(this.pathOf(name));
    return text;
  }

  /** An attribute's value (entities decoded), null when absent. */
  attr(name: string): string | null {
    const value = this.own(`${ATTRIBUTE_PREFIX}${name}`);
    return typeof value === 'string' ? decodeReferences(value) : null;
  }

  requiredAttr(name: string): string {
    const value = this.attr(name);
    if (value === null || value === '') throw missing(`${this.path || this.name}/@${name}`);
    return value;
  }
}

export const missing = (path: string) => new NfeRefusal('LAYOUT', `Campo obrigatório ausente: ${path}.`);

/** Quoted in a message: the value as found, cut when long. */
export const quoted = (value: string) => `"${shown(value)}"`;

/**
 * The root element of an XML file. `arrayElements` are the names that may repeat and are always read
 * as lists (items of a note, events). `skippedElements` (paths such as `*.imposto.ICMS`) are subtrees
 * the caller never reads: they are checked as well-formed with the rest but not built into the tree,
 * which keeps a large file fast to read.
 */
export function readXmlDocument(
  bytes: Buffer,
  options: { maxBytes: number; arrayElements: ReadonlySet<string>; skippedElements: readonly string[] },
): XmlElement {
  if (bytes.length > options.maxBytes) {
    const limit =
      options.maxBytes >= MB
        ? `${Math.round(options.maxBytes / MB)} MB`
        : `${Math.max(1, Math.round(options.maxBytes / 1024))} KB`;
    throw new NfeRefusal('TOO_LARGE', `O arquivo excede o tamanho máximo de ${limit}.`);
  }

  let text: string;
  try {
    // A byte order mark, if any, is dropped.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notXml('o conteúdo não é texto UTF-8 (um PDF ou outro arquivo binário?)');
  }
  const forbidden = FORBIDDEN_CHARS.exec(text);
  if (forbidden) {
    throw notXml(
      `o conteúdo tem caracteres de controle (arquivo binário?) na linha ${lineOf(text, forbidden.index)}`,
    );
  }

  // Refused before any parsing, so no declaration reaches the validator or the parser.
  if (DECLARATION.test(text)) {
    throw new NfeRefusal(
      'UNSAFE',
      'O XML traz uma declaração DOCTYPE ou de entidades, recusada por segurança.',
    );
  }

  const valid = XMLValidator.validate(text);
  if (valid !== true) throw notXml(describeMalformed(valid.err));

  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE_PREFIX,
    textNodeName: TEXT,
    cdataPropName: CDATA,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: false,
    htmlEntities: false,
    removeNSPrefix: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    isArray: (name, _path, _leaf, isAttribute) => !isAttribute && options.arrayElements.has(name),
    stopNodes: [...options.skippedElements],
    // Paths are matched by the parser itself, never built as strings for the callbacks: much faster.
    jPath: false,
  });
  let tree: XmlNode;
  try {
    tree = parser.parse(text) as XmlNode;
  } catch {
    // What the validator let through but the parser refuses (e.g. nesting deeper than it allows).
    throw notXml('estrutura que não pôde ser lida');
  }
  const roots = Object.keys(tree);
  if (roots.length !== 1)
    throw notXml(roots.length === 0 ? 'nenhum elemento XML encontrado' : 'há mais de um elemento raiz');
  const name = roots[0] as string;
  // A root named in `arrayElements` comes as a list of one.
  const root = tree[name] as XmlValue;
  const value = Array.isArray(root) ? root[0] : root;
  if (value === undefined || (Array.isArray(root) && root.length > 1))
    throw notXml('há mais de um elemento raiz');
  return new XmlElement(name, '', value);
}
