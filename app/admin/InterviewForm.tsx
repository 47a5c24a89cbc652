import type { CreateInterviewResponse } from '../../sync/contract/email';
import type { Project } from '../../sync/contract/projects';
import { useCreateInterview } from '../api/queries/interviews';
import { Button } from '../ui/Button';
import { DialogFooter } from '../ui/Dialog';
import { Form } from '../ui/form/Form';
import { FormSelect } from '../ui/form/FormSelect';
import { FormTextField } from '../ui/form/FormTextField';
import { SubmitButton } from '../ui/form/SubmitButton';
import { useZodForm } from '../ui/form/useZodForm';
import { showToast } from '../ui/toast/toastQueue';
import * as styles from './InterviewForm.css';
import {
  blankInterviewForm,
  DURATION_OPTIONS,
  deadlineAfter,
  type InterviewFormOutput,
  InterviewFormSchema,
  OPEN_DAYS_OPTIONS,
} from './interviewFormSchema';
import { SaveFailure } from './SaveFailure';

export interface InterviewFormProps {
  projects: readonly Project[];
  /** Preselects a project (opened from that project's view). */
  initialProjectId?: string;
  onCreated: (interview: CreateInterviewResponse) => void;
  onCancel: () => void;
}

/**
 * The interview dialog's form (spec sections 2 and 5). The client is the chosen
 * project's: the server refuses any other, so the field follows the project.
 */
export function InterviewForm({
  projects,
  initialProjectId,
  onCreated,
  onCancel,
}: InterviewFormProps) {
  const initialProject = projects.find((project) => project.id === initialProjectId);
  const form = useZodForm(InterviewFormSchema, blankInterviewForm(initialProject));
  const create = useCreateInterview();

  const chooseProject = (projectId: string | null) => {
    const project = projects.find((candidate) => candidate.id === projectId);
    form.setValue('client', project?.client ?? '', {
      shouldValidate: form.formState.isSubmitted,
    });
  };

  const onSubmit = async (values: InterviewFormOutput) => {
    const project = projects.find((candidate) => candidate.id === values.projectId);
    const { openDays, expertTitle, ...fields } = values;
    try {
      const interview = await create.mutateAsync({
        ...fields,
        expertTitle: expertTitle ?? undefined,
        deadlineAt: deadlineAfter(openDays),
        // Spec section 7's payload; the server counts the questions itself.
        totalQuestions: project?.baseQuestions.length ?? 0,
        answeredQuestions: 0,
        status: 'pending',
      });
      showToast({
        title: 'Interview Created',
        description: 'Interview link has been generated successfully.',
        variant: 'success',
      });
      onCreated(interview);
    } catch {
      // The mutation keeps the error; SaveFailure shows it and the form keeps every value.
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Create interview">
      <FormSelect
        name="projectId"
        label="Project"
        isRequired
        placeholder="Select a project"
        options={projects.map((project) => ({
          value: project.id,
          label: `${project.name} (${project.client})`,
        }))}
        onChange={chooseProject}
        autoFocus={!initialProject}
      />
      <div className={styles.pair}>
        <FormTextField
          name="expertName"
          label="Expert Name"
          isRequired
          autoComplete="off"
          autoFocus={Boolean(initialProject)}
        />
        <FormTextField
          name="expertEmail"
          label="Expert Email"
          type="email"
          isRequired
          autoComplete="off"
        />
      </div>
      <div className={styles.pair}>
        <FormTextField
          name="company"
          label="Company"
          description="Where the expert works"
          isRequired
          autoComplete="off"
        />
        <FormTextField
          name="expertTitle"
          label="Expert Role"
          description="Their title, shown with their answers (optional)"
          autoComplete="off"
        />
      </div>
      <div className={styles.pair}>
        <FormTextField
          name="client"
          label="Client"
          description="Set by the project"
          isRequired
          isReadOnly
          className={styles.readOnly}
        />
      </div>
      <FormSelect
        name="interviewDurationMinutes"
        label="Interview Duration"
        isRequired
        options={DURATION_OPTIONS}
      />
      <FormSelect
        name="openDays"
        label="Link Open For"
        description="Until then an expert who finished early can reopen the interview from the link"
        isRequired
        options={OPEN_DAYS_OPTIONS}
      />
      <SaveFailure error={create.error} message="Failed to create interview. Please try again." />
      <DialogFooter>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <SubmitButton pendingLabel="Creating...">Create Interview</SubmitButton>
      </DialogFooter>
    </Form>
  );
}
