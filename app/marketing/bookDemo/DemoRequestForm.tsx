import { DemoRequestFormSchema } from '../../../sync/contract/forms';
import { Form } from '../../ui/form/Form';
import { FormSelect } from '../../ui/form/FormSelect';
import { FormTextField } from '../../ui/form/FormTextField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { useZodForm } from '../../ui/form/useZodForm';
import * as styles from './BookDemoPage.css';
import { type DemoRequestValues, requestDemo } from './demoInquiry';
import { COUNTRY_OPTIONS, ORGANIZATION_SIZE_OPTIONS } from './options';

/** The demo request fields: all required, labels marked with an asterisk. */
export function DemoRequestForm({ onSent }: { onSent: () => void }) {
  const form = useZodForm(DemoRequestFormSchema, {
    firstName: '',
    lastName: '',
    email: '',
    companyName: '',
    country: '' as DemoRequestValues['country'],
    jobTitle: '',
    organizationSize: '' as DemoRequestValues['organizationSize'],
    howDidYouHear: '',
  });
  const submit = async (values: DemoRequestValues) => {
    if (await requestDemo(values)) onSent();
  };
  const { control } = form;

  return (
    <Form form={form} onSubmit={submit} aria-label="Book a demo">
      <div className={styles.pair}>
        <FormTextField
          control={control}
          name="firstName"
          label="First Name"
          isRequired
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="lastName"
          label="Last Name"
          isRequired
          autoComplete="family-name"
        />
      </div>
      <FormTextField
        control={control}
        name="email"
        type="email"
        label="Business Email"
        isRequired
        autoComplete="email"
      />
      <FormTextField
        control={control}
        name="companyName"
        label="Company Name"
        isRequired
        autoComplete="organization"
      />
      <div className={styles.pair}>
        <FormSelect
          control={control}
          name="country"
          label="Country"
          isRequired
          options={COUNTRY_OPTIONS}
          placeholder="Select country"
        />
        <FormTextField
          control={control}
          name="jobTitle"
          label="Job Title"
          isRequired
          autoComplete="organization-title"
        />
      </div>
      <FormSelect
        control={control}
        name="organizationSize"
        label="Organization Size"
        isRequired
        options={ORGANIZATION_SIZE_OPTIONS}
        placeholder="Select size"
      />
      <FormTextField
        control={control}
        name="howDidYouHear"
        label="How did you hear about us?"
        isRequired
      />
      <SubmitButton fullWidth size="lg" pendingLabel="Submitting...">
        Request Demo
      </SubmitButton>
    </Form>
  );
}
