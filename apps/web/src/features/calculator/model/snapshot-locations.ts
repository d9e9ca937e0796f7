import type { RatesLocation } from '../api/get-rates';
import type { PersonForm } from './person-form';

/**
 * The (state, city, start date) of every person's locations, in person order like a save sends them: the
 * API keeps the first start date it meets for a location, and so does this list.
 */
export function snapshotLocations(persons: PersonForm[]): RatesLocation[] {
  const out: RatesLocation[] = [];
  const seen = new Set<string>();
  for (const p of persons) {
    const dates =
      p.assignment.have_start_end_date === 'yes' && /^\d{4}-\d{2}-\d{2}$/.test(p.assignment.start_date ?? '');
    for (const l of p.wc_states) {
      if (!l.state_id) continue;
      const key = `${l.state_id}:${l.city_id ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        state_id: Number(l.state_id),
        city_id: l.city_id ? Number(l.city_id) : null,
        start_date: dates ? p.assignment.start_date : null,
      });
    }
  }
  return out;
}
