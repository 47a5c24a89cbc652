import { useState } from 'react';
import { COMPANY_SIZES } from '../../../../sync/contract/forms';
import { Button, DialogFooter, type SelectOption } from '../../../ui';
import {
  Form,
  FormError,
  FormSelect,
  FormTextField,
  SubmitButton,
  useZodForm,
} from '../../../ui/form';
import type { NewAccount } from '../passwordSetup/completeAccount';
import {
  INQUIRY_ALERTS,
  InquiryError,
  StartProjectFormSchema,
  type StartProjectValues,
  submitInquiry,
} from './submitInquiry';

const SIZE_OPTIONS: readonly SelectOption[] = COMPANY_SIZES.map((size) => ({
  value: size,
  label: `${size} employees`,
}));

/**
 * The inquiry fields. Cancel is disabled while the inquiry is on its way (spec section
 * 2); a failure shows the spec's alert and keeps everything typed.
 */
export function StartProjectForm({
  onSent,
  onCancel,
}: {
  onSent: (account: NewAccount | null) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(StartProjectFormSchema, { companyName: '', contactEmail: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const isSubmitting = form.formState.isSubmitting;

  const onSubmit = async (values: StartProjectValues) => {
    setFailure(null);
    try {
      const { account } = await submitInquiry(values);
      onSent(account);
    } catch (error) {
      console.error('Project inquiry failed', error);
      setFailure(error instanceof InquiryError ? error.message : INQUIRY_ALERTS.rejected);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Start your project">
      <FormTextField
        control={form.control}
        name="companyName"
        label="Company Name"
        isRequired
        autoComplete="organization"
      />
      <FormSelect
        control={form.control}
        name="companySize"
        label="Company Size"
        isRequired
        placeholder="Select company size"
        options={SIZE_OPTIONS}
      />
      <FormTextField
        control={form.control}
        name="contactEmail"
        type="email"
        label="Contact Email"
        isRequired
        autoComplete="email"
      />
      <FormError error={failure} />
      <DialogFooter>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
          Cancel
        </Button>
        <SubmitButton variant="primary" pendingLabel="Submitting...">
          Submit Inquiry
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}
