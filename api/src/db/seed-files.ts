import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** The demo's pictures and their upload, shared by the demo seeds (patrimônio and works). */

export type Rgb = readonly [number, number, number];

/**
 * A small valid PNG made here (the demo ships no image files): a "photo" of `width`×`height`, sky over
 * ground with a block of the subject's colour, enough for thumbnails and the public card.
 */
export function demoPhoto(building: Rgb, width = 96, height = 72): Buffer {
  const sky: Rgb = [135, 190, 235];
  const ground: Rgb = [150, 115, 80];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0 (none), then RGB
    for (let x = 0; x < width; x++) {
      const inBuilding = x > width / 4 && x < (width * 3) / 4 && y > height / 3 && y < (height * 3) / 4;
      const colour = inBuilding ? building : y < (height * 3) / 5 ? sky : ground;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * One PNG to an upload call, as the browser sends it (multipart, field `file`). A stored file answers
 * 201; a signed termo recorded on its aceite answers the aceite (200), hence `status`.
 */
export async function uploadDemoFile(
  app: FastifyInstance,
  headers: Record<string, string>,
  url: string,
  name: string,
  content: Buffer,
  status = 201,
) {
  const boundary = '----gp-demo';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== status) throw new Error(`demo: upload ${url} ${res.statusCode} ${res.body}`);
}
