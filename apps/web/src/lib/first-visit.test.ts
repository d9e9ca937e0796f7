import { describe, expect, it } from 'vitest';
import { clearGetStarted, seedFirstVisit, showGetStarted } from './first-visit';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('first visit', () => {
  it('turns the walkthroughs and the get-started hint on for a new user, once', () => {
    const s = memory();
    seedFirstVisit({ id: 7, login_count: 1 }, s);
    expect(s.getItem('calculationDemo')).toBe('true');
    expect(s.getItem('calculationDetailDemo')).toBe('true');
    expect(showGetStarted('acme', s)).toBe(true);
    // Finished walkthroughs stay finished on the next visit.
    s.setItem('calculationDemo', 'false');
    clearGetStarted(s);
    seedFirstVisit({ id: 7, login_count: 1 }, s);
    expect(s.getItem('calculationDemo')).toBe('false');
    expect(showGetStarted('acme', s)).toBe(false);
  });

  it('leaves a returning user alone, and shows the hint in the demo organisation until clicked', () => {
    const s = memory();
    seedFirstVisit({ id: 8, login_count: 5 }, s);
    expect(s.getItem('calculationDemo')).toBeNull();
    expect(showGetStarted('acme', s)).toBe(false);
    expect(showGetStarted('demo', s)).toBe(true);
    clearGetStarted(s);
    expect(showGetStarted('demo', s)).toBe(false);
  });
});
