// The changes that can take an account (a new role, an account created or deleted, anyone's new
// password or email, signing out one's other sessions, two-factor setup) ask the signed-in admin
// for their password again when the session has not confirmed it in the last 10 minutes
// (docs/security.md, "Confirming"). The API client asks through this store
// and repeats the call once it is confirmed; the dialog in the app shell answers.
import { useSyncExternalStore } from 'react';

type Listener = () => void;

let pending: ((confirmed: boolean) => void) | undefined;
let waiting: Promise<boolean> | undefined;
const listeners = new Set<Listener>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Opens the dialog (once, however many calls ask at the same time); true once confirmed. */
export function requestPasswordConfirmation(): Promise<boolean> {
  waiting ??= new Promise<boolean>((resolve) => {
    pending = resolve;
    notify();
  });
  return waiting;
}

/** The dialog's answer: confirmed, or cancelled. */
export function settlePasswordConfirmation(confirmed: boolean): void {
  const resolve = pending;
  pending = undefined;
  waiting = undefined;
  notify();
  resolve?.(confirmed);
}

/** Whether a call is waiting for the admin to confirm their password. */
export function usePasswordConfirmationRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending !== undefined,
  );
}
