import { labelFonts } from './labels-pdf.js';
import { newPdfDocument } from './pdfkit.js';

/**
 * A PDF written whole in memory (a termo, a placa, a report stored by a job): the document with the
 * embedded DejaVu fonts registered as 'regular' and 'bold', titled (decision 041), and the promise of its
 * bytes once `doc.end()` is called.
 */
export function memoryPdf(opts: {
  size: [number, number];
  title: string;
  bufferPages?: boolean;
  autoFirstPage?: boolean;
}) {
  const doc = newPdfDocument({
    size: opts.size,
    margin: 0,
    autoFirstPage: opts.autoFirstPage ?? true,
    bufferPages: opts.bufferPages ?? false,
    compress: true,
    info: { Title: opts.title, Creator: 'Gestão Pública' },
  });
  const { regular, bold } = labelFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
