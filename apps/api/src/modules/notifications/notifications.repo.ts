import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

export interface NewNotification {
  organizationId: number;
  userId: number;
  type: 'calculation_status' | 'quotation_status';
  message: string;
  link: string;
}

export async function createNotifications(db: DbOrTx, rows: NewNotification[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

const view = (n: typeof notifications.$inferSelect) => ({
  id: n.id,
  message: n.message,
  link: n.link,
  notification_type: n.type,
  read: n.readAt !== null,
  created_at: n.createdAt,
});

export async function listNotifications(
  db: DbOrTx,
  opts: { organizationId: number; userId: number; unreadOnly: boolean; page: number; perPage: number },
) {
  const where = and(
    eq(notifications.organizationId, opts.organizationId),
    eq(notifications.userId, opts.userId),
    opts.unreadOnly ? isNull(notifications.readAt) : undefined,
  );
  const unreadWhere = and(
    eq(notifications.organizationId, opts.organizationId),
    eq(notifications.userId, opts.userId),
    isNull(notifications.readAt),
  );
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    db.select({ n: count() }).from(notifications).where(where),
    db.select({ n: count() }).from(notifications).where(unreadWhere),
  ]);
  return { notification: rows.map(view), total: total?.n ?? 0, unread: unread?.n ?? 0 };
}

/** Marks one of the user's notifications read; returns it, or null when it is not theirs. */
export async function markRead(
  db: DbOrTx,
  opts: { organizationId: number; userId: number; id: number; now: Date },
) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: opts.now })
    .where(
      and(
        eq(notifications.id, opts.id),
        eq(notifications.organizationId, opts.organizationId),
        eq(notifications.userId, opts.userId),
      ),
    )
    .returning();
  return row ? view(row) : null;
}

export async function markAllRead(db: DbOrTx, opts: { organizationId: number; userId: number; now: Date }) {
  await db
    .update(notifications)
    .set({ readAt: opts.now })
    .where(
      and(
        eq(notifications.organizationId, opts.organizationId),
        eq(notifications.userId, opts.userId),
        isNull(notifications.readAt),
      ),
    );
}
