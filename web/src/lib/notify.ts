import { TOAST_SUCCESS_DURATION_MS } from '@coursedesk/contract/constants';
import { toast } from 'sonner';

/** A success toast: shown for the shorter success duration (docs/architecture.md). */
export function notifySuccess(message: string): void {
  toast.success(message, { duration: TOAST_SUCCESS_DURATION_MS });
}

/** An error toast: shown for the default duration set on the toaster. */
export function notifyError(message: string): void {
  toast.error(message);
}

/** How long a delete's toast offers Undo: long enough to notice and reach the button. */
export const UNDO_TOAST_DURATION_MS = 10_000;

/** A delete's success toast; with `undo`, it offers an 'Undo' button that calls it. */
export function notifyDeleted(message: string, undo?: () => void): void {
  if (!undo) {
    notifySuccess(message);
    return;
  }
  toast.success(message, {
    duration: UNDO_TOAST_DURATION_MS,
    action: { label: 'Undo', onClick: undo },
  });
}
