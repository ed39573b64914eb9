import { describe, expect, it } from 'vitest';
import { isValidSvgPath, SVG_PATH_MAX_LENGTH } from './svg-path.ts';

describe('isValidSvgPath', () => {
  it.each([
    'M13 10V3L4 14h7v7l9-11h-7z',
    'M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20z',
    'm0,0 l10,10 h-5 v5 c1 2 3 4 5 6 s1 2 3 4 q1 2 3 4 t5 6 Z',
    'M.5.5L-1e2 3.2E+1',
    'M 4 4 L 20 20 M 20 4 L 4 20',
    'M10 10a5 5 0 01 10 0',
  ])('accepts %s', (path) => {
    expect(isValidSvgPath(path)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'L10 10',
    'M10',
    'M10 10 L',
    'M10 10 X5 5',
    'M0 0 A5 5 0 2 1 10 10',
    'M0 0"/><script>alert(1)</script>',
    'M0 0 url(javascript:alert(1))',
    'M0 0 L1 1 1',
  ])('refuses %j', (path) => {
    expect(isValidSvgPath(path)).toBe(false);
  });

  it('refuses path data longer than the limit', () => {
    const long = `M0 0${' L1 1'.repeat(SVG_PATH_MAX_LENGTH / 5)}`;
    expect(isValidSvgPath(long)).toBe(false);
  });
});
