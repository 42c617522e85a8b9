/**
 * ISO-8859-1 for the tribunal's files (AUDESP's documents are declared ISO-8859-1): a character outside it
 * is transliterated on purpose (its accents dropped, typographic quotes and dashes made plain, anything
 * else a "?") and the change is reported so the user sees it in the validation report (decision 066).
 */

/** Typographic characters common in text pasted from office documents, and their plain spelling. */
const PLAIN: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u2022': '-',
  '\u20ac': 'EUR',
  '\u2122': 'TM',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u200b': '',
  '\ufeff': '',
};

export type Transliteracao = { original: string; escrito: string };

const fits = (ch: string) => (ch.codePointAt(0) ?? 0) <= 0xff;

/** The character in ISO-8859-1: as it is, its plain spelling, its letters without accents, or "?". */
function transliterate(ch: string): string {
  const plain = PLAIN[ch];
  if (plain !== undefined) return plain;
  const stripped = ch.normalize('NFD').replace(/\p{M}/gu, '');
  if (stripped !== '' && [...stripped].every(fits)) return stripped;
  return '?';
}

/** `text` with every character ISO-8859-1 holds, and the characters changed (none: an empty list). */
export function toLatin1Text(text: string): { text: string; trocas: Transliteracao[] } {
  // XML 1.0 refuses control characters but tab, line feed and carriage return: they are dropped too.
  let out = '';
  const trocas: Transliteracao[] = [];
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if (
      fits(ch) &&
      (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) &&
      !(code >= 0x7f && code < 0xa0)
    ) {
      out += ch;
      continue;
    }
    const escrito = code < 0x20 || (code >= 0x7f && code < 0xa0) ? '' : transliterate(ch);
    out += escrito;
    trocas.push({ original: ch, escrito });
  }
  return { text: out, trocas };
}

/** The text's bytes in ISO-8859-1 (every character must already fit: toLatin1Text). */
export const latin1Bytes = (text: string) => Buffer.from(text, 'latin1');
