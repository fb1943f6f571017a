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
  /**
   * Below the tablet breakpoint, show each row as a card of label and value lines rather than
   * scrolling sideways: for tables whose columns do not fit a phone (the admin's open invoices).
   */
  stackOnPhone?: boolean;
  /**
   * Below which breakpoint the rows are cards: `tablet` is `stackOnPhone`; `desktop` also on a
   * tablet, for a table whose columns do not fit one either (the account's invoices beside their
   * PDF link).
   */
  stackBelow?: 'tablet' | 'desktop';
  className?: string;
}

/**
 * A data table (licences, invoices, admin lists) with a caption, column headers, an empty state
 * and cells that may hold actions. Narrow screens scroll it sideways inside a labelled region,
 * or, with `stackOnPhone` (or `stackBelow`), show each row as a card.
 */
export function Table<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  emptyState,
  stackOnPhone = false,
  stackBelow = stackOnPhone ? 'tablet' : undefined,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const stacks = stackBelow !== undefined;
  const body = (column: TableColumn<Row>, row: Row, index: number) =>
    stacks ? <StackedCell column={column}>{column.cell(row, index)}</StackedCell> : column.cell(row, index);
  // Safari drops a table's semantics once its elements are displayed as blocks (the cards): a
  // stacking table says its roles outright.
  const role = (name: string) => (stacks ? name : undefined);
  return (
    <div className={cx(styles.figure, stackBelow && styles.stacked[stackBelow], className)}>
      {hideCaption ? null : (
        // The visible title sits outside the bordered scroll box; the table's own caption says
        // the same to screen readers, so this copy is hidden from them.
        <div className={styles.caption} aria-hidden="true">
          {caption}
        </div>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard scrolling (WCAG 2.1.1). */}
      <section aria-labelledby={captionId} tabIndex={0} className={styles.scroller}>
        <table className={styles.table} role={role('table')}>
          <caption id={captionId}>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <thead role={role('rowgroup')}>
            <tr role={role('row')}>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  role={role('columnheader')}
                  className={styles.cell({ align: column.align ?? 'start', header: true })}
                >
                  {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role={role('rowgroup')}>
            {rows.length === 0 ? (
              <tr role={role('row')}>
                <td role={role('cell')} colSpan={columns.length} className={styles.empty}>
                  <IconInbox size="large" className={styles.emptyIcon} />
                  {emptyState}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={rowKey(row, index)} className={styles.row} role={role('row')}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th
                        key={column.id}
                        scope="row"
                        role={role('rowheader')}
                        className={styles.cell({ align: column.align ?? 'start', rowHeader: true })}
                      >
                        {column.cell(row, index)}
                      </th>
                    ) : (
                      <td
                        key={column.id}
                        className={styles.cell({ align: column.align ?? 'start' })}
                        role={role('cell')}
                      >
                        {body(column, row, index)}
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

/**
 * A stacking table's cell: its column's header before the value, seen on a phone only. Hidden
 * from screen readers, which name the cell by its column header already.
 */
function StackedCell<Row>({ column, children }: { column: TableColumn<Row>; children: ReactNode }) {
  return (
    <>
      {column.hideHeader ? null : (
        <span className={styles.stackedLabel} aria-hidden="true">
          {column.header}
        </span>
      )}
      <span className={styles.stackedValue}>{children}</span>
    </>
  );
}
