import { Form } from '../../../ui/form/Form';
import { FormTextArea } from '../../../ui/form/FormTextArea';
import { useZodForm } from '../../../ui/form/useZodForm';
import { AnalysisDialog, type NewAnalysisDialogProps } from './AnalysisDialog';
import { EMPTY_LIST_FORM, ListFormSchema, listFormFrom } from './analysisForms';
import { GenerateActions } from './GenerateActions';
import { useGenerateFromDialog } from './useGenerateFromDialog';

/**
 * 'New List': the themes the project's answers raise about a question, ranked and quoted.
 * Given `retrying` (Try again on a failed list), it opens filled with that list's question.
 */
export function NewListDialog({ project, retrying, onClose }: NewAnalysisDialogProps) {
  const form = useZodForm(ListFormSchema, retrying ? listFormFrom(retrying) : EMPTY_LIST_FORM);
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
