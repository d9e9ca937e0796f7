import { accountMessages } from '@app/contracts/accounts/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, organizationUsers, users } from '../../../db/schema';
import { sessionCookie } from '../../../testing/tenants';
import { useTestApp } from '../../../testing/test-app';

const ctx = useTestApp();

describe('one company per user', () => {
  it('5 parallel company creations by one user make one company; the others answer 409', async () => {
    const db = ctx.database.db;
    const [user] = await db
      .insert(users)
      .values({ email: 'racer@race.test', firstName: 'Rae', lastName: 'Cer', emailVerifiedAt: new Date() })
      .returning();
    const cookie = await sessionCookie(db, user!.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/organization/create',
          headers: { cookie },
          payload: { company_name: `Race ${i}`, business_domain: `race-${i}` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: accountMessages.companyExists });
    }
    const memberships = await db
      .select()
      .from(organizationUsers)
      .where(eq(organizationUsers.userId, user!.id));
    expect(memberships).toHaveLength(1);
    const created = await db.select({ domain: organizations.businessDomain }).from(organizations);
    expect(created.filter((o) => o.domain.startsWith('race-'))).toHaveLength(1);
  });
});
