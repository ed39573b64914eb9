import type { ReactNode } from 'react';
import type { FieldArrayPath, FieldValues, Path } from 'react-hook-form';
import {
  CheckboxField,
  CheckboxListField,
  CustomField,
  type CustomFieldProps,
  SelectField,
  TextareaField,
  TextField,
} from './form-fields';
import { RepeatableRows, type RepeatableRowsProps, TextRows } from './repeatable-rows';

/**
 * The kit's fields for one form's values: the same components, typed so that a name that is not
 * a value of the form does not compile. Call once per form, at module level:
 * `const { TextField, RepeatableRows } = typedFields<CouponFormValues>();`
 */
export function typedFields<TValues extends FieldValues>() {
  return {
    TextField: TextField<TValues>,
    TextareaField: TextareaField<TValues>,
    SelectField: SelectField<TValues>,
    CheckboxField: CheckboxField<TValues>,
    CheckboxListField: CheckboxListField<TValues>,
    TextRows: TextRows<TValues>,
    CustomField: CustomField as <TName extends Path<TValues>>(
      props: CustomFieldProps<TValues, TName>,
    ) => ReactNode,
    RepeatableRows: RepeatableRows as <TName extends FieldArrayPath<TValues>>(
      props: RepeatableRowsProps<TValues, TName>,
    ) => ReactNode,
  };
}
