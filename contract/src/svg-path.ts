/** Longest path data accepted; icons are small, and this bounds the work of checking one. */
export const SVG_PATH_MAX_LENGTH = 10_000;

/** Numbers each command takes, per repetition (SVG 1.1 path grammar). */
const ARGUMENTS: Record<string, number> = {
  m: 2,
  l: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  t: 2,
  a: 7,
  z: 0,
};

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;
const SEPARATOR = /^[\s,]*/;

/**
 * Whether `value` is valid SVG path data: it starts with a moveto, every command has whole
 * groups of the right number of arguments, and arc flags are 0 or 1. Nothing else (no markup,
 * no url()) can pass, so the value is safe to place in a `d` attribute.
 */
export function isValidSvgPath(value: string): boolean {
  if (value.length === 0 || value.length > SVG_PATH_MAX_LENGTH) return false;
  let rest = value.trim();
  let first = true;
  while (rest.length > 0) {
    const command = rest[0] ?? '';
    const lower = command.toLowerCase();
    const count = ARGUMENTS[lower];
    if (count === undefined) return false;
    if (first && lower !== 'm') return false;
    first = false;
    rest = rest.slice(1).replace(SEPARATOR, '');
    if (count === 0) continue;
    let groups = 0;
    while (rest.length > 0 && !(rest[0] ?? '').match(/[a-zA-Z]/)) {
      for (let index = 0; index < count; index++) {
        const isFlag = lower === 'a' && (index === 3 || index === 4);
        if (isFlag) {
          if (rest[0] !== '0' && rest[0] !== '1') return false;
          rest = rest.slice(1);
        } else {
          const match = rest.match(NUMBER);
          if (!match) return false;
          rest = rest.slice(match[0].length);
        }
        rest = rest.replace(SEPARATOR, '');
      }
      groups += 1;
    }
    if (groups === 0) return false;
  }
  return !first;
}
