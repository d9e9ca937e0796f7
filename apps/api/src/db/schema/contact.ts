import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './tenancy';

/**
 * Requests from the public site's Get a Demo, Inquiry and Support forms (docs/product/public-site.md#forms),
 * kept whether or not the e-mail to the support address went out (`mailed_at` null when it did not).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'demo' | 'inquiry' | 'support'>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull().default(''),
    /** Demo requests: the company's number of employees. */
    employees: integer('employees'),
    message: text('message').notNull().default(''),
    /** The signed-in sender, when there was one. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientIp: text('client_ip').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('inquiries_created_at').on(t.createdAt)],
);
