import type { ReactNode } from 'react';
import * as styles from './DataTable.css';
import { visuallyHidden } from './visuallyHidden.css';

/**
 * A table of records with a caption for screen readers and a header row; on phones the
 * rows become cards (cells need `data-label`, see DataTable.css.ts). `children` are
 * the body rows.
 */
export function DataTable({
  caption,
  columns,
  isBusy,
  children,
}: {
  caption: string;
  columns: readonly string[];
  isBusy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={isBusy || undefined}>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
