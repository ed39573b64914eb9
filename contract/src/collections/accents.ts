// Accent and colour choices, shared by the sections that offer them. Only define.ts's types are
// imported: the panel's badges read the colours on every screen, and define.ts's schemas need
// not come with them.
import type { CollectionField } from './define.ts';

/** The palette the panel draws every accent value in. */
export const accentColors = ['blue', 'orange', 'green', 'red', 'purple'] as const;
export type AccentColor = (typeof accentColors)[number];

/** Every accent value: its display name and the palette colour it is drawn in. */
export const accentValues = {
  blue: { label: 'Blue', color: 'blue' },
  orange: { label: 'Orange', color: 'orange' },
  green: { label: 'Green', color: 'green' },
  red: { label: 'Red', color: 'red' },
  purple: { label: 'Purple', color: 'purple' },
  'edtech-green': { label: 'EdTech Green', color: 'green' },
  'edtech-orange': { label: 'EdTech Orange', color: 'orange' },
  'edtech-red': { label: 'EdTech Red', color: 'red' },
  'edtech-blue': { label: 'EdTech Blue', color: 'blue' },
} as const satisfies Record<string, { label: string; color: AccentColor }>;
export type AccentValue = keyof typeof accentValues;

export const basicAccents = ['blue', 'orange', 'green', 'red'] as const satisfies AccentValue[];
export const skillAccents = [
  'blue',
  'green',
  'orange',
  'red',
  'purple',
] as const satisfies AccentValue[];
export const edtechColors = [
  'edtech-green',
  'edtech-orange',
  'edtech-red',
  'edtech-blue',
] as const satisfies AccentValue[];
/** Mentors (About page) offer three of the basic accents. */
export const mentorAccents = ['blue', 'orange', 'green'] as const satisfies AccentValue[];

const isAccentValue = (value: unknown): value is AccentValue =>
  typeof value === 'string' && Object.hasOwn(accentValues, value);

/** Display names of every accent value, for select options and badges. */
export const accentLabels: Record<string, string> = Object.fromEntries(
  Object.entries(accentValues).map(([value, { label }]) => [value, label]),
);

/** The palette colour of an accent value; undefined for anything that is not one. */
export function accentColorOf(value: unknown): AccentColor | undefined {
  return isAccentValue(value) ? accentValues[value].color : undefined;
}

/** A section's select of accent values, each offered under its display name. */
export function accentField<const Name extends string>(
  name: Name,
  label: string,
  values: readonly string[],
): CollectionField<Name> {
  return {
    name,
    label,
    kind: 'select',
    options: values.map((value) => ({ value, label: accentLabels[value] ?? value })),
  };
}
