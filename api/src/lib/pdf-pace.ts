import type { Readable } from 'node:stream';

/** PDF bytes waiting for the client beyond which writing pauses until it reads them. */
const HIGH_WATER = 1024 * 1024;

/**
 * The pace of a PDF written while it is sent (docs/api.md, "Documents (PDF)"): pdfkit pushes whatever it
 * writes, so the writer awaits `readerCaughtUp()` between batches; a reader asking for more (`_read`)
 * or going away lets the writing go on. Memory stays near HIGH_WATER however large the document.
 */
export function pdfPace(doc: Readable) {
  let wake: (() => void) | null = null;
  const resume = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  doc._read = resume;
  doc.once('close', resume);
  return {
    readerCaughtUp: () =>
      doc.readableLength < HIGH_WATER || doc.destroyed
        ? Promise.resolve()
        : new Promise<void>((r) => {
            wake = r;
          }),
  };
}
