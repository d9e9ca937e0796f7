import { ROLE_ID, type RoleName } from '@app/contracts/accounts/roles';
import { beforeAll } from 'vitest';
import type { Db } from '../db/client';
import { organizations, organizationUsers, sessions, users } from '../db/schema';
import { hashToken, newToken } from '../platform/auth/tokens';
import type { TestContext } from './test-app';

/** Test sessions outlast any clock a test moves (auth reads the app's clock: a year on, a real session ends). */
const TEST_SESSION_EXPIRY = new Date('2100-01-01T00:00:00Z');

interface TestMember {
  userId: number;
  email: string;
  role: RoleName;
  /** Cookie header value of a live session for this user. */
  cookie: string;
}

export interface TestOrganization {
  id: number;
  domain: string;
  members: Record<RoleName, TestMember>;
}

/** A session for `userId` written straight to the database: tests of other features skip the sign-in form. */
export async function sessionCookie(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: TEST_SESSION_EXPIRY });
  return `sm_session=${token}`;
}

/** An organisation with one verified member of each role, each with a live session. */
export async function createOrganization(
  db: Db,
  domain: string,
  employees = '50+',
): Promise<TestOrganization> {
  const [org] = await db
    .insert(organizations)
    .values({ name: `${domain} Staffing`, businessDomain: domain, employees })
    .returning();
  const members = {} as Record<RoleName, TestMember>;
  for (const role of Object.keys(ROLE_ID) as RoleName[]) {
    const email = `${role.replace(' ', '').toLowerCase()}@${domain}.test`;
    const [user] = await db
      .insert(users)
      .values({ email, firstName: role, lastName: domain, emailVerifiedAt: new Date() })
      .returning();
    await db
      .insert(organizationUsers)
      .values({ organizationId: org!.id, userId: user!.id, roleId: ROLE_ID[role] });
    members[role] = { userId: user!.id, email, role, cookie: await sessionCookie(db, user!.id) };
  }
  return { id: org!.id, domain, members };
}

/**
 * createOrganization for a whole test file (beforeAll, after the app of `useTestApp` opened): the organisation
 * answered is filled in then. Only for tests that add rows and read back their own (CONTRIBUTING.md, tests).
 */
export function useOrganization(ctx: TestContext, domain: string, employees?: string): TestOrganization {
  const org = {} as TestOrganization;
  beforeAll(async () => {
    Object.assign(org, await createOrganization(ctx.database.db, domain, employees));
  });
  return org;
}
