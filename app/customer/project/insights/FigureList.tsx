import { Button as RacButton } from 'react-aria-components';
import type { FigureCitation } from '../../../../sync/contract/analytics';
import type { OpenCitation } from '../citations/CitationButton';
import * as styles from './insights.css';

/**
 * The figures experts gave, one line each: the figure, the clause it stands in and the
 * company. Each line opens the transcript at its answer, as a quote does.
 */
export function FigureList({
  figures,
  onOpen,
  label,
}: {
  figures: readonly FigureCitation[];
  onOpen: OpenCitation;
  label: string;
}) {
  return (
    <ul className={styles.figures} aria-label={label}>
      {figures.map((figure) => (
        <li key={`${figure.answerId}:${figure.quote}:${figure.figure}`}>
          <RacButton className={styles.figure} onPress={() => onOpen(figure)}>
            <span className={styles.figureValue}>{figure.figure}</span>
            <span className={styles.figureContext}>
              {figure.quote}{' '}
              <span className={styles.figureSource}>
                ({figure.expertName}, {figure.company})
              </span>
            </span>
          </RacButton>
        </li>
      ))}
    </ul>
  );
}
