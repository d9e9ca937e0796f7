import { index, integer, json, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { roleId } from './reference';
import { cascadingUserId, orgId, users } from './tenancy';

/**
 * One-time secrets sent to a user: e-mail confirmation and password-reset links, hand-over tokens between hosts
 * (the historic sign-in by uuid, docs/accounts.md#sub-domains-and-the-hand-over-token), and e-mail-change
 * codes. Only the SHA-256 of the secret is stored.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: cascadingUserId(),
    purpose: text('purpose')
      .$type<'confirm_email' | 'reset_password' | 'handover' | 'change_email'>()
      .notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The new address for change_email. */
    data: text('data'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_purpose').on(t.userId, t.purpose)],
);

/** An invitation to join an organisation, accepted through /signup?invitation_token=... */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    email: text('email').notNull(),
    roleId: roleId(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_org_email').on(t.organizationId, t.email)],
);

/** A social identity (Google, Facebook, LinkedIn) linked to a user. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: cascadingUserId(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oauth_accounts_provider_user').on(t.provider, t.providerUserId)],
);

/** E-mails kept in the database when no SMTP server is configured (shown at /dev/mailbox). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Names, types and sizes of the files the e-mail carried (a quote's PDF). */
    attachments: json('attachments').$type<{ filename: string; content_type: string; size: number }[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_emails_to').on(t.to)],
);
