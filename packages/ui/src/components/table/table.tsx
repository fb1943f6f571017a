import { type Key, type ReactNode, useId } from 'react';
import { cx } from '../../utils/cx.js';
import { IconInbox } from '../icon/icon.js';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.js';
import * as styles from './table.css.js';

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** `end` for amounts, counts and dates, so their digits line up. */
  align?: 'start' | 'end' | 'center';
  /** The cell that names the row (the e-mail of a licence), read with every other cell. */
  rowHeader?: boolean;
  /** Hide the header text visually (an actions column), keeping it for screen readers. */
  hideHeader?: boolean;
}

export interface TableProps<Row> {
  /** Names the table and its scroll region ("Licences", "Invoices"). */
  caption: string;
  /** Keep the caption for screen readers only, when a heading above already says it. */
  hideCaption?: boolean;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row, index: number) => Key;
  /** Shown in place of the rows when there are none ("No invoices available."). */
  emptyState: ReactNode;
  className?: string;
}

/**
 * A data table (licences, invoices, admin lists) with a caption, column headers, an empty state
 * and cells that may hold actions. Narrow screens scroll it sideways inside a labelled region.
 */
export function Table<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  emptyState,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  return (
    <div className={cx(styles.figure, className)}>
      {hideCaption ? null : (
        // The visible title sits outside the bordered scroll box; the table's own caption says
        // the same to screen readers, so this copy is hidden from them.
        <div className={styles.caption} aria-hidden="true">
          {caption}
        </div>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard scrolling (WCAG 2.1.1). */}
      <section aria-labelledby={captionId} tabIndex={0} className={styles.scroller}>
        <table className={styles.table}>
          <caption id={captionId}>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={styles.cell({ align: column.align ?? 'start', header: true })}
                >
                  {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={styles.empty}>
                  <IconInbox size="large" className={styles.emptyIcon} />
                  {emptyState}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={rowKey(row, index)} className={styles.row}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th
                        key={column.id}
                        scope="row"
                        className={styles.cell({ align: column.align ?? 'start', rowHeader: true })}
                      >
                        {column.cell(row, index)}
                      </th>
                    ) : (
                      <td key={column.id} className={styles.cell({ align: column.align ?? 'start' })}>
                        {column.cell(row, index)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}
