import { type User, user as userSchema } from '@coursedesk/contract/auth';
import { useSyncExternalStore } from 'react';

export const TOKEN_STORAGE_KEY = 'admin_token';
export const USER_STORAGE_KEY = 'admin_user';

/**
 * - `restoring`: a token is stored but no usable user; the profile call decides.
 * - `signed-in`: token and user known (a restored session is confirmed in the background).
 */
export type Session =
  | { status: 'signed-out' }
  | { status: 'restoring'; token: string }
  | { status: 'signed-in'; token: string; user: User };

const signedOut: Session = { status: 'signed-out' };
const listeners = new Set<() => void>();

function readStoredSession(): Session {
  const token = safeStorage(() => localStorage.getItem(TOKEN_STORAGE_KEY));
  if (!token) return signedOut;
  const storedUser = safeStorage(() => localStorage.getItem(USER_STORAGE_KEY));
  const parsed = storedUser ? userSchema.safeParse(parseJson(storedUser)) : undefined;
  return parsed?.success
    ? { status: 'signed-in', token, user: parsed.data }
    : { status: 'restoring', token };
}

let current: Session = readStoredSession();

function setSession(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return current;
}

export function getToken(): string | undefined {
  return current.status === 'signed-out' ? undefined : current.token;
}

export function getSessionUser(): User | undefined {
  return current.status === 'signed-in' ? current.user : undefined;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Starts a session after a successful admin sign-in and keeps it across reloads. */
export function startSession(token: string, user: User): void {
  safeStorage(() => {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  });
  setSession({ status: 'signed-in', token, user });
}

/** Replaces the signed-in user's details, e.g. after a profile check or a self-edit. */
export function updateSessionUser(user: User): void {
  if (current.status === 'signed-out') return;
  safeStorage(() => localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user)));
  setSession({ status: 'signed-in', token: current.token, user });
}

export function clearSession(): void {
  safeStorage(() => {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(USER_STORAGE_KEY);
  });
  if (current.status !== 'signed-out') setSession(signedOut);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, getSession, getSession);
}

// A sign-in or sign-out in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) {
      setSession(readStoredSession());
    }
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Storage can be unavailable (private modes, quotas); the session then lives in memory only. */
function safeStorage<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
