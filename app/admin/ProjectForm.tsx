import { useWatch } from 'react-hook-form';
import type { Project } from '../../sync/contract/projects';
import { useCreateProject, useUpdateProject } from '../api/queries/projects';
import { Button } from '../ui/Button';
import { DialogFooter } from '../ui/Dialog';
import { Form } from '../ui/form/Form';
import { FormSelect } from '../ui/form/FormSelect';
import { FormTextArea } from '../ui/form/FormTextArea';
import { FormTextField } from '../ui/form/FormTextField';
import { SubmitButton } from '../ui/form/SubmitButton';
import { useZodForm } from '../ui/form/useZodForm';
import { showToast } from '../ui/toast/toastQueue';
import { clientOptions, OTHER_CLIENT } from './clientOptions';
import {
  blankProjectForm,
  type ProjectFormOutput,
  ProjectFormSchema,
  projectFormFrom,
} from './projectFormSchema';
import { QuestionsField } from './QuestionsField';
import { SaveFailure } from './SaveFailure';

export interface ProjectFormProps {
  /** The project being edited; absent for a new one. */
  project?: Project;
  /** Clients that already have projects: the client choices besides Other Client. */
  existingClients: readonly string[];
  onSaved: (project: Project) => void;
  onCancel: () => void;
}

/** The employee project form (spec sections 2 and 5), for a new project or an edit. */
export function ProjectForm({ project, existingClients, onSaved, onCancel }: ProjectFormProps) {
  const form = useZodForm(
    ProjectFormSchema,
    project ? projectFormFrom(project) : blankProjectForm(),
  );
  const create = useCreateProject();
  const update = useUpdateProject();
  const mutation = project ? update : create;
  const clientChoice = useWatch({ control: form.control, name: 'clientChoice' });

  const onSubmit = async (values: ProjectFormOutput) => {
    try {
      const saved = project
        ? await update.mutateAsync({ id: project.id, patch: values })
        : await create.mutateAsync(values);
      showToast(
        project
          ? {
              title: 'Project Updated',
              description: `"${saved.name}" has been saved.`,
              variant: 'success',
            }
          : {
              title: 'Project Created',
              description: 'Your project has been created successfully.',
              variant: 'success',
            },
      );
      onSaved(saved);
    } catch {
      // The mutation keeps the error; SaveFailure shows it and the form keeps every value.
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={project ? 'Edit project' : 'New project'}>
      <FormTextField name="name" label="Project Name" isRequired autoFocus />
      <FormTextArea
        name="description"
        label="Description"
        rows={3}
        placeholder="What the project is for (optional)"
      />
      <FormSelect
        name="clientChoice"
        label="Client"
        isRequired
        placeholder="Select a client"
        options={clientOptions(existingClients)}
      />
      {clientChoice === OTHER_CLIENT && (
        <FormTextField name="otherClient" label="Client Name" isRequired autoFocus />
      )}
      <QuestionsField />
      <SaveFailure
        error={mutation.error}
        message={
          project
            ? 'Failed to update project. Please try again.'
            : 'Failed to create project. Please try again.'
        }
      />
      <DialogFooter>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <SubmitButton pendingLabel={project ? 'Saving...' : 'Creating...'}>
          {project ? 'Save Changes' : 'Create Project'}
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}
