import type { Db } from '../client';
import { seedDemo } from './demo';
import { seedDemoData } from './demo-data';
import { seedReference } from './reference';

/** Idempotent: safe on every start-up; each part runs in one transaction so a crash leaves no half seed. */
export async function seed(db: Db, options: { demo: boolean }): Promise<void> {
  await db.transaction((tx) => seedReference(tx));
  if (options.demo) {
    await db.transaction((tx) => seedDemo(tx));
    // Services open their own transactions; the data step is skipped once the demo has settings.
    await seedDemoData(db);
  }
}
