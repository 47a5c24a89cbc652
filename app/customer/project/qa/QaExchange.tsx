import { useId } from 'react';
import type { AskAiResponse } from '../../../../sync/contract/customer';
import { visuallyHidden } from '../../../marketing/shared/layout.css';
import { Card } from '../../../ui/Card';
import { Link } from '../../../ui/Link';
import { CitationList, type OpenCitation } from '../citations/CitationButton';
import { AnswerHtml } from './AnswerHtml';
import * as styles from './qa.css';
import { splitSources } from './sourceEntries';

export interface Exchange {
  id: number;
  question: string;
  answer: AskAiResponse;
}

/** Spec section 2: shown when the answer used web search. */
export const WEB_NOTE =
  'Response includes both expert interview data and current market information';

/** One question and its answer: the sanitized response, the web note and the Sources. */
export function QaExchange({
  exchange,
  onOpenCitation,
}: {
  exchange: Exchange;
  onOpenCitation: OpenCitation;
}) {
  const questionId = useId();
  const sourcesId = useId();
  const { answer } = exchange;
  const { web, other } = splitSources(answer.sources, answer.citations);
  const hasSources = answer.citations.length + web.length + other.length > 0;
  return (
    <Card as="article" aria-labelledby={questionId}>
      <div>
        <p className={styles.kicker}>Question</p>
        <h3 id={questionId} className={styles.question}>
          {exchange.question}
        </h3>
      </div>
      <AnswerHtml html={answer.response} />
      {answer.usedWebSearch && <p className={styles.webNote}>{WEB_NOTE}</p>}
      {hasSources && (
        <section className={styles.sources} aria-labelledby={sourcesId}>
          <h4 id={sourcesId} className={styles.sourcesTitle}>
            Sources
          </h4>
          {answer.citations.length > 0 && (
            <CitationList
              label="Expert interview sources"
              citations={answer.citations}
              onOpen={onOpenCitation}
              showQuestion
            />
          )}
          {web.length + other.length > 0 && (
            <ul className={styles.sourceLines} aria-label="Other sources">
              {web.map((url) => (
                <li key={url}>
                  <Link href={url} target="_blank" rel="noopener noreferrer">
                    {url}
                    <span className={visuallyHidden}> (opens in a new tab)</span>
                  </Link>
                </li>
              ))}
              {other.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Card>
  );
}
