import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { cities, countries, roleId, states } from './reference';

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
  name: text('name').notNull(),
  businessDomain: text('business_domain').notNull().unique(),
  countryId: integer('country_id').references(() => countries.id),
  stateId: integer('state_id').references(() => states.id),
  cityId: integer('city_id').references(() => cities.id),
  address: text('address'),
  zip: text('zip'),
  employees: text('employees'),
  image: text('image'),
  alwaysAccrue: boolean('always_accrue').notNull().default(false),
  isEnterprise: boolean('is_enterprise').notNull().default(false),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  passwordHash: text('password_hash'),
  provider: text('provider').notNull().default('email'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  isEnterprise: boolean('is_enterprise').notNull().default(false),
  image: text('image'),
  loginCount: integer('login_count').notNull().default(0),
  /** Failed sign-ins since the last success or lockout; 5 in a row lock the account for 15 minutes. */
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The organisation a row belongs to: deleting the organisation deletes its rows. */
export const orgId = () =>
  integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
/** The user a row belongs to: deleting the user deletes the row. */
export const cascadingUserId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A user's membership of an organisation, with the role they hold there. */
export const organizationUsers = pgTable(
  'organization_users',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    userId: cascadingUserId(),
    roleId: roleId(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organization_users_org_user').on(t.organizationId, t.userId),
    index('organization_users_user').on(t.userId),
    // A user creates (owns) at most one company (role 1 is Owner); parallel requests cannot slip past the
    // service's check.
    uniqueIndex('organization_users_one_owned_company').on(t.userId).where(sql`${t.roleId} = 1`),
  ],
);

/** Server-side sessions: only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: cascadingUserId(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Remember me: a 30-day persistent cookie; otherwise a browser-session cookie with a 12 h server expiry. */
    persistent: boolean('persistent').notNull().default(false),
    /**
     * Sessions born from one sign-in share a family: hand-over tokens carry it to other hosts, and signing out
     * ends the whole family (host-only cookies on localhost mean one session per host).
     */
    family: text('family'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);
