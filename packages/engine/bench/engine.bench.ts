/**
 * Engine benchmark: (person, location) calculations per second on one core, and a detail page's worth of
 * work: 100 persons x 3 locations = 300 results, then their sum. Run: npm run bench -w packages/engine
 *
 * Two workloads: "full" turns every feature on (dates across 1 January on half the persons, overtime shifts,
 * stipends, statutory sick leave, paid leave, 401k, healthcare, four cost items including interest and
 * liability insurance); "plain" is an hourly worker with a 401k and one flat cost, the common case.
 */
import { calculate, type Person, sumResults, toResultFigures, toSummedFigures } from '../src/index';
import { dates, location, person, rates } from '../src/testing/fixtures';

const snapshot = rates({
  healthcarePackages: [
    {
      id: 'h1',
      name: 'Basic',
      monthlyPremiums: {
        employee_only: '450',
        employee_spouse: '900',
        employee_dependent: '800',
        family: '1300',
      },
    },
  ],
  costItems: [
    { id: 'c1', name: 'Background check', option: 'flat', amount: '45', from: 'revenue', frequency: 'once' },
    { id: 'c2', name: 'MSP fee', option: 'percentage', amount: '3', from: 'revenue', frequency: 'once' },
    { id: 'c3', name: 'Factoring', option: 'percentage', amount: '12', from: 'wages', frequency: 'once' },
    {
      id: 'c4',
      name: 'General liability',
      option: 'percentage',
      amount: '0.5',
      from: 'wages',
      frequency: 'once',
    },
  ],
});

const locations = [
  location(),
  location({
    stateCode: 'CA',
    city: 'Los Angeles',
    suta: { ratePercent: '3.4', wageBases: { 2025: '7000' } },
    futaCreditReductions: { 2024: '0.9', 2025: '1.2' },
    sickLeave: [{ accrualRate: '30', accrualCapPerYear: '48', totalCap: '72' }],
    salesTax: { ratePercent: '9.5', type: 'total_invoice', exempt: false },
  }),
  location({ stateCode: 'NY', suta: { ratePercent: '4.1', wageBases: { 2025: '12800', 2026: '13000' } } }),
];

/** 100 plain persons: varied pay and length, a 401k and a background check. */
function plainPersons(count: number): Person[] {
  return Array.from({ length: count }, (_, i) =>
    person({
      jobName: `Worker ${i}`,
      pay: { ...person().pay, rate: String(18 + (i % 40) * 1.25) },
      assignment: {
        period: { kind: 'estimate', length: String(4 + (i % 30)), unit: 'week' },
        schedule: { kind: 'full-time' },
      },
      benefits: { ...person().benefits, k401Percent: '3' },
      otherCosts: { paymentTermsDays: '0', selections: [{ category: 'background_check', item: 'c1' }] },
    }),
  );
}

/** 100 full persons: varied pay, hours, dates across 1 January, every benefit and cost. */
function fullPersons(count: number): Person[] {
  return Array.from({ length: count }, (_, i) =>
    person({
      jobName: `Worker ${i}`,
      pay: {
        ...person().pay,
        rate: String(18 + (i % 40) * 1.25),
        stipend: { enabled: i % 3 === 0, discountPercent: '10' },
      },
      bill: { kind: 'markup', markupPercent: String(35 + (i % 20)), overtimeMultiplier: '1.5' },
      assignment: {
        period:
          i % 2
            ? dates('2025-09-01', '2026-03-31')
            : { kind: 'estimate', length: String(6 + (i % 12)), unit: 'month' },
        schedule:
          i % 4 === 0 ? { kind: 'shift', hoursPerShift: '10', shiftsPerWeek: '5' } : { kind: 'full-time' },
      },
      benefits: {
        holidays: { days: '8', basis: 'per-year' },
        pto: { days: '5', basis: 'per-year' },
        k401Percent: '3',
        bonus: i % 5 === 0 ? { kind: 'flat', amount: '500' } : null,
        healthPlans: [{ packageId: 'h1', tier: 'employee_only' }],
        statutoryPto: true,
      },
      otherCosts: {
        paymentTermsDays: '30',
        selections: [
          { category: 'background_check', item: 'c1' },
          { category: 'msp', item: 'c2' },
          { category: 'interest', item: 'c3' },
          { category: 'liability_insurance', item: 'c4' },
        ],
      },
    }),
  );
}

