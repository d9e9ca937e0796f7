import type { Person } from '../types/person';
import type { LocationRates, RateSnapshot } from '../types/rates';
import { Q, Q0, Q1, Q100 } from './fraction';

/**
 * An independent implementation of docs/calculation-model.md in exact fractions, written from that page (and
 * the engine's input and output types) only. Tests price random inputs with both and require every presented
 * figure to agree to the cent. Slow and plain on purpose: no caches, no shortcuts.
 */

type Num = Person['pay']['rate'];
const q = (value: Num): Q => Q.parse(value as string);
const pct = (value: Num): Q => q(value).div(Q100);
const sum = (values: Q[]): Q => values.reduce((a, b) => a.add(b), Q0);
const divOrNull = (a: Q, b: Q): Q | null => (b.isZero() ? null : a.div(b));

/** The value of the latest year given at or before `year`; before the first year, the first (or `before`). */
function yearValue<T>(table: Readonly<Record<number, T>>, year: number, before?: T): T | undefined {
  const years = Object.keys(table)
    .map(Number)
    .sort((a, b) => a - b);
  if (years.length === 0) return before;
  let found: number | undefined;
  for (const y of years) if (y <= year) found = y;
  if (found === undefined) return before !== undefined ? before : table[years[0] as number];
  return table[found];
}

/** A wage base: null when there is no cap (0 or none). */
const capOf = (value: Num | null | undefined): Q | null => {
  if (value === null || value === undefined) return null;
  const base = q(value);
  return base.isZero() ? null : base;
};
const capped = (wages: Q, base: Q | null): Q => (base === null ? wages : wages.min(base));

const DAY = 86_400_000;
const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY;

interface ReferenceCapYear {
  year: number;
  taxable_wages: Q;
  social_security: Q;
  medicare: Q;
  futa: Q;
  suta: Q;
  futa_rate: Q;
}

export interface ReferenceResult {
  time: Record<string, Q | null>;
  rates: Record<string, Q | null>;
  total: Record<string, Q>;
  hour: Record<string, Q> | null;
  gross_profit_percent: Q;
  profitability: Record<string, Q | null>;
  hours_taxed: Record<string, Q>;
  cap_years: ReferenceCapYear[];
  cost_lines: { id: string; category: string; value: Q }[];
}

const PERIODS_A_YEAR = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

