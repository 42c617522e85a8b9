import { FOTO_LEITURA_ALVO_BYTES, FOTO_LEITURA_LADO_MAX } from '@gp/shared-contracts';
import type { FotoNaFila } from './contagem-fila.js';

/**
 * A reading's photo made small on the phone before it is queued (decision 068): a phone's camera makes
 * pictures of several megabytes, which would fill the device's storage while offline and take long on a
 * weak connection. Drawn on a canvas at most FOTO_LEITURA_LADO_MAX pixels on its longest side, then JPEG at
 * the best quality that fits FOTO_LEITURA_ALVO_BYTES (the API refuses more than 1 MB).
 */

/** The size a picture is drawn at: its own when it fits, else scaled so its longest side is `max`. */
export function tamanhoReduzido(width: number, height: number, max = FOTO_LEITURA_LADO_MAX) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const QUALIDADES = [0.85, 0.75, 0.65, 0.55, 0.45];

const toJpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Não foi possível reduzir a foto.'))),
      'image/jpeg',
      quality,
    ),
  );

/** The picture chosen or taken, shrunk to a JPEG the queue keeps (the phone's orientation applied). */
export async function reduzirFoto(file: Blob, nome: string): Promise<FotoNaFila> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  let { width, height } = tamanhoReduzido(bitmap.width, bitmap.height);
  let blob: Blob | null = null;
  // Lower the quality first, then the size, until it fits.
  for (let round = 0; round < 4 && !(blob && blob.size <= FOTO_LEITURA_ALVO_BYTES); round++) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    for (const quality of QUALIDADES) {
      blob = await toJpeg(canvas, quality);
      if (blob.size <= FOTO_LEITURA_ALVO_BYTES) break;
    }
    width = Math.round(width * 0.75);
    height = Math.round(height * 0.75);
  }
  bitmap.close();
  const base = nome.replace(/\.[^.]*$/, '') || 'foto';
  return { bytes: await blob!.arrayBuffer(), tipo: 'image/jpeg', nome: `${base}.jpg` };
}
