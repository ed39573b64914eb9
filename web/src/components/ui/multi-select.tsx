import { ChevronDown, Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { DROPDOWN_LIST_MAX_HEIGHT_PX, useDropdownPosition } from './dropdown-position';
import { controlClassName } from './input';

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
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A searchable multi-select: a search box that is an ARIA combobox over a multi-selectable
 * listbox, the chosen values as removable chips, a count, and Select All / Deselect All for the
 * values the search shows and Clear All for every value. Arrow keys move through the list,
 * Enter chooses or unchooses, Escape closes it; focus stays in the search box throughout.
 */
export function MultiSelect({
  id,
  options,
  value,
  onChange,
  noun,
  placeholder,
  invalid,
  describedBy,
}: MultiSelectProps) {
  const listId = useId();
  const countId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const container = useRef<HTMLDivElement>(null);
  const control = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const placement = useDropdownPosition(control, open);

  const chosen = useMemo(() => new Set(value), [value]);
  const filtered = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return needle
      ? options.filter((option) => option.toLocaleLowerCase().includes(needle))
      : options;
  }, [options, query]);

  const openList = () => {
    setOpen(true);
    if (active < 0 && filtered.length > 0) setActive(0);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  // Chosen values keep the order they were chosen in (the site may show them in that order).
  const toggle = (option: string) =>
    onChange(chosen.has(option) ? value.filter((v) => v !== option) : [...value, option]);
  const selectFiltered = () =>
    onChange([...value, ...filtered.filter((option) => !chosen.has(option))]);
  const deselectFiltered = () => {
    const hidden = new Set(filtered);
    onChange(value.filter((option) => !hidden.has(option)));
  };
  const clearAll = () => onChange([]);

  const moveTo = (index: number) => {
    if (filtered.length === 0) return;
    const next = Math.max(0, Math.min(filtered.length - 1, index));
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else moveTo(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else moveTo(active - 1);
        break;
      case 'Home':
        if (open) {
          event.preventDefault();
          moveTo(0);
        }
        break;
      case 'End':
        if (open) {
          event.preventDefault();
          moveTo(filtered.length - 1);
        }
        break;
      case 'Enter': {
        // Never submits the surrounding form: Enter here chooses.
        event.preventDefault();
        const option = filtered[active];
        if (open && option !== undefined) toggle(option);
        else openList();
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Backspace': {
        const last = value[value.length - 1];
        if (query === '' && last !== undefined) toggle(last);
        break;
      }
    }
  };

  // A click or focus anywhere outside closes the list (Tab out, a click elsewhere on the page).
  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (!container.current?.contains(event.target as Node | null)) {
        setOpen(false);
        setActive(-1);
      }
    };
    document.addEventListener('mousedown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('mousedown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [open]);

  const count =
    value.length === 1 ? `1 ${noun.one} selected` : `${value.length} ${noun.many} selected`;
  const activeOption = open && active >= 0 ? filtered[active] : undefined;

  return (
    <div ref={container} className="relative">
      <div
        ref={control}
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
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption !== undefined ? optionId(active) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={[countId, describedBy].filter(Boolean).join(' ')}
          autoComplete="off"
          value={query}
          placeholder={placeholder}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={openList}
          onClick={openList}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-slate-500"
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={open ? `Hide the ${noun.many}` : `Show the ${noun.many}`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (open) close();
            else {
              input.current?.focus();
              openList();
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

      <div
        data-testid="multi-select-dropdown"
        data-side={placement?.side}
        hidden={!open}
        style={
          placement
            ? {
                position: 'fixed',
                left: placement.left,
                width: placement.width,
                top: placement.top,
                bottom: placement.bottom,
                maxHeight: placement.maxHeight,
              }
            : undefined
        }
        className="z-40 flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
      >
        <div className="flex flex-wrap gap-2 border-b border-slate-100 p-2">
          <Button
            size="sm"
            variant="secondary"
            onMouseDown={(event) => event.preventDefault()}
            onClick={selectFiltered}
            disabled={filtered.length === 0}
          >
            Select All
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onMouseDown={(event) => event.preventDefault()}
            onClick={deselectFiltered}
            disabled={!filtered.some((option) => chosen.has(option))}
          >
            Deselect All
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onMouseDown={(event) => event.preventDefault()}
            onClick={clearAll}
            disabled={value.length === 0}
          >
            Clear All
          </Button>
        </div>
        <div
          id={listId}
          role="listbox"
          aria-multiselectable="true"
          aria-label={noun.many}
          style={{ maxHeight: DROPDOWN_LIST_MAX_HEIGHT_PX }}
          className="overflow-y-auto py-1"
        >
          {filtered.map((option, index) => {
            const selected = chosen.has(option);
            return (
              // Focus stays in the search box (aria-activedescendant): the options take clicks
              // and the box's keys act for them.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys.
              <div
                key={option}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={selected}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => toggle(option)}
                className={cn(
                  'flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm text-slate-800',
                  index === active && 'bg-slate-100',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-4 items-center justify-center rounded border text-[10px] leading-none',
                    selected
                      ? 'border-edtech-green bg-edtech-green text-white'
                      : 'border-slate-300',
                  )}
                >
                  {selected ? '✓' : ''}
                </span>
                {option}
              </div>
            );
          })}
        </div>
        {filtered.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-500">
            No {noun.many} match “{query.trim()}”
          </p>
        ) : null}
      </div>
    </div>
  );
}
