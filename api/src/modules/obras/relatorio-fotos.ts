import { Readable } from 'node:stream';
import type { FileStorage } from '../../lib/storage.js';

/**
 * The follow-ups' photos as the quarterly report draws them (decision 058): each one downsized to what
 * its 127×90 pt box needs in print — 600 px on the long side is ~340 dpi across the box's 127 pt — as a
 * JPEG of quality 80, turned upright by its EXIF orientation (a phone's portrait photo is stored sideways
 * with a tag pdfkit ignores). A photo of 1600×1200 px goes from ~900 KiB to a few tens of KiB, and pdfkit
 * embeds a JPEG as it is (no decoding), so the report is drawn and stored in a fraction of the time.
 *
 * The derivative is kept in the file storage next to the originals, keyed by the original's id (a stored
 * file never changes: a new upload is a new id), so a report made again reads it instead of redoing it.
 * The key carries the size and quality: changing them makes new derivatives rather than reusing old ones.
 */

export const FOTO_LADO_MAX = 600;
export const FOTO_QUALIDADE = 80;
/**
 * Pixels a photo may decode to (a 3 MB PNG of one colour can claim a billion): beyond this it is
 * "ilegível" rather than gigabytes of memory. 100 Mpx is well above a phone's or a camera's usual photo.
 */
const MAX_PIXELS = 100_000_000;

export const derivadaKey = (fileId: string) =>
  `obras/fotos-relatorio/${fileId}-${FOTO_LADO_MAX}q${FOTO_QUALIDADE}.jpg`;

/**
 * The photo downsized for the report, or null when it cannot be decoded (corrupt, cut short, not an
 * image): the report draws "Foto ilegível" in its place. Transparency (PNG) is laid on white, as on paper.
 * Decoding tolerates what libvips only warns about (a camera's stray bytes before a marker), not errors.
 */
export async function reduzirFoto(bytes: Buffer): Promise<Buffer | null> {
  // sharp on the first photo, not when the API starts (its native module takes ~80 ms to load).
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(FOTO_LADO_MAX, FOTO_LADO_MAX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: FOTO_QUALIDADE })
      .toBuffer();
  } catch {
    return null;
  }
}

const readAll = async (storage: FileStorage, key: string) => Buffer.concat(await storage.read(key).toArray());

/**
 * The report's version of a stored photo: the kept derivative, or made from the original and kept.
 * Null when the original cannot be read or decoded. A derivative that cannot be written is still used
 * (the next report makes it again).
 */
export async function fotoDoRelatorio(
  storage: FileStorage,
  foto: { id: string; storageKey: string },
): Promise<Buffer | null> {
  const key = derivadaKey(foto.id);
  try {
    return await readAll(storage, key);
  } catch {
    // Not made yet (ENOENT), or unreadable: made again from the original below.
  }
  let original: Buffer;
  try {
    original = await readAll(storage, foto.storageKey);
  } catch {
    return null;
  }
  const reduzida = await reduzirFoto(original);
  if (reduzida) await storage.write(key, Readable.from([reduzida])).catch(() => undefined);
  return reduzida;
}
