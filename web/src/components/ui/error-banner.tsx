import { CircleAlert } from 'lucide-react';
import { RetryButton } from './retry-button';

interface ErrorBannerProps {
  message: string;
  /** A second line, e.g. the reason the server gave. */
  detail?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

export function ErrorBanner({ message, detail, onRetry, retrying = false }: ErrorBannerProps) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-edtech-red/30 bg-edtech-red/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-3">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-edtech-red" />
        <div>
          <p className="text-sm font-medium text-edtech-red">{message}</p>
          {detail ? <p className="mt-0.5 text-sm text-slate-600">{detail}</p> : null}
        </div>
      </div>
      {onRetry ? (
        <RetryButton variant="secondary" size="sm" onClick={onRetry} retrying={retrying}>
          Try again
        </RetryButton>
      ) : null}
    </div>
  );
}
