import { type ReactNode, Suspense, useState } from 'react';

/**
 * A part shown on demand (a dialog, an editor) whose code is loaded with `lazy()`: nothing is
 * rendered, and so nothing loaded, until `open` first turns true; from then on it stays mounted,
 * so that closing it animates and opening it again is instant.
 */
export function OnDemand({ open, children }: { open: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  return used ? <Suspense fallback={null}>{children}</Suspense> : null;
}
