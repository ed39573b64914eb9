import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { countryName } from '@/lib/country-name';

/** What an item form holds while it is edited: one value per field of the section. */
export type ItemFormValues = Record<string, unknown>;

/** A field's value as text for the list: a choice shows its option label ('blue' → 'Blue'). */
export function fieldText(
  definition: CollectionDefinition,
  item: Record<string, unknown>,
  name: string,
): string {
  const value = item[name];
  if (value === undefined || value === null) return '';
  const field = definition.fields.find((candidate) => candidate.name === name);
  if (field?.kind === 'boolean') return value === true ? 'Yes' : 'No';
  if (field?.kind === 'country' && typeof value === 'string') {
    const country = countryName(value);
    return country ? `${value} · ${country}` : value;
  }
  const option = field?.options?.find((candidate) => candidate.value === value);
  return option ? option.label : String(value);
}

/** The item's headline, which also names its Edit and Delete buttons. */
export function itemTitle(definition: CollectionDefinition, item: Record<string, unknown>): string {
  return fieldText(definition, item, definition.display.title) || definition.singular;
}

/**
 * The values a form starts with: every field of the section, taken from `source` (an item being
 * edited, or the section's defaults for a new one). Missing numbers stay empty, other fields blank.
 */
export function formValuesFrom(
  definition: CollectionDefinition,
  source: Record<string, unknown>,
): ItemFormValues {
  return Object.fromEntries(
    definition.fields.map((field) => [
      field.name,
      source[field.name] ??
        (field.kind === 'number' || field.kind === 'rating'
          ? undefined
          : field.kind === 'boolean'
            ? false
            : ''),
    ]),
  );
}
