import { useDismiss, useInteractions, useListNavigation } from '@floating-ui/react';
import { ChevronDown, Search, X } from 'lucide-react';
import { type ChangeEvent, type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { dropdownRules, useDropdownPlacement } from './dropdown-placement';
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
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A searchable multi-select: a search box that is an ARIA combobox over a multi-selectable
 * listbox, the chosen values as removable chips, a count, and Select All / Deselect All for the
 * values the search shows and Clear All for every value. Floating UI places the list and moves
 * through it (arrow keys; the focus stays in the search box), and closes it on Escape or a click
 * elsewhere; Enter chooses or unchooses, Home and End go to the list's ends.
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
  const optionId = (index: number) => `${listId}-option-${index}`;
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
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
  const { refs, context, side, dropdownStyles } = useDropdownPlacement({
    open,
    onOpenChange: changeOpen,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useListNavigation(context, {
      listRef: items,
      activeIndex: active,
      onNavigate: setActive,
      virtual: true,
    }),
    useDismiss(context, {
      // The control, the chips and the dropdown are all inside: only a press elsewhere closes.
      outsidePress: (event) => !container.current?.contains(event.target as Node | null),
    }),
  ]);

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
  // A press on the dropdown's buttons and options keeps the focus in the search box.
  const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

  return (
    <div ref={container} className="relative">
      <div
        ref={refs.setPositionReference}
        className={cn(
          controlClassName,
          'flex min-h-10 items-center gap-2 py-1.5',
          invalid && 'border-edtech-red',
        )}
      >
        <Search aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        <input
          {...getReferenceProps({
            ref: (element: HTMLInputElement | null) => {
              input.current = element;
              refs.setReference(element);
            },
            id,
            type: 'text',
            role: 'combobox',
            'aria-expanded': open,
            'aria-controls': open ? listId : undefined,
            'aria-autocomplete': 'list',
            'aria-invalid': invalid || undefined,
            'aria-describedby': [countId, describedBy].filter(Boolean).join(' '),
            autoComplete: 'off',
            value: query,
            placeholder,
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              setQuery(event.currentTarget.value);
              setOpen(true);
              setActive(0);
            },
            onFocus: () => changeOpen(true),
            onClick: () => {
              if (!open) changeOpen(true);
            },
            // Tabbing away closes the list; the chips' buttons are part of the control.
            onBlur: (event) => {
              if (!container.current?.contains(event.relatedTarget)) changeOpen(false);
            },
            onKeyDown,
            className:
              'min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-slate-500',
          })}
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

      {open ? (
        <div
          ref={refs.setFloating}
          data-testid="multi-select-dropdown"
          data-side={side}
          style={dropdownStyles}
          className="z-40 flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-surface shadow-lg"
        >
          <div className="flex flex-wrap gap-2 border-b border-slate-100 p-2">
            <Button
              size="sm"
              variant="secondary"
              onMouseDown={keepFocus}
              onClick={selectFiltered}
              disabled={filtered.length === 0}
            >
              Select All
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onMouseDown={keepFocus}
              onClick={deselectFiltered}
              disabled={!filtered.some((option) => chosen.has(option))}
            >
              Deselect All
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onMouseDown={keepFocus}
              onClick={() => onChange([])}
              disabled={value.length === 0}
            >
              Clear All
            </Button>
          </div>
          <div
            {...getFloatingProps({
              id: listId,
              role: 'listbox',
              'aria-multiselectable': true,
              'aria-label': noun.many,
              style: { maxHeight: dropdownRules.listMaxHeight },
              className: 'overflow-y-auto py-1',
            })}
          >
            {filtered.map((option, index) => {
              const selected = chosen.has(option);
              return (
                <div
                  key={option}
                  {...getItemProps({
                    ref: (element: HTMLElement | null) => {
                      items.current[index] = element;
                    },
                    id: optionId(index),
                    role: 'option',
                    'aria-selected': selected,
                    onMouseDown: keepFocus,
                    onClick: () => toggle(option),
                    className: cn(
                      'flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm text-slate-800',
                      index === active && 'bg-slate-100',
                    ),
                  })}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-4 items-center justify-center rounded border text-[10px] leading-none',
                      selected
                        ? 'border-edtech-green-solid bg-edtech-green-solid text-white'
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
      ) : null}
    </div>
  );
}
