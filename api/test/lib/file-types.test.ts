import { describe, expect, it } from 'vitest';
import { sanitizeFileName, sniff } from '../../src/lib/file-types.js';

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

describe('sanitizeFileName', () => {
  it('drops paths and control characters and keeps accents', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\x\\Relatório final.pdf')).toBe('Relatório final.pdf');
    expect(sanitizeFileName('a\u0000b<c>.pdf')).toBe('abc.pdf');
    expect(sanitizeFileName('...')).toBe('arquivo');
  });
});
