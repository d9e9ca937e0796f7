import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { isStorageKey, type Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, Ceph, R2...); unset is AWS S3 of the region. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (AWS_* variables, shared config, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prepended to every key, e.g. `staffmargin/`. */
  prefix: string;
}

/**
 * Objects in an S3 bucket, under the same keys as on local disk. The objects stay private: the API serves them
 * through GET /api/uploads/:folder/:file exactly as from disk, so no bucket policy or public URL is needed.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: many S3-compatible stores refuse or ignore the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) => `${options.prefix}${key}`;
  return {
    async put(key, data, contentType) {
      if (!isStorageKey(key)) throw new Error(`invalid storage key ${key}`);
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data, ContentType: contentType }),
      );
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const found = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!found.Body) return null;
        const data = Buffer.from(await found.Body.transformToByteArray());
        return { data, contentType: found.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        // A missing object is a 404 of the route; anything else (store down, bad keys) is a real failure.
        if (err instanceof NoSuchKey) return null;
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      if (isStorageKey(key)) await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}
