import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClassName } from './input';

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClassName, 'h-10 pr-8', className)} {...props} />;
}
