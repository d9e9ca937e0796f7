export type { OrganizationsDeps } from './deps';
