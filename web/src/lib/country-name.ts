const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** The English name of a two-letter country code ('GB' → 'United Kingdom'), if it is one. */
export function countryName(code: string): string | undefined {
  if (!/^[A-Za-z]{2}$/.test(code)) return undefined;
  try {
    return names.of(code.toUpperCase());
  } catch {
    return undefined;
  }
}
