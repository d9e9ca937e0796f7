/**
 * The Learning Center's text (docs/product/public-site.md#learning-center-learning-center-signed-in). The
 * formulas say in plain words what docs/calculation-model.md states exactly; the engine implements that page.
 */

export const terms: { term: string; meaning: string }[] = [
  {
    term: 'SUTA (state unemployment tax)',
    meaning:
      'The unemployment tax each state charges employers: your state rate times each worker’s wages, up to the state’s yearly wage cap.',
  },
  {
    term: 'FUTA (federal unemployment tax)',
    meaning:
      'The federal unemployment tax: 0.6% after the usual state credit, plus any credit reduction for the state, on the first $7,000 a worker earns each year.',
  },
  {
    term: 'Wage cap',
    meaning:
      'The yearly amount of a worker’s wages a tax applies to. Social Security, FUTA and SUTA stop at their caps; Medicare has none. Caps start again on 1 January.',
  },
  {
    term: 'SPTO (statutory paid time off)',
    meaning:
      'Sick leave a state or city requires: one hour accrued for a set number of hours worked, up to a yearly and a total cap.',
  },
  {
    term: 'Pay frequency',
    meaning: 'How often the worker is paid: weekly, every two weeks, twice a month or monthly.',
  },
  {
    term: 'Markup',
    meaning: 'The share added to the pay rate to get the bill rate: bill rate = pay rate x (1 + markup %).',
  },
  {
    term: 'Stipend discount',
    meaning:
      'The share taken off the GSA per-diem amounts (meals and incidentals, lodging) when paying a non-taxable stipend.',
  },
  {
    term: 'Payment terms',
    meaning:
      'The days your client takes to pay the invoice. You carry the wages, taxes and insurance until then; the interest cost prices that.',
  },
  {
    term: 'Base hour',
    meaning: 'Every figure divided by the hours worked: what each cost is per hour of work.',
  },
  {
    term: 'Total assignment',
    meaning: 'Every figure over the whole assignment, from its first week to its last.',
  },
  {
    term: 'Employer’s burden',
    meaning:
      'What employing the worker costs on top of wages: employer taxes, workers’ compensation and other insurance, benefits and other costs.',
  },
  {
    term: 'Overtime and double time',
    meaning:
      'Hours past 40 a week are overtime everywhere; California, Alaska and Colorado also count hours past a daily limit, and California pays double time past 12 h a day. The state of each work location decides (see Calculations).',
  },
  {
    term: 'Revenue',
    meaning:
      'What you bill the client: hours worked times the bill rate (overtime and double time at their multipliers).',
  },
  {
    term: 'Gross profit',
    meaning:
      'Revenue minus wages minus the employer’s burden; its percent is gross profit divided by revenue.',
  },
];

export const formulas: { name: string; plain: string; exact: string }[] = [
  {
    name: 'Social Security',
    plain: '6.2% of taxable wages, up to the yearly wage cap.',
    exact: 'Σ per calendar year 6.2% x min(wages that year, Social Security wage base of that year)',
  },
  {
    name: 'Medicare',
    plain: '1.45% of taxable wages, with no cap.',
    exact: 'Σ 1.45% x wages each year (the additional 0.9% is the employee’s)',
  },
  {
    name: 'FUTA',
    plain: 'The FUTA rate on wages up to $7,000 a year.',
    exact: 'Σ (0.6% + the state’s credit reduction that year) x min(wages that year, 7,000)',
  },
  {
    name: 'SUTA',
    plain: 'Your state rate on wages up to the state’s yearly cap.',
    exact: 'Σ SUTA rate x min(wages that year, state wage base of that year)',
  },
  {
    name: 'Workers’ compensation',
    plain:
      'The rate of the worker’s class code on taxable wages, without the overtime and double-time premium.',
    exact:
      'WC rate x (taxable wages - overtime hours x pay rate x (overtime multiplier - 1) - double-time hours x pay rate x (double-time multiplier - 1))',
  },
  {
    name: 'Interest',
    plain:
      'The yearly interest percent divided by 360, times the payment terms in days, on wages plus employer taxes and risk.',
    exact: 'Σ rate / 100 / 360 x terms days x (total wages + employer taxes + risk)',
  },
  {
    name: 'Healthcare',
    plain: 'The package’s monthly premium for the chosen tier, for each month of the assignment.',
    exact: 'Σ over health plans of monthly premium x months (weeks x 12 / 52); per hour: / hours worked',
  },
  {
    name: 'Employer’s burden',
    plain: 'Employer taxes, risk (insurance), benefits and other costs together.',
    exact: 'employer taxes + risk + benefits + other costs',
  },
  {
    name: 'Total project cost',
    plain: 'Wages plus the employer’s burden.',
    exact: 'total wages + total employer’s burden',
  },
  {
    name: 'Gross profit',
    plain: 'Revenue minus wages minus the employer’s burden.',
    exact: 'total revenue - total project cost; percent = gross profit / total revenue x 100',
  },
];

