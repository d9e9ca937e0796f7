export { organizationPayload, userPayload } from './user-payload';
