import type { FieldKind } from '@coursedesk/contract/collections/define';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { BooleanField } from './boolean-field';
import { CountryField } from './country-field';
import { EmojiField } from './emoji-field';
import { ImageField } from './image-field';
import { NumberField } from './number-field';
import { RatingField } from './rating-field';
import { SelectField } from './select-field';
import { SvgPathField } from './svg-path-field';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';
import type { FormFieldProps } from './types';
import { UrlField } from './url-field';

type FieldComponent = <TValues extends FieldValues, TTransformed>(
  props: FormFieldProps<TValues, TTransformed>,
) => ReactNode;

/** The control of every field kind: a kind without one here does not compile. */
const fieldControls = {
  text: TextField,
  textarea: TextareaField,
  number: NumberField,
  select: SelectField,
  emoji: EmojiField,
  url: UrlField,
  svgPath: SvgPathField,
  image: ImageField,
  rating: RatingField,
  boolean: BooleanField,
  country: CountryField,
} as const satisfies Record<FieldKind, FieldComponent>;

/** The input a field's kind calls for, for any react-hook-form form. */
export function FormFieldControl<TValues extends FieldValues, TTransformed>(
  props: FormFieldProps<TValues, TTransformed>,
) {
  const Control: FieldComponent = fieldControls[props.field.kind];
  return <Control {...props} />;
}
