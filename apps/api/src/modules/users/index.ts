export { organizationPayload, userPayload, userUpdatedAnswer } from './user-payload';
