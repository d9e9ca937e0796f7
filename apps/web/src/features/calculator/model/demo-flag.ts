/**
 * The local flag for the first-time calculator demo: set when an organisation starts out
 * (docs/product/calculator.md#first-time-demo).
 */
const DEMO_FLAG = 'calculationDemo';

/** True once: reading it turns the flag off, so the slideshow opens a single time. */
export function takeDemoFlag(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): boolean {
  const value = storage.getItem(DEMO_FLAG);
  const on = value === 'true' || value === '1';
  if (on) storage.setItem(DEMO_FLAG, 'false');
  return on;
}
