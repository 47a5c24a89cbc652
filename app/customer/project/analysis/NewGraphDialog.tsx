import { Form } from '../../../ui/form/Form';
import { FormRadioGroup } from '../../../ui/form/FormRadioGroup';
import { FormTextArea } from '../../../ui/form/FormTextArea';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useZodForm } from '../../../ui/form/useZodForm';
import { AnalysisDialog, type NewAnalysisDialogProps } from './AnalysisDialog';
import {
  EMPTY_GRAPH_FORM,
  GRAPH_TYPE_OPTIONS,
  GraphFormSchema,
  graphFormFrom,
} from './analysisForms';
import { GenerateActions } from './GenerateActions';
import { useGenerateFromDialog } from './useGenerateFromDialog';

/**
 * 'New Graph': how often the project's experts mention each parameter, per company.
 * Given `retrying` (Try again on a failed graph), it opens filled with that graph's inputs.
 */
export function NewGraphDialog({ project, retrying, onClose }: NewAnalysisDialogProps) {
  const form = useZodForm(GraphFormSchema, retrying ? graphFormFrom(retrying) : EMPTY_GRAPH_FORM);
  const generate = useGenerateFromDialog(project, onClose);
  return (
    <AnalysisDialog
      title="New Graph"
      description="Chart how many answers mention each parameter, company by company."
      isPending={generate.isPending}
      onClose={onClose}
    >
      <Form
        form={form}
        onSubmit={(values) => generate.submit({ type: 'graph', ...values })}
        aria-label="New graph"
      >
        <FormRadioGroup
          name="graphType"
          label="Graph Type"
          orientation="horizontal"
          options={GRAPH_TYPE_OPTIONS}
          isRequired
        />
        <FormTextArea
          name="question"
          label="Question"
          rows={2}
          isRequired
          placeholder="How often do experts raise each of these topics?"
        />
        <FormTextField
          name="parameters"
          label="Parameters"
          isRequired
          placeholder="ESG, AI, regulation"
          description="Separate parameters with commas."
        />
        <GenerateActions
          label="Generate Graph"
          failure={generate.failure}
          isPending={generate.isPending}
          onCancel={onClose}
        />
      </Form>
    </AnalysisDialog>
  );
}
