import { ROLE_ID } from '@app/contracts/accounts/roles';
import { personListFromWire } from '@app/contracts/calculation';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { calculations, organizationUsers, teamMembers, teams, users } from '../db/schema';
import { changeQuoteStatus, createQuote } from '../modules/quotes';
import { hashPassword } from '../platform/auth/password';
import { DEMO, demoOrganizationToFill } from './demo';

/** A teammate who only appears on the dashboards (same demo password). */
const EXTRA = { email: 'priya@staffmargin.app', firstName: 'Priya', lastName: 'Shah' } as const;

const TEAMS = [
  { name: 'Industrial Staffing', members: [DEMO.users[2].email, EXTRA.email] },
  { name: 'Office & Healthcare', members: [DEMO.users[1].email, DEMO.users[0].email] },
] as const;

/** Days before today of each demo quote, and what became of it; the calculations are taken in turn. */
const QUOTE_PLAN: { daysAgo: number; status: 'Approved' | 'Waiting for approval' | 'Not Approved' }[] = [
  { daysAgo: 2, status: 'Approved' },
  { daysAgo: 5, status: 'Approved' },
  { daysAgo: 9, status: 'Waiting for approval' },
  { daysAgo: 16, status: 'Approved' },
  { daysAgo: 24, status: 'Approved' },
  { daysAgo: 31, status: 'Not Approved' },
  { daysAgo: 45, status: 'Approved' },
  { daysAgo: 63, status: 'Approved' },
  { daysAgo: 80, status: 'Waiting for approval' },
  { daysAgo: 101, status: 'Approved' },
  { daysAgo: 130, status: 'Approved' },
  { daysAgo: 160, status: 'Approved' },
  { daysAgo: 190, status: 'Approved' },
  { daysAgo: 230, status: 'Approved' },
  { daysAgo: 270, status: 'Approved' },
  { daysAgo: 300, status: 'Approved' },
];

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * DEMO DATA ONLY: gives the demo organisation two teams with members, puts its calculations in their authors'
 * teams, and makes quotes from its Approved calculations over the last ten months (approved, waiting, declined),
 * so the dashboard looks alive after `npm start`. Runs once: an organisation with teams is left alone.
 */
export async function seedDemoTeams(db: Db): Promise<void> {
  const org = await demoOrganizationToFill(db, teams, teams.organizationId);
  if (!org) return;

  await db.transaction(async (tx) => {
    let [extra] = await tx.select().from(users).where(eq(users.email, EXTRA.email));
    if (!extra) {
      [extra] = await tx
        .insert(users)
        .values({
          ...EXTRA,
          passwordHash: await hashPassword(DEMO.password),
          emailVerifiedAt: new Date(),
          isEnterprise: true,
        })
        .returning();
      await tx
        .insert(organizationUsers)
        .values({ organizationId: org.id, userId: extra!.id, roleId: ROLE_ID['Team Member'] })
        .onConflictDoNothing();
    }
    const people = await tx
      .select({ id: users.id, email: users.email, roleId: organizationUsers.roleId })
      .from(organizationUsers)
      .innerJoin(users, eq(users.id, organizationUsers.userId))
      .where(eq(organizationUsers.organizationId, org.id));
    const owner = people.find((p) => p.email === DEMO.users[0].email);
    for (const t of TEAMS) {
      const [team] = await tx
        .insert(teams)
        .values({ organizationId: org.id, name: t.name, createdById: owner?.id ?? null })
        .returning();
      const members = people.filter((p) => (t.members as readonly string[]).includes(p.email));
      if (members.length)
        await tx.insert(teamMembers).values(
          members.map((m) => ({
            organizationId: org.id,
            teamId: team!.id,
            userId: m.id,
            roleId: m.roleId === ROLE_ID.Owner ? ROLE_ID.Admin : m.roleId,
          })),
        );
    }
    // Calculations saved before the teams existed join their author's (first) team, as new ones do.
    await tx.execute(sql`
      update calculations c
         set team_id = tm.team_id,
             search_text = lower(c.name || ' ' || t.name || ' ' || u.first_name || ' ' || u.last_name)
        from team_members tm
        join teams t on t.id = tm.team_id
        join users u on u.id = tm.user_id
       where c.organization_id = ${org.id} and c.team_id is null
         and tm.organization_id = c.organization_id and tm.user_id = c.user_id`);
  });

  const approved = await db
    .select({ id: calculations.id, userId: calculations.userId, personList: calculations.personList })
    .from(calculations)
    .where(and(eq(calculations.organizationId, org.id), eq(calculations.status, 'Approved')))
    .orderBy(asc(calculations.id));
  const [ownerRow] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO.users[0].email));
  if (!approved.length || !ownerRow) return;
  const ownerId = ownerRow.id;
  // The demo is seeded at the system's time: its dates are relative to the day it runs.
  const actor = {
    organizationId: org.id,
    userId: ownerId,
    role: 'Owner',
    actorName: 'Dana Owens',
    now: new Date(),
  };
  const made: { id: number; status: (typeof QUOTE_PLAN)[number]['status'] }[] = [];
  for (const [i, plan] of QUOTE_PLAN.entries()) {
    const calc = approved[i % approved.length]!;
    const persons = personListFromWire(calc.personList);
    const issue = isoDaysAgo(plan.daysAgo);
    const quote = await createQuote(db, actor, {
      id: calc.id,
      company_name: ['Acme Logistics', 'Bluebonnet Health', 'Lakeside Foods', 'Pecan Street Labs'][i % 4]!,
      quote_number: `DEMO-${String(i + 1).padStart(4, '0')}`,
      // One work state per quote (docs/product/quotes.md#creating-a-quote): the calculation's first.
      quote_state: [Number(persons[0]!.locations![0]!.state_id)],
      person_selection_data: persons.map((_, index) => ({ index, count: 1 })),
      issue_date: issue,
      valid_until: isoDaysAgo(plan.daysAgo - 30),
    });
    made.push({ id: quote.id, status: plan.status });
  }
  // Sent on their issue date (the demo sends no e-mails), then decided as planned.
  await db.execute(sql`update quotes set sent_at = issue_date::timestamptz + interval '10 hours'
                        where organization_id = ${org.id} and id in (${sql.join(
                          made.map((m) => sql`${m.id}`),
                          sql`, `,
                        )})`);
  for (const m of made) await changeQuoteStatus(db, actor, { id: m.id, status: m.status });
}
