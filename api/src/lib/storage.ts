import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where file bytes live (decision 045). One small interface with two drivers: the disk (the embedded
 * default) and any S3-compatible object store (`lib/s3-storage.ts`), chosen by STORAGE_DRIVER.
 */
export type FileStorage = {
  /** Streams `source` in; returns its size, SHA-256 and first bytes (for type sniffing). */
  write: (key: string, source: Readable) => Promise<Written>;
  /**
   * The file's bytes, or those from `start` to `end` (inclusive) only. A missing key fails the stream
   * with a `code` of 'ENOENT' on either driver.
   */
  read: (key: string, range?: ByteRange) => Readable;
  exists: (key: string) => Promise<boolean>;
  /** Removes the file; a missing key is not an error. */
  remove: (key: string) => Promise<void>;
};
export type Written = { size: number; sha256: string; head: Buffer };
/** Bytes `start` to `end`, both included (as in HTTP's Range). */
export type ByteRange = { start: number; end: number };
/** One file's bytes, whole or one range of them, read when asked (what a download sends). */
export type FileBytes = (range?: ByteRange) => Readable;

const HEAD_BYTES = 4096;

/**
 * Keys are made by the API from generated ids (`<application>/<kind>/<record>/<uuid>`, `trabalhos/<uuid>`),
 * never from a file name: letters, digits, `-`, `_`, `.` in `/`-separated parts, none of them `.` or `..`.
 */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
export function checkedKey(key: string): string {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`chave de arquivo inválida: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

/** A stream that passes the bytes on while counting them, hashing them and keeping the first ones. */
export function measuring(): { stream: PassThrough; result: () => Written } {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
    if (headLength < HEAD_BYTES) {
      chunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
      headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
    }
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex'), head: Buffer.concat(chunks) }) };
}

/** Disk storage outside any web root; a file appears under its key only once written whole. */
export function createDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, checkedKey(key));
    if (!path.startsWith(`${base}/`)) throw new Error('chave de arquivo inválida');
    return path;
  };
  return {
    async write(key, source) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temp = join(dirname(target), `.${randomUUID()}.part`);
      const meter = measuring();
      const out = createWriteStream(temp);
      try {
        await pipeline(source, meter.stream, out);
        await rename(temp, target);
      } catch (error) {
        // A source that fails at once (a body cut short) fails the pipeline while the temporary file is
        // still being opened: the open completes after the failure, so the file is removed only once the
        // stream has closed, or it would stay behind.
        if (!out.closed) await new Promise<void>((done) => out.once('close', () => done()));
        await rm(temp, { force: true });
        throw error;
      }
      return meter.result();
    },
    read: (key, range) => createReadStream(pathOf(key), range),
    exists: (key) =>
      stat(pathOf(key)).then(
        (s) => s.isFile(),
        () => false,
      ),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
