import { Search } from 'lucide-react';
import { type ReactNode, useEffect, useEffectEvent, useId, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Input } from './input';
import { Select } from './select';

/** The row of filters above a list. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</search>;
}

function FilterLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-xs font-medium text-slate-600">
      {children}
    </label>
  );
}

interface SearchFilterProps {
  label: string;
  value: string;
  placeholder?: string;
  /** One column instead of two. */
  narrow?: boolean;
  onChange(value: string): void;
}

/** Free-text search: applied once typing pauses, and following the URL when it changes. */
export function SearchFilter({ label, value, placeholder, narrow, onChange }: SearchFilterProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const settled = useDebouncedValue(draft, 300);
  useEffect(() => setDraft(value), [value]);
  // Only a pause in typing applies the text: a new value from the URL (the back button) must
  // not be overwritten by the text typed before it.
  const apply = useEffectEvent((text: string) => {
    if (text.trim() !== value.trim()) onChange(text.trim());
  });
  useEffect(() => apply(settled), [settled]);
  return (
    <div className={narrow ? undefined : 'sm:col-span-2'}>
      <FilterLabel htmlFor={id}>{label}</FilterLabel>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

interface SelectFilterProps {
  label: string;
  value: string;
  /** The label of the empty choice, e.g. 'All statuses'. */
  allLabel?: string;
  options: readonly FilterOption[];
  onChange(value: string): void;
}

export function SelectFilter({ label, value, allLabel, options, onChange }: SelectFilterProps) {
  const id = useId();
  return (
    <div>
      <FilterLabel htmlFor={id}>{label}</FilterLabel>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel === undefined ? null : <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

interface DateFilterProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

export function DateFilter({ label, value, onChange }: DateFilterProps) {
  const id = useId();
  return (
    <div>
      <FilterLabel htmlFor={id}>{label}</FilterLabel>
      <Input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
