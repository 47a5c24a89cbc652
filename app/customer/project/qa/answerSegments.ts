import type { Citation } from '../../../../sync/contract/customer';

/** A piece of an answer in reading order (`position`): sanitized HTML, or one cited quote. */
export type AnswerSegment = { position: number } & (
  | { kind: 'html'; html: string }
  | { kind: 'quote'; citation: Citation }
);

/**
 * Splits a sanitized answer at its quotes. The API renders each verbatim quote as a
 * <blockquote>, in the order of `citations` (api/ai/grounding.ts keeps both in step),
 * so the screen shows each quote once, as the citation that opens the transcript at
 * it, where the answer placed it. A blockquote with no citation left stays HTML.
 */
export function answerSegments(cleanHtml: string, citations: readonly Citation[]): AnswerSegment[] {
  const body = new DOMParser().parseFromString(`<body>${cleanHtml}</body>`, 'text/html').body;
  const segments: AnswerSegment[] = [];
  let pending = '';
  let next = 0;
  const flush = () => {
    if (pending.trim()) segments.push({ position: segments.length, kind: 'html', html: pending });
    pending = '';
  };
  for (const node of Array.from(body.childNodes)) {
    const citation = node.nodeName === 'BLOCKQUOTE' ? citations[next] : undefined;
    if (citation) {
      next++;
      flush();
      segments.push({ position: segments.length, kind: 'quote', citation });
    } else {
      pending +=
        node.nodeType === Node.ELEMENT_NODE ? (node as Element).outerHTML : node.textContent;
    }
  }
  flush();
  return segments;
}

/** Each cited answer once, in order of first citation: the answer's sources. */
export function citedAnswers(citations: readonly Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter(
    (citation) => !seen.has(citation.answerId) && seen.add(citation.answerId),
  );
}
