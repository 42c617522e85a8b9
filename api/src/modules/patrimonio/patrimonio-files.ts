import type { StoredFile } from '@gp/shared-contracts';
import { notFound } from '../../lib/errors.js';
import type { FileKind } from '../../lib/file-types.js';
import { type Actor, requireLocal, requireRule } from '../auth/actor.js';
import type { FileOwner, FilesService, IncomingFile } from '../files/files.service.js';

/**
 * An asset's attachments: photos and documents. The NF-e XML an asset came from is kept by the NF-e
 * import, which names 'xml' for its own files; no upload route takes XML.
 */
export const ASSET_KINDS: FileKind[] = ['image', 'pdf', 'office'];
/** Supplier, NCM and property documents. */
export const DOCUMENT_KINDS: FileKind[] = ['pdf', 'image', 'office', 'text'];

/** Owner types of the patrimônio area and the rule that reads their files. */
const OWNERS = {
  asset: 'assets:read',
  supplier: 'suppliers:read',
  ncm: 'assets:read',
  property: 'assets:read',
  /** A campaign's portaria (decision 063). */
  inventory: 'inventories:read',
  /** A reading's photo (decision 068), read with the campaign's comparison. */
  inventory_reading: 'inventories:read',
} as const;

/**
 * Download of a patrimônio file: a file of the caller's client (suppliers are shared by the application),
 * read with the rule of its owner. Anything else answers 404.
 */
export function createPatrimonioFiles(files: FilesService) {
  return {
    async open(actor: Actor, id: string) {
      const local = requireLocal(actor);
      const row = await files.findInScope({ ...local, clientId: null }, id);
      const rule = OWNERS[row.ownerType as keyof typeof OWNERS];
      if (!rule) throw notFound('Arquivo não encontrado.');
      if (row.ownerType !== 'supplier' && local.clientId !== null && row.clientId !== local.clientId) {
        throw notFound('Arquivo não encontrado.');
      }
      requireRule(local, rule);
      return { row, bytes: files.open(row) };
    },

    /**
     * An attachment of an asset of the caller's client (support: of its application) for preview: any
     * other owner, client or application answers 404, as an unknown id does.
     */
    async openAsset(actor: Actor, id: string) {
      // The route checks assets:read and the area.
      const local = requireLocal(actor);
      const row = await files.findInScope({ ...local, clientId: null }, id);
      if (row.ownerType !== 'asset' || (local.clientId !== null && row.clientId !== local.clientId)) {
        throw notFound('Arquivo não encontrado.');
      }
      return { row, bytes: files.open(row) };
    },
  };
}
export type PatrimonioFiles = ReturnType<typeof createPatrimonioFiles>;

/**
 * Upload and list of the files of a record of type `type` (patrimônio's owners; the works' registers use
 * it too, with their own owner types): `uploadTo` checks the caller may add a file to the record and names
 * the application and client the file belongs to; `visible` checks the caller sees the record.
 */
export function recordFiles(
  files: FilesService,
  type: string,
  kinds: FileKind[],
  record: {
    uploadTo: (actor: Actor, id: string) => Promise<Pick<FileOwner, 'applicationId' | 'clientId'>>;
    visible: (actor: Actor, id: string) => Promise<unknown>;
  },
) {
  return {
    async upload(actor: Actor, id: string, file: IncomingFile): Promise<StoredFile> {
      const { applicationId, clientId } = await record.uploadTo(actor, id);
      return files.upload(actor, { type, id, applicationId, clientId }, file, kinds);
    },

    async files(actor: Actor, id: string): Promise<StoredFile[]> {
      await record.visible(actor, id);
      return files.list({ type, id });
    },
  };
}
