import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';

/** The field's current value as trimmed text ('' for anything else). */
export function useTextValue<TValues extends FieldValues, TTransformed>(
  control: Control<TValues, unknown, TTransformed>,
  name: Path<TValues>,
): string {
  const value: unknown = useWatch({ control, name });
  return typeof value === 'string' ? value.trim() : '';
}
