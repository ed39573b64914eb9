import { History } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The History panel's frame, its heading over `children`: apart from the panel, so that a page
 * that loads the panel when it comes into view shows the same frame in its place.
 */
export function HistorySection({ children }: { children: ReactNode }) {
  return (
    <section aria-label="History" className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <History aria-hidden="true" className="size-4 text-slate-500" />
        History
      </h3>
      {children}
    </section>
  );
}
