import { TriangleAlert } from 'lucide-react';
import { RetryButton } from '@/components/ui/retry-button';

interface DashboardErrorProps {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** Shown instead of the figures when they could not be loaded. */
export function DashboardError({ message, onRetry, retrying }: DashboardErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-edtech-red/30 bg-surface px-6 py-12 text-center shadow-xs"
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-edtech-red/10">
        <TriangleAlert aria-hidden="true" className="size-6 text-edtech-red" />
      </div>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">Error Loading Dashboard</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">{message}</p>
      <RetryButton className="mt-6" onClick={onRetry} retrying={retrying}>
        Try Again
      </RetryButton>
    </div>
  );
}
