import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../ui/Button';
import {
  Form,
  FormCheckbox,
  FormError,
  FormRadioGroup,
  FormSelect,
  FormTextArea,
  FormTextField,
  SubmitButton,
  useZodForm,
} from '../ui/form';
import * as styles from './Gallery.css';

const GallerySchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.email('Please enter a valid email address'),
  size: z.enum(['1-10', '11-50'], { error: 'Company size is required' }),
  plan: z.enum(['basic', 'pro'], { error: 'Choose a plan' }),
  notes: z.string().max(200, 'Please keep to 200 characters or less'),
  terms: z.literal(true, { error: 'Please accept the terms' }),
});

/** A form built only from the form helpers, to show inline schema messages. */
export function GalleryForm() {
  const [failure, setFailure] = useState<Error | null>(null);
  const [sent, setSent] = useState(false);
  const form = useZodForm(GallerySchema, {
    name: '',
    email: '',
    size: undefined,
    plan: undefined,
    notes: '',
    terms: false as unknown as true,
  });
  return (
    <section aria-labelledby="gallery-form" className={styles.section}>
      <h2 id="gallery-form" className={styles.sectionTitle}>
        Form helpers
      </h2>
      <Form
        form={form}
        aria-label="Gallery form"
        onSubmit={async () => {
          setFailure(null);
          await new Promise((resolve) => setTimeout(resolve, 600));
          if (form.getValues('name') === 'fail') setFailure(new Error('500: Server error'));
          else setSent(true);
        }}
      >
        <div className={styles.grid}>
          <FormTextField control={form.control} name="name" label="Name" isRequired />
          <FormTextField control={form.control} name="email" label="Email" type="email" />
          <FormSelect
            control={form.control}
            name="size"
            label="Company size"
            options={[
              { value: '1-10', label: '1-10' },
              { value: '11-50', label: '11-50' },
            ]}
          />
          <FormRadioGroup
            control={form.control}
            name="plan"
            label="Plan"
            options={[
              { value: 'basic', label: 'Basic' },
              { value: 'pro', label: 'Pro' },
            ]}
          />
          <FormTextArea control={form.control} name="notes" label="Notes" counterLimit={200} />
          <FormCheckbox control={form.control} name="terms">
            I accept the terms
          </FormCheckbox>
        </div>
        <FormError error={failure} />
        {sent && <p role="status">Sent</p>}
        <div className={styles.row}>
          <SubmitButton pendingLabel="Submitting...">Submit form</SubmitButton>
          <Button variant="ghost" onPress={() => form.reset()}>
            Reset
          </Button>
        </div>
      </Form>
    </section>
  );
}
