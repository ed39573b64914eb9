import type { AccentColor } from '@coursedesk/contract/collections/accents';
import type { LucideIcon } from 'lucide-react';
import { AccentIcon } from './accent-icon';
import { Card } from './card';

interface StatCardProps {
  label: string;
  value: number | string;
  icon: LucideIcon;
  accent?: AccentColor;
}

export function StatCard({ label, value, icon, accent = 'green' }: StatCardProps) {
  return (
    <Card padding="sm" className="flex items-center gap-4">
      <AccentIcon icon={icon} accent={accent} className="size-11" />
      <dl>
        <dt className="text-sm text-slate-500">{label}</dt>
        <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      </dl>
    </Card>
  );
}
