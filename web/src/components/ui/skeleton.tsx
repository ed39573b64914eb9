import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './card';

/** The numbers 0 to count - 1: the placeholders of a list, each keyed by its place. */
export function placeholderKeys(count: number): number[] {
  return Array.from({ length: count }, (_, place) => place);
}

/** A grey block standing for content still loading; its size and shape come from `className`. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      data-skeleton=""
      className={cn('rounded-md bg-slate-200 motion-safe:animate-pulse', className)}
    />
  );
}

/**
 * Content-shaped placeholders, announced once as `label` ('Loading users...') to assistive
 * technology; the blocks themselves are hidden from it. `className` lays out the blocks.
 */
export function SkeletonRegion({
  label = 'Loading...',
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className={className}>
        {children}
      </div>
    </div>
  );
}

// Widths that vary from row to row, so the placeholder reads as text rather than a grid.
const WIDTHS = ['w-3/4', 'w-1/2', 'w-2/3', 'w-5/6', 'w-2/5'] as const;

function width(index: number): string {
  return WIDTHS[index % WIDTHS.length] ?? 'w-1/2';
}

/** A table's rows while its page loads: a header strip and `rows` lines of `columns` cells. */
export function TableSkeleton({
  label,
  rows = 6,
  columns = 5,
}: {
  label?: string;
  rows?: number;
  columns?: number;
}) {
  const cells = placeholderKeys(columns);
  return (
    <SkeletonRegion label={label}>
      <div className="flex gap-4 bg-slate-50 px-4 py-3.5">
        {cells.map((column) => (
          <Skeleton key={column} className="h-3 flex-1" />
        ))}
      </div>
      <ul className="divide-y divide-slate-100">
        {placeholderKeys(rows).map((row) => (
          <li key={row} className="flex items-center gap-4 px-4 py-4">
            {cells.map((column) => (
              <div key={column} className="flex-1">
                <Skeleton className={cn('h-4', width(row + column))} />
              </div>
            ))}
          </li>
        ))}
      </ul>
    </SkeletonRegion>
  );
}

/** A grid of cards while it loads: each a title, two lines of text and a footer. */
export function CardGridSkeleton({
  label,
  cards = 6,
  className = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3',
}: {
  label?: string;
  cards?: number;
  /** The grid's own classes, so the placeholders sit where the cards will. */
  className?: string;
}) {
  return (
    <SkeletonRegion label={label} className={className}>
      {placeholderKeys(cards).map((card) => (
        <Card key={card} padding="md" className="space-y-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 shrink-0 rounded-lg" />
            <Skeleton className={cn('h-4', width(card))} />
          </div>
          <div className="space-y-2">
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-4/5" />
          </div>
          <Skeleton className="h-8 w-1/3" />
        </Card>
      ))}
    </SkeletonRegion>
  );
}

/** A row of figure cards while the figures load, shaped like `StatCards`. */
export function StatCardsSkeleton({
  label,
  count = 4,
  className = 'grid grid-cols-2 gap-4 lg:grid-cols-4',
}: {
  label?: string;
  count?: number;
  className?: string;
}) {
  return (
    <SkeletonRegion label={label} className={className}>
      {placeholderKeys(count).map((card) => (
        <Card key={card} padding="sm" className="flex items-center gap-4">
          <Skeleton className="size-11 shrink-0 rounded-xl" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3 w-2/3" />
            <Skeleton className="h-6 w-1/2" />
          </div>
        </Card>
      ))}
    </SkeletonRegion>
  );
}
