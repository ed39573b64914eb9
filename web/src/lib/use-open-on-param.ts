import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `?{param}` in the address (e.g. /coupons?new=1, the command palette's quick action) runs `open`
 * once; the parameter is then taken out of the address, so a reload does not open it again.
 */
export function useOpenOnParam(param: string, open: () => void) {
  const [params, setParams] = useSearchParams();
  const present = params.has(param);
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    if (!present) return;
    latest.current();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [present, param, setParams]);
}
