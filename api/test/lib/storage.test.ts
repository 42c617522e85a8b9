import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import { createS3Client, createS3Storage } from '../../src/lib/s3-storage.js';
import { checkedKey, createDiskStorage, type FileStorage } from '../../src/lib/storage.js';
import { type S3TestServer, startS3Server } from '../support/s3-server.js';

/**
 * One contract, both drivers (decision 045): the disk in a temporary folder, and the S3 driver against a
 * real S3-protocol server on loopback (test/support/s3-server.ts).
 */
let s3: S3TestServer;
let s3Client: S3Client;
/** The S3 operations the driver sent, by name (to tell a multipart upload from a single PutObject). */
const sent: string[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
}, 30_000);
afterAll(async () => {
  s3Client?.destroy();
  await s3?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const drivers: [string, () => Promise<FileStorage>][] = [
  [
    'disk',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'gp-storage-'));
      dirs.push(dir);
      return createDiskStorage(dir);
    },
  ],
  [
    's3',
    async () => {
      const settings = await s3.bucket();
      s3Client = createS3Client(settings);
      s3Client.middlewareStack.add(
        (next, context) => (args) => {
          sent.push(context.commandName as string);
          return next(args);
        },
        { step: 'initialize' },
      );
      return createS3Storage(settings, s3Client);
    },
  ],
];

/** `total` bytes of a known pattern, handed to the driver in 64 KiB chunks as a stream (never one buffer). */
const pattern = (total: number) => {
  const all = Buffer.alloc(total);
  for (let i = 0; i < total; i++) all[i] = (i * 7 + (i >> 10)) % 251;
  async function* chunks() {
    for (let i = 0; i < total; i += 65_536) yield all.subarray(i, Math.min(total, i + 65_536));
  }
  return {
    stream: () => Readable.from(chunks()),
    bytes: (start: number, end: number) => all.subarray(start, end),
  };
};
const sha256 = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
const readAll = async (stream: Readable) => Buffer.concat(await stream.toArray());
const KEY = 'app-1/bem/42/0b6f1f8e-7d55-4f0e-9d0c-2f1c61e1c0a1';

describe.each(drivers)('file storage on %s', (driver, make) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await make();
  });

  it('streams a file in, reads it whole and by byte range, then removes it', async () => {
    const file = pattern(300_000);
    const written = await storage.write(KEY, file.stream());
    expect(written.size).toBe(300_000);
    expect(written.sha256).toBe(sha256(file.bytes(0, 300_000)));
    expect(written.head).toEqual(file.bytes(0, 4096));
    expect(await storage.exists(KEY)).toBe(true);

    expect((await readAll(storage.read(KEY))).equals(file.bytes(0, 300_000))).toBe(true);
    expect(await readAll(storage.read(KEY, { start: 70_000, end: 70_009 }))).toEqual(
      file.bytes(70_000, 70_010),
    );
    expect(await readAll(storage.read(KEY, { start: 299_999, end: 299_999 }))).toEqual(
      file.bytes(299_999, 300_000),
    );

    await storage.remove(KEY);
    expect(await storage.exists(KEY)).toBe(false);
    await storage.remove(KEY); // again: nothing to remove is not an error
  });

  it('an empty file is written too (the files service then refuses it and removes it)', async () => {
    const written = await storage.write('app-1/bem/42/vazio', Readable.from([]));
    expect(written).toMatchObject({ size: 0, head: Buffer.alloc(0) });
    expect(await storage.exists('app-1/bem/42/vazio')).toBe(true);
    await storage.remove('app-1/bem/42/vazio');
  });

  it('a missing key is not found: exists says false, a read fails with ENOENT', async () => {
    const missing = 'app-1/bem/42/nao-existe';
    expect(await storage.exists(missing)).toBe(false);
    await expect(readAll(storage.read(missing))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(readAll(storage.read(missing, { start: 0, end: 9 }))).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('a file larger than 5 MB goes in whole (multipart on S3) and reads back byte for byte', async () => {
    const size = 5 * 1024 * 1024 + 777_777;
    const file = pattern(size);
    sent.length = 0;
    const written = await storage.write('trabalhos/grande', file.stream());
    expect(written).toMatchObject({ size, sha256: sha256(file.bytes(0, size)) });
    if (driver === 's3') {
      expect(sent.filter((name) => name === 'UploadPartCommand')).toHaveLength(2);
      expect(sent).toContain('CompleteMultipartUploadCommand');
      expect(sent).not.toContain('PutObjectCommand');
    }
    const back = await readAll(storage.read('trabalhos/grande'));
    expect(back.length).toBe(size);
    expect(sha256(back)).toBe(written.sha256);
    const edge = 5 * 1024 * 1024;
    expect(await readAll(storage.read('trabalhos/grande', { start: edge - 5, end: edge + 4 }))).toEqual(
      file.bytes(edge - 5, edge + 5),
    );
  });

  it('a source that fails midway leaves nothing under the key', async () => {
    async function* failing() {
      yield Buffer.alloc(6 * 1024 * 1024, 1);
      throw new Error('a conexão caiu');
    }
    await expect(storage.write('app-1/bem/42/quebrado', Readable.from(failing()))).rejects.toThrow(
      'a conexão caiu',
    );
    expect(await storage.exists('app-1/bem/42/quebrado')).toBe(false);
  });

  it('takes no key made from a file name or a path', async () => {
    for (const bad of [
      '../fora',
      'a/../../b',
      '/etc/passwd',
      'nota fiscal.pdf',
      'relatório.pdf',
      'a//b',
      '',
    ]) {
      await expect(storage.write(bad, Readable.from([Buffer.from('x')]))).rejects.toThrow(
        'chave de arquivo inválida',
      );
      expect(() => storage.read(bad)).toThrow('chave de arquivo inválida');
    }
  });
});

describe('the storage configuration', () => {
  it('is the disk unless STORAGE_DRIVER says s3', () => {
    const config = loadConfig({ STORAGE_DIR: '/srv/arquivos' });
    expect(config).toMatchObject({ storageDriver: 'disk', storageDir: '/srv/arquivos', s3: undefined });
  });

  it('s3 takes the bucket, endpoint, region, key pair and path style', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://minio.interno:9000',
      S3_BUCKET: 'gp-arquivos',
      S3_ACCESS_KEY_ID: 'chave',
      S3_SECRET_ACCESS_KEY: 'segredo',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://minio.interno:9000',
      bucket: 'gp-arquivos',
      region: 'us-east-1',
      credentials: { accessKeyId: 'chave', secretAccessKey: 'segredo' },
      forcePathStyle: true,
      partSizeBytes: 8 * 1024 * 1024,
    });
  });

  it('refuses an incomplete s3 configuration in Portuguese', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow('STORAGE_DRIVER=s3 exige S3_BUCKET');
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'gp', S3_ACCESS_KEY_ID: 'x' })).toThrow(
      /S3_BUCKET deve ser um nome de bucket válido[\s\S]*S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY devem ser informadas juntas/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow('STORAGE_DRIVER deve ser disk ou s3.');
    expect(() =>
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'gp-arquivos', S3_PART_SIZE_MB: '1' }),
    ).toThrow('S3_PART_SIZE_MB deve ser ≥ 5.');
  });

  it('keys are the API’s own', () => {
    expect(checkedKey('trabalhos/0b6f1f8e-7d55-4f0e-9d0c-2f1c61e1c0a1')).toBe(
      'trabalhos/0b6f1f8e-7d55-4f0e-9d0c-2f1c61e1c0a1',
    );
  });
});
