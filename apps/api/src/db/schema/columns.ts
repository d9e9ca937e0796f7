import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns many tables share, written once; each call builds a fresh column for the table it is put in. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Optimistic lock: an edit names the version it read and the UPDATE bumps it only if nobody else did. */
export const version = () => integer('version').notNull().default(1);
