import type { FormEvent, ReactNode } from 'react';
import { Form as RacForm } from 'react-aria-components';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import * as styles from './Form.css';

export interface FormProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Runs with the schema's parsed output once every field is valid. */
  onSubmit: (values: TOutput) => unknown;
  children: ReactNode;
  /** Forms are landmarks only when named: give every form an accessible name. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  id?: string;
}

/**
 * The form element every form uses. It provides the react-hook-form context for the
 * `Form*` fields and makes RAC fields validate the "aria" way: errors are shown inline
 * and announced through aria-invalid / aria-describedby instead of browser bubbles.
 */
export function Form<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  children,
  className,
  ...props
}: FormProps<TInput, TOutput>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    void form.handleSubmit(async (values) => {
      await onSubmit(values);
    })(event);
  };
  return (
    <FormProvider {...form}>
      <RacForm
        {...props}
        validationBehavior="aria"
        onSubmit={submit}
        className={[styles.form, className].filter(Boolean).join(' ')}
      >
        {children}
      </RacForm>
    </FormProvider>
  );
}
