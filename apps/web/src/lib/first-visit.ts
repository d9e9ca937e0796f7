/**
 * What the product turns on by itself on a user's first visit (docs/product/calculator.md#first-time-demo):
 * the walkthrough flags of the calculator, the calculations list and detail, and quotes, and the
 * 'Click here to get started' hint on the Calculator link. Set once per user in this browser, during their
 * first sign-ins (login_count below 2), never again after a walkthrough has been finished.
 */
const WALKTHROUGH_FLAGS = ['calculationDemo', 'calculationDetailDemo', 'quotationDemo', 'quoteDemo'];
const GET_STARTED_FLAG = 'getStarted';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function seedFirstVisit(user: { id: number; login_count: number }, storage: Store = localStorage) {
  const marker = `firstVisitSeeded:${user.id}`;
  if (storage.getItem(marker) || user.login_count >= 2) return;
  for (const flag of WALKTHROUGH_FLAGS) if (storage.getItem(flag) === null) storage.setItem(flag, 'true');
  if (storage.getItem(GET_STARTED_FLAG) === null) storage.setItem(GET_STARTED_FLAG, 'true');
  storage.setItem(marker, '1');
}

/** The hint shows for the demo organisation until clicked once, and for anyone while the flag is set. */
export function showGetStarted(domain: string | undefined, storage: Pick<Storage, 'getItem'> = localStorage) {
  const flag = storage.getItem(GET_STARTED_FLAG);
  return flag === 'true' || (domain === 'demo' && flag !== 'false');
}

export function clearGetStarted(storage: Store = localStorage) {
  storage.setItem(GET_STARTED_FLAG, 'false');
}
