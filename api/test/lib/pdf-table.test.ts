import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { createLabelsDocument, labelFonts, SHEETS } from '../../src/lib/labels-pdf.js';
import { fitBlock, fitColumns, fitLine, measure, type TableColumn } from '../../src/lib/pdf-table.js';
import { pdfText, pdfWords } from '../support/pdf.js';

/** The table layout of the PDFs, alone: figures whole in any box, words cut only as words may be. */

const bytesOf = async (doc: Readable) => Buffer.concat(await doc.toArray());

function newDoc() {
  const doc = new PDFDocument({ size: [400, 200], margin: 0, compress: true });
  const { regular, bold } = labelFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  return doc;
}
const flat = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ').trim();

describe('fitLine', () => {
  it('prints a figure whole, smaller, in a box too narrow for it, within the box and on the same baseline', async () => {
    const doc = newDoc();
    const figure = 'R$ 9.999.999.999.999,99';
    expect(measure(doc, figure, 'bold', 8)).toBeGreaterThan(60);
    fitLine(doc, { x: 100, y: 20, width: 60, align: 'right' }, figure, {
      font: 'bold',
      size: 8,
      figure: true,
    });
    fitLine(doc, { x: 20, y: 20, width: 80, align: 'left' }, 'Total', { font: 'bold', size: 8 });
    doc.end();
    const pdf = await bytesOf(doc);
    expect(flat(pdf)).toBe(`Total ${figure}`);
    const words = pdfWords(pdf, 1);
    const right = words.find((w) => w.text === '9.999.999.999.999,99')!;
    expect(right.x).toBeGreaterThanOrEqual(100);
    expect(words.find((w) => w.text === 'R$')!.x).toBeGreaterThanOrEqual(100);
  });

  it('shrinks words to the floor, then cuts them with "…", keeping the count after them and any word with a digit whole', async () => {
    const doc = newDoc();
    const name = 'Subtotal da secretaria Secretaria Municipal de Desenvolvimento Econômico e Turismo:';
    fitLine(doc, { x: 10, y: 10, width: 200, align: 'right' }, name, {
      font: 'bold',
      size: 8,
      keep: ' 1.234 bens',
    });
    fitLine(
      doc,
      { x: 10, y: 40, width: 120, align: 'left' },
      'Mesa de escritório em L 1,60 m com gaveteiro',
      {
        font: 'regular',
        size: 8,
        minSize: 8,
      },
    );
    fitLine(doc, { x: 10, y: 70, width: 200, align: 'left' }, 'Cabe inteiro', { font: 'regular', size: 8 });
    doc.end();
    const lines = pdfText(await bytesOf(doc))
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    expect(lines[0]).toMatch(/^Subtotal da secretaria .+… 1\.234 bens$/);
    expect(lines[1]).toBe('Mesa de escritório em L…');
    expect(lines[2]).toBe('Cabe inteiro');
  });
});

describe('fitBlock', () => {
  it('wraps a column title at its words on two lines, never inside a word', async () => {
    const doc = newDoc();
    fitBlock(doc, { x: 10, y: 10, width: 61, align: 'right' }, 'Valor de aquisição', {
      font: 'bold',
      size: 7.5,
      lines: 2,
    });
    fitBlock(doc, { x: 100, y: 10, width: 30, align: 'left' }, 'Depreciação acumulada', {
      font: 'bold',
      size: 7.5,
      lines: 2,
    });
    doc.end();
    const words = flat(await bytesOf(doc)).split(' ');
    expect(words).toEqual(expect.arrayContaining(['Valor', 'de', 'aquisição', 'Depreciação', 'acumulada']));
  });
});

describe('fitColumns', () => {
  const columns: TableColumn[] = [
    { title: 'Descrição', width: 200, align: 'left', grow: true },
    { title: 'Valor', width: 60, align: 'right', figure: true },
  ];

  it('widens a figure column to its widest figure, taking the width from the grow column', () => {
    const doc = newDoc();
    const fitted = fitColumns(doc, columns, { 1: ['R$ 10.800.658,39'] }, { font: 'bold', size: 7.5 });
    expect(fitted[1]!.width).toBeGreaterThan(measure(doc, 'R$ 10.800.658,39', 'bold', 7.5));
    expect(fitted[0]!.width + fitted[1]!.width).toBeCloseTo(260);
    // A figure that fits leaves the columns as they were.
    expect(fitColumns(doc, columns, { 1: ['R$ 1,00'] }, { font: 'bold', size: 7.5 })).toEqual(columns);
  });

  it('keeps the page width when there is no room: the columns stay, the figure shrinks in its cell', () => {
    const doc = newDoc();
    const fitted = fitColumns(
      doc,
      [{ ...columns[0]!, width: 48 }, columns[1]!],
      { 1: ['R$ 9.999.999.999.999,99'] },
      {
        font: 'bold',
        size: 7.5,
      },
    );
    expect(fitted.map((c) => c.width)).toEqual([48, 60]);
  });
});

describe('labels', () => {
  it('prints the largest code whole on the smallest label', async () => {
    const labels = createLabelsDocument(SHEETS.termica50x30, 1, 'Etiqueta');
    labels.add({
      codigo: 2_147_483_647,
      descricao: 'Bem com o maior código',
      entidade: 'Prefeitura Municipal de Exemplo',
      logo: null,
      url: 'http://localhost/publico/bempatrimonial/x',
    });
    labels.end();
    expect(flat(await bytesOf(labels.doc)).split(' ')).toContain('2147483647');
  });
});
