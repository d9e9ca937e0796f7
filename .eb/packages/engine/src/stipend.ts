import { personBasis } from './pay/person-basis';
import { type StipendFigures, stipendFigures } from './pay/stipend';
import { locationBasis } from './prepare/location-basis';
import { HOURS, MONEY, PERCENT, PERIODS, round, roundOrNull } from './results/round';
import type { Person } from './types/person';
import type { LocationRates, RateSnapshot } from './types/rates';

/** The stipend modal's figures for a person at a location (computed whether or not the stipend is on). */
export function stipend(person: Person, location: LocationRates, rates: RateSnapshot): StipendFigures {
  return stipendFigures(personBasis(person, rates.taxYear), locationBasis(location));
}

export type StipendNumbers = {
  [K in keyof StipendFigures]: null extends StipendFigures[K] ? number | null : number;
};

/** Rounded once each: money to cents, hours to 2 places, weeks and shifts to 4, the discount as a percent. */
export function toStipendFigures(s: StipendFigures): StipendNumbers {
  const m = (v: StipendFigures['m_i']) => round(v, MONEY);
  return {
    m_i: m(s.m_i),
    lodging: m(s.lodging),
    total_daily: m(s.total_daily),
    weekly: m(s.weekly),
    total_assignment: m(s.total_assignment),
    discount: round(s.discount, PERCENT),
    number_of_shifts: round(s.number_of_shifts, PERIODS),
    hours_per_shift: roundOrNull(s.hours_per_shift, HOURS),
    total_numbers_of_hours: round(s.total_numbers_of_hours, HOURS),
    weeks: round(s.weeks, PERIODS),
    stipend_total: m(s.stipend_total),
    stipend_per_week: m(s.stipend_per_week),
    stipend_per_shift: roundOrNull(s.stipend_per_shift, MONEY),
    stipend_per_hour: roundOrNull(s.stipend_per_hour, MONEY),
  };
}
