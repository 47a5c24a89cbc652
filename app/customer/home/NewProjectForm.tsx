import { useCreateProject } from '../../api/queries/projects';
import { prefillOnFocus } from '../../marketing/dialogs/prefillOnFocus';
import { Button } from '../../ui/Button';
import { DialogFooter } from '../../ui/Dialog';
import { Form } from '../../ui/form/Form';
import { FormError } from '../../ui/form/FormError';
import { FormSelect } from '../../ui/form/FormSelect';
import { FormTextArea } from '../../ui/form/FormTextArea';
import { FormTextField } from '../../ui/form/FormTextField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { useZodForm } from '../../ui/form/useZodForm';
import { showToast } from '../../ui/toast/toastQueue';
import * as styles from './newProject.css';
import {
  CustomerProjectFormSchema,
  type CustomerProjectFormValues,
  EMPTY_PROJECT_FORM,
  INTERVIEW_LENGTH_CHOICES,
  NO_QUESTIONS_MESSAGE,
  NUMBER_OF_EXPERTS_CHOICES,
  TIMELINE_CHOICES,
  toCreateRequest,
} from './projectForm';
import { QuestionFields } from './QuestionFields';
import { PROJECT_SAMPLES } from './samples';

/**
 * The customer's project brief (spec section 5). Field errors show inline; no question
 * at all is the spec's toast; a refused request shows the 'Error' toast and keeps the
 * form, with the server's reason above the buttons.
 */
export function NewProjectForm({ onCreated, onCancel }: { onCreated(): void; onCancel(): void }) {
  const form = useZodForm(CustomerProjectFormSchema, EMPTY_PROJECT_FORM);
  const create = useCreateProject();
  const sample = prefillOnFocus(form, PROJECT_SAMPLES);

  const onSubmit = async (values: CustomerProjectFormValues) => {
    const request = toCreateRequest(values);
    if (!request) {
      showToast({ title: NO_QUESTIONS_MESSAGE, variant: 'destructive' });
      return;
    }
    try {
      await create.mutateAsync(request);
    } catch {
      showToast({
        title: 'Error',
        description: 'Failed to create project. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    showToast({
      title: 'Project Created',
      description: 'Your project has been created successfully.',
    });
    onCreated();
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="New project">
      <FormTextField name="name" label="Project Name" isRequired {...sample('name')} />
      <FormTextArea name="description" label="Description" rows={2} {...sample('description')} />
      <FormTextArea
        name="projectGoal"
        label="Project Goal"
        isRequired
        rows={3}
        {...sample('projectGoal')}
      />
      <FormTextArea
        name="expertProfile"
        label="Expert Profile"
        isRequired
        rows={2}
        {...sample('expertProfile')}
      />
      <div className={styles.choices}>
        <FormSelect
          name="numberOfExperts"
          label="Number of Experts"
          isRequired
          placeholder="Select range"
          options={NUMBER_OF_EXPERTS_CHOICES}
        />
        <FormSelect
          name="timeline"
          label="Timeline"
          isRequired
          placeholder="Select timeline"
          options={TIMELINE_CHOICES}
        />
        <FormSelect
          name="interviewDurationMinutes"
          label="Interview Length"
          isRequired
          placeholder="Select length"
          options={INTERVIEW_LENGTH_CHOICES}
        />
      </div>
      <QuestionFields />
      <FormError error={create.error} />
      <DialogFooter>
        <Button variant="secondary" onPress={onCancel} isDisabled={create.isPending}>
          Cancel
        </Button>
        <SubmitButton variant="primary" pendingLabel="Creating...">
          Create Project
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}
