import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  green: 'bg-edtech-green/10 text-edtech-green-dark ring-edtech-green/25',
  orange: 'bg-edtech-orange/10 text-edtech-orange-dark ring-edtech-orange/25',
  red: 'bg-edtech-red/10 text-edtech-red ring-edtech-red/25',
  blue: 'bg-edtech-blue/10 text-edtech-blue ring-edtech-blue/25',
  gray: 'bg-slate-100 text-slate-600 ring-slate-300/60',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = 'gray',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
