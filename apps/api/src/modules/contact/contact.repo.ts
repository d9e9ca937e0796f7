import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inquiries } from '../../db/schema';

export type NewInquiry = typeof inquiries.$inferInsert;

export async function insertInquiry(db: DbOrTx, row: NewInquiry): Promise<number> {
  const [saved] = await db.insert(inquiries).values(row).returning({ id: inquiries.id });
  return saved!.id;
}

export async function markMailed(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.update(inquiries).set({ mailedAt: now }).where(eq(inquiries.id, id));
}
