import type { Db } from '../db/client';
import { referenceDataChanged } from '../modules/reference';
import { seedDemo } from './demo';
import { seedDemoData } from './demo-data';
import { seedDemoTeams } from './demo-teams';
import { seedReference } from './reference';

/** Idempotent: safe on every start-up; each part runs in one transaction so a crash leaves no half seed. */
export async function seed(db: Db, options: { demo: boolean }): Promise<void> {
  await db.transaction((tx) => seedReference(tx));
  // This process's cached lookups are rebuilt from what the seed wrote (other processes: on their start).
  referenceDataChanged();
  if (options.demo) {
    await db.transaction((tx) => seedDemo(tx));
    // Services open their own transactions; the data step is skipped once the demo has settings.
    await seedDemoData(db);
    // Demo data only: teams, and quotes made from the demo's Approved calculations.
    await seedDemoTeams(db);
  }
}
