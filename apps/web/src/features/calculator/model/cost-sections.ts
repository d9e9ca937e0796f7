import { type CostType, costSections } from '@app/contracts/settings';
import type { PersonForm } from './person-form';

/** The Other Costs tab's sections, in its order, with the titles it shows (docs/product/calculator.md#other-costs-tab). */
export const COST_SECTIONS: { type: CostType; title: string }[] = [
  ...costSections.map(({ type, title }) => ({ type, title })),
  { type: 'custom_cost', title: 'Custom costs' },
];

/**
 * The sections switched on with nothing ticked, each named with the contracts' message ('No option Selected')
 * and what to do. A save is refused until each is ticked or switched off; until then the live results price
 * the person without them (nothing ticked adds nothing) and say which section waits.
 */
export function untickedCostSections(form: PersonForm): { type: CostType; message: string }[] {
  const { toggles, costTypes_and_ids } = form.othercost;
  return COST_SECTIONS.filter(
    ({ type }) => toggles[type] && (costTypes_and_ids[type]?.length ?? 0) === 0,
  ).map(({ type, title }) => ({
    type,
    message: `Other Costs, ${title}: No option Selected. Tick a cost or switch ${title} off.`,
  }));
}

/** The person as the live results price it: the unticked sections switched off. */
export function withoutUntickedSections(form: PersonForm, unticked: { type: CostType }[]): PersonForm {
  if (unticked.length === 0) return form;
  const toggles = { ...form.othercost.toggles };
  for (const { type } of unticked) toggles[type] = false;
  return { ...form, othercost: { ...form.othercost, toggles } };
}
