import { formatGrowth } from '@coursedesk/contract/dashboard';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A month-on-month change: green and rising when up, red and falling when down. */
export function GrowthIndicator({ percent }: { percent: number }) {
  const text = formatGrowth(percent);
  // Read the direction from the formatted text, so a change that rounds to zero looks flat.
  const direction = text === 'No change' ? 'flat' : text.startsWith('+') ? 'up' : 'down';
  const Icon = direction === 'up' ? TrendingUp : direction === 'down' ? TrendingDown : Minus;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 font-semibold tabular-nums',
        direction === 'up' && 'text-edtech-green-dark',
        direction === 'down' && 'text-edtech-red',
        direction === 'flat' && 'text-slate-500',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {text}
    </span>
  );
}
