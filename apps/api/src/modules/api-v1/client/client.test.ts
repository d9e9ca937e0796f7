import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app';
import { generateV1Types } from '../testing/generate-client';

const file = path.join(import.meta.dirname, 'v1-schema.d.ts');
const ctx = useTestApp();

it('the committed typed client is what the OpenAPI document generates today', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  const fresh = await generateV1Types(doc);
  // `npm run api:v1:client` runs this file with UPDATE_V1_CLIENT=1 to write it.
  if (process.env.UPDATE_V1_CLIENT === '1') fs.writeFileSync(file, fresh);
  expect(fs.readFileSync(file, 'utf8'), 'run npm run api:v1:client and commit the result').toBe(fresh);
});
