import { type KeyboardEvent, type ReactNode, useRef } from 'react';
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
 * A row of tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move between
 * tabs and select them. The panels are the caller's, with tabPanelProps.
 */
export function TabList<T extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
}: TabListProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  function move(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.value);
    buttons.current.get(tab.value)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex gap-1 overflow-x-auto border-b border-slate-200"
    >
      {tabs.map((tab, index) => {
        const active = tab.value === selected;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              if (element) buttons.current.set(tab.value, element);
              else buttons.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={tabId(id, tab.value)}
            aria-selected={active}
            // Only the selected tab's panel is sure to be in the page (a caller may render just
            // that one).
            aria-controls={active ? tabPanelId(id, tab.value) : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => {
              if (!active) onSelect(tab.value);
            }}
            onKeyDown={(event) => move(event, index)}
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
          </button>
        );
      })}
    </div>
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
