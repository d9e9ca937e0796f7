import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { multipart, seedOrganization, type TestClient, tinyPng } from '../../testing/accounts';
import { type LocalS3, startLocalS3 } from '../../testing/local-s3';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { storageFromEnv } from './select-storage';

let s3: LocalS3;
/** A client of its own, to see what really is in the bucket (not what the adapter says). */
let raw: S3Client;
beforeAll(async () => {
  s3 = await startLocalS3();
  raw = new S3Client({
    region: 'us-east-1',
    endpoint: s3.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  raw?.destroy();
  await s3?.close();
});

const keysInBucket = async () => {
  const listed = await raw.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((o) => o.Key).sort();
};

describe('the S3 storage adapter against an S3-compatible server', () => {
  it('puts, gets and deletes an object under the configured prefix', async () => {
    const storage = storageFromEnv(loadEnv({ ...s3.env, S3_PREFIX: 'tenant-a/' }));
    await storage.put('logos/abc123.png', tinyPng, 'image/png');

    const stored = await raw.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: 'tenant-a/logos/abc123.png' }),
    );
    expect(Buffer.from(await stored.Body!.transformToByteArray())).toEqual(tinyPng);
    expect(stored.ContentType).toBe('image/png');

    expect(await storage.get('logos/abc123.png')).toEqual({ data: tinyPng, contentType: 'image/png' });
    expect(await storage.get('logos/missing.png')).toBeNull();

    await storage.delete('logos/abc123.png');
    expect(await storage.get('logos/abc123.png')).toBeNull();
    expect(await keysInBucket()).not.toContain('tenant-a/logos/abc123.png');
  });

  it('refuses keys that could leave their folder or prefix', async () => {
    const storage = storageFromEnv(loadEnv(s3.env));
    await expect(storage.put('../secret.png', tinyPng, 'image/png')).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('logos/a/../../b.png', tinyPng, 'image/png')).rejects.toThrow(
      /invalid storage key/,
    );
    expect(await storage.get('../secret.png')).toBeNull();
  });

  it('reports a store it cannot reach instead of calling the file missing', async () => {
    const storage = storageFromEnv(loadEnv({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' }));
    await expect(storage.get('logos/abc123.png')).rejects.toThrow();
  });
});

describe('uploads with STORAGE_DRIVER=s3', () => {
  let ctx: TestContext;
  let org: Awaited<ReturnType<typeof seedOrganization>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-s3-app-'));
  beforeAll(async () => {
    ctx = await createTestApp({ ...s3.env, DATA_DIR: dataDir });
    org = await seedOrganization(ctx.app, ctx.database.db, 'bucket');
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (client: TestClient, url: string) => {
    const form = multipart('image', 'photo.png', tinyPng, 'image/png');
    return client.request('POST', url, form.payload, form.headers);
  };

  it('stores an avatar in the bucket and serves it through /api/uploads; a new one replaces it', async () => {
    const first = await upload(org.clients.Manager, '/api/user/image');
    expect(first.statusCode).toBe(200);
    const url: string = first.json().data.image;
    expect(url).toMatch(/^\/api\/uploads\/avatars\/[a-f0-9]+\.png$/);
    expect(await keysInBucket()).toContain(url.slice('/api/uploads/'.length));
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const served = await org.clients.Manager.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(tinyPng);

    const second = await upload(org.clients.Manager, '/api/user/image');
    const replacement: string = second.json().data.image;
    expect(replacement).not.toBe(url);
    expect((await org.clients.Manager.get(url)).statusCode).toBe(404);
    expect((await org.clients.Manager.get(replacement)).statusCode).toBe(200);
    const avatars = (await keysInBucket()).filter((k) => k?.startsWith('avatars/'));
    expect(avatars).toEqual([replacement.slice('/api/uploads/'.length)]);
  });

  it('stores an organisation logo in the bucket', async () => {
    const res = await upload(org.clients.Owner, '/api/organization/change_image');
    expect(res.statusCode).toBe(200);
    const url = res.body.match(/\/api\/uploads\/logos\/[a-f0-9]+\.png/)?.[0];
    expect(url).toBeDefined();
    expect(await keysInBucket()).toContain(url!.slice('/api/uploads/'.length));
    expect((await org.clients['Team Member'].get(url!)).rawPayload).toEqual(tinyPng);
  });
});
