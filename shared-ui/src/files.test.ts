// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fileTypeLabel } from './files.js';

describe('fileTypeLabel', () => {
  it('reads a file’s type as a person says it, never as its MIME type', () => {
    expect(fileTypeLabel('application/pdf', 'nota.pdf')).toBe('PDF');
    expect(fileTypeLabel('image/jpeg')).toBe('Imagem JPEG');
    expect(
      fileTypeLabel('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'planilha.xlsx'),
    ).toBe('Planilha do Excel');
    expect(fileTypeLabel('application/x-7z-compressed', 'backup.7z')).toBe('Arquivo 7Z');
    expect(fileTypeLabel('application/octet-stream')).toBe('Arquivo');
  });
});
