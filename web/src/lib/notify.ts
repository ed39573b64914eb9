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
