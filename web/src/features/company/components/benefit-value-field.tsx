import type { CompanySettingsInput } from '@coursedesk/contract/company';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldError, fieldErrorId } from '@/components/ui/form/field';
import { useFieldControl } from '@/components/ui/form/use-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

type Mark = 'tick' | 'cross' | 'custom';
const markOf = (value: string): Mark => (value === 'tick' || value === 'cross' ? value : 'custom');

/** One cell of the benefits comparison: a tick, a cross, or custom text typed beside it. */
export function BenefitValueField({
  name,
  label,
}: {
  name: `companyInfo.courseBenefitsComparison.${number}.${'us' | 'others'}`;
  label: string;
}) {
  const { control } = useFormContext<CompanySettingsInput>();
  const { field } = useController({ control, name });
  const value = field.value ?? '';
  // Custom text may be empty while typed: the choice is remembered apart from the value.
  const [mark, setMark] = useState<Mark>(markOf(value));
  const text = useFieldControl<CompanySettingsInput>(name);
  // The label names the choice; the text box beside it carries the value's id and message.
  const id = `${text.id}-mark`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Select
          id={id}
          className="w-36"
          value={mark}
          onChange={(event) => {
            const next = event.target.value as Mark;
            setMark(next);
            field.onChange(next === 'custom' ? '' : next);
          }}
        >
          <option value="tick">✓ Tick</option>
          <option value="cross">✗ Cross</option>
          <option value="custom">Custom text</option>
        </Select>
        {mark === 'custom' ? (
          <Input
            ref={field.ref}
            {...text.controlProps}
            aria-label={`${label}: custom text`}
            value={value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            placeholder="e.g. Limited"
          />
        ) : null}
      </div>
      <FieldError id={fieldErrorId(text.id)} message={text.message} />
    </div>
  );
}
