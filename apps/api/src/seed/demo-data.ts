import { personListFromWire } from '@app/contracts/calculation';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, organizationUsers, stateSettings, states, users } from '../db/schema';
import { saveCost, savePackage, saveWcCodes, updateLocations } from '../modules/calculation-settings';
import { changeStatus, saveCalculation } from '../modules/calculations';
import type { Membership } from '../plugins/auth';
import { DEMO, demoOrganizationToFill } from './demo';

/** SUTA rates, WC codes (NCCI-style class codes), and the cities the demo assignments use. */
const LOCATIONS = [
  {
    code: 'TX',
    suta: 2.7,
    city: 'Dallas',
    wc: [
      ['Clerical', 1, '8810', 0.18],
      ['Warehouse', 2, '8292', 3.85],
      ['Nursing', 3, '8833', 1.62],
    ],
  },
  {
    code: 'CA',
    suta: 3.4,
    city: 'Los Angeles',
    wc: [
      ['Clerical', 1, '8810', 0.78],
      ['Warehouse', 2, '8292', 7.42],
    ],
  },
  {
    code: 'IL',
    suta: 3.175,
    city: 'Chicago',
    wc: [
      ['Clerical', 1, '8810', 0.25],
      ['Machine shop', 4, '3632', 4.1],
    ],
  },
  {
    code: 'FL',
    suta: 2.7,
    city: 'Miami',
    wc: [
      ['Clerical', 1, '8810', 0.21],
      ['Nursing', 3, '8833', 2.05],
    ],
  },
] as const;

type Wc = { nick_name: string; code: string; industry: string; rate: string };

function person(
  job: string,
  stateId: number,
  cityId: number,
  wc: Wc,
  o: {
    pay: number;
    bill?: number;
    markup?: number;
    weeks: number;
    shift?: [number, number];
    stipend?: boolean;
    k401?: number;
    pkg?: number;
    costs?: Record<string, string[]>;
    terms?: number;
  },
) {
  return {
    job_name: job,
    number_of_employees: 1,
    pay: {
      compensation_type: 'hourly',
      pay_rate: String(o.pay),
      stepend: o.stipend ?? false,
      exampt: false,
      discount: o.stipend ? '20' : '0',
      pay_frequency: 'weekly',
      salary_type: 'annual',
    },
    bill:
      o.markup !== undefined
        ? { compensation_type: 'markup', markup: String(o.markup), overtime: '1.5' }
        : { compensation_type: 'bill_rate', bill_rate: String(o.bill), overtime: '1.5' },
    assignment: o.shift
      ? {
          have_start_end_date: 'no',
          shadule: 'shift',
          work_shadule: String(o.shift[0]),
          shift_per_week: String(o.shift[1]),
          estimated_assigment_length: String(o.weeks),
          estimated_assigment_period: 'week',
        }
      : {
          have_start_end_date: 'no',
          shadule: 'full-time',
          estimated_assigment_length: String(o.weeks),
          estimated_assigment_period: 'week',
        },
    benifits: {
      holiday_pay: true,
      holiday_paid_time: '6',
      holiday_type: 'per-year',
      paid_time: false,
      k_401: o.k401 !== undefined,
      k_401_number_of_days: o.k401 !== undefined ? String(o.k401) : undefined,
      bonus: false,
      healthcare_plan: o.pkg !== undefined,
      health_plans: o.pkg !== undefined ? [{ package: String(o.pkg), package_type: 'employee_only' }] : [],
      spto: true,
    },
    othercost: { number_of_days: String(o.terms ?? 0), costTypes_and_ids: o.costs ?? {} },
    wc_states: [{ state_id: String(stateId), city_id: String(cityId), wc_settings: wc }],
  };
}

/**
 * Fills the demo organisation once with what a staffing firm would have after a month of use: rates for four
 * states, WC codes, healthcare packages, cost items, and calculations by each demo user in every status.
 */
