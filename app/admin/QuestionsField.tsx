import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MAX_BASE_QUESTIONS } from '../../sync/contract/projects';
import { Button } from '../ui/Button';
import { FormTextField } from '../ui/form/FormTextField';
import { Icon } from '../ui/Icon';
import type { ProjectFormValues } from './projectFormSchema';
import * as styles from './QuestionsField.css';

/**
 * The project's questions (spec section 5): add as many as needed, remove any while at
 * least one remains. The list is plain strings in the form, as the API takes them;
 * each row keeps a key of its own so removing one does not shuffle the others' inputs.
 */
export function QuestionsField() {
  const form = useFormContext<ProjectFormValues>();
  const questions = useWatch({ control: form.control, name: 'baseQuestions' });
  const nextKey = useRef(questions.length);
  const [keys, setKeys] = useState(() => questions.map((_, index) => index));
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  // Focus follows the edit: into a new question, or onto the one that took a removed one's place.
  useEffect(() => {
    if (focusIndex === null) return;
    form.setFocus(`baseQuestions.${focusIndex}`);
    setFocusIndex(null);
  }, [focusIndex, form]);

  const replace = (next: string[]) => {
    form.setValue('baseQuestions', next, { shouldDirty: true });
    // Errors are stored by position: recompute them for the new positions.
    form.clearErrors('baseQuestions');
    if (form.formState.isSubmitted) void form.trigger('baseQuestions');
  };

  const add = () => {
    replace([...questions, '']);
    setKeys([...keys, nextKey.current++]);
    setFocusIndex(questions.length);
  };

  const remove = (index: number) => {
    if (questions.length <= 1) return;
    replace(questions.filter((_, position) => position !== index));
    setKeys(keys.filter((_, position) => position !== index));
    setFocusIndex(Math.min(index, questions.length - 2));
  };

  const listError = form.formState.errors.baseQuestions?.message;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Questions</legend>
      <p className={styles.hint}>
        Every interview asks these in order; the AI interviewer adds follow-ups.
      </p>
      {questions.map((_, index) => (
        <div key={keys[index]} className={styles.row}>
          <FormTextField
            control={form.control}
            name={`baseQuestions.${index}`}
            label={`Question ${index + 1}`}
            isRequired
            placeholder="Type a question"
            className={styles.question}
          />
          {questions.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove question ${index + 1}`}
              onPress={() => remove(index)}
              className={styles.remove}
            >
              <Icon name="close" />
            </Button>
          )}
        </div>
      ))}
      {listError && (
        <p role="alert" className={styles.error}>
          {listError}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        onPress={add}
        isDisabled={questions.length >= MAX_BASE_QUESTIONS}
        className={styles.add}
      >
        Add Question
      </Button>
    </fieldset>
  );
}
