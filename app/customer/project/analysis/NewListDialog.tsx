import type { Project } from '../../../../sync/contract/projects';
import { Form } from '../../../ui/form/Form';
import { FormTextArea } from '../../../ui/form/FormTextArea';
import { useZodForm } from '../../../ui/form/useZodForm';
import { AnalysisDialog } from './AnalysisDialog';
import { EMPTY_LIST_FORM, ListFormSchema } from './analysisForms';
import { GenerateActions } from './GenerateActions';
import { useGenerateFromDialog } from './useGenerateFromDialog';

/** 'New List': the themes the project's answers raise about a question, ranked and quoted. */
export function NewListDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const form = useZodForm(ListFormSchema, EMPTY_LIST_FORM);
  const generate = useGenerateFromDialog(project, onClose);
  return (
    <AnalysisDialog
      title="New List"
      description="Rank the themes experts raise about a question, with the quotes behind each."
      isPending={generate.isPending}
      onClose={onClose}
    >
      <Form
        form={form}
        onSubmit={(values) => generate.submit({ type: 'list', ...values })}
        aria-label="New list"
      >
        <FormTextArea
          name="question"
          label="Question"
          rows={3}
          isRequired
          placeholder="What are the biggest risks experts see?"
        />
        <GenerateActions
          label="Generate List"
          failure={generate.failure}
          isPending={generate.isPending}
          onCancel={onClose}
        />
      </Form>
    </AnalysisDialog>
  );
}
