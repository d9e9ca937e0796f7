import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type DatabaseOptions, openDatabase } from '../db/client';
import { seed } from '../seed';
import {
  createEmptyServerDatabase,
  databaseUrl,
  dropServerDatabase,
  serverUrl,
  type TemplateRef,
  uniqueName,
} from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TemplateRef;
  }
}

/** Builds the migrated, seeded template database once for the whole API test run. */
export default async function setup(project: TestProject) {
  let template: TemplateRef;
  let options: DatabaseOptions;
  if (serverUrl()) {
    template = { kind: 'postgres', location: uniqueName('sm_template') };
    await createEmptyServerDatabase(template.location);
    options = { url: databaseUrl(serverUrl()!, template.location), dataDir: '' };
  } else {
    template = { kind: 'pglite', location: fs.mkdtempSync(path.join(os.tmpdir(), 'sm-template-')) };
    options = { dataDir: template.location };
  }
  const database = await openDatabase(options);
  await database.migrate();
  await seed(database.db, { demo: true });
  await database.close();
  project.provide('dbTemplate', template);

  return async () => {
    if (template.kind === 'postgres') await dropServerDatabase(template.location);
    else fs.rmSync(template.location, { recursive: true, force: true });
  };
}
