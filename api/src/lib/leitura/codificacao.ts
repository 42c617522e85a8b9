/**
 * Per-line text decoding of legacy exports (docs/domain.md, "Implantação"): old systems often write one
 * file partly in UTF-8 and partly in Windows-1252/Latin-1, line by line. Each line is decoded on its own:
 * valid UTF-8 is read as UTF-8, anything else as Windows-1252 (a superset of Latin-1's printable
 * characters), so "Educação" is never shown as "EducaÃ§Ã£o" nor as "Educa��o".
 */

export type Codificacao = 'utf-8' | 'windows-1252';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/**
 * Windows-1252's 0x80–0x9F (€, ‚, ƒ, „, …, curly quotes, Š, Œ, Ž…); the other bytes are Latin-1's code
 * points. Written out because Node's decoder reads this range as C1 control characters.
 */
const C1 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
const windows1252 = {
  decode(bytes: Uint8Array): string {
    return Buffer.from(bytes)
      .toString('latin1')
      .replace(/[\u0080-\u009f]/g, (c) => C1[c.charCodeAt(0) - 0x80] as string);
  },
};

/** True when every byte is ASCII: both decodings agree, the line says nothing about the file. */
function ascii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if ((bytes[i] as number) > 0x7f) return false;
  return true;
}

/** The line's text and the encoding it was read in (`null` for pure ASCII). */
export function decodificarLinha(bytes: Uint8Array): { texto: string; codificacao: Codificacao | null } {
  if (ascii(bytes)) return { texto: Buffer.from(bytes).toString('latin1'), codificacao: null };
  try {
    return { texto: utf8.decode(bytes), codificacao: 'utf-8' };
  } catch {
    return { texto: windows1252.decode(bytes), codificacao: 'windows-1252' };
  }
}

/** What a file's lines were written in: one encoding, or both (a mixed file). */
export type ResumoCodificacao = 'ascii' | Codificacao | 'misto';

export function somarCodificacao(atual: ResumoCodificacao, linha: Codificacao | null): ResumoCodificacao {
  if (linha === null || atual === linha || atual === 'misto') return atual;
  return atual === 'ascii' ? linha : 'misto';
}
