import type { FilterOption } from '@/components/ui/filter-bar';

/** 'followed_up' → 'Followed Up': how the status value lists read on screen. */
export function labelOf(value: string): string {
  return value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function optionsOf(values: readonly string[]): FilterOption[] {
  return values.map((value) => ({ value, label: labelOf(value) }));
}

/** The sort choices: one control sets both sortBy and sortOrder. */
export function sortOptionsOf(fields: readonly string[]): FilterOption[] {
  const names: Record<string, [string, string]> = {
    createdAt: ['Newest first', 'Oldest first'],
    name: ['Name Z-A', 'Name A-Z'],
    amount: ['Amount: high to low', 'Amount: low to high'],
  };
  return fields.flatMap((field) => {
    const [desc, asc] = names[field] ?? [`${field} descending`, `${field} ascending`];
    return [
      { value: `${field}:desc`, label: desc },
      { value: `${field}:asc`, label: asc },
    ];
  });
}
