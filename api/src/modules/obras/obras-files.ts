import { notFound } from '../../lib/errors.js';
import type { FileKind } from '../../lib/file-types.js';
import { type Actor, requireLocal } from '../auth/actor.js';
import type { FilesService } from '../files/files.service.js';

/**
 * The registers of a work that keep files, their owner type (files.owner_type, also the audit entity
 * `<type>-file`) and the kinds each takes: the follow-up's photos, the measurement's attachments, the
 * licence's and the technical responsibility's document.
 */
export const OBRAS_FILES = {
  acompanhamento: { type: 'obra-acompanhamento', kinds: ['image'] },
  medicao: { type: 'obra-medicao', kinds: ['pdf', 'image', 'office'] },
  licenca: { type: 'obra-licenca', kinds: ['pdf', 'image'] },
  responsabilidade: { type: 'obra-responsabilidade', kinds: ['pdf', 'image'] },
} as const satisfies Record<string, { type: string; kinds: FileKind[] }>;
export type ObrasFileOwner = (typeof OBRAS_FILES)[keyof typeof OBRAS_FILES]['type'];

const OWNER_TYPES: ReadonlySet<string> = new Set(Object.values(OBRAS_FILES).map((f) => f.type));

/**
 * Download of a works file: a file of one of the registers above, of the caller's application (works are
 * support's, who sees every client of its application). Anything else answers 404, as an unknown id does.
 */
export function createObrasFiles(files: FilesService) {
  return {
    /** Any works file (`type` absent) or one of the register `type` (its preview). */
    async open(actor: Actor, id: string, type?: ObrasFileOwner) {
      const row = await files.findInScope(requireLocal(actor), id);
      if (type ? row.ownerType !== type : !OWNER_TYPES.has(row.ownerType)) {
        throw notFound('Arquivo não encontrado.');
      }
      return { row, bytes: files.open(row) };
    },
  };
}
export type ObrasFiles = ReturnType<typeof createObrasFiles>;
