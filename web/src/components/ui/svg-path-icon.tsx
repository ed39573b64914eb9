import { isValidSvgPath } from '@coursedesk/contract/svg-path';
import { cn } from '@/lib/cn';

interface SvgPathIconProps {
  /** Path data for a 24×24 outline icon. Nothing is drawn unless it is valid path data. */
  path: string;
  /** Names the icon for screen readers; without it the icon is decorative. */
  label?: string;
  className?: string;
}

const drawing = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** An icon drawn from stored SVG path data, only ever placed in a `d` attribute once checked. */
export function SvgPathIcon({ path, label, className }: SvgPathIconProps) {
  if (!isValidSvgPath(path)) return null;
  return label ? (
    <svg {...drawing} role="img" aria-label={label} className={cn('size-6', className)}>
      <title>{label}</title>
      <path d={path} />
    </svg>
  ) : (
    <svg {...drawing} aria-hidden="true" className={cn('size-6', className)}>
      <path d={path} />
    </svg>
  );
}
