import { isSitePath, isWebAddress } from '@coursedesk/contract/web-address';
import type { FieldValues } from 'react-hook-form';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ImageWithFallback } from '../image-with-fallback';
import { Input } from '../input';
import { controlA11y, type FormFieldProps, pathOf } from './types';
import { useTextValue } from './use-text-value';

/** How long typing must pause before an address is loaded as a preview. */
const URL_PREVIEW_DELAY_MS = 400;

/** A web address; one naming an image (a logo) shows it as a preview. */
export function UrlField<TValues extends FieldValues, TTransformed>(
  props: FormFieldProps<TValues, TTransformed>,
) {
  const { field, register, control } = props;
  const value = useDebouncedValue(
    useTextValue(control, pathOf<TValues>(field)),
    URL_PREVIEW_DELAY_MS,
  );
  const input = (
    <Input
      {...register(pathOf<TValues>(field))}
      {...controlA11y(props)}
      type="url"
      inputMode="url"
      autoComplete="off"
      placeholder={field.placeholder}
    />
  );
  // A link to a profile (an optional field) is not an image: no preview for it.
  if (field.optional) return input;
  return (
    <div className="space-y-3">
      {input}
      <div className="flex h-24 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3">
        {isWebAddress(value) || isSitePath(value) ? (
          <ImageWithFallback
            src={value}
            alt={`${field.label} preview`}
            className="h-full max-w-full rounded"
          />
        ) : (
          <p className="text-xs text-slate-500">Enter an address to see a preview</p>
        )}
      </div>
    </div>
  );
}
