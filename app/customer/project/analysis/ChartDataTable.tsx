import type { AnalysisResult } from '../../../../sync/contract/customer';
import * as styles from './analysis.css';

/** The numbers behind a chart: answers mentioning each parameter, by company. */
export function ChartDataTable({
  id,
  result,
}: {
  id: string;
  result: Pick<AnalysisResult, 'question' | 'companies' | 'series'>;
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
          Answers mentioning each parameter, by company
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
              {result.series.map((entry) => (
                <td key={entry.parameter}>{entry.values[companyIndex] ?? 0}</td>
              ))}
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
