import type { User } from '@coursedesk/contract/auth';
import type { UserRow } from './repository.ts';

/** The only shape in which a user leaves the server: the password hash has no field here. */
export function presentUser(row: UserRow): User {
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
