/** Seat price per member per month: $49 for one seat, $1 less for every two more seats, $39 at 20. */
export function monthlySeatPrice(members: number): number {
  const n = Math.min(Math.max(Math.round(members), 1), 20);
  return 49 - Math.floor(n / 2);
}

/** Yearly billing is 88% of the monthly price, per member per month. */
export const yearlySeatPrice = (members: number) => Math.round(monthlySeatPrice(members) * 88) / 100;

export const MAX_PRICED_MEMBERS = 20;
