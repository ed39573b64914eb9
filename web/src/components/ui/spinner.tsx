import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SpinnerProps {
  /** Read out by screen readers and shown next to the icon unless `hideLabel`. */
  label?: string;
  hideLabel?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading...', hideLabel = false, className }: SpinnerProps) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3', className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-edtech-green" />
      <span className={hideLabel ? 'sr-only' : 'text-sm text-slate-500'}>{label}</span>
    </div>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50">
      <Spinner label="Loading..." hideLabel className="[&_svg]:size-8" />
    </div>
  );
}
