import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config/env.js';
import { createDiskStorage, type FileStorage, measuring } from '../lib/storage.js';
import { createStorage } from '../lib/storage-driver.js';
import type { Database } from './client.js';

/**
 * Backups of the whole system (docs/operations-api.md, "Cópias de segurança"): the database and the stored
 * files, into one folder with a manifest that says what is in it and the SHA-256 of every part.
 *
 * - PostgreSQL: `pg_dump --format=custom` of a snapshot (without the job queue's `pgboss` schema), and the
 *   files the snapshot references.
 * - PGlite: a copy of the data folder (gzip tar) taken by the process that owns it — the running API,
 *   asked through a Unix socket beside the data folder that only the same system user can open, or this
 *   process when the API is stopped — and the files it references.
 *
 * The files come from the configured storage, disk or S3 bucket (decision 045), and go back into the one
 * configured at the restore, whichever it is: a backup taken on disk can be restored into a bucket.
 *
 * Restore checks the manifest and the hashes first, refuses while the API uses the database, and keeps
 * what it replaces (PGlite: the data and files folders are renamed, not deleted; PostgreSQL: one
 * transaction, nothing changes if it fails; a bucket: objects are only added, never removed — the keys
 * are unique ids, so an object already there under a backup's key holds the same bytes).
 */

const run = promisify(execFile);
const FORMAT = 1;

export type BackupManifest = {
  formato: number;
  banco: 'pglite' | 'postgres';
  criado_em: string;
  /** The database's part: file name in the backup folder, its size and SHA-256. */
  arquivo_banco: { nome: string; bytes: number; sha256: string };
  /** The stored files the database references: storage key → size and SHA-256 (as recorded by the API). */
  arquivos: { chave: string; bytes: number; sha256: string }[];
};

const sha256Of = (path: string) =>
  new Promise<string>((ok, fail) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => ok(hash.digest('hex')))
      .on('error', fail);
  });

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** The socket beside an embedded data folder through which its API hands out copies. */
export const backupSocketPath = (dataDir: string) => `${resolve(dataDir)}.sock`;

type StoredFile = { storage_key: string; size: number | string; sha256: string };
// Distinct: files shared by several records (an NF-e's XML, decision 016) are one stored file.
const FILES_QUERY = 'select distinct storage_key, size, sha256 from files order by storage_key';

/**
 * Serves copies of the embedded database to `pnpm backup` while the API runs: one request per connection,
 * answered `OK <bytes>\n` followed by the gzip tar and the file list as a JSON line, or `ERRO <message>\n`.
 */
