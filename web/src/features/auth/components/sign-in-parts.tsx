import { CircleAlert, LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';

// The pieces both steps of signing in (the password, then the code) are built of.

/** Why the step did not go through; its form names it with `aria-describedby`. */
export function SignInError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div
      id={id}
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-edtech-red/30 bg-edtech-red/5 px-4 py-3 text-sm text-edtech-red"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}

interface SignInSubmitProps {
  pending: boolean;
  /** Said with a spinner while the server checks, e.g. 'Signing in...'. */
  pendingLabel: string;
  children: ReactNode;
}

/** The step's full-width submit button, turned off while the server checks. */
export function SignInSubmit({ pending, pendingLabel, children }: SignInSubmitProps) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending}>
      {pending ? (
        <>
          <LoaderCircle aria-hidden="true" className="animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

interface IconFieldProps {
  /** The id of the input inside. */
  id: string;
  label: string;
  icon: LucideIcon;
  /** The input (with `pl-10` to leave room for the icon) and anything beside it. */
  children: ReactNode;
}

/** A labelled input with an icon at its start. */
export function IconField({ id, label, icon: Icon, children }: IconFieldProps) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Icon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        {children}
      </div>
    </div>
  );
}
