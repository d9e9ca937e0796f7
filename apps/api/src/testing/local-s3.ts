import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A real S3-compatible server (s3rver) on a free port, with one empty bucket kept in a temporary folder. */
export interface LocalS3 {
  /** The folder s3rver keeps buckets in: `{directory}/{bucket}/...`. */
  directory: string;
  bucket: string;
  /** Settings that point the app's s3 storage driver at it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'staffmargin-test'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    directory,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver checks request signatures against these fixed keys.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
