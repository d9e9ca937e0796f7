import { randomBytes } from 'node:crypto';
import { discountCents, periodTotalCents, prorationLines } from '@app/contracts/billing/pricing';
import { periodEnd } from './period';
import { attachDecline, CHARGE_FAILED, chargeSucceeds, readSandboxCard } from './sandbox-cards';
import {
  CardError,
  type PaymentProvider,
  type PriceRef,
  type PromoRef,
  type ProviderInvoice,
  type ProviderInvoiceLine,
  type ProviderSubscription,
  type SubscriptionSnapshot,
} from './types';

/**
 * The built-in payment provider used when Stripe is not configured: it runs offline, accepts Stripe's test
 * cards, declines the decline ones, and issues invoices whose total is the sum of their lines. Subscriptions,
 * cards and invoices live in our billing tables; renewals are run by `runSandboxRenewals`.
 */
export function createSandboxProvider(): PaymentProvider & { kind: 'sandbox'; renew: typeof renew } {
  return {
    kind: 'sandbox',
    publishableKey: null,
    createCustomer: async () => `cus_sbx_${hex()}`,
    createSetupIntent: async () => null,
    async attachCard(_customerId, pmId) {
      const card = readSandboxCard(pmId);
      if (!card) throw new CardError('No such payment method.', 'resource_missing');
      const decline = attachDecline(card);
      if (decline) throw new CardError(decline.message, decline.code);
      return { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
    },
    detachCard: async () => {},
    setDefaultCard: async () => {},
    async createSubscription({ price, seats, pmId, promo, now, trialEnd }) {
      const id = `sub_sbx_${hex()}`;
      if (trialEnd && trialEnd > now) {
        // Subscribed during the trial: the card was checked when it was added; the first period is invoiced
        // when the trial ends (the renewal job), as Stripe's trial_end does.
        readCardOrFail(pmId);
        return {
          id,
          status: 'trialing',
          seats,
          periodStart: now,
          periodEnd: trialEnd,
          cancelAt: null,
          latestInvoice: null,
        };
      }
      charge(pmId);
      const end = periodEnd(now, price.frequency);
      const lines = periodLines(price, seats, promo);
      return {
        id,
        status: 'active',
        seats,
        periodStart: now,
        periodEnd: end,
        cancelAt: null,
        latestInvoice: invoice(id, lines, now, now, end, `${price.planName} plan, ${seats} member(s)`),
      };
    },
    previewCreate: async ({ price, seats, promo, now, trialEnd }) =>
      trialEnd && trialEnd > now ? [] : periodLines(price, seats, promo),
    previewChange: async (input) => changeOf(input).lines,
    async changeSubscription(input) {
      const { current, price, seats, now } = input;
      const { lines, start, end } = changeOf(input);
      const total = lines.reduce((s, l) => s + l.amountCents, 0);
      if (total > 0) charge(current.defaultPmId);
      return {
        id: current.id,
        status: current.trialing ? 'trialing' : 'active',
        seats,
        periodStart: start,
        periodEnd: end,
        cancelAt: null,
        latestInvoice: lines.length
          ? invoice(
              current.id,
              lines,
              now,
              start,
              end,
              `${price.planName} plan, ${seats} member(s), prorated`,
            )
          : null,
      };
    },
    cancelAtPeriodEnd: async (current) => unchanged(current, current.periodEnd),
    resume: async (current) => unchanged(current, null),
    renew,
  };
}

/**
 * What changing a subscription invoices now, and its period afterwards (docs/product/billing.md#seat-prices):
 * within a period, the prorated credit and charge of `prorationLines`; between monthly and yearly, a new period
 * starts today (as Stripe resets the cycle when the interval changes): the unused time of the old period is
 * credited and the new period is charged in full. During a trial nothing is charged: the first invoice, at the
 * end of the trial, has the new seats.
 */
function changeOf({
  current,
  price,
  seats,
  now,
}: {
  current: SubscriptionSnapshot;
  price: PriceRef;
  seats: number;
  now: Date;
}): { lines: ProviderInvoiceLine[]; start: Date; end: Date } {
  if (current.trialing) return { lines: [], start: current.periodStart, end: current.periodEnd };
  if (price.frequency !== current.price.frequency) {
    const credit = prorationLines({
      planName: current.price.planName,
      frequency: current.price.frequency,
      fromSeats: current.seats,
      toSeats: current.seats,
      periodStart: current.periodStart,
      periodEnd: current.periodEnd,
      now,
    })[0];
    return {
      lines: [...(credit ? [credit] : []), ...periodLines(price, seats, null)],
      start: now,
      end: periodEnd(now, price.frequency),
    };
  }
  const lines = prorationLines({
    planName: current.price.planName,
    frequency: current.price.frequency,
    fromSeats: current.seats,
    toSeats: seats,
    newPlanName: price.planName,
    periodStart: current.periodStart,
    periodEnd: current.periodEnd,
    now,
  });
  return { lines, start: current.periodStart, end: current.periodEnd };
}

/**
 * Charges the next period of a sandbox subscription with its default card: a paid invoice for the new period,
 * or an open one when the card is refused (the subscription then goes past due).
 */
function renew(current: SubscriptionSnapshot, now: Date): { paid: boolean; invoice: ProviderInvoice } {
  const start = current.periodEnd <= now ? current.periodEnd : now;
  const end = periodEnd(start, current.price.frequency);
  const card = current.defaultPmId ? readSandboxCard(current.defaultPmId) : null;
  const paid = !!card && chargeSucceeds(card);
  const inv = invoice(
    current.id,
    periodLines(current.price, current.seats, null),
    now,
    start,
    end,
    `${current.price.planName} plan, ${current.seats} member(s), renewal`,
  );
  return { paid, invoice: { ...inv, status: paid ? 'paid' : 'open' } };
}

/** The subscription as it is, with another cancellation date (cancelling at period end, or resuming). */
function unchanged(current: SubscriptionSnapshot, cancelAt: Date | null): ProviderSubscription {
  return {
    id: current.id,
    status: current.trialing ? 'trialing' : 'active',
    seats: current.seats,
    periodStart: current.periodStart,
    periodEnd: current.periodEnd,
    cancelAt,
    latestInvoice: null,
  };
}

function readCardOrFail(pmId: string | null) {
  const card = pmId ? readSandboxCard(pmId) : null;
  if (!card) throw new CardError('The customer has no payment method.', 'missing_payment_method');
  return card;
}

function charge(pmId: string | null): void {
  const card = readCardOrFail(pmId);
  if (!chargeSucceeds(card)) throw new CardError(CHARGE_FAILED.message, CHARGE_FAILED.code);
}

/** The first invoice of a period: seats x the per-seat price, less a promo code's discount (first invoice only). */
function periodLines(price: PriceRef, seats: number, promo: PromoRef | null): ProviderInvoiceLine[] {
  const amount = periodTotalCents(seats, price.frequency);
  const lines: ProviderInvoiceLine[] = [
    {
      description: `${seats} × ${price.planName} (${price.frequency})`,
      quantity: seats,
      amountCents: amount,
    },
  ];
  if (promo) {
    const off = discountCents(amount, promo);
    if (off > 0) lines.push({ description: `Promo code ${promo.code}`, quantity: 1, amountCents: -off });
  }
  return lines;
}

function invoice(
  subscriptionId: string,
  lines: ProviderInvoiceLine[],
  created: Date,
  periodStart: Date,
  periodEnd: Date,
  description: string,
): ProviderInvoice {
  return {
    id: `in_sbx_${hex()}`,
    number: `SBX-${hex().slice(0, 8).toUpperCase()}`,
    status: 'paid',
    created,
    description,
    periodStart,
    periodEnd,
    lines,
    totalCents: lines.reduce((s, l) => s + l.amountCents, 0),
    subscriptionId,
  };
}

const hex = () => randomBytes(8).toString('hex');

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
