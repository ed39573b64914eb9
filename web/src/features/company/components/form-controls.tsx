import type { CompanySettingsInput } from '@coursedesk/contract/company';
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { get, type Path, useController, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

export type CompanyPath = Path<CompanySettingsInput>;

/** The validation message of one field of the page's form, if it has one. */
export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<CompanySettingsInput>();
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** One titled section of the page. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card as="section" padding="md" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-500">{description}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </Card>
  );
}

interface TextControlProps {
  name: CompanyPath;
  label: string;
  type?: 'text' | 'email' | 'url' | 'tel' | 'number';
  placeholder?: string;
  multiline?: boolean;
  hint?: string;
}

/** A labelled text box of the page's form, with its message under it. */
export function TextControl({
  name,
  label,
  type = 'text',
  placeholder,
  multiline,
  hint,
}: TextControlProps) {
  const { register } = useFormContext<CompanySettingsInput>();
  const id = useId();
  const error = useFieldError(name);
  const props = {
    ...register(name, type === 'number' ? { valueAsNumber: true } : {}),
    ...fieldControlProps(id, error, Boolean(hint)),
    placeholder,
  };
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {multiline ? <Textarea rows={3} {...props} /> : <Input type={type} {...props} />}
    </Field>
  );
}

/** A button that removes one row of a list, named after the row. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={onClick}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

export function AddButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick}>
      <Plus aria-hidden="true" />
      {children}
    </Button>
  );
}

type StringListPath =
  | 'companyInfo.heroRoles'
  | 'companyInfo.carouselRoles'
  | 'companyInfo.whatsappQuickMessages';

/** A list of texts (roles, quick messages): one box per item, with add and remove. */
export function StringListEditor({
  name,
  itemLabel,
  addLabel,
  placeholder,
}: {
  name: StringListPath;
  itemLabel: string;
  addLabel: string;
  placeholder?: string;
}) {
  const { control } = useFormContext<CompanySettingsInput>();
  const { field } = useController({ control, name });
  const items = field.value ?? [];
  const baseId = useId();
  const listError = useFieldError(name);
  return (
    <div className="space-y-3">
      {items.length === 0 ? <p className="text-sm text-slate-500">None yet.</p> : null}
      {items.map((item, index) => (
        <StringListItem
          // Items have no identity of their own; the position is theirs.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          id={`${baseId}-${index}`}
          name={`${name}.${index}`}
          label={`${itemLabel} ${index + 1}`}
          value={item}
          placeholder={placeholder}
          onChange={(text) => field.onChange(items.map((old, at) => (at === index ? text : old)))}
          onRemove={() => field.onChange(items.filter((_, at) => at !== index))}
        />
      ))}
      {listError ? <p className="text-xs font-medium text-edtech-red">{listError}</p> : null}
      <AddButton onClick={() => field.onChange([...items, ''])}>{addLabel}</AddButton>
    </div>
  );
}

function StringListItem({
  id,
  name,
  label,
  value,
  placeholder,
  onChange,
  onRemove,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
  onRemove: () => void;
}) {
  const error = useFieldError(name);
  return (
    <div className="flex items-start gap-2">
      <div className="flex-1">
        <Field id={id} label={label} error={error}>
          <Input
            {...fieldControlProps(id, error)}
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
        </Field>
      </div>
      <div className="pt-7">
        <RemoveButton label={`Remove ${label.toLowerCase()}`} onClick={onRemove} />
      </div>
    </div>
  );
}
