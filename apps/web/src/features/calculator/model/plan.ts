/**
 * Essential is the restricted plan: one person, no stipend, benefits or other-cost toggles
 * (docs/product/organizations-and-roles.md#plan-restrictions).
 */
export const isEssentialPlan = (planName: string | null | undefined) =>
  planName?.trim().toLowerCase() === 'essential';

/** The product's wording when a plan blocks a feature. */
export const UPGRADE_MESSAGE = 'You need to upgrade your plan to use this feature.';
