import { describe, expect, it } from 'vitest';
import { contentIsWhatItSays, sanitizeFileName, sniff } from '../../src/lib/file-types.js';
import { makeZip, OFFICE_SAMPLE } from '../support/zip.js';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

describe('sniff', () => {
  it('recognises types by content, not by name', () => {
    expect(sniff(Buffer.from('%PDF-1.7\n'), 'nota.png')).toMatchObject({
      kind: 'pdf',
      mime: 'application/pdf',
    });
    expect(sniff(png, 'foto.pdf')).toMatchObject({ kind: 'image', mime: 'image/png' });
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'x')).toMatchObject({ mime: 'image/jpeg' });
    expect(sniff(Buffer.from('\uFEFF<?xml version="1.0"?><nfeProc/>'), 'nota.xml')).toMatchObject({
      kind: 'xml',
    });
    expect(sniff(Buffer.from('MZ\x90\x00\x03'), 'planilha.pdf')).toBeNull();
    expect(sniff(Buffer.from('#!/bin/sh\necho'), 'script.pdf')).toBeNull();
  });
  it('accepts text only for .txt/.csv names and office files only as zip with an office extension', () => {
    expect(sniff(Buffer.from('a;b\n1;2'), 'dados.csv')).toMatchObject({ kind: 'text', mime: 'text/csv' });
    expect(sniff(Buffer.from('a;b\n1;2'), 'dados.exe')).toBeNull();
    expect(sniff(Buffer.from([0x50, 0x4b, 0x03, 0x04]), 'contrato.docx')).toMatchObject({ kind: 'office' });
    expect(sniff(Buffer.from([0x50, 0x4b, 0x03, 0x04]), 'pacote.zip')).toBeNull();
  });
});

describe('sniff refuses documents a browser may run scripts in', () => {
  it.each([
    [
      'an SVG with an XML declaration',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'nota.xml',
    ],
    ['an SVG without one', '<svg onload="alert(1)"/>', 'foto.xml'],
    [
      'an XHTML document',
      '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body/></html>',
      'nota.xml',
    ],
    [
      'XHTML elements inside another root',
      '<?xml version="1.0"?><a><h:script xmlns:h="http://www.w3.org/1999/xhtml">x</h:script></a>',
      'nota.xml',
    ],
    ['an HTML page named .txt', '<!DOCTYPE html><p>oi</p>', 'leia.txt'],
    ['a script named .csv', '<script>alert(1)</script>', 'dados.csv'],
  ])('%s', (_label, content, name) => {
    expect(sniff(Buffer.from(content), name)).toBeNull();
  });
});

describe('contentIsWhatItSays', () => {
  const check = async (content: Buffer, name: string) => {
    const detected = sniff(content, name);
    if (!detected) return null;
    const readAt = async (start: number, length: number) => content.subarray(start, start + length);
    return contentIsWhatItSays(detected, readAt, content.length);
  };

  it('takes an office file whose container declares the type its name says', async () => {
    expect(await check(OFFICE_SAMPLE.docx, 'contrato.docx')).toBe(true);
    expect(await check(OFFICE_SAMPLE.odt, 'ata.odt')).toBe(true);
  });

  it('refuses a ZIP, another document or a macro document under an office name', async () => {
    expect(await check(OFFICE_SAMPLE.zip, 'contrato.docx')).toBe(false);
    expect(await check(OFFICE_SAMPLE.docx, 'planilha.xlsx')).toBe(false);
    expect(await check(OFFICE_SAMPLE.odt, 'planilha.ods')).toBe(false);
    expect(await check(OFFICE_SAMPLE.docm, 'contrato.docx')).toBe(false);
    // The main part it declares must be in the package.
    const hollow = makeZip([
      {
        name: '[Content_Types].xml',
        content:
          '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml" PartName="/word/document.xml"/></Types>',
      },
    ]);
    expect(await check(hollow, 'contrato.docx')).toBe(false);
    // A truncated archive has no directory to read.
    expect(await check(OFFICE_SAMPLE.docx.subarray(0, 200), 'contrato.docx')).toBe(false);
  });

  it('needs nothing more for the other kinds', async () => {
    expect(await check(Buffer.from('%PDF-1.7\n'), 'nota.pdf')).toBe(true);
  });
});

describe('sanitizeFileName', () => {
  it('drops paths and control characters and keeps accents', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\x\\Relatório final.pdf')).toBe('Relatório final.pdf');
    expect(sanitizeFileName('a\u0000b<c>.pdf')).toBe('abc.pdf');
    expect(sanitizeFileName('...')).toBe('arquivo');
  });

  it('normalises to NFC and drops bidirectional controls, C1 controls and bidi marks', () => {
    // "e" + combining acute (NFD) becomes one "é".
    expect(sanitizeFileName('Relato\u0301rio.pdf')).toBe('Relatório.pdf');
    // The override that makes "fatura\u202Efdp.exe" look like "fatura exe.pdf" on screen.
    expect(sanitizeFileName('fatura\u202Efdp.exe')).toBe('faturafdp.exe');
    for (const c of ['\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(sanitizeFileName(`a${c}b.pdf`)).toBe('ab.pdf');
    }
    expect(sanitizeFileName('a\u200Fb\u200Ec\u061Cd\u0085e\u009Ff.pdf')).toBe('abcdef.pdf');
  });

  it('keeps at most 255 bytes of UTF-8, cutting the stem (never a character) and keeping the extension', () => {
    const long = sanitizeFileName(`${'a'.repeat(10_000)}.pdf`);
    expect(Buffer.byteLength(long)).toBe(255);
    expect(long.endsWith('.pdf')).toBe(true);
    const accented = sanitizeFileName(`${'ç'.repeat(300)}.docx`);
    expect(Buffer.byteLength(accented)).toBeLessThanOrEqual(255);
    expect(accented).toMatch(/^ç+\.docx$/);
    const emoji = sanitizeFileName('😀'.repeat(100));
    expect(Buffer.byteLength(emoji)).toBeLessThanOrEqual(255);
    expect(emoji).toBe('😀'.repeat(63));
    expect(sanitizeFileName('relatório.pdf')).toBe('relatório.pdf');
  });
});
