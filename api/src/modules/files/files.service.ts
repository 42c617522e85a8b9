import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { StoredFile } from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import {
  contentIsWhatItSays,
  type FileKind,
  KIND_LABELS,
  sanitizeFileName,
  sniff,
} from '../../lib/file-types.js';
import type { FileBytes, FileStorage } from '../../lib/storage.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor } from '../auth/actor.js';
import { toStoredFile } from './files.mapper.js';
import {
  deleteFile,
  type FileRow,
  findFile,
  insertFile,
  insertFiles,
  listFilesOf,
} from './files.repository.js';

/** The record a file belongs to; the calling service has already proven it is in the caller's scope. */
export type FileOwner = { type: string; id: string; applicationId: string; clientId: string | null };

export type IncomingFile = { filename: string; stream: Readable & { truncated?: boolean } };

/**
 * Files of any record: type checked by content, name sanitised, bytes in the storage (outside the web
 * root), metadata and audit entry in the database. A file whose type is refused leaves nothing behind.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createFilesService(deps: { db: Db; storage: FileStorage; maxBytes: number }) {
  const { db, storage } = deps;
  const maxMb = Math.round(deps.maxBytes / 1024 / 1024);

  return {
    /** `maxBytes`: the route's own limit when it is not the app's (the import's 50 MB), for the message. */
    async upload(
      actor: Actor,
      owner: FileOwner,
      file: IncomingFile,
      kinds: FileKind[],
      opts: { maxBytes?: number } = {},
    ): Promise<StoredFile> {
      const name = sanitizeFileName(file.filename);
      const limitMb = opts.maxBytes ? Math.round(opts.maxBytes / 1024 / 1024) : maxMb;
      const key = `${owner.applicationId}/${owner.type}/${owner.id}/${randomUUID()}`;
      const written = await storage.write(key, file.stream);
      try {
        if (file.stream.truncated) {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            `O arquivo "${name}" excede o tamanho máximo de ${limitMb} MB.`,
          );
        }
        if (written.size === 0) throw new AppError('BAD_REQUEST', `O arquivo "${name}" está vazio.`);
        const detected = sniff(written.head, name);
        const readAt = async (start: number, length: number) =>
          length === 0
            ? Buffer.alloc(0)
            : Buffer.concat(await storage.read(key, { start, end: start + length - 1 }).toArray());
        if (
          !detected ||
          !kinds.includes(detected.kind) ||
          !(await contentIsWhatItSays(detected, readAt, written.size))
        ) {
          throw new AppError(
            'UNSUPPORTED_MEDIA_TYPE',
            `O conteúdo de "${name}" não é de um tipo aceito. Envie: ${kinds.map((k) => KIND_LABELS[k]).join('; ')}.`,
          );
        }
        return await db.transaction(async (tx) => {
          const row = await insertFile(tx, {
            applicationId: owner.applicationId,
            clientId: owner.clientId,
            ownerType: owner.type,
            ownerId: owner.id,
            name,
            mime: detected.mime,
            size: written.size,
            sha256: written.sha256,
            storageKey: key,
            createdBy: actor.userId,
          });
          await recordAudit(tx, auditActor(actor), {
            action: 'create',
            entity: `${owner.type}-file`,
            entityId: row.id,
            after: toStoredFile(row),
            clientId: owner.clientId,
          });
          return toStoredFile(row);
        });
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
    },

    list: async (owner: Pick<FileOwner, 'type' | 'id'>) =>
      (await listFilesOf(db, owner.type, owner.id)).map(toStoredFile),

    /** A file the caller may see: same application, and same client unless the caller is support. */
    async findInScope(local: ActorLocation, id: string): Promise<FileRow> {
      const row = await findFile(db, local, id);
      if (!row) throw notFound('Arquivo não encontrado.');
      return row;
    },

    open:
      (row: FileRow): FileBytes =>
      (range) =>
        storage.read(row.storageKey, range),

    /**
     * Files the stored bytes of `source` under more records too, inside the caller's transaction (the
     * NF-e's XML becomes an attachment of every asset it created). The bytes are shared: only records
     * whose files are never removed may be given them.
     */
    async share(tx: Db, source: FileRow, owners: Omit<FileOwner, 'applicationId'>[], createdBy: string) {
      await insertFiles(
        tx,
        owners.map((owner) => ({
          applicationId: source.applicationId,
          clientId: owner.clientId,
          ownerType: owner.type,
          ownerId: owner.id,
          name: source.name,
          mime: source.mime,
          size: source.size,
          sha256: source.sha256,
          storageKey: source.storageKey,
          createdBy,
        })),
      );
    },

    async remove(actor: Actor, row: FileRow): Promise<void> {
      await db.transaction(async (tx) => {
        await deleteFile(tx, row.id);
        await recordAudit(tx, auditActor(actor), {
          action: 'delete',
          entity: `${row.ownerType}-file`,
          entityId: row.id,
          before: toStoredFile(row),
          clientId: row.clientId,
        });
      });
      await storage.remove(row.storageKey);
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
