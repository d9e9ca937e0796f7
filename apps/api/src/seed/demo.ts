import { ROLE_ID } from '@app/contracts/accounts/roles';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { cities, organizations, organizationUsers, states, users } from '../db/schema';
import { hashPassword } from '../platform/auth/password';

/** The demo organisation at demo.{APP_DOMAIN}; the README gives these credentials. */
export const DEMO = {
  businessDomain: 'demo',
  password: 'DemoPass2026!',
  users: [
    { email: 'demo@staffmargin.app', firstName: 'Dana', lastName: 'Owens', roleId: ROLE_ID.Owner },
    { email: 'manager@staffmargin.app', firstName: 'Marcus', lastName: 'Lee', roleId: ROLE_ID.Manager },
    {
      email: 'recruiter@staffmargin.app',
      firstName: 'Rita',
      lastName: 'Alvarez',
      roleId: ROLE_ID['Team Member'],
    },
  ],
} as const;

/** Creates the demo organisation and its users once; later starts leave them (and their data) alone. */
export async function seedDemo(db: DbOrTx): Promise<void> {
  const existing = await db.query.organizations.findFirst({
    where: eq(organizations.businessDomain, DEMO.businessDomain),
  });
  if (existing) return;

  const texas = await db.query.states.findFirst({ where: eq(states.code, 'TX') });
  const austin = texas
    ? await db.query.cities.findFirst({ where: and(eq(cities.stateId, texas.id), eq(cities.name, 'Austin')) })
    : undefined;
  const [org] = await db
    .insert(organizations)
    .values({
      name: 'Lone Star Staffing (Demo)',
      businessDomain: DEMO.businessDomain,
      countryId: texas?.countryId,
      stateId: texas?.id,
      cityId: austin?.id,
      address: '500 W 2nd St, Suite 1900',
      zip: '78701',
      employees: '50+',
      isEnterprise: true,
    })
    .returning();

  const passwordHash = await hashPassword(DEMO.password);
  for (const u of DEMO.users) {
    const [user] = await db
      .insert(users)
      .values({
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        passwordHash,
        emailVerifiedAt: new Date(),
        isEnterprise: true,
      })
      .returning();
    await db
      .insert(organizationUsers)
      .values({ organizationId: org!.id, userId: user!.id, roleId: u.roleId });
  }
}

/**
 * The demo organisation when a demo seed step still has to fill it: null when there is none, or when it already
 * has a row whose `organizationId` column is its id (the step ran on an earlier start). Each step runs once.
 */
export async function demoOrganizationToFill(db: DbOrTx, table: PgTable, organizationId: PgColumn) {
  const [org] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.businessDomain, DEMO.businessDomain));
  if (!org) return null;
  const [existing] = await db
    .select({ organizationId })
    .from(table)
    .where(eq(organizationId, org.id))
    .limit(1);
  return existing ? null : org;
}
