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
 * What this process's sandbox has done: the charges it took and each subscription's quantity, as a payment
 * provider's dashboard would show them (tests and the benchmark compare it with our database).
 */
export interface SandboxLedger {
  charges: number;
  chargedCents: number;
  quantities: Map<string, number>;
}

/** Idempotency keys kept per process; the oldest are forgotten first (Stripe forgets them after 24 hours). */
const KEPT_KEYS = 10_000;

/**
 * The built-in payment provider used when Stripe is not configured: it runs offline, accepts Stripe's test
 * cards, declines the decline ones, and issues invoices whose total is the sum of their lines. Subscriptions,
 * cards and invoices live in our billing tables; renewals are run by `runSandboxRenewals`. Like Stripe, a call
 * repeated with the same idempotency key and the same input gets the first answer again, and the same key with
 * other input is refused; unlike Stripe, a refused card is not remembered (nothing was charged).
 */
export function createSandboxProvider(): PaymentProvider & {
  kind: 'sandbox';
  renew: typeof renew;
  ledger: SandboxLedger;
} {
  const ledger: SandboxLedger = { charges: 0, chargedCents: 0, quantities: new Map() };
  const answers = new Map<string, { input: string; answer: Promise<unknown> }>();

  function once<T>(key: string, input: unknown, run: () => Promise<T>): Promise<T> {
    const fingerprint = JSON.stringify(input);
    const known = answers.get(key);
    if (known) {
      if (known.input !== fingerprint) {
        const refused =
          'Keys for idempotent requests can only be used with the same parameters they were first used with.';
        return Promise.reject(new Error(refused));
      }
      return known.answer as Promise<T>;
    }
    const answer = run();
    answers.set(key, { input: fingerprint, answer });
    answer.catch(() => answers.delete(key));
    if (answers.size > KEPT_KEYS) answers.delete(answers.keys().next().value!);
    return answer;
  }

  /** Takes a payment (or throws CardError) and keeps the subscription's new quantity. */
  function charge(pmId: string | null, amountCents: number) {
    chargeCard(pmId);
    ledger.charges += 1;
    ledger.chargedCents += amountCents;
  }

  return {
    kind: 'sandbox',
    publishableKey: null,
    ledger,
    createCustomer: (input, key) => once(key, input, async () => `cus_sbx_${hex()}`),
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
    // The fingerprints leave out `now`: a retry later is the same request, as it is to Stripe.
    createSubscription: ({ idempotencyKey, ...input }) =>
      once(idempotencyKey, { ...input, now: undefined }, async () => {
        const { price, seats, pmId, promo, now, trialEnd } = input;
        const id = `sub_sbx_${hex()}`;
        ledger.quantities.set(id, seats);
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
        const end = periodEnd(now, price.frequency);
        const lines = periodLines(price, seats, promo);
        charge(pmId, sumOf(lines));
        return {
          id,
          status: 'active',
          seats,
          periodStart: now,
          periodEnd: end,
          cancelAt: null,
          latestInvoice: invoice(id, lines, now, now, end, `${price.planName} plan, ${seats} member(s)`),
        };
      }),
    previewCreate: async ({ price, seats, promo, now, trialEnd }) =>
      trialEnd && trialEnd > now ? [] : periodLines(price, seats, promo),
    previewChange: async (input) => changeOf(input).lines,
    changeSubscription: ({ idempotencyKey, ...input }) =>
      once(idempotencyKey, { ...input, now: undefined }, async () => {
        const { current, price, seats, now } = input;
        const { lines, start, end } = changeOf(input);
        const total = sumOf(lines);
        if (total > 0) charge(current.defaultPmId, total);
        ledger.quantities.set(current.id, seats);
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
      }),
    cancelAtPeriodEnd: (current, key) =>
      once(key, current, async () => unchanged(current, current.periodEnd)),
    resume: (current, key) => once(key, current, async () => unchanged(current, null)),
    renew(current, now) {
      const renewal = renew(current, now);
      if (renewal.paid) {
        ledger.charges += 1;
        ledger.chargedCents += renewal.invoice.totalCents;
      }
      return renewal;
    },
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

function chargeCard(pmId: string | null): void {
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
    totalCents: sumOf(lines),
    subscriptionId,
  };
}

const sumOf = (lines: ProviderInvoiceLine[]) => lines.reduce((s, l) => s + l.amountCents, 0);

const hex = () => randomBytes(8).toString('hex');

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
