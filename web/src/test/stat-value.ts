import { screen } from '@testing-library/react';

/** The figure a stat card shows under `label` (the card is a `dl`, its figure the `dd`). */
export function statValue(label: string) {
  return screen.getByText(label).closest('dl')?.querySelector('dd')?.textContent;
}
