import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config/env.js';
import { checkedKey, type FileStorage, measuring } from './storage.js';

/** Parts of one upload sent at the same time: the memory an upload holds is about this many parts. */
const QUEUE_SIZE = 4;

/** The file is not in the bucket: the same `code` as the disk driver's missing file. */
class MissingObject extends Error {
  readonly code = 'ENOENT';
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default (a CRC trailer on every streamed upload,
    // `aws-chunked`) is not understood by many S3-compatible servers. Integrity is ours: the SHA-256 that
    // the write computes is kept in the database and checked by the backups.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files as objects of one bucket of an S3-compatible store (decision 045), under the same keys as on
 * disk. A write streams: a file up to one part goes in one PutObject, a larger one in parts (multipart
 * upload, aborted if anything fails), so at most QUEUE_SIZE parts are in memory; an object exists only
 * once whole. Reads stream the object, or one byte range of it.
 */
export function createS3Storage(
  settings: S3Settings,
  client: S3Client = createS3Client(settings),
): FileStorage {
  const Bucket = settings.bucket;
  return {
    async write(key, source) {
      const Key = checkedKey(key);
      const meter = measuring();
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: meter.stream, ContentType: 'application/octet-stream' },
        partSize: settings.partSizeBytes,
        queueSize: QUEUE_SIZE,
      });
      try {
        await Promise.all([pipeline(source, meter.stream), upload.done()]);
      } catch (error) {
        meter.stream.destroy();
        source.destroy();
        await upload.abort().catch(() => {});
        throw error;
      }
      return meter.result();
    },

    read(key, range) {
      const Key = checkedKey(key);
      const aborter = new AbortController();
      async function* bytes() {
        try {
          const answer = await client.send(
            new GetObjectCommand({
              Bucket,
              Key,
              Range: range ? `bytes=${range.start}-${range.end}` : undefined,
            }),
            { abortSignal: aborter.signal },
          );
          // A server that ignores the range answers the whole object: never send it as the part asked for.
          if (range && !answer.ContentRange)
            throw new Error('O servidor S3 não respeitou o intervalo pedido.');
          yield* answer.Body as Readable;
        } catch (error) {
          if (isMissing(error)) throw new MissingObject(`O arquivo ${key} não está no armazenamento.`);
          throw error;
        }
      }
      // Lazy: the request goes out at the first read; a reader that goes away cancels it.
      const stream = Readable.from(bytes(), { objectMode: false });
      stream.once('close', () => {
        if (!stream.readableEnded) aborter.abort();
      });
      return stream;
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
  };
}
