import { PassThrough, type Readable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { IncomingFile } from '../modules/files/files.service.js';
import { AppError } from './errors.js';

const oneFileOnly = () => new AppError('BAD_REQUEST', 'Envie um arquivo por requisição.');

/**
 * Reads the one file of an upload request: multipart with the field 'file' and, optionally before it,
 * a field 'name' with the file name to keep (docs/api.md, "Files"); otherwise the part's own file name is kept.
 * A second file in the same request refuses the whole upload (400) instead of being dropped unseen.
 */
export async function readUpload(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Envie o arquivo como multipart/form-data, no campo "file".',
    );
  }
  const parts = request.parts();
  let next = await parts.next();
  while (!next.done && next.value.type !== 'file') next = await parts.next();
  const part = next.done ? undefined : (next.value as MultipartFile);
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
  file.on('error', (error) => out.destroy(error));
  file.pipe(out, { end: false });
  file.once('end', () => {
    noSecondFile(rest).then(
      () => out.end(),
      (error: unknown) => out.destroy(error as Error),
    );
  });
  // The parser marks a file cut at the size limit on its own stream.
  Object.defineProperty(out, 'truncated', { get: () => file.truncated });
  return out;
}

async function noSecondFile(rest: AsyncIterator<Multipart>) {
  try {
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      if (next.value.type === 'file') throw oneFileOnly();
    }
  } catch (error) {
    // With the parser's limit of one file (app.ts) a second file arrives as this error, not as a part.
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw oneFileOnly();
    throw error;
  }
}
