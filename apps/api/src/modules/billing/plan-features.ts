import type { PlainPerson } from '@app/contracts/calculation';
import { ErrorCode, messages } from '@app/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { requireOrganization, tenantOf } from '../../plugins/auth';
import { findSubscription } from './billing.repo';
import { isEssential } from './billing-state';

/**
 * What the Essential plan leaves out (docs/product/organizations-and-roles.md#plan-restrictions). Trials and
 * Enterprise have every feature.
 */
const ESSENTIAL_EXCLUDES = [
  'quotes',
  'approvals',
  'multiple_persons',
  'benefits',
  'other_costs',
  'stipends',
  'custom_costs',
  'settings_sales_tax',
  'settings_spto',
  'settings_packages',
  'settings_costs',
  /** API keys that write (docs/product/api-keys.md): Essential keys only read. */
  'api_write',
] as const;
export type PlanFeature = (typeof ESSENTIAL_EXCLUDES)[number];

/** The paid plan's name while the subscription is live, else null. */
async function livePlanName(db: DbOrTx, organizationId: number): Promise<string | null> {
  const sub = await findSubscription(db, organizationId);
  return livePlanOf(sub && { ...sub.subscription, planName: sub.plan.name });
}

/** The same, from a subscription already read (a membership carries it, plugins/auth.ts). */
function livePlanOf(sub: { status: string; planName: string } | null): string | null {
  if (!sub || !['trialing', 'active', 'past_due', 'unpaid'].includes(sub.status)) return null;
  return sub.planName;
}

const upgrade = (errors?: Record<string, string[]>) =>
  new AppError(ErrorCode.PlanRequired, messages.upgradePlan, errors);

/** Throws 403 PLAN_REQUIRED 'You need to upgrade your plan to use this feature.' on Essential. */
export async function assertPlanFeature(
  db: DbOrTx,
  organizationId: number,
  feature: PlanFeature,
): Promise<void> {
  if (
    (ESSENTIAL_EXCLUDES as readonly string[]).includes(feature) &&
    isEssential(await livePlanName(db, organizationId))
  ) {
    throw upgrade();
  }
}

/**
 * preHandler factory for routes a plan may lack: `preHandler: requirePlanFeature('quotes')`. It resolves the
 * organisation first (as requireOrganization), so it can follow or replace that guard.
 */
export function requirePlanFeature(feature: PlanFeature) {
  return async function requirePlanFeatureHandler(request: FastifyRequest, reply?: FastifyReply) {
    await requireOrganization(request, reply);
    await assertPlanFeature(request.server.authDb, tenantOf(request).organizationId, feature);
  };
}

/**
 * A calculation on Essential: one person (one employee), no benefits, other costs or stipends. Field messages
 * name what to remove.
 */
function essentialViolations(personList: PlainPerson[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const say = (field: string) => {
    errors[field] = [messages.upgradePlan];
  };
  if (personList.length > 1) say('persons');
  personList.forEach((p, i) => {
    const at = `persons.${i}`;
    if (Number(p.employees ?? 1) > 1) say(`${at}.employees`);
    if (p.pay?.stipend) say(`${at}.pay.stipend`);
    const b = p.benefits;
    if (b) {
      for (const flag of ['holiday_pay', 'paid_time', 'k_401', 'bonus', 'healthcare_plan', 'spto'] as const) {
        if (b[flag]) say(`${at}.benefits.${flag}`);
      }
    }
    const selections = p.other_costs?.costs ?? {};
    for (const [type, list] of Object.entries(selections)) {
      if (Array.isArray(list) && list.length > 0) say(`${at}.other_costs.costs.${type}`);
    }
  });
  return errors;
}

/**
 * Refuses a calculation the organisation's plan does not allow (403 with field messages). `subscription` is
 * the one the request's membership carries, when it does (undefined: read it here).
 */
export async function assertCalculationAllowed(
  db: DbOrTx,
  organization: { organizationId: number; subscription?: { status: string; planName: string } | null },
  personList: PlainPerson[],
): Promise<void> {
  const plan =
    organization.subscription === undefined
      ? await livePlanName(db, organization.organizationId)
      : livePlanOf(organization.subscription);
  if (!isEssential(plan)) return;
  const errors = essentialViolations(personList);
  if (Object.keys(errors).length) throw upgrade(errors);
}
