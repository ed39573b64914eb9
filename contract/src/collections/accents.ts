// Accent and colour choices of spec §9, shared by the sections that offer them.
export const basicAccents = ['blue', 'orange', 'green', 'red'] as const;
export const skillAccents = ['blue', 'green', 'orange', 'red', 'purple'] as const;
export const edtechColors = ['edtech-green', 'edtech-orange', 'edtech-red', 'edtech-blue'] as const;
/** Mentors (About page) offer three of the basic accents. */
export const mentorAccents = ['blue', 'orange', 'green'] as const;

/** Display names of every accent value, for select options and badges. */
export const accentLabels: Record<string, string> = {
  blue: 'Blue',
  orange: 'Orange',
  green: 'Green',
  red: 'Red',
  purple: 'Purple',
  'edtech-green': 'EdTech Green',
  'edtech-orange': 'EdTech Orange',
  'edtech-red': 'EdTech Red',
  'edtech-blue': 'EdTech Blue',
};
