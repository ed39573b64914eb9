import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** A count shown beside the label. */
  badge?: number | undefined;
}

interface TabsProps<Id extends string> {
  tabs: readonly TabItem<Id>[];
  active: Id;
  onChange(id: Id): void;
  label: string;
}

/** A row of tabs; the content below is the caller's, for the active tab. */
export function Tabs<Id extends string>({ tabs, active, onChange, label }: TabsProps<Id>) {
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200">
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => {
              if (!selected) onChange(tab.id);
            }}
            className={cn(
              '-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-medium transition-colors',
              selected
                ? 'border-edtech-green text-edtech-green'
                : 'border-transparent text-slate-500 hover:text-slate-800',
            )}
          >
            {tab.label}
            {tab.badge === undefined ? null : (
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs tabular-nums',
                  selected ? 'bg-edtech-green/10' : 'bg-slate-100',
                )}
              >
                {formatNumber(tab.badge)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