export async function listenForBackups(database: Database, dataDir: string): Promise<Server | null> {
  const dump = database.dump;
  if (!dump) return null;
  const path = backupSocketPath(dataDir);
  // A socket left by a process that was killed: nobody answers on it.
  await rm(path, { force: true });
  const server = createServer((socket) => {
    socket.once('data', async () => {
      try {
        const files = (await database.db.execute(sql.raw(FILES_QUERY))) as unknown as { rows: StoredFile[] };
        const blob = await dump();
        const bytes = Buffer.from(await blob.arrayBuffer());
        socket.write(`OK ${bytes.length}\n`);
        socket.write(bytes);
        socket.end(`${JSON.stringify(files.rows)}\n`);
      } catch (error) {
        socket.end(`ERRO ${error instanceof Error ? error.message : String(error)}\n`);
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((ok, fail) => server.once('error', fail).listen({ path }, ok));
  return server;
}

/** Whether an API answers on the data folder's socket (a socket file left by a killed one does not). */
function apiListening(dataDir: string) {
  const path = backupSocketPath(dataDir);
  if (!existsSync(path)) return Promise.resolve(false);
  return new Promise<boolean>((ok) => {
    const socket = connect({ path });
    socket.on('connect', () => {
      socket.destroy();
      ok(true);
    });
    socket.on('error', () => ok(false));
  });
}

/** Asks the running API for a copy; null when no API answers on the socket. */
async function dumpFromRunningApi(dataDir: string): Promise<{ tar: Buffer; files: StoredFile[] } | null> {
  const path = backupSocketPath(dataDir);
  if (!existsSync(path)) return null;
  return new Promise((ok, fail) => {
    const socket = connect({ path });
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write('copia\n'));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') ok(null);
      else fail(error);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const head = all.subarray(0, all.indexOf(10)).toString();
      if (!head.startsWith('OK '))
        return fail(new Error(`a API recusou a cópia: ${head.replace(/^ERRO /, '')}`));
      const size = Number(head.slice(3));
      const start = head.length + 1;
      const tar = all.subarray(start, start + size);
      const files = JSON.parse(all.subarray(start + size).toString()) as StoredFile[];
      ok({ tar, files });
    });
  });
}

/** A copy made by this process, the API being stopped: it owns the data folder meanwhile. */
async function dumpStopped(dataDir: string): Promise<{ tar: Buffer; files: StoredFile[] }> {
  if (!existsSync(dataDir)) throw new Error(`Não há banco embutido em ${dataDir}.`);
  const client = await PGlite.create(dataDir);
  try {
    const files = await client.query<StoredFile>(FILES_QUERY);
    await client.exec('checkpoint');
    const blob = await client.dumpDataDir('gzip');
    return { tar: Buffer.from(await blob.arrayBuffer()), files: files.rows };
  } finally {
    await client.close();
  }
}

/** `pg_dump` of one snapshot, and the files that same snapshot references. */
async function dumpPostgres(url: string, target: string): Promise<StoredFile[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const files = await client.query<StoredFile>(FILES_QUERY);
    // The job queue's own schema stays out (decision 033): pg-boss rebuilds it at start, and its
    // partitioned tables cannot be cleaned by pg_restore. The jobs' records (the `jobs` table) are kept.
    await run(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${rows[0]!.snapshot}`,
        '--exclude-schema=pgboss',
        `--file=${target}`,
        url,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    await client.query('commit');
    return files.rows;
  } finally {
    await client.end();
  }
}

/** Makes a backup folder under `outDir`; returns its path and manifest. */
export async function createBackup(config: Config, outDir: string) {
  const began = performance.now();
  const createdAt = new Date();
  const dir = resolve(outDir, `gp-backup-${stamp(createdAt)}`);
  if (existsSync(dir)) throw new Error(`A pasta ${dir} já existe.`);
  const partial = `${dir}.parcial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(join(partial, 'arquivos'), { recursive: true });
  try {
    let banco: BackupManifest['banco'];
    let nome: string;
    let files: StoredFile[];
    if (config.databaseUrl) {
      banco = 'postgres';
      nome = 'banco.dump';
      files = await dumpPostgres(config.databaseUrl, join(partial, nome));
    } else {
      banco = 'pglite';
      nome = 'banco.tar.gz';
      const copy = (await dumpFromRunningApi(config.dataDir)) ?? (await dumpStopped(config.dataDir));
      await writeFile(join(partial, nome), copy.tar);
      files = copy.files;
    }
    // The files after the database: a file the copy references was written before its row committed.
    const arquivos = await copyStoredFiles(await createStorage(config), files, join(partial, 'arquivos'));
    const databaseFile = join(partial, nome);
    const manifest: BackupManifest = {
      formato: FORMAT,
      banco,
      criado_em: createdAt.toISOString(),
      arquivo_banco: { nome, bytes: (await stat(databaseFile)).size, sha256: await sha256Of(databaseFile) },
      arquivos,
    };
    await writeFile(join(partial, 'manifesto.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // Only a complete backup gets its final name.
    await rename(partial, dir);
    return { dir, manifest, ms: performance.now() - began };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Copies the stored files into the backup's folder, checking each against the SHA-256 in the database. */
async function copyStoredFiles(storage: FileStorage, files: StoredFile[], into: string) {
  const arquivos: BackupManifest['arquivos'] = [];
  for (const file of files) {
    const to = join(into, file.storage_key);
    await mkdir(dirname(to), { recursive: true });
    const meter = measuring();
    await pipeline(storage.read(file.storage_key), meter.stream, createWriteStream(to)).catch(
      (error: NodeJS.ErrnoException) => {
        throw new Error(
          error.code === 'ENOENT'
            ? `O arquivo ${file.storage_key} foi removido durante a cópia; faça a cópia de novo.`
            : `Não foi possível copiar o arquivo ${file.storage_key}: ${error.message}`,
        );
      },
    );
    const { sha256 } = meter.result();
    if (sha256 !== file.sha256)
      throw new Error(`O arquivo ${file.storage_key} não confere com o registrado no banco (SHA-256).`);
    arquivos.push({ chave: file.storage_key, bytes: Number(file.size), sha256 });
  }
  return arquivos;
}

/** Reads and checks a backup folder: its manifest, and every part against its SHA-256. */
async function checkedBackup(dir: string): Promise<BackupManifest> {
  const path = join(dir, 'manifesto.json');
  if (!existsSync(path)) throw new Error(`${dir} não é uma cópia de segurança (falta manifesto.json).`);
  const manifest = JSON.parse(await readFile(path, 'utf8')) as BackupManifest;
  if (manifest.formato !== FORMAT) throw new Error(`Formato de cópia ${manifest.formato} desconhecido.`);
  if ((await sha256Of(join(dir, manifest.arquivo_banco.nome))) !== manifest.arquivo_banco.sha256)
    throw new Error(`O arquivo ${manifest.arquivo_banco.nome} da cópia está corrompido (SHA-256).`);
  for (const file of manifest.arquivos) {
    if ((await sha256Of(join(dir, 'arquivos', file.chave))) !== file.sha256)
      throw new Error(`O arquivo ${file.chave} da cópia está corrompido (SHA-256).`);
  }
  return manifest;
}

/** Writes the backup's files into `storage`, checking each one's SHA-256 as it goes in. */
async function putFiles(dir: string, manifest: BackupManifest, storage: FileStorage) {
  for (const file of manifest.arquivos) {
    const written = await storage.write(file.chave, createReadStream(join(dir, 'arquivos', file.chave)));
    if (written.sha256 !== file.sha256)
      throw new Error(`O arquivo ${file.chave} mudou durante a restauração (SHA-256).`);
  }
}

/**
 * Puts the backup's files back. Disk: into a new folder that then takes the storage folder's place, the
 * current one kept beside it. S3: into the bucket, next to what is there.
 */
async function restoreFiles(dir: string, manifest: BackupManifest, config: Config, suffix: string) {
  if (config.storageDriver === 's3') {
    await putFiles(dir, manifest, await createStorage(config));
    return;
  }
  const { storageDir } = config;
  const fresh = `${storageDir}.restaurando`;
  await rm(fresh, { recursive: true, force: true });
  await mkdir(fresh, { recursive: true });
  await putFiles(dir, manifest, createDiskStorage(fresh));
  if (existsSync(storageDir)) await rename(storageDir, `${storageDir}.${suffix}`);
  await rename(fresh, storageDir);
}

/** Restores a backup folder into the configured database and storage. */
export async function restoreBackup(config: Config, dir: string) {
  const began = performance.now();
  const manifest = await checkedBackup(resolve(dir));
  const suffix = `antes-da-restauracao-${stamp(new Date())}`;
  if (manifest.banco === 'postgres') {
    if (!config.databaseUrl)
      throw new Error('A cópia é de um PostgreSQL: defina DATABASE_URL com o banco a restaurar.');
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      if (rows[0]!.n > 0)
        throw new Error(`Há ${rows[0]!.n} conexão(ões) abertas neste banco: pare a API antes de restaurar.`);
    } finally {
      await client.end();
    }
    // One transaction: if anything fails, the database is left as it was.
    await run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${config.databaseUrl}`,
        join(dir, manifest.arquivo_banco.nome),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
  } else {
    if (config.databaseUrl)
      throw new Error('A cópia é de um banco embutido (PGlite): remova DATABASE_URL para restaurá-la.');
    if (await apiListening(config.dataDir))
      throw new Error(`A API está usando ${config.dataDir}: pare-a antes de restaurar.`);
    const fresh = `${config.dataDir}.restaurando`;
    await rm(fresh, { recursive: true, force: true });
    const tar = await readFile(join(dir, manifest.arquivo_banco.nome));
    const client = await PGlite.create({ dataDir: fresh, loadDataDir: new Blob([tar]) });
    await client.query('select 1');
    await client.close();
    if (existsSync(config.dataDir)) await rename(config.dataDir, `${config.dataDir}.${suffix}`);
    await rename(fresh, config.dataDir);
  }
  await restoreFiles(dir, manifest, config, suffix);
  return { manifest, ms: performance.now() - began, kept: suffix };
}
