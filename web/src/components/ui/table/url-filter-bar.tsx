import type { UrlValue } from '@/lib/use-url-state';
import {
  DateFilter,
  FilterBar,
  type FilterOption,
  SearchFilter,
  SelectFilter,
} from '../filter-bar';

/** One control of a list's filter bar, bound to the URL value `key`. */
export type FilterSpec =
  | { kind: 'search'; key: string; label: string; placeholder?: string; narrow?: boolean }
  | {
      kind: 'select';
      key: string;
      label: string;
      /** The label of the empty choice, e.g. 'All statuses'; none without it. */
      allLabel?: string;
      options: readonly FilterOption[];
    }
  | { kind: 'date'; key: string; label: string }
  /** One control for both `sortBy` and `sortOrder`: its options' values read 'field:order'. */
  | {
      kind: 'sort';
      label: string;
      options: readonly FilterOption[];
      defaultSortBy: string;
      defaultSortOrder: string;
    };

interface UrlFilterBarProps {
  filters: readonly FilterSpec[];
  /** The list's view as the URL holds it. */
  values: Partial<Record<string, unknown>>;
  /** Sets URL values (and so goes back to page 1). */
  onChange(changes: Record<string, UrlValue>): void;
}

/** A list's filter bar, declared: each control shows and sets one value of the URL. */
export function UrlFilterBar({ filters, values, onChange }: UrlFilterBarProps) {
  return (
    <FilterBar>
      {filters.map((filter) => (
        <FilterControl
          key={filter.kind === 'sort' ? 'sort' : filter.key}
          filter={filter}
          values={values}
          onChange={onChange}
        />
      ))}
    </FilterBar>
  );
}

function FilterControl({
  filter,
  values,
  onChange,
}: Omit<UrlFilterBarProps, 'filters'> & { filter: FilterSpec }) {
  const text = (key: string) => {
    const value = values[key];
    return value === undefined ? '' : String(value);
  };
  switch (filter.kind) {
    case 'search':
      return (
        <SearchFilter
          label={filter.label}
          placeholder={filter.placeholder}
          value={text(filter.key)}
          onChange={(value) => onChange({ [filter.key]: value })}
          narrow={filter.narrow}
        />
      );
    case 'select':
      return (
        <SelectFilter
          label={filter.label}
          allLabel={filter.allLabel}
          value={text(filter.key)}
          options={filter.options}
          onChange={(value) => onChange({ [filter.key]: value })}
        />
      );
    case 'date':
      return (
        <DateFilter
          label={filter.label}
          value={text(filter.key)}
          onChange={(value) => onChange({ [filter.key]: value })}
        />
      );
    case 'sort':
      return (
        <SelectFilter
          label={filter.label}
          value={`${text('sortBy') || filter.defaultSortBy}:${text('sortOrder') || filter.defaultSortOrder}`}
          options={filter.options}
          onChange={(choice) => {
            const [sortBy, sortOrder] = choice.split(':');
            onChange({ sortBy, sortOrder });
          }}
        />
      );
  }
}
