import type { AccentColor } from '@coursedesk/contract/collections/accents';
import type { LucideIcon } from 'lucide-react';
import { AccentIcon } from '@/components/ui/accent-icon';
import { Card } from '@/components/ui/card';
import { GrowthIndicator } from './growth-indicator';

interface MetricCardProps {
  label: string;
  value: string;
  icon: LucideIcon;
  accent: AccentColor;
  /** A line of context under the figure, e.g. this month's share. */
  detail?: string;
  /** Month-on-month change in percent, with what it compares. */
  growth?: { percent: number; label: string };
}

/** One of the dashboard's headline figures. */
export function MetricCard({ label, value, icon, accent, detail, growth }: MetricCardProps) {
  return (
    <Card padding="sm" className="relative flex flex-col">
      <AccentIcon icon={icon} accent={accent} className="absolute top-5 right-5" />
      <dl>
        <dt className="pr-12 text-sm font-medium text-slate-500">{label}</dt>
        <dd className="mt-3 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
          {value}
        </dd>
      </dl>
      {detail ? <p className="mt-3 text-sm text-slate-600">{detail}</p> : null}
      {growth ? (
        <p className="mt-auto flex flex-wrap items-center gap-x-1.5 pt-3 text-sm">
          <GrowthIndicator percent={growth.percent} />
          <span className="text-slate-500">{growth.label}</span>
        </p>
      ) : null}
    </Card>
  );
}
