import type { FastifyRequest } from 'fastify';
import type { IncomingFile } from '../modules/files/files.service.js';
import { AppError } from './errors.js';

/**
 * Reads the one file of an upload request: multipart with the field 'file' and, optionally before it,
 * a field 'name' with the file name to keep (docs/api.md, "Files"); otherwise the part's own file name is kept.
 */
export async function readUpload(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Envie o arquivo como multipart/form-data, no campo "file".',
    );
  }
  const part = await request.file();
  if (part?.fieldname !== 'file') throw new AppError('BAD_REQUEST', 'Envie o arquivo no campo "file".');
  const nameField = part.fields.name;
  const given =
    nameField && !Array.isArray(nameField) && nameField.type === 'field' ? String(nameField.value) : '';
  return { filename: given.trim() || part.filename, stream: part.file };
}
