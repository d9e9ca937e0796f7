import type { Dec, Num } from '../decimal';

export type SolveFailure =
  /** The target itself is impossible (a margin of 100% or more). */
  | 'invalid_target'
  /** No billable hours, so revenue is 0 whatever the rate. */
  | 'no_revenue'
  /** No value of the rate reaches the target (costs that grow with revenue, or fixed costs, prevent it). */
  | 'unreachable'
  /** Every pay rate keeps the target (nothing costs more as pay rises): there is no highest one. */
  | 'unbounded'
  /** Markup is relative to a pay rate of 0. */
  | 'no_pay_rate';

export type SolveOutcome = { ok: true; value: Dec } | { ok: false; reason: SolveFailure; message: string };

export const solved = (value: Dec): SolveOutcome => ({ ok: true, value });
export const failed = (reason: SolveFailure, message: string): SolveOutcome => ({
  ok: false,
  reason,
  message,
});

/** Aim of a bill-rate or markup solve. */
export type ProfitTarget = { grossProfitPercent: Num } | { grossProfitPerHour: Num };

/** Gross profit can never be all of revenue while anything costs money. */
export const marginOf100 = (): SolveOutcome =>
  failed('invalid_target', 'A gross-profit margin of 100% or more cannot be reached');
