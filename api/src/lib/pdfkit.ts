import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
let Document: typeof PDFDocument | undefined;

/**
 * A pdfkit document. pdfkit is loaded on the first PDF, not when the API starts: most calls, processes and
 * test files draw none, and its import costs about 0.2 s of CPU (synchronously, by its CommonJS build, so
 * the PDF builders stay synchronous).
 */
export function newPdfDocument(options?: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  Document ??= require('pdfkit') as typeof PDFDocument;
  return new Document(options);
}
