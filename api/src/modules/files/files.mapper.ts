import type { StoredFile } from '@gp/shared-contracts';
import { iso } from '../../lib/mapping.js';
import type { FileRow } from './files.repository.js';

/** A stored file as the API answers it (database row → the contract's JSON shape). */
export const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  name: row.name,
  mime: row.mime,
  size: row.size,
  createdAt: iso(row.createdAt),
});
