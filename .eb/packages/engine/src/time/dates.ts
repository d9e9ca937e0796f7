import { EngineError } from '../errors';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of an ISO date (YYYY-MM-DD); UTC, so no time zone or DST shifts a day. */
export function dayNumber(iso: string, field = 'date'): number {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new EngineError(`${field} must be a date as YYYY-MM-DD`, field);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const check = new Date(ms);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    throw new EngineError(`${field} is not a calendar date`, field);
  }
  return ms / DAY_MS;
}

export const yearOfDay = (day: number): number => new Date(day * DAY_MS).getUTCFullYear();

export const firstDayOfYear = (year: number): number => Date.UTC(year, 0, 1) / DAY_MS;
