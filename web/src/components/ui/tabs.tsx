import * as Tabs from '@radix-ui/react-tabs';
import { type ReactNode, useRef } from 'react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  /** Marks the tab, e.g. when a field on it has an error. */
  flagged?: boolean;
  /** A count shown beside the label. */
  badge?: number | undefined;
}

interface TabListProps<T extends string> {
  /** Prefix of the ids that tie each tab to its panel (see tabPanelProps). */
  id: string;
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
}

export const tabId = (id: string, value: string) => `${id}-tab-${value}`;
export const tabPanelId = (id: string, value: string) => `${id}-panel-${value}`;

/**
 * A row of tabs (WAI-ARIA tabs pattern, by Radix Tabs): one tab stop, arrow keys, Home and End
 * move between tabs and select them. The panels are the caller's, with tabPanelProps or TabPanel.
 */
export function TabList<T extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
}: TabListProps<T>) {
  // A click selects on mouse down and again as the tab takes the focus: report the change once.
  const reported = useRef<{ from: string; to: string }>(undefined);
  return (
    <Tabs.Root
      value={selected}
      onValueChange={(value) => {
        const tab = tabs.find((item) => item.value === value);
        if (!tab || (reported.current?.from === selected && reported.current.to === value)) return;
        reported.current = { from: selected, to: value };
        onSelect(tab.value);
      }}
      activationMode="automatic"
    >
      <Tabs.List
        aria-label={label}
        loop
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map((tab) => {
          const active = tab.value === selected;
          return (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              id={tabId(id, tab.value)}
              // Only the selected tab's panel is sure to be in the page (a caller may render just
              // that one).
              aria-controls={active ? tabPanelId(id, tab.value) : undefined}
              className={cn(
                '-mb-px flex items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-edtech-green',
                active
                  ? 'border-edtech-green text-edtech-green-dark'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {tab.label}
              {tab.badge === undefined ? null : (
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs tabular-nums',
                    active ? 'bg-edtech-green/10' : 'bg-slate-100',
                  )}
                >
                  {formatNumber(tab.badge)}
                </span>
              )}
              {tab.flagged ? (
                <span aria-hidden="true" className="size-1.5 rounded-full bg-edtech-red" />
              ) : null}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
    </Tabs.Root>
  );
}

/** The attributes of a tab's panel; a panel not selected stays mounted but hidden. */
export function tabPanelProps(id: string, value: string, selected: string) {
  return {
    role: 'tabpanel',
    id: tabPanelId(id, value),
    'aria-labelledby': tabId(id, value),
    hidden: value !== selected,
  } as const;
}

export function TabPanel({
  id,
  value,
  selected,
  children,
}: {
  id: string;
  value: string;
  selected: string;
  children: ReactNode;
}) {
  return (
    <div {...tabPanelProps(id, value, selected)} className="space-y-5 pt-5">
      {children}
    </div>
  );
}
