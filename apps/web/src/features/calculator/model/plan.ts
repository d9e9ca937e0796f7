/**
 * Essential is the restricted plan: one person, no stipend, benefits or other-cost toggles
 * (docs/product/organizations-and-roles.md#plan-restrictions).
 */
export const isEssentialPlan = (planName: string | null | undefined) =>
  planName?.trim().toLowerCase() === 'essential';

/** The product's wording when a plan blocks a feature. */
export const UPGRADE_MESSAGE = 'You need to upgrade your plan to use this feature.';

/** Said where a second work state is added and in the results (docs/product/calculator.md#add-persons-modal). */
export const PARALLEL_STATES =
  'Each work state is priced as a separate, parallel assignment: adding a state adds its full cost and revenue.';
