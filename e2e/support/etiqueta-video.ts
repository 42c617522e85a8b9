import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fake camera showing a real label (tests/inventario.spec.ts, decision 068): the asset label's PDF as the
 * API prints it, rendered by pdftoppm in grey, drawn in the middle of a white 640×480 picture and written as
 * a Y4M video (YUV 4:2:0: the grey is the luma, the colour planes neutral), the file Chromium's
 * `--use-file-for-fake-video-capture` plays in a loop as the camera.
 */
const W = 640;
const H = 480;

/** A binary PGM (P5, 8 bits), as `pdftoppm -gray` writes it. */
export function lerPgm(pgm: Buffer): { width: number; height: number; pixels: Buffer } {
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(pgm[at]!))) at++;
    if (pgm[at] === 0x23) {
      while (pgm[at] !== 0x0a) at++;
      continue;
    }
    let field = '';
    while (!/\s/.test(String.fromCharCode(pgm[at]!))) field += String.fromCharCode(pgm[at++]!);
    fields.push(field);
  }
  const [magic, width, height, max] = fields;
  if (magic !== 'P5' || max !== '255') throw new Error(`PGM não suportado: ${magic} ${max}`);
  const w = Number(width);
  const h = Number(height);
  return { width: w, height: h, pixels: pgm.subarray(at + 1, at + 1 + w * h) };
}

/** The picture centred on white, scaled (nearest pixel) to fill `fill` of the frame's width or height. */
export function y4mDe(
  img: { width: number; height: number; pixels: Buffer },
  frames = 10,
  fill = 0.95,
): Buffer {
  const scale = Math.min((W * fill) / img.width, (H * fill) / img.height);
  const w = Math.floor(img.width * scale);
  const h = Math.floor(img.height * scale);
  const x0 = Math.floor((W - w) / 2);
  const y0 = Math.floor((H - h) / 2);
  const luma = Buffer.alloc(W * H, 255);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      luma[(y0 + y) * W + x0 + x] =
        img.pixels[
          Math.min(img.height - 1, Math.floor(y / scale)) * img.width +
            Math.min(img.width - 1, Math.floor(x / scale))
        ]!;
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`),
    ...Array(frames).fill(frame),
  ]);
}

/** Writes `out`: the label PDF's first page as the fake camera's video. */
export function etiquetaParaY4m(pdf: Buffer, out: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'gp-etiqueta-'));
  try {
    writeFileSync(join(dir, 'etiqueta.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-gray',
      '-r',
      '200',
      '-f',
      '1',
      '-l',
      '1',
      join(dir, 'etiqueta.pdf'),
      join(dir, 'p'),
    ]);
    const pgm = readFileSync(join(dir, 'p-1.pgm'));
    writeFileSync(out, y4mDe(lerPgm(pgm)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
