import { ChevronDown, Search, X } from 'lucide-react';
import {
  type ChangeEvent,
  type KeyboardEvent,
  lazy,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cn } from '@/lib/cn';
import { controlClassName } from './input';
import { OnDemand } from './on-demand';

// The open list, with Floating UI's placement, loads when the list first opens.
const MultiSelectDropdown = lazy(async () => ({
  default: (await import('./multi-select-dropdown')).MultiSelectDropdown,
}));

/** The id of the option at `index` in the listbox `listId`. */
const optionIdIn = (listId: string, index: number) => `${listId}-option-${index}`;

export interface MultiSelectProps {
  /** The id of the search box (the combobox), for a label's htmlFor. */
  id: string;
  /** Every choice, in the order the list shows them. */
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** What one choice is called in the count and the buttons' names ('country'). */
  noun: { one: string; many: string };
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A searchable multi-select: a search box that is an ARIA combobox over a multi-selectable
 * listbox, the chosen values as removable chips, a count, and Select All / Deselect All for the
 * values the search shows and Clear All for every value. The focus stays in the search box: the
 * arrow keys move through the list, Home and End go to its ends, Enter chooses or unchooses, and
 * Escape, Tab or a press elsewhere closes it. The open list (`multi-select-dropdown.tsx`, placed
 * by Floating UI) loads when the list first opens; the keys work before it has.
 */
export function MultiSelect({
  id,
  options,
  value,
  onChange,
  noun,
  placeholder,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: MultiSelectProps) {
  const listId = useId();
  const countId = useId();
  const optionId = (index: number) => optionIdIn(listId, index);
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<number | null>(null);

  const chosen = useMemo(() => new Set(value), [value]);
  const filtered = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return needle
      ? options.filter((option) => option.toLocaleLowerCase().includes(needle))
      : options;
  }, [options, query]);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    setActive(next && filtered.length > 0 ? (active ?? 0) : null);
  };
  // The control's box, under (or over) which the list is placed.
  const [control, setControl] = useState<HTMLDivElement | null>(null);

  // A press anywhere but the control, its chips and its list closes the list.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node | null)) {
        setOpen(false);
        setActive(null);
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  // The active option stays in view as the arrows move through a long list.
  useEffect(() => {
    if (open && active !== null) {
      document.getElementById(optionIdIn(listId, active))?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [open, active, listId]);

  // Chosen values keep the order they were chosen in (the site may show them in that order).
  const toggle = (option: string) =>
    onChange(chosen.has(option) ? value.filter((v) => v !== option) : [...value, option]);
  const selectFiltered = () =>
    onChange([...value, ...filtered.filter((option) => !chosen.has(option))]);
  const deselectFiltered = () => {
    const shown = new Set(filtered);
    onChange(value.filter((option) => !shown.has(option)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = filtered.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          changeOpen(true);
          break;
        }
        if (last < 0) break;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive(active === null ? 0 : Math.min(Math.max(active + step, 0), last));
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          changeOpen(false);
        }
        break;
      case 'Home':
      case 'End':
        if (open && last >= 0) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : last);
        }
        break;
      case 'Enter': {
        // Never submits the surrounding form: Enter here chooses.
        event.preventDefault();
        const option = active === null ? undefined : filtered[active];
        if (open && option !== undefined) toggle(option);
        else changeOpen(true);
        break;
      }
      case 'Backspace': {
        const newest = value[value.length - 1];
        if (query === '' && newest !== undefined) toggle(newest);
        break;
      }
    }
  };

  const count =
    value.length === 1 ? `1 ${noun.one} selected` : `${value.length} ${noun.many} selected`;
  // A press on the toggle keeps the focus in the search box.
  const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

  return (
    <div ref={container} className="relative">
      <div
        ref={setControl}
        className={cn(
          controlClassName,
          'flex min-h-10 items-center gap-2 py-1.5',
          invalid && 'border-edtech-red',
        )}
      >
        <Search aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && active !== null ? optionId(active) : undefined}
          aria-autocomplete="list"
          aria-invalid={invalid || undefined}
          aria-describedby={[countId, describedBy].filter(Boolean).join(' ')}
          autoComplete="off"
          value={query}
          placeholder={placeholder}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setQuery(event.currentTarget.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => changeOpen(true)}
          onClick={() => {
            if (!open) changeOpen(true);
          }}
          // Tabbing away closes the list; the chips' buttons are part of the control.
          onBlur={(event) => {
            if (!container.current?.contains(event.relatedTarget)) changeOpen(false);
          }}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-slate-500"
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={open ? `Hide the ${noun.many}` : `Show the ${noun.many}`}
          onMouseDown={keepFocus}
          onClick={() => {
            if (open) changeOpen(false);
            else {
              input.current?.focus();
              changeOpen(true);
            }
          }}
          className="rounded p-1 text-slate-500 hover:bg-slate-100"
        >
          <ChevronDown aria-hidden="true" className={cn('size-4', open && 'rotate-180')} />
        </button>
      </div>

      <p id={countId} className="mt-2 text-sm text-slate-600" aria-live="polite">
        {count}
      </p>

      {value.length > 0 ? (
        <ul aria-label={`Selected ${noun.many}`} className="mt-2 flex flex-wrap gap-2">
          {value.map((option) => (
            <li
              key={option}
              className="inline-flex items-center gap-1 rounded-full bg-edtech-green/10 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              {option}
              <button
                type="button"
                aria-label={`Remove ${option}`}
                onClick={() => toggle(option)}
                className="rounded-full p-0.5 text-slate-500 hover:bg-edtech-green/20 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-edtech-green"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <OnDemand open={open}>
        {open ? (
          <MultiSelectDropdown
            control={control}
            listId={listId}
            optionId={optionId}
            filtered={filtered}
            chosen={chosen}
            active={active}
            onActivate={setActive}
            onToggle={toggle}
            onSelectFiltered={selectFiltered}
            onDeselectFiltered={deselectFiltered}
            onClearAll={() => onChange([])}
            anyChosen={value.length > 0}
            noun={noun}
            query={query}
          />
        ) : null}
      </OnDemand>
    </div>
  );
}