export function referenceCalculate(
  person: Person,
  location: LocationRates,
  rates: RateSnapshot,
): ReferenceResult {
  // 3. Time
  const schedule = person.assignment.schedule;
  const [H, D] =
    schedule.kind === 'full-time'
      ? [Q.int(40), Q.int(5)]
      : schedule.kind === 'part-time'
        ? [q(schedule.hoursPerWeek), Q.int(5)]
        : [q(schedule.hoursPerShift).mul(q(schedule.shiftsPerWeek)), q(schedule.shiftsPerWeek)];
  const h = divOrNull(H, D);
  const period = person.assignment.period;
  let calendarDays: Q | null = null;
  let W: Q;
  if (period.kind === 'dates') {
    calendarDays = Q.int(dayNumber(period.endDate) - dayNumber(period.startDate) + 1);
    W = calendarDays.div(Q.int(7));
  } else {
    const perUnit = period.unit === 'week' ? Q1 : period.unit === 'month' ? Q.of(52n, 12n) : Q.int(52);
    W = q(period.length).mul(perUnit);
  }
  const M = W.mul(Q.int(12)).div(Q.int(52));
  const daysWorked = D.mul(W);
  const T = H.mul(W);
  const salary = person.pay.compensation === 'salary';
  const straight = salary || person.pay.exempt;
  const forty = Q.int(40);
  const R = straight ? H : H.min(forty);
  const O = straight ? Q0 : H.sub(forty).max(Q0);

  // 4. Pay, revenue and wages
  const p = !salary
    ? q(person.pay.rate)
    : person.pay.salaryPeriod === 'monthly'
      ? q(person.pay.rate).mul(Q.int(12)).div(Q.int(2080))
      : q(person.pay.rate).div(Q.int(2080));
  const bill = person.bill;
  const b = bill.kind === 'bill_rate' ? q(bill.billRate) : p.mul(Q1.add(pct(bill.markupPercent)));
  const k = q(bill.overtimeMultiplier);
  const regularPay = R.mul(W).mul(p);
  const overtimePay = O.mul(W).mul(p).mul(k);
  const revenue = R.mul(W).mul(b);
  const overtimeRevenue = O.mul(W).mul(b).mul(k);
  const totalRevenue = revenue.add(overtimeRevenue);
  const benefits = person.benefits;
  const bonus =
    benefits.bonus === null
      ? Q0
      : benefits.bonus.kind === 'percent'
        ? pct(benefits.bonus.amount).mul(regularPay.add(overtimePay))
        : q(benefits.bonus.amount);
  const leave = (l: Person['benefits']['holidays']): Q => {
    if (l === null || h === null) return Q0;
    const days = l.basis === 'per-assignment' ? q(l.days) : q(l.days).mul(W).div(Q.int(52));
    return days.mul(h).mul(p);
  };
  const holidays = leave(benefits.holidays);
  const pto = leave(benefits.pto);
  let sptoHours = Q0;
  if (benefits.statutoryPto || rates.alwaysAccrueSpto) {
    for (const rule of location.sickLeave) {
      const rate = q(rule.accrualRate);
      if (rate.isZero()) continue;
      let hours = T.div(rate);
      const perYear = q(rule.accrualCapPerYear);
      if (!perYear.isZero()) hours = hours.min(perYear.mul(Q.of(W.div(Q.int(52)).ceil())));
      const total = q(rule.totalCap);
      if (!total.isZero()) hours = hours.min(total);
      sptoHours = sptoHours.add(hours);
    }
  }
  const statutoryPto = sptoHours.mul(p);
  const perDiem = location.perDiem ?? { mie: '68', lodging: '110' };
  const stipends = person.pay.stipend.enabled
    ? q(perDiem.mie)
        .add(q(perDiem.lodging))
        .mul(Q.int(7))
        .mul(W)
        .mul(Q1.sub(pct(person.pay.stipend.discountPercent)))
    : Q0;
  const taxableWages = sum([regularPay, overtimePay, bonus, holidays, pto, statutoryPto]);
  const totalWages = sum([regularPay, overtimePay, bonus, stipends]);

  // 5. Employer taxes and wage caps
  const shares: { year: number; share: Q }[] = [];
  if (period.kind === 'dates' && calendarDays !== null) {
    const start = new Date(`${period.startDate}T00:00:00Z`).getUTCFullYear();
    const end = new Date(`${period.endDate}T00:00:00Z`).getUTCFullYear();
    for (let year = start; year <= end; year++) {
      const from = Math.max(dayNumber(period.startDate), Date.UTC(year, 0, 1) / DAY);
      const to = Math.min(dayNumber(period.endDate), Date.UTC(year, 11, 31) / DAY);
      shares.push({ year, share: Q.int(to - from + 1).div(calendarDays) });
    }
  } else if (W.isZero()) {
    shares.push({ year: rates.taxYear, share: Q1 });
  } else {
    const blocks = Number(W.div(Q.int(52)).ceil());
    for (let i = 0; i < blocks; i++) {
      const weeks = W.sub(Q.int(52 * i)).min(Q.int(52));
      shares.push({ year: rates.taxYear + i, share: weeks.div(W) });
    }
  }
  const suta = pct(location.suta.ratePercent);
  const capYears: ReferenceCapYear[] = shares.map(({ year, share }) => {
    const federal = yearValue(rates.federal, year);
    if (!federal) throw new Error('no federal constants');
    const wages = taxableWages.mul(share);
    const futaRate = q(federal.futaNetRate).add(
      q(yearValue(location.futaCreditReductions, year, '0') ?? '0'),
    );
    return {
      year,
      taxable_wages: wages,
      social_security: pct(federal.socialSecurityRate).mul(
        capped(wages, capOf(federal.socialSecurityWageBase)),
      ),
      medicare: pct(federal.medicareRate).mul(wages),
      futa: futaRate.div(Q100).mul(capped(wages, capOf(federal.futaWageBase))),
      suta: suta.mul(capped(wages, capOf(yearValue(location.suta.wageBases, year)))),
      futa_rate: futaRate,
    };
  });
  const socialSecurity = sum(capYears.map((y) => y.social_security));
  const medicare = sum(capYears.map((y) => y.medicare));
  const futa = sum(capYears.map((y) => y.futa));
  const sutaTax = sum(capYears.map((y) => y.suta));
  const federalTaxes = socialSecurity.add(medicare).add(futa);
  const employerTaxes = federalTaxes.add(sutaTax);
  const first = capYears[0] as ReferenceCapYear;
  const firstFederal = yearValue(rates.federal, first.year);
  const hoursTaxed = (base: Q | null): Q =>
    base === null || taxableWages.isZero() || T.isZero() ? T : T.min(base.mul(T).div(taxableWages));
  const sutaBase = capOf(yearValue(location.suta.wageBases, first.year));
  const hoursTaxedFigures: Record<string, Q> = {};
  for (const [name, base] of [
    ['suta', sutaBase],
    ['futa', capOf(firstFederal?.futaWageBase)],
    ['social_security', capOf(firstFederal?.socialSecurityWageBase)],
  ] as const) {
    const taxed = hoursTaxed(base);
    hoursTaxedFigures[`${name}_hours_taxed`] = taxed;
    hoursTaxedFigures[`post_${name}_hours_taxed`] = T.sub(taxed);
  }

  // 6. Risk, benefits and other costs
  const premium = O.mul(W).mul(p).mul(k.sub(Q1)).max(Q0);
  const workersComp = pct(location.workersComp.ratePercent).mul(taxableWages.sub(premium));
  const k401 = benefits.k401Percent === null ? Q0 : pct(benefits.k401Percent).mul(taxableWages);
  const healthcare = sum(
    benefits.healthPlans.map((plan) => {
      const found = rates.healthcarePackages.find((pkg) => pkg.id === plan.packageId);
      return found ? q(found.monthlyPremiums[plan.tier]).mul(M) : Q0;
    }),
  );
  const lines = person.otherCosts.selections.map((selection) => {
    const item =
      typeof selection.item === 'string'
        ? rates.costItems.find((i) => i.id === selection.item)
        : selection.item;
    if (!item) throw new Error(`no cost item ${String(selection.item)}`);
    return { category: selection.category, item };
  });
  const flatOrPercent = (item: (typeof lines)[number]['item']): Q => {
    if (item.option === 'percentage')
      return pct(item.amount).mul(item.from === 'revenue' ? totalRevenue : totalWages);
    const per = { once: Q1, hour: T, week: W, month: M }[item.frequency];
    return q(item.amount).mul(per);
  };
  const otherInsuranceLines = lines
    .filter((l) => l.category === 'liability_insurance')
    .map((l) => ({ id: l.item.id, value: flatOrPercent(l.item) }));
  const otherInsurance = sum(otherInsuranceLines.map((l) => l.value));
  const risk = workersComp.add(otherInsurance);
  const interestBase = totalWages.add(employerTaxes).add(risk);
  const terms = q(person.otherCosts.paymentTermsDays);
  const costLines = lines.map((l) => {
    if (l.category === 'liability_insurance')
      return { id: l.item.id, category: l.category, value: flatOrPercent(l.item) };
    if (l.category === 'interest' && l.item.option === 'percentage') {
      const value = q(l.item.amount).mul(terms).mul(interestBase).div(Q100).div(Q.int(360));
      return { id: l.item.id, category: l.category, value };
    }
    return { id: l.item.id, category: l.category, value: flatOrPercent(l.item) };
  });
  const byCategory = (category: string): Q =>
    sum(costLines.filter((l) => l.category === category).map((l) => l.value));
  const backgroundCheck = byCategory('background_check');
  const drugScreening = byCategory('drug_screen');
  const screening = backgroundCheck.add(drugScreening);
  const interest = byCategory('interest');
  const msp = byCategory('msp');
  const vms = byCategory('vms');
  const payrolling = byCategory('payrolling');
  const custom = byCategory('custom');
  const otherCosts = sum([screening, interest, msp, vms, payrolling, custom]);
  const additionalBenefits = sum([holidays, pto, k401, healthcare]);
  const benefitsTotal = statutoryPto.add(additionalBenefits);

  // 7. Results
  const burden = sum([employerTaxes, risk, benefitsTotal, otherCosts]);
  const projectCost = totalWages.add(burden);
  const grossProfit = totalRevenue.sub(projectCost);
  const tax = location.salesTax;
  const salesTax =
    tax === null || tax.exempt || rates.salesTaxExemptAll
      ? Q0
      : tax.type === 'total_invoice'
        ? pct(tax.ratePercent).mul(totalRevenue)
        : pct(tax.ratePercent).mul(grossProfit).max(Q0);
  const total: Record<string, Q> = {
    regular_pay: regularPay,
    overtime_pay: overtimePay,
    revenue,
    overtime_revenue: overtimeRevenue,
    total_revenue: totalRevenue,
    bonus,
    holidays,
    pto_vacation_sick: pto,
    statutory_pto: statutoryPto,
    stipends,
    taxable_wages: taxableWages,
    non_taxable_wages: stipends,
    total_wages: totalWages,
    total_earnings: taxableWages.add(stipends),
    social_security: socialSecurity,
    medicare,
    futa,
    suta: sutaTax,
    federal_taxes: federalTaxes,
    state_taxes: sutaTax,
    employer_taxes: employerTaxes,
    workers_comp: workersComp,
    other_insurance: otherInsurance,
    insurance: risk,
    risk,
    k_401: k401,
    healthcare,
    mandatory_benefits: statutoryPto,
    additional_benefits: additionalBenefits,
    benefits: benefitsTotal,
    background_check: backgroundCheck,
    drug_screening: drugScreening,
    screening,
    interest,
    financing: interest,
    msp,
    vms,
    payrolling_cost: payrolling,
    custom_cost: custom,
    other_costs: otherCosts,
    total_employers_burden: burden,
    total_project_cost: projectCost,
    gross_profit: grossProfit,
    sales_tax: salesTax,
  };
  const hour = T.isZero() ? null : Object.fromEntries(Object.entries(total).map(([n, v]) => [n, v.div(T)]));
  const periods = PERIODS_A_YEAR[person.pay.frequency];
  const weeklyPay = R.mul(p).add(O.mul(p).mul(k));
  return {
    time: {
      hours_per_week: H,
      days_per_week: D,
      hours_per_day: h,
      weeks: W,
      months: M,
      days_worked: daysWorked,
      total_hours: T,
      regular_hours: R.mul(W),
      overtime_hours: O.mul(W),
      calendar_days: calendarDays,
    },
    rates: {
      pay_rate: p,
      bill_rate: b,
      markup: p.isZero() ? null : b.div(p).sub(Q1).mul(Q100),
      overtime_multiplier: k,
      overtime_pay_rate: p.mul(k),
      overtime_bill_rate: b.mul(k),
      suta_rate: q(location.suta.ratePercent),
      futa_rate: first.futa_rate,
      workers_comp_rate: q(location.workersComp.ratePercent),
      wage_rate: divOrNull(taxableWages, T),
      initial_rate: sutaBase,
      diff: sutaBase === null ? Q0 : taxableWages.sub(sutaBase).max(Q0),
      wages_per_pay_period: weeklyPay.mul(Q.int(52)).div(Q.int(periods)),
    },
    total,
    hour,
    gross_profit_percent: totalRevenue.isZero() ? Q0 : grossProfit.div(totalRevenue).mul(Q100),
    profitability: {
      assignment_total_profit: grossProfit,
      assignment_profit_per_hour: divOrNull(grossProfit, T),
      assignment_profit_per_day: divOrNull(grossProfit, daysWorked),
      assignment_profit_per_week: divOrNull(grossProfit, W),
      assignment_profit_per_month: divOrNull(grossProfit, M),
    },
    hours_taxed: hoursTaxedFigures,
    cap_years: capYears,
    cost_lines: costLines,
  };
}
