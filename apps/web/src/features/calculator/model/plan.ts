/** Essential is the restricted plan (spec section 6): one person, no stipend, benefits or other-cost toggles. */
export const isEssentialPlan = (planName: string | null | undefined) =>
  planName?.trim().toLowerCase() === 'essential';

/** The spec's wording when a plan blocks a feature. */
export const UPGRADE_MESSAGE = 'You need to upgrade your plan to use this feature.';
