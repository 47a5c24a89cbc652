import { Button as RacButton } from 'react-aria-components';
import type { AnalysisResult } from '../../../../sync/contract/customer';
import { plural } from '../../../admin/plural';
import * as styles from './analysis.css';
import type { BarRef } from './chartData';

/**
 * The numbers behind a chart: answers discussing each parameter, by company. A count
 * with answers behind it is a button that opens them: the keyboard's way to a bar.
 */
export function ChartDataTable({
  id,
  result,
  onOpenBar,
}: {
  id: string;
  result: Pick<AnalysisResult, 'question' | 'companies' | 'series'>;
  onOpenBar: (bar: BarRef) => void;
}) {
  return (
    <section
      id={id}
      aria-label="Chart data"
      className={styles.dataWrap}
      // Many parameters scroll sideways on a phone; a tab stop lets the keyboard scroll it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a focusable scroll region, on purpose.
      tabIndex={0}
    >
      <table className={styles.dataTable}>
        <caption className={styles.dataCaption}>
          Answers discussing each parameter, by company
        </caption>
        <thead>
          <tr>
            <th scope="col">Company</th>
            {result.series.map((entry) => (
              <th key={entry.parameter} scope="col">
                {entry.parameter}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.companies.map((company, companyIndex) => (
            <tr key={company}>
              <th scope="row">{company}</th>
              {result.series.map((entry, seriesIndex) => {
                const count = entry.values[companyIndex] ?? 0;
                return (
                  <td key={entry.parameter}>
                    {count > 0 && entry.answers ? (
                      <RacButton
                        className={styles.countButton}
                        aria-label={`${plural(count, 'answer')} from ${company} on “${entry.parameter}”: show them`}
                        onPress={() => onOpenBar({ seriesIndex, companyIndex })}
                      >
                        {count}
                      </RacButton>
                    ) : (
                      count
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {result.series.map((entry) => (
              <td key={entry.parameter}>{entry.total}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
