/**
 * Form helpers: react-hook-form + zod schemas from `sync/contract`. Import from
 * 'app/ui/form' only in forms (they pull react-hook-form and zod, which the home page
 * must not load).
 */
export { Form, type FormProps } from './Form';
export { FormCheckbox, type FormCheckboxProps } from './FormCheckbox';
export { FormError } from './FormError';
export { FormRadioGroup, type FormRadioGroupProps } from './FormRadioGroup';
export { FormSelect, type FormSelectProps } from './FormSelect';
export { FormTextArea, type FormTextAreaProps } from './FormTextArea';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { type BoundFieldProps, useBoundField } from './useBoundField';
export { useZodForm } from './useZodForm';
