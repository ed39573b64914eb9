/** How an accent colour looks: a solid swatch, a tinted tile, coloured text, a left border. */
export interface AccentStyle {
  swatch: string;
  soft: string;
  text: string;
  border: string;
}

const blue: AccentStyle = {
  swatch: 'bg-edtech-blue',
  soft: 'bg-edtech-blue/10 text-edtech-blue',
  text: 'text-edtech-blue',
  border: 'border-l-edtech-blue',
};
const orange: AccentStyle = {
  swatch: 'bg-edtech-orange',
  soft: 'bg-edtech-orange/10 text-edtech-orange-dark',
  text: 'text-edtech-orange-dark',
  border: 'border-l-edtech-orange',
};
const green: AccentStyle = {
  swatch: 'bg-edtech-green',
  soft: 'bg-edtech-green/10 text-edtech-green-dark',
  text: 'text-edtech-green-dark',
  border: 'border-l-edtech-green',
};
const red: AccentStyle = {
  swatch: 'bg-edtech-red',
  soft: 'bg-edtech-red/10 text-edtech-red',
  text: 'text-edtech-red',
  border: 'border-l-edtech-red',
};
const purple: AccentStyle = {
  swatch: 'bg-purple-600',
  soft: 'bg-purple-600/10 text-purple-700',
  text: 'text-purple-700',
  border: 'border-l-purple-600',
};

/** Every accent value of spec §9: the plain names and the site's `edtech-*` colours. */
export const ACCENT_STYLES: Record<string, AccentStyle> = {
  blue,
  orange,
  green,
  red,
  purple,
  'edtech-blue': blue,
  'edtech-orange': orange,
  'edtech-green': green,
  'edtech-red': red,
};

const neutral: AccentStyle = {
  swatch: 'bg-slate-400',
  soft: 'bg-slate-100 text-slate-700',
  text: 'text-slate-900',
  border: 'border-l-slate-300',
};

/** The style of an accent value; an unknown or missing value looks neutral. */
export function accentStyle(accent: unknown): AccentStyle {
  return (typeof accent === 'string' ? ACCENT_STYLES[accent] : undefined) ?? neutral;
}
