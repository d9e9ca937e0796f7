import { randomBytes } from 'node:crypto';
import type { CardDetails } from './types';

/**
 * The sandbox's cards: Stripe's documented test card numbers behave as they do in Stripe's test mode
 * (docs/product/billing.md#the-sandbox-provider). A card becomes a payment method id that carries its
 * behaviour, so the sandbox needs no state of its own beyond our billing tables.
 */

type Behaviour = 'ok' | 'chargefail' | 'declined' | 'insufficient' | 'lost' | 'expired' | 'cvc';

const TEST_CARDS: Record<string, Behaviour> = {
  '4242424242424242': 'ok',
  '4000056655665556': 'ok',
  '5555555555554444': 'ok',
  '2223003122003222': 'ok',
  '5200828282828210': 'ok',
  '378282246310005': 'ok',
  '371449635398431': 'ok',
  '6011111111111117': 'ok',
  '6011000990139424': 'ok',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient',
  '4000000000009987': 'lost',
  '4000000000000069': 'expired',
  '4000000000000127': 'cvc',
  // Attaches, but every charge fails: the card for failed renewals.
  '4000000000000341': 'chargefail',
};

const DECLINES: Record<Exclude<Behaviour, 'ok' | 'chargefail'>, { message: string; code: string }> = {
  declined: { message: 'Your card was declined.', code: 'generic_decline' },
  insufficient: { message: 'Your card has insufficient funds.', code: 'insufficient_funds' },
  lost: { message: 'Your card was declined.', code: 'lost_card' },
  expired: { message: 'Your card has expired.', code: 'expired_card' },
  cvc: { message: "Your card's security code is incorrect.", code: 'incorrect_cvc' },
};

export const CHARGE_FAILED = { message: 'Your card was declined.', code: 'card_declined' };

function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type TokenizeResult = { ok: true; pmId: string } | { ok: false; field: string; message: string };

/** The sandbox's createPaymentMethod: checks the number, expiry and CVC as Stripe's card form does. */
export function tokenizeSandboxCard(
  input: { number: string; exp_month: number; exp_year: number; cvc: string },
  now: Date,
): TokenizeResult {
  const { number } = input;
  if (!luhn(number)) return { ok: false, field: 'number', message: 'Your card number is invalid.' };
  const behaviour = TEST_CARDS[number];
  if (!behaviour) {
    return {
      ok: false,
      field: 'number',
      message: 'Your card was declined. The sandbox accepts only the card provider’s test card numbers.',
    };
  }
  const brand = brandOf(number);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (input.cvc.length !== cvcLength) {
    return { ok: false, field: 'cvc', message: 'Your card’s security code is incomplete.' };
  }
  const monthEnd = Date.UTC(input.exp_year, input.exp_month, 1);
  if (monthEnd <= now.getTime()) {
    return { ok: false, field: 'exp_year', message: 'Your card’s expiration date is in the past.' };
  }
  const mm = String(input.exp_month).padStart(2, '0');
  const pmId = `pm_sbx_${behaviour}_${brand}_${number.slice(-4)}_${mm}${input.exp_year}_${randomBytes(6).toString('hex')}`;
  return { ok: true, pmId };
}

export interface SandboxCard extends CardDetails {
  behaviour: Behaviour;
}

/** Reads a sandbox payment method id; null when it is not one. */
export function readSandboxCard(pmId: string): SandboxCard | null {
  const m = /^pm_sbx_([a-z]+)_([a-z]+)_(\d{4})_(\d{2})(\d{4})_[0-9a-f]{12}$/.exec(pmId);
  if (!m) return null;
  return {
    behaviour: m[1] as Behaviour,
    brand: m[2]!,
    last4: m[3]!,
    expMonth: Number(m[4]),
    expYear: Number(m[5]),
  };
}

/** Attaching a card runs the provider's check: the decline cards are refused here. */
export function attachDecline(card: SandboxCard): { message: string; code: string } | null {
  if (card.behaviour === 'ok' || card.behaviour === 'chargefail') return null;
  return DECLINES[card.behaviour];
}

export const chargeSucceeds = (card: SandboxCard) => card.behaviour === 'ok';
