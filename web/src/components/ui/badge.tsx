import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ACCENTS, type AccentStyle } from './accent';

const tones = {
  green: ACCENTS.green,
  orange: ACCENTS.orange,
  red: ACCENTS.red,
  blue: ACCENTS.blue,
  gray: { soft: 'bg-slate-100 text-slate-600', ring: 'ring-slate-300/60' },
} as const satisfies Record<string, Pick<AccentStyle, 'soft' | 'ring'>>;

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
        tones[tone].soft,
        tones[tone].ring,
        className,
      )}
    >
      {children}
    </span>
  );
}
