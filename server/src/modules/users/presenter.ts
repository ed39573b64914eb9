// How a user leaves the server; the auth module presents the signed-in admin through the users
// facade (`users.present`).
import type { Role, User } from '@coursedesk/contract/auth';

/** The columns of a user row that may leave the server. */
export interface UserFields {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The only shape in which a user leaves the server, for the signed-in admin (auth) and the user
 * list (users) alike: the password hash has no field here.
 */
export function presentUser(row: UserFields): User {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
