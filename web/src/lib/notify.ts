import { TOAST_SUCCESS_DURATION_MS } from '@coursedesk/contract/constants';
import { useSyncExternalStore } from 'react';

// The toasts' code (sonner) loads with the first toast, not with every screen: until then no
// toaster is mounted (app/provider.tsx mounts it once `useToasterWanted` turns true). A toast
// raised while the toaster mounts is not lost: the toaster shows every toast still active.

let toasterWanted = false;
const listeners = new Set<() => void>();

function loadToasts() {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  return import('sonner');
}

/** Whether any toast was asked for yet, so the toaster must be mounted. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasterWanted,
  );
}

/** A success toast: shown for the shorter success duration (docs/architecture.md). */
export function notifySuccess(message: string): void {
  void loadToasts().then(({ toast }) =>
    toast.success(message, { duration: TOAST_SUCCESS_DURATION_MS }),
  );
}

/** An error toast: shown for the default duration set on the toaster. */
export function notifyError(message: string): void {
  void loadToasts().then(({ toast }) => toast.error(message));
}

/** How long a delete's toast offers Undo: long enough to notice and reach the button. */
export const UNDO_TOAST_DURATION_MS = 10_000;

/** A delete's success toast; with `undo`, it offers an 'Undo' button that calls it. */
export function notifyDeleted(message: string, undo?: () => void): void {
  if (!undo) {
    notifySuccess(message);
    return;
  }
  void loadToasts().then(({ toast }) =>
    toast.success(message, {
      duration: UNDO_TOAST_DURATION_MS,
      action: { label: 'Undo', onClick: undo },
    }),
  );
}
