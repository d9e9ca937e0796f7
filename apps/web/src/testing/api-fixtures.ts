import type { UserResponse } from '@app/contracts/accounts/responses';
import { planPrices, planStory } from '@app/contracts/billing/plans';
import type { ErrorBody } from '@app/contracts/errors';
import type { PlanRef } from '@app/contracts/reference';
import { HttpResponse, http } from 'msw';
import type { CostItem, Location, NamedRef, SettingsData, StateRef } from '../lib/org-settings/types';

// The API's JSON, as its routes answer it (apps/api: userPayload, loadSettings, costView, reference routes),
// for the demo-like organisation the component tests work in: one Texas location with one WC code.

export const ORG_ID = 7;

/** GET /user: an Owner of one organisation (Owner may change calculation settings). */
export const userReply = (): UserResponse => ({
  data: {
    id: 3,
    uuid: '5b0c7f4e-1d2a-4c59-9e0a-3f1f2b6d8c11',
    first_name: 'Olivia',
    last_name: 'Owner',
    email: 'owner@acme.test',
    provider: 'email',
    is_enterprise: false,
    image: null,
    user_role: 'Owner',
    email_verified: true,
    created_at: '2026-01-05T10:00:00.000Z',
    login_count: 4,
    organization_users: [
      {
        organization: {
          id: ORG_ID,
          name: 'Acme Staffing',
          address: '1 Main St',
          image: null,
          business_domain: 'acme',
          always_accrue: false,
          country_id: 1,
          state_id: 48,
          city_id: 1,
          employees: '10+',
          zip: '78701',
          is_enterprise: false,
          trial_ends_at: null,
          plan_name: null,
          billing_state: 'trial',
          grace_ends_at: null,
        },
        role: { id: 1, name: 'Owner' },
      },
    ],
  },
  expire: false,
});

export const industries: NamedRef[] = [
  { id: 1, name: 'Clerical' },
  { id: 2, name: 'Construction' },
];

/** GET /states (country 1), the fields the web reads. */
export const states: (StateRef & Record<string, unknown>)[] = [
  {
    id: 48,
    name: 'Texas',
    code: 'TX',
    country_id: 1,
    sales_tax_rate: 6.25,
    wage_cap: 9000,
    wage_caps: [{ year: 2025, wage_base: 9000 }],
  },
];

/** GET /cities?state_id=48 */
export const texasCities = [
  { id: 1, name: 'Austin', state_id: 48 },
  { id: 2, name: 'Dallas', state_id: 48 },
];

const texasLocation: Location = {
  id: 11,
  state_id: 48,
  state: 'Texas',
  state_code: 'TX',
  suta_rate: 2.7,
  wage_cap: 9000,
  wage_cap_year: 2025,
  wage_caps: [{ year: 2025, wage_base: 9000 }],
  wc_settings: [{ id: 21, nick_name: 'Clerical', industry: 1, code: '8810', rate: 2 }],
  version: 1,
  wc_version: 1,
};

/** POST /organization_settings: data is loadSettings' answer. */
export const settingsReply = (costs: CostItem[] = []): { data: SettingsData } => ({
  data: {
    organization_settings: [texasLocation],
    packages: [],
    costs,
    options: { always_accrue: false, sales_tax_exempt_all: false },
  },
});

/** The Enterprise monthly plan as the billing answers (GET /bill_settings) carry it. */
export const enterpriseMonthly = {
  id: 2,
  name: 'Enterprise',
  code: 'enterprise-monthly',
  frequency: '1',
  stripe_id: null,
  features: [],
  is_enterprise: true,
};

/** GET /bootstrap on this host (no custom domain, no development mailbox): `user` null for a visitor. */
export const bootstrapReply = (user: UserResponse['data'] | null, expire = false) => ({
  domain: { status: 'ignore', app_domain: 'localhost:3000' },
  user,
  expire,
  flags: { dev_mailbox: false, demo_organization: false },
});

/** A signed-out visitor: no session at start-up and no social providers; `server.use(...signedOutVisitor(), ...)`. */
export const signedOutVisitor = () => [
  http.get('*/api/bootstrap', () => HttpResponse.json(bootstrapReply(null))),
  http.get('*/api/auth/providers', () => HttpResponse.json({ data: [] })),
];

/** The error body every non-2xx answer has (apps/api error handler). */
export const validationError = (errors: Record<string, string[]>): ErrorBody => ({
  status: 'error',
  code: 'VALIDATION',
  message: Object.values(errors)[0]?.[0] ?? 'Invalid input',
  errors,
  full_messages: Object.values(errors).flat(),
});

/**
 * GET /plans as the reference route answers it (apps/api reference.routes.ts: the seeded plan rows with their
 * words and price tables from @app/contracts/billing/plans).
 */
type PlanRow = readonly [number, 'Essential' | 'Enterprise', string, '1' | '2', boolean];

/** Plans as GET /plans gives them: each row's story and prices from the contracts. */
export const planRefsOf = (rows: readonly PlanRow[]): PlanRef[] =>
  rows.map(([id, name, code, frequency, isEnterprise]) => {
    const story = planStory(name);
    return {
      id,
      name,
      code,
      frequency,
      isEnterprise,
      stripeId: null,
      features: story.features,
      summary: story.summary,
      account: story.account,
      ...planPrices(frequency === '2' ? 'yearly' : 'monthly'),
    };
  });

export const plansReply = (): { data: PlanRef[] } => ({
  data: planRefsOf([
    [1, 'Essential', 'essential-monthly', '1', false],
    [2, 'Essential', 'essential-yearly', '2', false],
    [3, 'Enterprise', 'enterprise-monthly', '1', true],
    [4, 'Enterprise', 'enterprise-yearly', '2', true],
  ]),
});
