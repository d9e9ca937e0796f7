import type { OrganizationsDeps } from '../organizations';

/** Teams invite members through the organizations module, so they need what it needs. */
export type TeamsDeps = OrganizationsDeps;
