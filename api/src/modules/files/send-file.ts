import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import { INLINE_MIMES } from '../../lib/file-types.js';
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
 */
export function sendFile(
  reply: FastifyReply,
  file: Pick<FileRow, 'name' | 'mime' | 'size'>,
  stream: Readable,
  opts: { inline: boolean; cacheControl?: string; public?: boolean },
) {
  const inline = opts.inline && INLINE_MIMES.has(file.mime);
  reply
    .type(file.mime)
    .header('Content-Length', file.size)
    .header('Content-Disposition', contentDisposition(file.name, inline))
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('X-Content-Type-Options', 'nosniff');
  if (opts.cacheControl) reply.header('Cache-Control', opts.cacheControl);
  if (opts.public) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  return reply.send(stream);
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
