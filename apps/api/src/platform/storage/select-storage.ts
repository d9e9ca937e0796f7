import path from 'node:path';
import type { Env } from '../../config/env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The storage STORAGE_DRIVER names: DATA_DIR/uploads on this machine, or an S3-compatible bucket. */
export function storageFromEnv(env: Env): Storage {
  if (env.STORAGE_DRIVER === 'local') return createLocalStorage(path.resolve(env.DATA_DIR, 'uploads'));
  return createS3Storage({
    // loadEnv refuses STORAGE_DRIVER=s3 without a bucket.
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: env.S3_PREFIX,
  });
}
