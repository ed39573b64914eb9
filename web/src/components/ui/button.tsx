import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  primary:
    'bg-edtech-green-solid text-white shadow-sm hover:bg-edtech-green-solid-hover focus-visible:outline-edtech-green',
  secondary:
    'border border-slate-300 bg-surface text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-slate-400',
  danger:
    'bg-edtech-red-solid text-white shadow-sm hover:bg-edtech-red-solid/90 focus-visible:outline-edtech-red',
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-slate-400',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-11 gap-2 rounded-lg px-5 text-base',
  icon: 'size-9 rounded-lg',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  className,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
