import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
// s3rver ships no types: its constructor, run() and close() are all the tests use.
// @ts-expect-error no declaration file
import S3rver from 's3rver';
import type { S3Settings } from '../../src/config/env.js';
import { createS3Client } from '../../src/lib/s3-storage.js';

/**
 * A real S3-protocol server for the tests of the S3 file storage (decision 045): s3rver, in this process,
 * on a free loopback port, its objects in a temporary folder. It was chosen for being an npm package that
 * runs anywhere the tests run (no MinIO binary or Docker engine here) and was checked to answer what the
 * driver uses: PutObject, multipart uploads (create, parts, complete, abort), GetObject with a Range (206,
 * Content-Range; 416 past the end), HeadObject and DeleteObject, with AWS signature v4. The maintained
 * fork @20minutes/s3rver 5 needs Node 24.
 */
export async function startS3Server() {
  const directory = mkdtempSync(join(tmpdir(), 'gp-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  return {
    /** Settings of a new, empty bucket of its own. */
    async bucket(partSizeBytes = 5 * 1024 * 1024): Promise<S3Settings> {
      const settings: S3Settings = {
        endpoint: `http://127.0.0.1:${port}`,
        bucket: `gp-test-${randomBytes(6).toString('hex')}`,
        region: 'us-east-1',
        // s3rver's fixed key pair.
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        forcePathStyle: true,
        partSizeBytes,
      };
      const client = createS3Client(settings);
      await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
      client.destroy();
      return settings;
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
