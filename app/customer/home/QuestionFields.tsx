import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MAX_CUSTOMER_BASE_QUESTIONS } from '../../../sync/contract/projects';
import { prefillOnFocus } from '../../marketing/dialogs/prefillOnFocus';
import { Button } from '../../ui/Button';
import { FormTextField } from '../../ui/form/FormTextField';
import * as styles from './newProject.css';
import {
  type CustomerProjectFormInput,
  filledQuestions,
  MINUTES_PER_QUESTION,
} from './projectForm';
import { SAMPLE_QUESTIONS } from './samples';

/**
 * The base questions: one field per slot, up to ten, each removable while more than
 * one remains. An empty slot offers a sample question when focused; blank slots are
 * left out when the project is sent.
 */
export function QuestionFields() {
  const form = useFormContext<CustomerProjectFormInput>();
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'baseQuestions',
  });
  const rows = useWatch({ control: form.control, name: 'baseQuestions' }) ?? [];
  const filled = filledQuestions(rows).length;
  const sample = prefillOnFocus(
    form,
    Object.fromEntries(
      SAMPLE_QUESTIONS.map((text, index) => [`baseQuestions.${index}.text`, text]),
    ),
  );
  const isFull = fields.length >= MAX_CUSTOMER_BASE_QUESTIONS;
  return (
    <fieldset className={styles.questions}>
      <legend className={styles.legend}>Base Questions</legend>
      <p className={styles.hint}>
        {filled === 0
          ? `Plan about ${MINUTES_PER_QUESTION} minutes of interview per question.`
          : `Plan about ${MINUTES_PER_QUESTION} minutes per question: ${filled} ${
              filled === 1 ? 'question fills' : 'questions fill'
            } about ${filled * MINUTES_PER_QUESTION} minutes.`}
      </p>
      {fields.map((field, index) => (
        <div key={field.id} className={styles.questionRow}>
          <FormTextField
            name={`baseQuestions.${index}.text`}
            label={`Question ${index + 1}`}
            className={styles.questionField}
            {...sample(`baseQuestions.${index}.text`)}
          />
          {fields.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              className={styles.removeButton}
              aria-label={`Remove question ${index + 1}`}
              onPress={() => remove(index)}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      <div className={styles.addRow}>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={isFull}
          onPress={() => append({ text: '' }, { shouldFocus: false })}
        >
          Add Question
        </Button>
        <span className={styles.hint}>
          {fields.length} of {MAX_CUSTOMER_BASE_QUESTIONS} questions
        </span>
      </div>
    </fieldset>
  );
}
