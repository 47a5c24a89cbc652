import { useId, useState } from 'react';
import { Button as RacButton } from 'react-aria-components';
import type { AnalysisResult, Citation } from '../../../../sync/contract/customer';
import { plural } from '../../../admin/plural';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import * as styles from './analysis.css';

type ListItem = AnalysisResult['items'][number];

/** A list analysis: ranked themes, each with the answers and experts behind it and its quotes. */
export function RankedList({
  items,
  onOpenCitation,
}: {
  items: AnalysisResult['items'];
  onOpenCitation: (citation: Citation) => void;
}) {
  if (items.length === 0) return <p className={styles.chartNote}>No theme stands out yet.</p>;
  return (
    <ol className={styles.ranked} aria-label="Ranked items">
      {items.map((item, index) => (
        <li key={item.text} className={styles.rankedItem}>
          <div className={styles.itemHead}>
            <span className={styles.rank} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.itemText}>{item.text}</span>
            <Badge tone="accent">
              {plural(item.score, 'answer')}
              {item.experts !== undefined && ` · ${plural(item.experts, 'expert')}`}
            </Badge>
          </div>
          <ItemQuotes item={item} onOpenCitation={onOpenCitation} />
        </li>
      ))}
    </ol>
  );
}

/**
 * The first quote of an item, and the rest on request: a list stays scannable while
 * every quote (and its transcript) is one press away.
 */
function ItemQuotes({
  item,
  onOpenCitation,
}: {
  item: ListItem;
  onOpenCitation: (citation: Citation) => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  if (item.citations.length === 0) {
    return <p className={styles.noQuotes}>No quote found for this item.</p>;
  }
  const more = item.citations.length - 1;
  return (
    <>
      <ul id={listId} className={styles.citations} aria-label={`Quotes about ${item.text}`}>
        {(showAll ? item.citations : item.citations.slice(0, 1)).map((citation) => (
          <li key={citation.answerId} className={styles.citation}>
            <blockquote className={styles.quote}>“{citation.quote}”</blockquote>
            <RacButton
              className={styles.source}
              aria-label={`${citation.expertName}, ${citation.company}: open the transcript at this answer`}
              onPress={() => onOpenCitation(citation)}
            >
              {citation.expertName}, {citation.company}
            </RacButton>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <Button
          variant="ghost"
          size="sm"
          className={styles.moreQuotes}
          aria-expanded={showAll}
          aria-controls={listId}
          onPress={() => setShowAll((shown) => !shown)}
        >
          {showAll ? 'Show fewer quotes' : `Show ${more} more ${more === 1 ? 'quote' : 'quotes'}`}
        </Button>
      )}
    </>
  );
}
