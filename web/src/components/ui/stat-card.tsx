import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const accents = {
  green: 'bg-edtech-green/10 text-edtech-green',
  orange: 'bg-edtech-orange/10 text-edtech-orange',
  red: 'bg-edtech-red/10 text-edtech-red',
  blue: 'bg-edtech-blue/10 text-edtech-blue',
} as const;

interface StatCardProps {
  label: string;
  value: number | string;
  icon: LucideIcon;
  accent?: keyof typeof accents;
}

export function StatCard({ label, value, icon: Icon, accent = 'green' }: StatCardProps) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <div className={cn('flex size-11 items-center justify-center rounded-lg', accents[accent])}>
        <Icon aria-hidden="true" className="size-5" />
      </div>
      <dl>
        <dt className="text-sm text-slate-500">{label}</dt>
        <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      </dl>
    </div>
  );
}
