import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const controlClassName =
  'block w-full rounded-lg border border-slate-300 bg-surface px-3 text-sm text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 focus:border-edtech-green focus:ring-2 focus:ring-edtech-green/20 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-edtech-red aria-invalid:focus:ring-edtech-red/20';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClassName, 'h-10', className)} {...props} />;
}