export const resources: { label: string; href: string; about: string }[] = [
  {
    label: 'Paid sick leave laws by state',
    href: 'https://www.dol.gov/agencies/whd/state/paid-sick-leave',
    about: 'SPTO: U.S. Department of Labor',
  },
  {
    label: 'State unemployment insurance',
    href: 'https://oui.doleta.gov/unemploy/agencies.asp',
    about: 'SUTA: each state’s unemployment agency',
  },
  {
    label: 'FUTA credit reductions',
    href: 'https://oui.doleta.gov/unemploy/futa_credit.asp',
    about: 'FUTA: states whose credit is reduced this year',
  },
  {
    label: 'Federal Unemployment (FUTA) Tax',
    href: 'https://www.irs.gov/individuals/international-taxpayers/federal-unemployment-futa-tax',
    about: 'FUTA: Internal Revenue Service',
  },
  {
    label: 'State sales tax on services',
    href: 'https://www.streamlinedsalestax.org/',
    about: 'Sales tax: Streamlined Sales Tax Governing Board',
  },
  {
    label: 'Overtime pay',
    href: 'https://www.dol.gov/agencies/whd/overtime',
    about: 'Overtime: Fair Labor Standards Act, U.S. Department of Labor',
  },
];

export const tutorials: { value: string; label: string; steps: string[] }[] = [
  {
    value: 'getting-started',
    label: 'Getting Started',
    steps: [
      'Open Settings > Calculation Settings first. Enter at least your SUTA rate and a workers’ compensation rate for every state you staff in, by hand or with the CSV template.',
      'Add your healthcare packages and other costs (background checks, MSP and VMS fees, interest, insurance) so the calculator can pick them.',
      'Open the Calculator, name the calculation and add a person: pay, bill rate or markup, schedule (full time is 40 hours a week), benefits, other costs and work states.',
      'Read the live results as you type, save, and send the calculation for approval.',
    ],
  },
  {
    value: 'dashboard',
    label: 'Dashboard',
    steps: [
      'The dashboard shows revenue and gross profit by team; filter by total, year to date, the last 30 days or the last 7 days.',
      'Create a team with a name and invite co-workers by e-mail or by name. New invitees change your subscription’s seat count.',
      'Open a team to see each member’s calculations, quotes, revenue and performance.',
    ],
  },
  {
    value: 'calculator',
    label: 'Calculator',
    steps: [
      'Step 1 names the calculation; step 2 adds one or more persons, each with their work states.',
      'Solve for a bill rate, a markup or a pay rate that reaches your target gross-profit percent or profit per hour.',
      'A missing healthcare package, cost item or WC code can be added from the calculator itself.',
    ],
  },
  {
    value: 'calculations',
    label: 'Calculations',
    steps: [
      'Filter calculations by person or state, search them, and view each in summary.',
      'Edit a calculation, send it for approval, and download it as PDF or XLSX.',
      'An approved calculation becomes a quote: give the client’s company name, the quote number and the states; the quote carries your company logo.',
    ],
  },
];
