import { useMemo } from 'react';
import type { Citation } from '../../../../sync/contract/customer';
import { CitationButton, type OpenCitation } from '../citations/CitationButton';
import { answerSegments } from './answerSegments';
import * as styles from './qa.css';
import { sanitizeAnswerHtml } from './sanitizeAnswerHtml';

/**
 * The AI's HTML answer, sanitized before it reaches the page, with each quote shown
 * once, as the citation that opens its transcript (answerSegments.ts).
 */
export function AnswerHtml({
  html,
  citations,
  onOpenCitation,
}: {
  html: string;
  citations: readonly Citation[];
  onOpenCitation: OpenCitation;
}) {
  const segments = useMemo(
    () => answerSegments(sanitizeAnswerHtml(html), citations),
    [html, citations],
  );
  return (
    <div className={styles.answer}>
      {segments.map((segment) =>
        segment.kind === 'quote' ? (
          <CitationButton
            key={segment.position}
            citation={segment.citation}
            onOpen={onOpenCitation}
          />
        ) : (
          <SanitizedHtml key={segment.position} html={segment.html} />
        ),
      )}
    </div>
  );
}

function SanitizedHtml({ html }: { html: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: AnswerHtml sanitized it with DOMPurify.
    <div className={styles.answerText} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