export async function seedDemoData(db: Db): Promise<void> {
  const org = await demoOrganizationToFill(db, stateSettings, stateSettings.organizationId);
  if (!org) return;

  const members = await db
    .select({ userId: users.id, email: users.email, roleId: organizationUsers.roleId })
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .where(eq(organizationUsers.organizationId, org.id));
  const byEmail = (email: string) => members.find((m) => m.email === email)!;
  const owner = byEmail(DEMO.users[0].email);
  const manager = byEmail(DEMO.users[1].email);
  const recruiter = byEmail(DEMO.users[2].email);
  const actor = { organizationId: org.id, userId: owner.userId, now: new Date() };

  const stateRows = await db
    .select()
    .from(states)
    .where(
      inArray(
        states.code,
        LOCATIONS.map((l) => l.code),
      ),
    );
  const stateId = (code: string) => stateRows.find((s) => s.code === code)!.id;
  await updateLocations(db, actor, {
    option: 'suta',
    sutaList: LOCATIONS.map((l) => ({ state: stateId(l.code), value: l.suta })),
  });
  const wcByState: Record<string, Wc[]> = {};
  const cityByState: Record<string, number> = {};
  const industryNames = ['', 'Clerical', 'Light Industrial', 'Healthcare', 'Industrial'];
  for (const l of LOCATIONS) {
    const codes = l.wc.map(([nick, industry, code, rate]) => ({ nick_name: nick, industry, code, rate }));
    // The locations were just added: their WC tables are at version 1.
    await saveWcCodes(db, actor, { state: stateId(l.code), wc_version: 1, wc_codes: codes });
    wcByState[l.code] = l.wc.map(([nick, industry, code, rate]) => ({
      nick_name: nick,
      industry: industryNames[industry]!,
      code,
      rate: String(rate),
    }));
    const [city] = await db
      .select()
      .from(cities)
      .where(and(eq(cities.stateId, stateId(l.code)), eq(cities.name, l.city)));
    cityByState[l.code] = city!.id;
  }
  const silver = await savePackage(db, actor, {
    package_name: 'Silver PPO',
    employee_only: 486,
    employee_spouse: 1012,
    employee_dependent: 918,
    family: 1450,
  });
  await savePackage(db, actor, {
    package_name: 'Bronze HSA',
    employee_only: 312,
    employee_spouse: 655,
    employee_dependent: 590,
    family: 940,
  });
  const cost = (data: Parameters<typeof saveCost>[2]) => saveCost(db, actor, data);
  const bg = await cost({
    cost_type: 'background_check_cost',
    cost_name: 'County criminal + SSN trace',
    percent: 42,
    cost_option: 'flat',
    from: 1,
    frequency: 'once',
  });
  const drug = await cost({
    cost_type: 'drug_screen_cost',
    cost_name: '10-panel drug screen',
    percent: 38,
    cost_option: 'flat',
    from: 1,
    frequency: 'once',
  });
  const msp = await cost({
    cost_type: 'manage_service_provider',
    cost_name: 'Beeline MSP fee',
    percent: 2.5,
    cost_option: 'percentage',
    from: 1,
    frequency: 'once',
  });
  const interest = await cost({
    cost_type: 'interest',
    cost_name: 'Factoring line',
    percent: 9.5,
    cost_option: 'percentage',
    from: 2,
    frequency: 'once',
  });
  await cost({
    cost_type: 'liability_insurance',
    cost_name: 'General liability',
    percent: 0.45,
    cost_option: 'percentage',
    from: 2,
    industry: 2,
    frequency: 'once',
  });
  await cost({
    cost_type: 'vendor_management_system',
    cost_name: 'Fieldglass VMS',
    percent: 1.5,
    cost_option: 'percentage',
    from: 1,
    frequency: 'once',
  });

  const p = (code: string, wcIndex: number, job: string, o: Parameters<typeof person>[4]) =>
    person(job, stateId(code), cityByState[code]!, wcByState[code]![wcIndex]!, o);
  const screening = { background_check_cost: [String(bg.id)], drug_screen_cost: [String(drug.id)] };
  const plans: { by: typeof owner; name: string; persons: ReturnType<typeof person>[]; status: string[] }[] =
    [
      {
        by: recruiter,
        name: 'Dallas DC – peak season pickers',
        status: ['Sent to approval', 'Approved'],
        persons: [
          p('TX', 1, 'Order picker', { pay: 17.5, bill: 26.25, weeks: 12, shift: [10, 5], costs: screening }),
          p('TX', 1, 'Order picker', { pay: 17.5, bill: 26.25, weeks: 12, shift: [10, 5], costs: screening }),
          p('TX', 1, 'Forklift operator', {
            pay: 20,
            bill: 30.5,
            weeks: 12,
            shift: [10, 5],
            costs: screening,
          }),
        ],
      },
      {
        by: recruiter,
        name: 'Memorial Hermann travel RN',
        status: ['Sent to approval'],
        persons: [
          p('TX', 2, 'Travel RN (ICU)', {
            pay: 58,
            bill: 125,
            weeks: 13,
            shift: [12, 3],
            stipend: true,
            k401: 4,
            pkg: silver.id,
            costs: { ...screening, manage_service_provider: [String(msp.id)] },
          }),
        ],
      },
      {
        by: manager,
        name: 'LA accounts payable backfill',
        status: [],
        persons: [
          p('CA', 0, 'AP specialist', {
            pay: 28,
            markup: 48,
            weeks: 26,
            k401: 3,
            pkg: silver.id,
            costs: { interest: [String(interest.id)] },
            terms: 45,
          }),
        ],
      },
      {
        by: recruiter,
        name: 'Chicago CNC machinists',
        status: ['Sent to approval', 'Not approved'],
        persons: [
          p('IL', 1, 'CNC machinist', { pay: 31, bill: 41, weeks: 20, costs: screening }),
          p('IL', 1, 'CNC machinist', { pay: 31, bill: 41, weeks: 20, costs: screening }),
        ],
      },
      {
        by: owner,
        name: 'Miami clinic front desk',
        status: [],
        persons: [p('FL', 0, 'Medical receptionist', { pay: 19, markup: 55, weeks: 52, pkg: silver.id })],
      },
      {
        by: manager,
        name: 'Q1 payroll clerks – Dallas HQ',
        status: ['Sent to approval', 'Approved'],
        persons: [
          p('TX', 0, 'Payroll clerk', { pay: 23.5, bill: 35, weeks: 16, k401: 3 }),
          p('TX', 0, 'Payroll clerk', { pay: 23.5, bill: 35, weeks: 16, k401: 3 }),
        ],
      },
    ];
  const membership = (m: typeof owner, role: Membership['role']): Membership => ({
    organizationId: org.id,
    organization: org,
    roleId: m.roleId,
    role,
  });
  for (const plan of plans) {
    const calc = await saveCalculation(
      db,
      { organizationId: org.id, userId: plan.by.userId, now: new Date() },
      { name: plan.name, personList: personListFromWire(plan.persons), status: 'New calculation' },
    );
    for (const status of plan.status) {
      const reviewer = status === 'Sent to approval' ? plan.by : manager;
      await changeStatus(
        db,
        {
          membership: membership(reviewer, reviewer === manager ? 'Manager' : 'Team Member'),
          userId: reviewer.userId,
          now: new Date(),
        },
        {
          id: calc.id,
          status: status as never,
          ...(status === 'Not approved'
            ? {
                reasonChoice: 'Gross Profit in negative',
                declineReason: 'Margin under 25% at this bill rate: ask the client for $44/h.',
              }
            : {}),
        },
      );
    }
  }
}
