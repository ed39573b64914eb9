import type { AccentColor } from '@coursedesk/contract/collections/accents';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { StatCard } from './stat-card';

export interface StatCardSpec {
  label: string;
  value: number | string;
  icon: LucideIcon;
  accent?: AccentColor;
}

/** A screen's row of figure cards, named for assistive technology by `label`. */
export function StatCards({
  label,
  cards,
  className,
}: {
  label: string;
  cards: readonly StatCardSpec[];
  /** The grid's columns: a row of four on wide screens unless given. */
  className?: string;
}) {
  return (
    <section aria-label={label} className={cn('grid grid-cols-2 gap-4 lg:grid-cols-4', className)}>
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </section>
  );
}
