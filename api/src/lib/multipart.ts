import { finished, PassThrough, type Readable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { IncomingFile } from '../modules/files/files.service.js';
import { AppError } from './errors.js';

const oneFileOnly = () => new AppError('BAD_REQUEST', 'Envie um arquivo por requisição.');

/**
 * What the multipart parser raises, as the API's errors: its limits and refusals (a 4xx of their own, which
 * the error handler words) stay, a second file is refused as such, and anything else it raises (no
 * boundary, a body cut short, broken part headers) is a body it could not read: the client's 400, not a 500.
 */
function uploadError(error: unknown): Error {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  // With the parser's limit of one file (app.ts) a second file arrives as this error, not as a part.
  if (code === 'FST_FILES_LIMIT') return oneFileOnly();
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error as Error;
  return new AppError('BAD_REQUEST', 'Requisição multipart inválida.');
}

/**
 * Reads the one file of an upload request: multipart with the field 'file' and, optionally before it,
 * a field 'name' with the file name to keep (docs/api.md, "Files"); otherwise the part's own file name is kept.
 * A second file in the same request refuses the whole upload (400) instead of being dropped unseen.
 */
export async function readUpload(
  request: FastifyRequest,
  opts: { maxBytes?: number } = {},
): Promise<IncomingFile> {
  // The OpenAPI document describes a multipart body only for routes declared `upload: true` (decision 031):
  // reading one elsewhere would be a call the document hides, so it fails in the route's first test.
  if (!request.routeOptions.config.upload) {
    throw new Error(`A rota ${request.routeOptions.url} lê um upload sem declarar upload: true (routesOf).`);
  }
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Envie o arquivo como multipart/form-data, no campo "file".',
    );
  }
  // A route may take larger files than the app's limit (the import of an old register: 50 MB).
  const parts = opts.maxBytes ? request.parts({ limits: { fileSize: opts.maxBytes } }) : request.parts();
  let part: MultipartFile | undefined;
  try {
    let next = await parts.next();
    while (!next.done && next.value.type !== 'file') next = await parts.next();
    part = next.done ? undefined : (next.value as MultipartFile);
  } catch (error) {
    throw uploadError(error);
  }
  if (part?.fieldname !== 'file') throw new AppError('BAD_REQUEST', 'Envie o arquivo no campo "file".');
  const nameField = part.fields.name;
  const given =
    nameField && !Array.isArray(nameField) && nameField.type === 'field' ? String(nameField.value) : '';
  return { filename: given.trim() || part.filename, stream: endingAfterTheRest(part.file, parts) };
}

/**
 * The file's bytes, whose end waits for the rest of the request: the parts after the file are read then
 * (the multipart parser hands them over only once the file is consumed), and a second file fails the
 * stream, so whoever stores it sees the error and keeps nothing.
 */
function endingAfterTheRest(
  file: Readable & { truncated?: boolean },
  rest: AsyncIterator<Multipart>,
): IncomingFile['stream'] {
  const out = new PassThrough();
  // The error may come before the service starts reading (it checks the record first); the stream keeps
  // it and hands it to whoever reads it later, so it must not surface as an uncaught 'error' event here.
  out.on('error', () => {});
  file.pipe(out, { end: false });
  // `finished`, not an 'end' or 'error' listener: it also reports a file the parser had already failed
  // before this point (a body cut short is read to its end at once), which would otherwise leave `out`
  // neither ended nor failed, and the upload waiting for ever.
  finished(file, (error) => {
    if (error) return out.destroy(uploadError(error));
    noSecondFile(rest).then(
      () => out.end(),
      (error: unknown) => out.destroy(uploadError(error)),
    );
  });
  // The parser marks a file cut at the size limit on its own stream.
  Object.defineProperty(out, 'truncated', { get: () => file.truncated });
  return out;
}

async function noSecondFile(rest: AsyncIterator<Multipart>) {
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    if (next.value.type === 'file') throw oneFileOnly();
  }
}
