import { useQueryClient } from '@tanstack/react-query';
import { ExpertSignupRequestSchema } from '../../../../sync/contract/forms';
import { Button, DialogFooter } from '../../../ui';
import { Form, FormTextField, SubmitButton, useZodForm } from '../../../ui/form';
import { prefillOnFocus } from '../prefillOnFocus';
import { EXPERT_SIGNUP_SAMPLES } from './samples';
import {
  EXPERT_SIGNUPS_KEY,
  type ExpertSignupValues,
  type SignupOutcome,
  submitExpertSignup,
} from './submitExpertSignup';

/**
 * The signup fields. A failed submit is only logged (spec section 8): the form and
 * everything typed stay as they are, so the expert can simply press the button again.
 */
export function ExpertSignupForm({
  onDone,
  onCancel,
}: {
  onDone: (outcome: SignupOutcome) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(ExpertSignupRequestSchema, {
    fullName: '',
    currentRole: '',
    company: '',
    areaOfExpertise: '',
    email: '',
  });
  const queryClient = useQueryClient();
  const sample = prefillOnFocus(form, EXPERT_SIGNUP_SAMPLES);
  const onSubmit = async (values: ExpertSignupValues) => {
    try {
      const outcome = await submitExpertSignup(values);
      void queryClient.invalidateQueries({ queryKey: EXPERT_SIGNUPS_KEY });
      onDone(outcome);
    } catch (error) {
      console.error('Expert signup failed', error);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Expert signup">
      <FormTextField
        control={form.control}
        name="fullName"
        label="Full Name"
        isRequired
        autoComplete="name"
        {...sample('fullName')}
      />
      <FormTextField
        control={form.control}
        name="currentRole"
        label="Current Role"
        isRequired
        autoComplete="organization-title"
        {...sample('currentRole')}
      />
      <FormTextField
        control={form.control}
        name="company"
        label="Company"
        isRequired
        autoComplete="organization"
        {...sample('company')}
      />
      <FormTextField
        control={form.control}
        name="areaOfExpertise"
        label="Area of Expertise"
        isRequired
        {...sample('areaOfExpertise')}
      />
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        description="Optional. With an e-mail you can set a password and sign in to your dashboard right away."
      />
      <DialogFooter>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <SubmitButton variant="primary" pendingLabel="Submitting...">
          Join Network
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}
