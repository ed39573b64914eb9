import type { AccentColor } from '@coursedesk/contract/collections/accents';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { ACCENTS } from './accent';
import { Card } from './card';

interface StatCardProps {
  label: string;
  value: number | string;
  icon: LucideIcon;
  accent?: AccentColor;
}

export function StatCard({ label, value, icon: Icon, accent = 'green' }: StatCardProps) {
  return (
    <Card padding="sm" className="flex items-center gap-4">
      <div
        className={cn('flex size-11 items-center justify-center rounded-lg', ACCENTS[accent].soft)}
      >
        <Icon aria-hidden="true" className="size-5" />
      </div>
      <dl>
        <dt className="text-sm text-slate-500">{label}</dt>
        <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      </dl>
    </Card>
  );
}
