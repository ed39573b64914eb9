// The country names the company info page offers (docs/company.md). They come
// from a maintained ISO 3166-1 data package, so the list is never typed by hand, and both ends
// read this one module: the form offers exactly the names the server accepts.
import englishNames from 'countries-list/minimal/countries.en.min.json' with { type: 'json' };

/** Every country's English name, in alphabetical order. */
export const countryNames: readonly string[] = Object.values(englishNames as Record<string, string>)
  .slice()
  .sort((a, b) => a.localeCompare(b, 'en'));

const known = new Set(countryNames);

/** Whether the name is one of `countryNames`, exactly as written there. */
export function isCountryName(name: string): boolean {
  return known.has(name);
}
