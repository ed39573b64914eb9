import { Star, StarHalf } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Five stars for a rating from 0 to 5: full, half (for x.5) and empty ones. */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`${value} out of 5 stars`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((position) => {
        const full = value >= position;
        const half = !full && value >= position - 0.5;
        return (
          <span key={position} aria-hidden="true" className="relative inline-flex size-4">
            <Star className="size-4 text-slate-300" />
            {full ? (
              <Star className="absolute inset-0 size-4 fill-amber-400 text-amber-500" />
            ) : half ? (
              <StarHalf className="absolute inset-0 size-4 fill-amber-400 text-amber-500" />
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
