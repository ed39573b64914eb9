import { type AccentColor, accentColorOf } from '@coursedesk/contract/collections/accents';

/**
 * How a palette colour looks: a solid swatch, a tinted tile with dark text or icon, coloured
 * text, a left border and a ring. Every text colour here reaches 4.5:1 on white and on the tint.
 */
export interface AccentStyle {
  swatch: string;
  soft: string;
  text: string;
  border: string;
  ring: string;
}

/** The one table of accent colours: badges, figures' icons and content items all read it. */
export const ACCENTS: Record<AccentColor, AccentStyle> = {
  blue: {
    swatch: 'bg-edtech-blue',
    soft: 'bg-edtech-blue/10 text-edtech-blue',
    text: 'text-edtech-blue',
    border: 'border-l-edtech-blue',
    ring: 'ring-edtech-blue/25',
  },
  orange: {
    swatch: 'bg-edtech-orange',
    soft: 'bg-edtech-orange/10 text-edtech-orange-dark',
    text: 'text-edtech-orange-dark',
    border: 'border-l-edtech-orange',
    ring: 'ring-edtech-orange/25',
  },
  green: {
    swatch: 'bg-edtech-green',
    soft: 'bg-edtech-green/10 text-edtech-green-dark',
    text: 'text-edtech-green-dark',
    border: 'border-l-edtech-green',
    ring: 'ring-edtech-green/25',
  },
  red: {
    swatch: 'bg-edtech-red',
    soft: 'bg-edtech-red/10 text-edtech-red',
    text: 'text-edtech-red',
    border: 'border-l-edtech-red',
    ring: 'ring-edtech-red/25',
  },
  purple: {
    swatch: 'bg-purple-600',
    soft: 'bg-purple-600/10 text-purple-700',
    text: 'text-purple-700',
    border: 'border-l-purple-600',
    ring: 'ring-purple-600/25',
  },
};

/** How an item without an accent (or with an unknown one) looks. */
export const NEUTRAL_ACCENT: AccentStyle = {
  swatch: 'bg-slate-400',
  soft: 'bg-slate-100 text-slate-700',
  text: 'text-slate-900',
  border: 'border-l-slate-300',
  ring: 'ring-slate-300/60',
};

/** The style of a stored accent value (`blue`, `edtech-green`, ...); unknown values look neutral. */
export function accentStyle(value: unknown): AccentStyle {
  const color = accentColorOf(value);
  return color ? ACCENTS[color] : NEUTRAL_ACCENT;
}
