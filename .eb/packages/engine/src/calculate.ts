import { BOUNDS } from './constants/defaults';
import { type CostTotals, emptyCostTotals, priceGroup } from './costs/other-costs';
import type { CostBases } from './costs/types';
import { plus, ZERO } from './decimal';
import { EngineError } from './errors';
import { personBasis } from './pay/person-basis';
import { personRates } from './pay/person-rates';
import { sptoHours } from './pay/spto';
import { stipendTotal } from './pay/stipend';
import { locationBasis } from './prepare/location-basis';
import { ratesBasis } from './prepare/rates-basis';
import { assembleResult } from './results/assemble';
import { employerTaxes } from './taxes/employer-taxes';
import type { Person } from './types/person';
import type { LocationRates, RateSnapshot } from './types/rates';
import type { CalculationResult, CostLine } from './types/result';

/**
 * Every figure of one person working at one location, at full precision (model sections 3 to 8). Pure: the
 * same person, location and snapshot always give the same figures. Person, location and snapshot objects
 * are memoised by identity (what does not depend on the location is computed once per person), so they are
 * frozen, deeply, on first sight: to price a change, pass a new object.
 */
export function calculate(person: Person, location: LocationRates, rates: RateSnapshot): CalculationResult {
  if (person.locations.length > BOUNDS.maxLocationsPerPerson) {
    const most = BOUNDS.maxLocationsPerPerson;
    throw new EngineError(`A person has at most ${most} locations`, 'locations', 'out_of_range');
  }
  const basis = personBasis(person, rates.taxYear);
  const loc = locationBasis(location);
  const rb = ratesBasis(rates);
  const { costs: selected, healthcare } = personRates(person, basis, rb);
  const { totalHours, weeks, months, totalRevenue } = basis;

  const sptoOn = loc.sickLeave.length > 0 && (person.benefits.statutoryPto || rates.alwaysAccrueSpto);
  const statutoryPto = sptoOn ? sptoHours(loc.sickLeave, totalHours, weeks).mul(basis.rates.pay) : ZERO;
  const stipends = person.pay.stipend.enabled ? stipendTotal(basis, loc) : ZERO;
  // Paid leave is taxed but is a benefit, not a wage; stipends are wages but never taxed.
  const taxableWages = plus(plus(plus(basis.paidWages, basis.holidays), basis.ptoVacationSick), statutoryPto);
  const totalWages = plus(basis.paidWages, stipends);

  const taxes = employerTaxes(taxableWages, basis.span.capYears, rb, loc);
  const federalTaxes = taxes.social_security.add(taxes.medicare).add(taxes.futa);
  const employerTaxesTotal = federalTaxes.add(taxes.suta);
  // The overtime premium (the k - 1 part) is outside the workers' comp base.
  const workersComp = loc.workersCompRate.mul(taxableWages.sub(basis.overtimePremium));

  const bases: CostBases = { totalRevenue, totalWages, totalHours, weeks, months };
  const costs: CostTotals = emptyCostTotals();
  const lines: CostLine[] = [];
  priceGroup(selected.liability, bases, costs, lines);
  const risk = plus(workersComp, costs.other_insurance);
  if (selected.interest.length > 0) {
    const base = totalWages.add(employerTaxesTotal).add(risk);
    priceGroup(selected.interest, bases, costs, lines, base);
  }
  priceGroup(selected.others, bases, costs, lines);

  return assembleResult({
    person,
    location,
    rates,
    basis,
    loc,
    statutoryPto,
    stipends,
    taxableWages,
    totalWages,
    taxes,
    federalTaxes,
    employerTaxes: employerTaxesTotal,
    workersComp,
    risk,
    k401: basis.k401 ? basis.k401.mul(taxableWages) : ZERO,
    healthcare,
    costs,
    lines,
  });
}
