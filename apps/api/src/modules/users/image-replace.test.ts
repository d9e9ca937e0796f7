import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../db/schema';
import { multipart, seedOrganization, type TestClient, tinyPng } from '../../testing/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let org: Awaited<ReturnType<typeof seedOrganization>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-images-'));

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
  org = await seedOrganization(ctx.app, ctx.database.db, 'images');
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (client: TestClient, url: string) => {
  const form = multipart('image', 'image.png', tinyPng, 'image/png');
  return client.request('POST', url, form.payload, form.headers);
};
const filesIn = (folder: string) => fs.readdirSync(path.join(dataDir, 'uploads', folder)).sort();
const fileOf = (url: string | null) => [path.basename(url ?? '')];

describe('replacing a logo or an avatar', () => {
  it('5 parallel logo uploads leave exactly the file the organisation names on disk', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => upload(org.clients.Owner, '/api/organization/change_image')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    const [row] = await ctx.database.db
      .select({ image: organizations.image })
      .from(organizations)
      .where(eq(organizations.id, org.id));
    expect(filesIn('logos')).toEqual(fileOf(row!.image));

    expect((await upload(org.clients.Owner, '/api/organization/change_image')).statusCode).toBe(200);
    const [after] = await ctx.database.db
      .select({ image: organizations.image })
      .from(organizations)
      .where(eq(organizations.id, org.id));
    expect(filesIn('logos')).toEqual(fileOf(after!.image));
  });

  it('5 parallel avatar uploads leave exactly the file the user names on disk', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => upload(org.clients.Manager, '/api/user/image')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    const [row] = await ctx.database.db
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, org.members.Manager.userId));
    expect(filesIn('avatars')).toEqual(fileOf(row!.image));
  });
});
