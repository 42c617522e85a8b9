import type { Config } from '../config/env.js';
import { createDiskStorage, type FileStorage } from './storage.js';

/**
 * The configured file storage (decision 045): STORAGE_DIR on disk, or the S3_* bucket. The S3 driver and
 * its SDK are loaded only when chosen: the disk installation does not pay for them at start.
 */
export async function createStorage(
  config: Pick<Config, 'storageDriver' | 'storageDir' | 's3'>,
): Promise<FileStorage> {
  if (config.storageDriver === 's3') {
    if (!config.s3) throw new Error('STORAGE_DRIVER=s3 exige as variáveis S3_*.');
    const { createS3Storage } = await import('./s3-storage.js');
    return createS3Storage(config.s3);
  }
  return createDiskStorage(config.storageDir);
}
