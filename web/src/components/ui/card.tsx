import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const paddings = {
  none: '',
  /** Small tiles such as figures. */
  sm: 'p-5',
  /** Panels with a heading: a little more room from the small breakpoint up. */
  md: 'p-5 sm:p-6',
} as const;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element the card is: a landmark-free box, a titled section, an item, or a list. */
  as?: 'div' | 'section' | 'article' | 'ul';
  padding?: keyof typeof paddings;
}

/** The white, bordered, rounded panel that screens are built from. */
export function Card({ as: Element = 'div', padding = 'none', className, ...props }: CardProps) {
  return (
    <Element
      className={cn(
        'rounded-xl border border-slate-200 bg-surface shadow-xs',
        paddings[padding],
        className,
      )}
      {...props}
    />
  );
}
