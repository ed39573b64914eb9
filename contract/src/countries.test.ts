import { describe, expect, it } from 'vitest';
import { countryNames, isCountryName } from './countries.ts';

describe('countryNames', () => {
  it('lists every ISO 3166-1 country once, in alphabetical order', () => {
    expect(countryNames.length).toBeGreaterThan(240);
    expect(new Set(countryNames).size).toBe(countryNames.length);
    expect([...countryNames].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(countryNames);
    expect(countryNames).toEqual(
      expect.arrayContaining(['United Kingdom', 'United States', 'India', 'Nigeria', 'Japan']),
    );
  });

  it('accepts only names on the list, exactly as written there', () => {
    expect(isCountryName('United Kingdom')).toBe(true);
    expect(isCountryName('united kingdom')).toBe(false);
    expect(isCountryName('Atlantis')).toBe(false);
    expect(isCountryName('')).toBe(false);
  });
});
