import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** How near the viewport a part is when its loading starts: about a screen ahead of a scroll. */
const AHEAD = '800px 0px';

/**
 * A part low on a long page (the company page's history) whose code is loaded with `lazy()`:
 * `placeholder` stands in its place until it comes within a screen of the viewport, then the
 * part renders (showing `placeholder` while its code loads) and stays. Where the browser cannot
 * say (no IntersectionObserver), the part renders at once.
 */
export function OnView({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return <div ref={anchor}>{placeholder}</div>;
}
