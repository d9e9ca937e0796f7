import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { roleId } from './reference';
import { cascadingUserId, orgId, users } from './tenancy';

/**
 * A team of an organisation: name, logo and members (docs/product/teams-and-members.md#teams). Calculations and
 * quotes carry the team of their author when they were created; deleting a team keeps them, without a team.
 */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    name: text('name').notNull(),
    image: text('image'),
    /** The creator manages the team (with the organisation's Owners and Admins). */
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('teams_org_name').on(t.organizationId, sql`lower(${t.name})`)],
);

/** The team a row belongs to: deleting the team deletes the row (its members and its kept seats). */
const cascadingTeamId = () =>
  integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });

/*
 * The dashboards' covering partial indexes on quotes (quotes_dash_*) live in migration 0011_teams.sql only:
 * Drizzle's schema cannot declare INCLUDE columns.
 */

/** A member of a team, with their role in it. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    teamId: cascadingTeamId(),
    userId: cascadingUserId(),
    roleId: roleId(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_members_team_user').on(t.teamId, t.userId),
    index('team_members_org_user').on(t.organizationId, t.userId),
  ],
);

/**
 * A seat in a team kept for someone invited to the organisation: accepting the organisation's invitation
 * (the same e-mail) makes them a member of every team that waits for them.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    teamId: cascadingTeamId(),
    email: text('email').notNull(),
    roleId: roleId(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_invitations_team_email').on(t.teamId, t.email),
    index('team_invitations_org_email').on(t.organizationId, t.email),
  ],
);
