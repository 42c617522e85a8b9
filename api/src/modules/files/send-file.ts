import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import parseRange from 'range-parser';
import * as v from 'valibot';
import { INLINE_MIMES } from '../../lib/file-types.js';
import type { FileBytes } from '../../lib/storage.js';
import type { FileRow } from './files.repository.js';

/** `?inline=true|false` of a file download: true asks to show an image or PDF in place (sendFile). */
export const InlineQuerySchema = v.object({
  inline: v.optional(
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((x) => x === 'true'),
    ),
  ),
});

/**
 * Every download of a stored file: an image or PDF may be shown in place when `inline` asks for it, any
 * other type always comes as an attachment; the content policy lets the file run nothing and the type is
 * never sniffed, so a file that slipped past the checks still cannot act as a page of the API's origin.
 * A file is readable by the API's own origin only (helmet's Cross-Origin-Resource-Policy: same-origin),
 * but for `public` media (decision 034): what the public area shows (an asset's photo, the entity's
 * logo) is drawn by the portal's pages and by the widget on a city's own site, other origins, so it
 * comes with Cross-Origin-Resource-Policy: cross-origin.
 *
 * A `Range: bytes=a-b` asks for part of the file (a video or a large PDF read as it is needed, a download
 * that goes on after a fall): one range is answered 206 with Content-Range, a range past the end 416
 * `bytes *\/size`; several ranges, a malformed header or an If-Range get the whole file (RFC 9110 lets a
 * server do so). Only the bytes asked for are read from the storage, on either driver.
 */
export function sendFile(
  reply: FastifyReply,
  file: Pick<FileRow, 'name' | 'mime' | 'size'>,
  bytes: FileBytes,
  opts: { inline: boolean; cacheControl?: string; public?: boolean },
) {
  const inline = opts.inline && INLINE_MIMES.has(file.mime);
  const { range, 'if-range': ifRange } = reply.request.headers;
  const asked = range && !ifRange ? parseRange(file.size, range) : -2;
  reply
    .header('Accept-Ranges', 'bytes')
    .header('Content-Disposition', contentDisposition(file.name, inline))
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('X-Content-Type-Options', 'nosniff');
  if (opts.cacheControl) reply.header('Cache-Control', opts.cacheControl);
  if (opts.public) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  if (asked === -1) {
    return reply.code(416).header('Content-Range', `bytes */${file.size}`).type('text/plain').send('');
  }
  reply.type(file.mime);
  if (Array.isArray(asked) && asked.length === 1 && asked.type === 'bytes') {
    const { start, end } = asked[0]!;
    reply
      .code(206)
      .header('Content-Range', `bytes ${start}-${end}/${file.size}`)
      .header('Content-Length', end - start + 1);
    return reply.send(bytes({ start, end }));
  }
  return reply.header('Content-Length', file.size).send(bytes());
}

/**
 * A document the API makes as it sends it (a PDF report): no length is known before the end; the same
 * policy as a stored file.
 */
export function sendDocument(
  reply: FastifyReply,
  doc: { name: string; mime: string },
  stream: Readable,
  opts: { inline: boolean },
) {
  reply
    .type(doc.mime)
    .header('Content-Disposition', contentDisposition(doc.name, opts.inline))
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store');
  // A client that goes away stops the writing (the writer waits on a reader that will never come).
  reply.raw.once('close', () => {
    if (!stream.destroyed) stream.destroy();
  });
  return reply.send(stream);
}

/** Content-Disposition for a download (attachment) or a preview (inline), safe for any name. */
const contentDisposition = (name: string, inline: boolean) =>
  `${inline ? 'inline' : 'attachment'}; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
