import type { User } from '@coursedesk/contract/auth';
import { startSession } from '@/lib/session';

/** The admin the screen tests sign in as; any field can be overridden. */
export function buildAdmin(overrides: Partial<User> = {}): User {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Ada Admin',
    email: 'ada@example.com',
    role: 'admin',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Signs the browser in as `user` with a token the mocked API accepts, as the login screen does. */
export function signInAs(user: User = buildAdmin()): void {
  startSession('admin.jwt.token', user);
}
