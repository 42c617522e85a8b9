import { notFound } from '../../lib/errors.js';
import type { FileKind } from '../../lib/file-types.js';
import type { FileStorage } from '../../lib/storage.js';
import { type Actor, requireLocal } from '../auth/actor.js';
import type { FilesService } from '../files/files.service.js';
import { derivadaKey } from './relatorio-fotos.js';

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
 * What the storage keeps made from a file of a register, besides its bytes: a follow-up's photo has the
 * quarterly report's downsized copy (relatorio-fotos.ts, decision 058). Removed with the file.
 */
const DERIVADAS: Partial<Record<ObrasFileOwner, (fileId: string) => string[]>> = {
  'obra-acompanhamento': (fileId) => [derivadaKey(fileId)],
};

/**
 * Download of a works file: a file of one of the registers above, of the caller's application (works are
 * support's, who sees every client of its application). Anything else answers 404, as an unknown id does.
 */
export function createObrasFiles(files: FilesService, storage: FileStorage) {
  async function find(actor: Actor, id: string, type?: ObrasFileOwner) {
    const row = await files.findInScope(requireLocal(actor), id);
    if (type ? row.ownerType !== type : !OWNER_TYPES.has(row.ownerType)) {
      throw notFound('Arquivo não encontrado.');
    }
    return row;
  }
  return {
    /** Any works file (`type` absent) or one of the register `type` (its preview). */
    async open(actor: Actor, id: string, type?: ObrasFileOwner) {
      const row = await find(actor, id, type);
      return { row, bytes: files.open(row) };
    },

    /**
     * Deletes a works file (its record, its bytes, an audit entry) and what was made from it (a photo's
     * downsized copy for the report). A report already stored keeps the photo as it printed it.
     */
    async remove(actor: Actor, id: string) {
      const row = await find(actor, id);
      await files.remove(actor, row);
      for (const key of DERIVADAS[row.ownerType as ObrasFileOwner]?.(row.id) ?? []) await storage.remove(key);
      return { status: 'Ok' as const, message: 'Arquivo excluído.' };
    },
  };
}
export type ObrasFiles = ReturnType<typeof createObrasFiles>;
