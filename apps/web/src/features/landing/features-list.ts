/** The product capabilities the landing page lists (docs/product/public-site.md#landing-page-). */
export const features = [
  {
    title: 'Social Security & Medicare',
    text: '6.2% to the yearly wage base and 1.45% uncapped, split across 1 January.',
  },
  {
    title: 'Federal & state unemployment',
    text: 'FUTA with credit-reduction states and your own SUTA rate on each state’s wage cap.',
  },
  {
    title: 'Workers’ compensation',
    text: 'Your WC codes and rates per state, with the overtime premium excluded.',
  },
  { title: 'Wage caps', text: 'Caps applied per calendar year, so long assignments are costed right.' },
  { title: 'Statutory paid time off', text: 'State and city sick-leave accrual with yearly and total caps.' },
  {
    title: 'Sales tax',
    text: 'By state and city, on the total invoice or on gross profit, with exemptions.',
  },
  { title: 'Healthcare', text: 'Packages with four premium tiers, costed by the month.' },
  {
    title: 'Custom costs',
    text: 'MSP and VMS fees, screening, payrolling, insurance, interest on payment terms.',
  },
  { title: 'GSA stipends', text: 'Per-diem lodging and meals for every CONUS location, with discounts.' },
  {
    title: 'Overtime',
    text: 'Weekly overtime pay and billing at your multiplier; exempt and salaried staff handled.',
  },
  { title: 'Multiple-person calculations', text: 'Whole crews across several states in one calculation.' },
  { title: 'Unlimited quotes', text: 'Branded quotes your client approves and signs online.' },
  { title: 'Teams', text: 'Invite recruiters and managers, group them into teams.' },
  {
    title: 'Manager views & approvals',
    text: 'Send calculations for approval; managers approve or decline with a reason.',
  },
  {
    title: 'Performance tracking',
    text: 'Actual and projected revenue and gross profit by team and member.',
  },
  {
    title: 'Open API',
    text: 'API keys, a documented REST API and signed webhooks for your ATS and back office.',
  },
] as const;

export const comingSoon = [
  { title: 'Pay intelligence (AI)', text: 'Market pay and bill rates suggested while you quote.' },
] as const;
