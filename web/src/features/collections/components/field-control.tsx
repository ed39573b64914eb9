import {
  type CollectionField,
  isSitePath,
  isWebAddress,
} from '@coursedesk/contract/collections/define';
import { isValidSvgPath } from '@coursedesk/contract/svg-path';
import { type Control, type UseFormRegister, useWatch } from 'react-hook-form';
import { fieldControlProps } from '@/components/ui/field';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SvgPathIcon } from '@/components/ui/svg-path-icon';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { CollectionInput } from '../api/collection-schemas';
import type { ItemFormValues } from '../item-values';
import { EmojiSymbol } from './emoji-symbol';

/** How long typing must pause before an address is loaded as a preview. */
const URL_PREVIEW_DELAY_MS = 400;

export interface FieldControlProps {
  field: CollectionField;
  /** The control's id; the label, hint and error are tied to it. */
  id: string;
  error: string | undefined;
  /** The id of the form's message when that message is what is wrong with this field. */
  formMessageId?: string;
  register: UseFormRegister<ItemFormValues>;
  control: Control<ItemFormValues, unknown, CollectionInput>;
}

/** The input a field's kind calls for, with a live preview for emoji, image and icon fields. */
export function FieldControl(props: FieldControlProps) {
  const { field, register } = props;
  const a11y = controlA11y(props);
  switch (field.kind) {
    case 'number':
      return (
        <Input
          {...register(field.name, { setValueAs: toNumber })}
          {...a11y}
          type="number"
          inputMode="numeric"
          step={1}
          placeholder={field.placeholder}
          className="max-w-40"
        />
      );
    case 'textarea':
      return <Textarea {...register(field.name)} {...a11y} placeholder={field.placeholder} />;
    case 'select':
      return (
        <Select {...register(field.name)} {...a11y}>
          <option value="" disabled>
            Choose {field.label.toLowerCase()}
          </option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      );
    case 'emoji':
      return <EmojiControl {...props} />;
    case 'url':
      return <UrlControl {...props} />;
    case 'svgPath':
      return <SvgPathControl {...props} />;
    default:
      return (
        <Input
          {...register(field.name)}
          {...a11y}
          autoComplete="off"
          placeholder={field.placeholder}
        />
      );
  }
}

function controlA11y({ field, id, error, formMessageId }: FieldControlProps) {
  return fieldControlProps(id, error, Boolean(field.hint), formMessageId);
}

/** An empty number box means no value, which the schema reports with the section's message. */
function toNumber(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? undefined : number;
}

function useTextValue(control: FieldControlProps['control'], name: string): string {
  const value = useWatch({ control, name });
  return typeof value === 'string' ? value.trim() : '';
}

function EmojiControl(props: FieldControlProps) {
  const { field, register, control } = props;
  const value = useTextValue(control, field.name);
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50"
      >
        <EmojiSymbol value={value} className="text-4xl" />
      </span>
      <Input
        {...register(field.name)}
        {...controlA11y(props)}
        autoComplete="off"
        placeholder={field.placeholder}
        className="max-w-56 text-lg"
      />
    </div>
  );
}

function UrlControl(props: FieldControlProps) {
  const { field, register, control } = props;
  const value = useDebouncedValue(useTextValue(control, field.name), URL_PREVIEW_DELAY_MS);
  return (
    <div className="space-y-3">
      <Input
        {...register(field.name)}
        {...controlA11y(props)}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder={field.placeholder}
      />
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

function SvgPathControl(props: FieldControlProps) {
  const { field, id, register, control } = props;
  const path = useTextValue(control, field.name);
  const valid = isValidSvgPath(path);
  const statusId = `${id}-preview`;
  const a11y = controlA11y(props);
  return (
    <div className="flex items-start gap-3">
      <Textarea
        {...register(field.name)}
        {...a11y}
        aria-describedby={[a11y['aria-describedby'], statusId].filter(Boolean).join(' ')}
        rows={3}
        spellCheck={false}
        autoComplete="off"
        placeholder={field.placeholder ?? 'M13 10V3L4 14h7v7l9-11h-7z'}
        className="font-mono text-xs"
      />
      <div className="flex w-20 shrink-0 flex-col items-center gap-1.5">
        <div className="flex size-16 items-center justify-center rounded-xl border border-slate-200 bg-white text-edtech-green shadow-xs">
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
