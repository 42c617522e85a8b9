import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Reading the PDFs the API makes as a person's tools would: Debian's poppler-utils for the text, the page
 * count and the rendered page, jsQR and ZXing for what a phone or a scanner reads off the page. A missing
 * poppler-utils fails the test (never a skip): `.ci/run` and `npm test` install it.
 */
function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdftoppm' | 'pdfimages' | 'pdffonts', args: string[]) {
  try {
    return execFileSync(tool, args, { maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} não encontrado: instale poppler-utils (apt-get install -y poppler-utils).`);
    }
    throw error;
  }
}

/** Runs `fn` with the PDF in a temporary file. */
function withFile<T>(pdf: Buffer, fn: (path: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'gp-pdf-'));
  try {
    const path = join(dir, 'doc.pdf');
    writeFileSync(path, pdf);
    return fn(path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pdfinfo's fields (Pages, Page size…). */
export const pdfInfo = (pdf: Buffer): Record<string, string> =>
  withFile(pdf, (path) =>
    Object.fromEntries(
      poppler('pdfinfo', [path])
        .toString()
        .split('\n')
        .map((line) => line.split(/:\s+/, 2))
        .filter((kv): kv is [string, string] => kv.length === 2),
    ),
  );

/**
 * The file name a document is saved under (its Content-Disposition's UTF-8 name) and whether it is shown
 * in place (inline) or saved (attachment).
 */
export function dispositionOf(headers: Record<string, unknown>): { inline: boolean; name: string } {
  const value = String(headers['content-disposition'] ?? '');
  const utf8 = /filename\*=UTF-8''([^;]+)/.exec(value)?.[1] ?? '';
  return { inline: value.startsWith('inline;'), name: decodeURIComponent(utf8) };
}

/** A document's title and file name (decision 041): "What – dd-MM-yyyy" and the same with ".pdf". */
export const titledAs = (what: string) => new RegExp(`^${what} – \\d{2}-\\d{2}-\\d{4}$`);

export const pdfPages = (pdf: Buffer) => Number(pdfInfo(pdf).Pages);

/** The text of the PDF (one page when given), as pdftotext extracts it. */
export const pdfText = (pdf: Buffer, page?: number) =>
  withFile(pdf, (path) =>
    poppler('pdftotext', [...(page ? ['-f', String(page), '-l', String(page)] : []), path, '-'])
      .toString()
      .replace(/\f/g, '\n'),
  );

/** Every word of a page with its box in points from the page's top left (pdftotext -bbox). */
export function pdfWords(pdf: Buffer, page: number) {
  const html = withFile(pdf, (path) =>
    poppler('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), path, '-']).toString(),
  );
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((m) => ({ x: Number(m[1]), y: Number(m[2]), text: m[5]! }));
}

/** The rows of `pdfimages -list` that are drawings of an image (not the transparency masks), split. */
const imageRows = (path: string) =>
  poppler('pdfimages', ['-list', path])
    .toString()
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[2] === 'image');

/** The images the document holds: their object numbers, once each. */
export const pdfImages = (pdf: Buffer) =>
  withFile(pdf, (path) => [...new Set(imageRows(path).map((cols) => cols[10]))]);

/**
 * Every drawing of an image: its size in pixels and its encoding ('jpeg' for a DCT stream pdfkit embeds
 * as it is, 'image' for a decoded, deflated one).
 */
export const pdfImageSizes = (pdf: Buffer) =>
  withFile(pdf, (path) =>
    imageRows(path).map((cols) => ({
      width: Number(cols[3]),
      height: Number(cols[4]),
      enc: cols[8] as string,
    })),
  );

/** The fonts of the document (pdffonts), one line each. */
export const pdfFonts = (pdf: Buffer) =>
  withFile(pdf, (path) => poppler('pdffonts', [path]).toString().trim().split('\n').slice(2));

export type Raster = { width: number; height: number; data: Uint8ClampedArray };

/** One page rendered as a printer would (pdftoppm, PNG at `dpi`). */
export const renderPage = (pdf: Buffer, page: number, dpi = 300): Raster =>
  withFile(pdf, (path, dir) => {
    poppler('pdftoppm', [
      '-r',
      String(dpi),
      '-png',
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      path,
      join(dir, 'page'),
    ]);
    const png = PNG.sync.read(readFileSync(join(dir, 'page.png')));
    return { width: png.width, height: png.height, data: new Uint8ClampedArray(png.data) };
  });

/** The part of a raster within the given box (fractions of its width and height). */
export function crop(r: Raster, box: { x: number; y: number; w: number; h: number }): Raster {
  const x0 = Math.round(box.x * r.width);
  const y0 = Math.round(box.y * r.height);
  const width = Math.round(box.w * r.width);
  const height = Math.round(box.h * r.height);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((y0 + y) * r.width + x0) * 4;
    data.set(r.data.subarray(from, from + width * 4), y * width * 4);
  }
  return { width, height, data };
}

/** The text of the QR code on the raster, or null. */
export const readQr = (r: Raster) => jsQR(r.data, r.width, r.height)?.data ?? null;

/** The text of the Code 128 barcode on the raster, or null. */
export function readCode128(r: Raster): string | null {
  const luminance = new Uint8ClampedArray(r.width * r.height);
  for (let i = 0; i < luminance.length; i++) {
    luminance[i] = (r.data[i * 4]! * 299 + r.data[i * 4 + 1]! * 587 + r.data[i * 4 + 2]! * 114) / 1000;
  }
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  try {
    const bitmap = new BinaryBitmap(
      new HybridBinarizer(new RGBLuminanceSource(luminance, r.width, r.height)),
    );
    return reader.decode(bitmap, hints).getText();
  } catch {
    return null;
  }
}