/** CPU time of this process in ms: on a shared machine, steadier than the wall clock (both are printed). */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Calculations per second over about 2 s of wall-clock time on this one thread, on fresh person objects
 * (per-person work included), by the wall clock and by CPU time. Run it on an idle machine: other processes'
 * load slows the wall clock down.
 */
function perSecond(persons: (n: number) => Person[], serialise: boolean): string {
  const started = performance.now();
  const cpuStarted = cpuMs();
  let count = 0;
  while (performance.now() - started < 2000) {
    for (const p of persons(100)) {
      for (const loc of locations) {
        const result = calculate(p, loc, snapshot);
        if (serialise) toResultFigures(result);
        count++;
      }
    }
  }
  const wall = count / ((performance.now() - started) / 1000);
  const cpu = count / ((cpuMs() - cpuStarted) / 1000);
  return `${rate(wall)} per second (${rate(cpu)} per CPU second)`;
}

/** A detail page: persons x locations results and their sum presented; optionally every result presented. */
function detailPage(persons: (n: number) => Person[], serialiseAll: boolean, sites = locations, count = 100) {
  const group = persons(count);
  const started = performance.now();
  const cpuStarted = cpuMs();
  const results = group.flatMap((p) => sites.map((loc) => calculate(p, loc, snapshot)));
  toSummedFigures(sumResults(results));
  if (serialiseAll) for (const result of results) toResultFigures(result);
  return { wall: performance.now() - started, cpu: cpuMs() - cpuStarted };
}

const median = (run: () => { wall: number; cpu: number }) => {
  const runs = Array.from({ length: 21 }, run);
  const walls = runs.map((r) => r.wall).sort((a, b) => a - b);
  const cpus = runs.map((r) => r.cpu).sort((a, b) => a - b);
  return `median ${walls[10]!.toFixed(1)} ms, best ${walls[0]!.toFixed(1)} ms (CPU median ${cpus[10]!.toFixed(1)} ms)`;
};
const rate = (n: number) => Math.round(n).toLocaleString('en-US');

for (const [name, persons] of [
  ['plain', plainPersons],
  ['full', fullPersons],
] as const) {
  for (let i = 0; i < 5; i++) detailPage(persons, true); // warm up the JIT
  console.log(`${name} workload`);
  console.log(`  calculate(): ${perSecond(persons, false)}`);
  console.log(`  calculate() + toResultFigures(): ${perSecond(persons, true)}`);
  console.log(`  100 persons x 3 locations, 300 results + sum: ${median(() => detailPage(persons, false))}`);
  console.log(`  the same with all 300 results presented: ${median(() => detailPage(persons, true))}`);
}

/** The largest valid input: 100 persons x 5 locations, a 10-year assignment (2026-2035), every feature. */
const fiveSites = [
  ...locations,
  location({
    stateCode: 'IL',
    city: 'Chicago',
    sickLeave: [
      { accrualRate: '35', accrualCapPerYear: '40', totalCap: '80' },
      { accrualRate: '40', accrualCapPerYear: '0', totalCap: '40' },
    ],
    perDiem: { mie: '92', lodging: '250' },
    salesTax: { ratePercent: '10.25', type: 'gross_profit', exempt: false },
  }),
  location({ stateCode: 'WA', suta: { ratePercent: '1.2', wageBases: { 2025: '72800', 2026: '78200' } } }),
];
const largestPersons = (count: number) =>
  fullPersons(count).map((p, i) =>
    person({
      ...p,
      pay: { ...p.pay, stipend: { enabled: true, discountPercent: '12.5' } },
      assignment: {
        period: i % 2 ? dates('2026-01-05', '2036-01-04') : { kind: 'estimate', length: '10', unit: 'year' },
        schedule: p.assignment.schedule,
      },
      benefits: { ...p.benefits, bonus: { kind: 'percent', amount: '2.5' } },
    }),
  );
for (let i = 0; i < 3; i++) detailPage(largestPersons, true, fiveSites);
console.log('largest valid input');
console.log(
  `  100 persons x 5 locations, 10 years, every feature, 500 results + sum, all presented: ${median(() => detailPage(largestPersons, true, fiveSites))}`,
);
