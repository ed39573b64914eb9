import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';

interface ListBodyProps {
  isPending: boolean;
  error: unknown;
  children: ReactNode;
}

/** The table's place: a spinner while the first page loads, the load error in place of it. */
export function ListBody({ isPending, error, children }: ListBodyProps) {
  if (error) {
    return (
      <p role="alert" className="px-6 py-12 text-center text-sm font-medium text-edtech-red">
        {errorMessage(error, 'An error occurred')}
      </p>
    );
  }
  if (isPending) return <Spinner className="py-12" />;
  return children;
}
