import { useId } from 'react';
import type { AskAiResponse } from '../../../../sync/contract/customer';
import { visuallyHidden } from '../../../marketing/shared/layout.css';
import { Card } from '../../../ui/Card';
import { Link } from '../../../ui/Link';
import type { OpenCitation } from '../citations/CitationButton';
import { AnswerHtml } from './AnswerHtml';
import { citedAnswers } from './answerSegments';
import { CoverageBadge } from './CoverageBadge';
import * as styles from './qa.css';
import { SourceButton } from './SourceButton';
import { isWebSource } from './sourceEntries';

export interface Exchange {
  id: number;
  question: string;
  answer: AskAiResponse;
}

/** Spec section 2: shown when the answer used web search. */
export const WEB_NOTE =
  'Response includes both expert interview data and current market information';

/**
 * One question and its answer: how far the interviews cover it, the sanitized response
 * with its quotes, the web note, and the Sources: each cited expert once (opening the
 * transcript) and any web pages.
 */
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
  const cited = citedAnswers(answer.citations);
  // The API's other source lines describe the cited answers, shown above as people.
  const web = [...new Set(answer.sources.map((source) => source.trim()))].filter(isWebSource);
  return (
    <Card as="article" aria-labelledby={questionId}>
      <div>
        <p className={styles.kicker}>Question</p>
        <h3 id={questionId} className={styles.question}>
          {exchange.question}
        </h3>
      </div>
      <div className={styles.answerHeader}>
        <CoverageBadge coverage={answer.coverage} />
      </div>
      <AnswerHtml
        html={answer.response}
        citations={answer.citations}
        onOpenCitation={onOpenCitation}
      />
      {answer.usedWebSearch && <p className={styles.webNote}>{WEB_NOTE}</p>}
      {cited.length + web.length > 0 && (
        <section className={styles.sources} aria-labelledby={sourcesId}>
          <h4 id={sourcesId} className={styles.sourcesTitle}>
            Sources
          </h4>
          <ul className={styles.sourceList} aria-label="Sources">
            {cited.map((citation) => (
              <li key={citation.answerId}>
                <SourceButton citation={citation} onOpen={onOpenCitation} />
              </li>
            ))}
            {web.map((url) => (
              <li key={url}>
                <Link href={url} target="_blank" rel="noopener noreferrer">
                  {url}
                  <span className={visuallyHidden}> (opens in a new tab)</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}
