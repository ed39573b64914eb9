import type { AccentColor } from '@coursedesk/contract/collections/accents';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { ACCENTS } from './accent';

interface AccentIconProps {
  icon: LucideIcon;
  accent: AccentColor;
  /** Placement or a size of its own (`size-10` unless given). */
  className?: string;
}

/** A figure's or an action's icon on a tile tinted with its accent colour. */
export function AccentIcon({ icon: Icon, accent, className }: AccentIconProps) {
  return (
    <span
      className={cn(
        'flex size-10 items-center justify-center rounded-lg',
        ACCENTS[accent].soft,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
