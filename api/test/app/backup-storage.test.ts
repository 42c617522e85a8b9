import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Config, loadConfig } from '../../src/config/env.js';
import { createBackup, restoreBackup } from '../../src/db/backup.js';
import { createStorage } from '../../src/lib/storage-driver.js';
import { PG_ADMIN_URL } from '../support/global-setup.js';
import { createPgDatabase } from '../support/pg-database.js';
import { type S3TestServer, startS3Server } from '../support/s3-server.js';
import { DB_KIND } from '../support/test-app.js';

/**
 * Backups take the files from either storage driver and restore them into either (decision 045): a
 * backup of files on disk goes back into an S3 bucket, and one of a bucket onto disk. The database part
 * is the project's own (PGlite data folder or PostgreSQL); the API process is not needed.
 */
let s3: S3TestServer;
const temp = mkdtempSync(join(tmpdir(), 'gp-backup-storage-'));
const drops: (() => Promise<void>)[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
}, 30_000);
afterAll(async () => {
  await s3?.close();
  for (const drop of drops) await drop();
  rmSync(temp, { recursive: true, force: true });
});

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** A copy of the test organisation's database, and a way to run queries on it while nothing else does. */
async function newDatabase() {
  if (DB_KIND === 'postgres') {
    const created = await createPgDatabase(
      PG_ADMIN_URL,
      `gp_test_${randomBytes(5).toString('hex')}`,
      inject('pgTemplate'),
    );
    drops.push(created.drop);
    const using = async <T>(work: (query: Query) => Promise<T>) => {
      const client = new pg.Client({ connectionString: created.url });
      await client.connect();
      try {
        return await work((text, params) => client.query(text, params));
      } finally {
        await client.end();
      }
    };
    return { env: { DATABASE_URL: created.url }, using };
  }
  const dataDir = join(temp, randomUUID(), 'data');
  mkdirSync(dataDir, { recursive: true });
  let loaded = false;
  const using = async <T>(work: (query: Query) => Promise<T>) => {
    const client = await PGlite.create({
      dataDir,
      loadDataDir: loaded ? undefined : new Blob([readFileSync(inject('pgliteDump'))]),
    });
    loaded = true;
    try {
      return await work((text, params) => client.query(text, params));
    } finally {
      await client.close();
    }
  };
  return { env: { DATA_DIR: dataDir }, using };
}

async function storageConfig(
  driver: 'disk' | 's3',
  env: Record<string, string | undefined>,
): Promise<Config> {
  const base = loadConfig({ ...env, STORAGE_DIR: join(temp, randomUUID(), 'storage') });
  return driver === 's3' ? { ...base, storageDriver: 's3', s3: await s3.bucket() } : base;
}

const bytesOf = async (stream: Readable) => Buffer.concat(await stream.toArray());

describe.each([
  ['disk', 's3'],
  ['s3', 'disk'],
] as const)('a backup of files on %s restored into %s', (from, to) => {
  it('copies every stored file the database references and puts them all back', async () => {
    const database = await newDatabase();
    const source = await storageConfig(from, database.env);
    const target = await storageConfig(to, database.env);
    const storage = await createStorage(source);
    const contents = [Buffer.from('%PDF-1.4 nota'), randomBytes(300_000)];
    const keys = await database.using(async (query) => {
      const { rows } = await query('select id from applications order by name limit 1');
      const app = rows[0]!.id as string;
      const made: string[] = [];
      for (const content of contents) {
        const owner = randomUUID();
        const key = `${app}/asset/${owner}/${randomUUID()}`;
        const written = await storage.write(key, Readable.from([content]));
        // Twice for the first file: a stored file shared by two records is copied once.
        for (const ownerId of made.length === 0 ? [owner, randomUUID()] : [owner]) {
          await query(
            `insert into files (application_id, owner_type, owner_id, name, mime, size, sha256, storage_key)
             values ($1, 'asset', $2, 'Nota fiscal.pdf', 'application/pdf', $3, $4, $5)`,
            [app, ownerId, written.size, written.sha256, key],
          );
        }
        made.push(key);
      }
      return made;
    });

    const { dir, manifest } = await createBackup(source, join(temp, randomUUID()));
    expect(manifest.arquivos.map((f) => f.chave).sort()).toEqual([...keys].sort());

    const restored = await restoreBackup(target, dir);
    expect(restored.manifest.arquivos).toHaveLength(2);
    const into = await createStorage(target);
    for (const [i, key] of keys.entries()) {
      expect(await into.exists(key)).toBe(true);
      expect((await bytesOf(into.read(key))).equals(contents[i]!)).toBe(true);
    }
    // A file the database references but the storage lost: the backup stops and says which (once is
    // enough: each PGlite copy costs seconds).
    if (to !== 's3') return;
    await (await createStorage(target)).remove(keys[1]!);
    await expect(createBackup(target, join(temp, randomUUID()))).rejects.toThrow(
      `O arquivo ${keys[1]} foi removido durante a cópia; faça a cópia de novo.`,
    );
  }, 120_000);
});
