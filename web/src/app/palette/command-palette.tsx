import * as Dialog from '@radix-ui/react-dialog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import {
  BookOpen,
  CornerDownLeft,
  type LucideIcon,
  Newspaper,
  Search,
  TicketPercent,
} from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { sections } from '@/app/sections';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PALETTE_MIN_SEARCH, type PaletteArea, searchEverywhere } from './palette-search';
import { findScreens } from './screen-words';

/** How long the palette waits after the last key before it searches the records. */
export const PALETTE_SEARCH_DELAY_MS = 200;

/** The quick actions: each opens the editor its screen's button opens (by the screen's ?new). */
const quickActions: { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'Add course', to: '/courses?new=1', icon: BookOpen },
  { label: 'New blog', to: '/blogs?new=1', icon: Newspaper },
  { label: 'New coupon', to: '/coupons?new=1', icon: TicketPercent },
];

const matches = (text: string, search: string) =>
  text.toLowerCase().includes(search.trim().toLowerCase());

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The command palette: jump to a screen (by its label or the words people use for it,
 * screen-words.ts), run a quick action, or find a record by name in the
 * courses, posts, customers, inquiries, coupons and team members (searched on the server).
 * Arrows move, Enter runs, Esc closes.
 */
export function CommandPalette({ open, onOpenChange }: CommandPaletteProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), PALETTE_SEARCH_DELAY_MS);
  const searching = debounced.length >= PALETTE_MIN_SEARCH;
  const records = useQuery({
    queryKey: ['palette', 'search', debounced],
    queryFn: ({ signal }) => searchEverywhere(debounced, signal),
    enabled: open && searching,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

  const go = (to: string) => {
    onOpenChange(false);
    setSearch('');
    void navigate(to);
  };

  const screens = findScreens(sections, search);
  const actions = quickActions.filter((action) => matches(action.label, search));
  const areas: PaletteArea[] = searching ? (records.data ?? []) : [];
  const found = areas.filter((area) => area.records.length > 0);
  const failed = areas.filter((area) => area.failed).map((area) => area.heading);
  const waiting =
    search.trim().length >= PALETTE_MIN_SEARCH &&
    (debounced !== search.trim() || records.isFetching);
  const nothing = screens.length === 0 && actions.length === 0 && found.length === 0;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setSearch('');
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-[12vh] left-1/2 z-50 w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-2xl bg-white shadow-xl focus:outline-none"
        >
          <Dialog.Title className="sr-only">Command palette</Dialog.Title>
          <Command shouldFilter={false} loop label="Command palette">
            <div className="flex items-center gap-2 border-b border-slate-200 px-4">
              <Search aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              <Command.Input
                value={search}
                onValueChange={setSearch}
                placeholder="Jump to a screen, run an action or find a record..."
                className="h-12 w-full bg-transparent text-sm text-slate-900 outline-none placeholder:text-slate-400"
              />
              {waiting ? (
                <Spinner label="Searching" hideLabel className="shrink-0 [&_svg]:size-4" />
              ) : null}
            </div>
            <Command.List className="max-h-[60vh] overflow-y-auto p-2">
              {nothing && !waiting ? (
                <p className="px-3 py-6 text-center text-sm text-slate-500">
                  Nothing matches "{search.trim()}".
                </p>
              ) : null}
              {actions.length > 0 ? (
                <Command.Group heading="Quick actions" className={groupClass}>
                  {actions.map((action) => (
                    <PaletteItem
                      key={action.to}
                      value={`action ${action.to}`}
                      icon={action.icon}
                      label={action.label}
                      onSelect={() => go(action.to)}
                    />
                  ))}
                </Command.Group>
              ) : null}
              {screens.length > 0 ? (
                <Command.Group heading="Screens" className={groupClass}>
                  {screens.map((section) => (
                    <PaletteItem
                      key={section.path}
                      value={`screen ${section.path}`}
                      icon={section.icon}
                      label={section.label}
                      onSelect={() => go(section.path)}
                    />
                  ))}
                </Command.Group>
              ) : null}
              {found.map((area) => (
                <Command.Group key={area.heading} heading={area.heading} className={groupClass}>
                  {area.records.map((record) => (
                    <PaletteItem
                      key={record.id}
                      value={`${area.heading} ${record.id}`}
                      label={record.label}
                      detail={record.detail}
                      onSelect={() => go(record.to)}
                    />
                  ))}
                </Command.Group>
              ))}
              {failed.length > 0 && !waiting ? (
                <p role="alert" className="px-3 py-2 text-xs text-red-600">
                  Could not search {failed.join(', ').toLowerCase()}. Try again in a moment.
                </p>
              ) : null}
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const groupClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-slate-500';

function PaletteItem({
  value,
  label,
  detail,
  icon: Icon,
  onSelect,
}: {
  value: string;
  label: string;
  detail?: string | undefined;
  icon?: LucideIcon;
  onSelect: () => void;
}) {
  return (
    <Command.Item
      value={value}
      onSelect={onSelect}
      className="group flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 data-[selected=true]:bg-slate-100 data-[selected=true]:text-slate-900"
    >
      {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" /> : null}
      <span className="min-w-0 flex-1 truncate">
        {label}
        {detail ? <span className="ml-2 text-slate-400">{detail}</span> : null}
      </span>
      <CornerDownLeft
        aria-hidden="true"
        className="size-3.5 shrink-0 text-slate-400 opacity-0 group-data-[selected=true]:opacity-100"
      />
    </Command.Item>
  );
}
