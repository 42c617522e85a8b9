import type { Config } from '../config/env.js';
import { createS3Storage } from './s3-storage.js';
import { createDiskStorage, type FileStorage } from './storage.js';

/** The configured file storage (decision 045): STORAGE_DIR on disk, or the S3_* bucket. */
export function createStorage(config: Pick<Config, 'storageDriver' | 'storageDir' | 's3'>): FileStorage {
  if (config.storageDriver === 's3') {
    if (!config.s3) throw new Error('STORAGE_DRIVER=s3 exige as variáveis S3_*.');
    return createS3Storage(config.s3);
  }
  return createDiskStorage(config.storageDir);
}
