import {
  type Control,
  type FieldPath,
  type FieldValues,
  useController,
  useFormContext,
} from 'react-hook-form';

/** Props every `Form*` field takes to find its value. */
export interface BoundFieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  /** Optional: pass `form.control` to get `name` type-checked; else the Form's context is used. */
  control?: Control<TValues>;
}

/** One field's value, handlers and schema error, from `control` or the surrounding Form. */
export function useBoundField<TValues extends FieldValues>({
  name,
  control,
}: BoundFieldProps<TValues>) {
  const context = useFormContext<TValues>();
  return useController({ name, control: control ?? context.control });
}
