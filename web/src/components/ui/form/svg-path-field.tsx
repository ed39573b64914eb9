import { isValidSvgPath } from '@coursedesk/contract/svg-path';
import type { FieldValues } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { SvgPathIcon } from '../svg-path-icon';
import { Textarea } from '../textarea';
import { controlA11y, type FormFieldProps, pathOf } from './types';
import { useTextValue } from './use-text-value';

export function SvgPathField<TValues extends FieldValues, TTransformed>(
  props: FormFieldProps<TValues, TTransformed>,
) {
  const { field, id, register, control } = props;
  const path = useTextValue(control, pathOf<TValues>(field));
  const valid = isValidSvgPath(path);
  const statusId = `${id}-preview`;
  const a11y = controlA11y(props);
  return (
    <div className="flex items-start gap-3">
      <Textarea
        {...register(pathOf<TValues>(field))}
        {...a11y}
        aria-describedby={[a11y['aria-describedby'], statusId].filter(Boolean).join(' ')}
        rows={3}
        spellCheck={false}
        autoComplete="off"
        placeholder={field.placeholder ?? 'M13 10V3L4 14h7v7l9-11h-7z'}
        className="font-mono text-xs"
      />
      <div className="flex w-20 shrink-0 flex-col items-center gap-1.5">
        <div className="flex size-16 items-center justify-center rounded-xl border border-slate-200 bg-surface text-edtech-green shadow-xs">
          {valid ? <SvgPathIcon path={path} label="Icon preview" className="size-8" /> : null}
        </div>
        <p
          id={statusId}
          className={cn(
            'text-center text-xs',
            path && !valid ? 'font-medium text-edtech-red' : 'text-slate-500',
          )}
        >
          {valid ? 'Preview' : path ? 'Invalid path' : 'No path yet'}
        </p>
      </div>
    </div>
  );
}
