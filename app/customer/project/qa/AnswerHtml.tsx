import { useMemo } from 'react';
import * as styles from './qa.css';
import { sanitizeAnswerHtml } from './sanitizeAnswerHtml';

/** The AI's HTML answer, sanitized before it reaches the page. */
export function AnswerHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeAnswerHtml(html), [html]);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify sanitized it just above.
    <div className={styles.answer} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
