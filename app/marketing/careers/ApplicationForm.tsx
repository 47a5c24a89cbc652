import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  JobApplicationRequestSchema,
  MAX_ADDITIONAL_INFO,
  RESUME_ACCEPT,
  RESUME_EXTENSIONS,
  RESUME_TYPE_HINT,
} from '../../../sync/contract/forms';
import { Button, DialogFooter, FileTrigger, fileMatchesAccept, showToast } from '../../ui';
import { Form, FormTextArea, FormTextField, SubmitButton, useZodForm } from '../../ui/form';
import { type ApplicationValues, submitJobApplication } from './submitJobApplication';

const ApplicationFormSchema = JobApplicationRequestSchema.omit({ position: true });
const RESUME_PICKER_TYPES = RESUME_ACCEPT.split(',');

/**
 * The application fields. The résumé's type is checked here, before anything is sent
 * (the server checks again). A failed submit shows the spec's 'Error' toast and keeps
 * everything typed and chosen.
 */
export function ApplicationForm({
  onSubmitted,
  onCancel,
}: {
  onSubmitted: () => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useZodForm(ApplicationFormSchema, { name: '', email: '', additionalInfo: '' });
  const [resume, setResume] = useState<File | null>(null);
  const [resumeRejected, setResumeRejected] = useState(false);
  const resumeGroup = useRef<HTMLDivElement>(null);

  const chooseResume = (file: File | null) => {
    const acceptable = !file || fileMatchesAccept(file, RESUME_EXTENSIONS);
    setResumeRejected(!acceptable);
    setResume(acceptable ? file : null);
  };

  const submit = async (values: ApplicationValues) => {
    // A file of the wrong type was picked: say so rather than send the form without it.
    if (resumeRejected) {
      resumeGroup.current?.querySelector('button')?.focus();
      return;
    }
    try {
      await submitJobApplication(values, resume);
    } catch (error) {
      console.error('Job application failed', error);
      showToast({
        title: 'Error',
        description: 'Failed to submit application. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ['/api/job-applications'] });
    form.reset();
    setResume(null);
    onSubmitted();
  };

  return (
    <Form form={form} onSubmit={submit} aria-label="Job application">
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        isRequired
        autoComplete="name"
      />
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        label="Email"
        isRequired
        autoComplete="email"
      />
      <FormTextArea
        control={form.control}
        name="additionalInfo"
        label="Additional Information"
        description="Anything you would like us to know: a project you are proud of, a link."
        counterLimit={MAX_ADDITIONAL_INFO}
        rows={4}
      />
      <div ref={resumeGroup}>
        <FileTrigger
          label="Résumé"
          buttonLabel="Choose file"
          accept={RESUME_PICKER_TYPES}
          value={resume}
          onChange={chooseResume}
          description="Optional. PDF, DOC or DOCX."
          isInvalid={resumeRejected}
          errorMessage={RESUME_TYPE_HINT}
        />
      </div>
      <DialogFooter>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <SubmitButton pendingLabel="Submitting...">Submit Application</SubmitButton>
      </DialogFooter>
    </Form>
  );
}
