import type { FocusEvent } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Focusing an empty field fills in a sample value (spec, expert signup dialog). The
 * sample is selected, so typing replaces it and Tab keeps it. A field that holds text
 * is never touched, and neither is one showing its "required" message: after a failed
 * submit the form focuses that field, and a sample slipped in then would be sent as
 * the expert's own answer.
 */
export function prefillOnFocus<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  samples: Partial<Record<FieldPath<TValues>, string>>,
) {
  return (name: FieldPath<TValues>) => ({
    onFocus: (event: FocusEvent<Element>) => {
      const sample = samples[name];
      const current: unknown = form.getValues(name);
      if (!sample || (typeof current === 'string' && current !== '')) return;
      if (form.getFieldState(name).error) return;
      // The DOM gets the sample and its selection at once, inside this focus event:
      // keys (or autofill) arriving before React re-renders then replace the sample
      // instead of landing behind it.
      const input = event.target;
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) {
        input.value = sample;
        input.select();
      }
      form.setValue(name, sample as PathValue<TValues, FieldPath<TValues>>, { shouldDirty: true });
    },
  });
}
