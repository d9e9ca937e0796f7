import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../../db/schema';
import { multipart, seedOrganization, type TestClient, tinyPng } from '../../../testing/accounts';
import { createTestApp, type TestContext } from '../../../testing/test-app';

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
/** Five uploads at once, each answered 200. */
async function fiveAtOnce(client: TestClient, url: string) {
  const answers = await Promise.all(Array.from({ length: 5 }, () => upload(client, url)));
  expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
}
const logoOnRecord = async () =>
  (
    await ctx.database.db
      .select({ image: organizations.image })
      .from(organizations)
      .where(eq(organizations.id, org.id))
  )[0]!.image;
const filesIn = (folder: string) => fs.readdirSync(path.join(dataDir, 'uploads', folder)).sort();
const fileOf = (url: string | null) => [path.basename(url ?? '')];

describe('replacing a logo or an avatar', () => {
  it('5 parallel logo uploads leave exactly the file the organisation names on disk', async () => {
    await fiveAtOnce(org.clients.Owner, '/api/organization/change_image');
    expect(filesIn('logos')).toEqual(fileOf(await logoOnRecord()));

    expect((await upload(org.clients.Owner, '/api/organization/change_image')).statusCode).toBe(200);
    expect(filesIn('logos')).toEqual(fileOf(await logoOnRecord()));
  });

  it('5 parallel avatar uploads leave exactly the file the user names on disk', async () => {
    await fiveAtOnce(org.clients.Manager, '/api/user/image');
    const [row] = await ctx.database.db
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, org.members.Manager.userId));
    expect(filesIn('avatars')).toEqual(fileOf(row!.image));
  });
});
