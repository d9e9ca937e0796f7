import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Env } from '../../config/env';
import { createOrganization } from '../../testing/tenants';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { webhookDeliveryHandler } from './deliver-webhook';
import { emitWebhookEvent } from './emit-event';
import { memberApi, pendingDeliveries, type Receiver, startReceiver } from './webhooks.test-helpers';

/**
 * The TypeScript verification example of docs/product/webhooks.md, taken from the page as it is written, checks
 * a real signed delivery: it accepts it, and refuses a changed body, another secret and an old timestamp.
 */
type Verify = (body: string, header: string, secret: string, tolerance?: number, now?: number) => boolean;

let ctx: TestContext;
let receiver: Receiver;
let verify: Verify;
beforeAll(async () => {
  const doc = readFileSync(
    path.resolve(import.meta.dirname, '../../../../../docs/product/webhooks.md'),
    'utf8',
  );
  const example = /```ts\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!example) throw new Error('docs/product/webhooks.md has no TypeScript example');
  const js = ts.transpileModule(example, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const file = path.join(tmpdir(), `verify-example-${process.pid}.mjs`);
  writeFileSync(file, js);
  verify = (await import(pathToFileURL(file).href)).verifyStaffMarginSignature;
  receiver = await startReceiver();
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});

it('the documented TypeScript check accepts a real delivery and refuses a changed one', async () => {
  const org = await createOrganization(ctx.database.db, 'verifydoc');
  const owner = memberApi(ctx, org.members.Owner.cookie);
  const created = await owner('POST', '/webhooks', {
    url: receiver.url('/verify'),
    events: ['calculation.approved'],
  });
  const secret: string = created.body.secret;
  await ctx.database.db.transaction((tx) =>
    emitWebhookEvent(
      tx,
      org.id,
      'calculation.approved',
      {
        calculation: {
          id: 7,
          name: 'Dallas crew',
          status: 'Approved',
          decline_reason: null,
          changed_by: 'Ada Admin',
        },
      },
      new Date(),
    ),
  );
  const [job] = await pendingDeliveries(ctx);
  const deliver = webhookDeliveryHandler({
    db: ctx.database.db,
    env: { NODE_ENV: 'test', WEBHOOK_TIMEOUT_MS: 5000 } as Env,
    now: () => new Date(),
  });
  await deliver(job!.payload, { ...job!, attempts: 1 });
  const [got] = receiver.on('/verify');
  const header = String(got!.headers['staffmargin-signature']);
  expect(verify(got!.body, header, secret)).toBe(true);
  expect(verify(got!.body.replace('Dallas', 'Austin'), header, secret)).toBe(false);
  expect(verify(got!.body, header, `${secret}x`)).toBe(false);
  const t = Number(/t=(\d+)/.exec(header)![1]);
  expect(verify(got!.body, header, secret, 300, t + 301)).toBe(false);
  expect(verify(got!.body, 'v1=abc', secret)).toBe(false);
});
