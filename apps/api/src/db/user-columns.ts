import { users } from './schema';

/** A person as the API shows them beside a row (author, member, team member): never a hash or a counter. */
export const personColumns = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  image: users.image,
};
