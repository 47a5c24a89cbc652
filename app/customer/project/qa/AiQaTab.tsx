import { type FormEvent, useId, useRef, useState } from 'react';
import type { Project } from '../../../../sync/contract/projects';
import { useAskAiOptions } from '../../../api/queries/askAiOptions';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Checkbox } from '../../../ui/Checkbox';
import { Icon } from '../../../ui/Icon';
import { TextArea } from '../../../ui/TextArea';
import type { OpenCitation } from '../citations/CitationButton';
import { type Exchange, QaExchange } from './QaExchange';
import * as styles from './qa.css';
import { ASK_AI_FAILURE, useAskAi } from './useAskAi';

/**
 * AI Q&A: a question about this project's interviews, answered from the stored answers
 * with cited, verbatim quotes. The answers of this visit stay listed, newest first
 * (the panel stays mounted while another tab is shown).
 */
export function AiQaTab({
  project,
  onOpenCitation,
}: {
  project: Project;
  onOpenCitation: OpenCitation;
}) {
  const [question, setQuestion] = useState('');
  const [useWebSearch, setUseWebSearch] = useState(false);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const nextId = useRef(1);
  const ask = useAskAi(project);
  const options = useAskAiOptions(project.client);
  // Until the server says otherwise the box works as before; the server notes in the
  // answer itself when it could not add web information.
  const webUnavailable = options.data?.webSearch.available === false;
  const headingId = useId();
  const webReasonId = useId();
  const isBlank = question.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBlank || ask.isPending) return;
    const asked = question.trim();
    ask.mutate(
      { question: asked, useWebSearch: useWebSearch && !webUnavailable },
      {
        onSuccess: (answer) =>
          setExchanges((previous) => [
            { id: nextId.current++, question: asked, answer },
            ...previous,
          ]),
      },
    );
  };

  return (
    <div className={styles.tab}>
      <Card as="section" aria-labelledby={headingId}>
        <div>
          <h2 id={headingId} className={styles.title}>
            Ask the interviews
          </h2>
          <p className={styles.intro}>
            Answers come only from this project's expert interviews, and every quote links to the
            answer it comes from.
          </p>
        </div>
        <form className={styles.form} onSubmit={submit}>
          <TextArea
            label="Your question"
            value={question}
            onChange={setQuestion}
            rows={3}
            placeholder="e.g. How are investors changing their underwriting?"
          />
          <div className={styles.formRow}>
            <div className={styles.webOption}>
              <Checkbox
                isSelected={useWebSearch && !webUnavailable}
                onChange={setUseWebSearch}
                isDisabled={webUnavailable}
                aria-describedby={webUnavailable ? webReasonId : undefined}
              >
                Include real-world web information
              </Checkbox>
              {webUnavailable && (
                <p id={webReasonId} className={styles.webReason}>
                  {options.data?.webSearch.reason}
                </p>
              )}
            </div>
            <Button
              type="submit"
              isDisabled={isBlank}
              isPending={ask.isPending}
              pendingLabel="Analyzing..."
            >
              Ask AI
            </Button>
          </div>
        </form>
        {ask.isError && (
          <div role="alert" className={styles.errorBox}>
            <p className={styles.errorTitle}>
              <Icon name="alert" />
              {ASK_AI_FAILURE}
            </p>
            <p className={styles.errorDetail}>{ask.error.message}</p>
          </div>
        )}
      </Card>
      {exchanges.length > 0 && (
        <ul className={styles.exchanges} aria-label="Answers">
          {exchanges.map((exchange) => (
            <li key={exchange.id}>
              <QaExchange exchange={exchange} onOpenCitation={onOpenCitation} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
