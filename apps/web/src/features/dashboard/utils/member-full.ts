import { ApiError } from '../../../lib/api-client';

/**
 * Whether an invitation was refused for want of seats (docs/product/teams-and-members.md#seat-limit): the seat
 * check answers `member_full`, as the answer's status or as the error's code, and the app then asks to raise
 * the subscription's seats (Yes repeats the call with force_update).
 */
export function isMemberFull(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  const body = err.body as { status?: string; code?: string; data?: { status?: string } };
  return [body.status, body.code, body.data?.status].some(
    (v) => typeof v === 'string' && v.toLowerCase() === 'member_full',
  );
}

/** The seats the refused invitations need (the MEMBER_FULL answer says so), or null when it did not say. */
export function seatsNeeded(err: unknown): number | null {
  if (!(err instanceof ApiError)) return null;
  const seats = (err.body as { seats?: unknown }).seats;
  return typeof seats === 'number' ? seats : null;
}
