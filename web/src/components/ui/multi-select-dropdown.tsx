import { cn } from '@/lib/cn';
import { Button } from './button';
import { dropdownRules, useDropdownPlacement } from './dropdown-placement';

export interface MultiSelectDropdownProps {
  /** The control the dropdown sits under (or over). */
  control: HTMLElement | null;
  listId: string;
  optionId: (index: number) => string;
  /** The choices the search shows, in order. */
  filtered: readonly string[];
  chosen: ReadonlySet<string>;
  /** The index of the option the arrows are on. */
  active: number | null;
  onActivate: (index: number) => void;
  onToggle: (option: string) => void;
  onSelectFiltered: () => void;
  onDeselectFiltered: () => void;
  onClearAll: () => void;
  /** Whether anything is chosen, for Clear All. */
  anyChosen: boolean;
  noun: { one: string; many: string };
  query: string;
}

// A press on the dropdown's buttons and options keeps the focus in the search box.
const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * The open list of a MultiSelect, loaded when it first opens: Select All, Deselect All and
 * Clear All, then the multi-selectable listbox, placed by Floating UI under the control (or over
 * it where there is more room). The keys are the control's: the focus never leaves its search
 * box, which names the active option.
 */
export function MultiSelectDropdown({
  control,
  listId,
  optionId,
  filtered,
  chosen,
  active,
  onActivate,
  onToggle,
  onSelectFiltered,
  onDeselectFiltered,
  onClearAll,
  anyChosen,
  noun,
  query,
}: MultiSelectDropdownProps) {
  const { refs, side, dropdownStyles } = useDropdownPlacement({
    open: true,
    elements: { reference: control },
  });

  return (
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
          onClick={onSelectFiltered}
          disabled={filtered.length === 0}
        >
          Select All
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onMouseDown={keepFocus}
          onClick={onDeselectFiltered}
          disabled={!filtered.some((option) => chosen.has(option))}
        >
          Deselect All
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onMouseDown={keepFocus}
          onClick={onClearAll}
          disabled={!anyChosen}
        >
          Clear All
        </Button>
      </div>
      <div
        id={listId}
        role="listbox"
        aria-multiselectable="true"
        aria-label={noun.many}
        tabIndex={-1}
        style={{ maxHeight: dropdownRules.listMaxHeight }}
        className="overflow-y-auto py-1"
      >
        {filtered.map((option, index) => {
          const selected = chosen.has(option);
          return (
            // The search box keeps the focus and handles the keys (aria-activedescendant).
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's
            <div
              key={option}
              id={optionId(index)}
              role="option"
              aria-selected={selected}
              tabIndex={-1}
              onMouseDown={keepFocus}
              onMouseMove={() => {
                if (index !== active) onActivate(index);
              }}
              onClick={() => onToggle(option)}
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
  );
}
