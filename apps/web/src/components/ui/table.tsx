/**
 * The app's data tables (the problem list, the submission lists): a heading row, a row per item, an
 * optional empty state shown instead, and rows that open something when clicked. `framed` is the bordered
 * card with a shaded heading of the full-page lists; `compact` the tighter cells of a table in a panel.
 */
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { PHONE_TAP_TARGET } from './tap-target';

export type TableColumn<Row> = {
  /** The heading; with `hideHeading` only screen readers get it (a column of buttons). Unique per table. */
  heading: string;
  hideHeading?: boolean;
  /** Classes added to each of the column's cells (not to the heading). */
  className?: string;
  /** Shown from 640 px wide up only: a column a phone can do without, so the key ones fit its width. */
  wideOnly?: boolean;
  cell: (row: Row) => ReactNode;
};

type RowAttributes = { className?: string } & { [name: `data-${string}`]: string | boolean | undefined };

type TableProps<Row> = {
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Per-row class and data attributes (test ids, state). */
  rowProps?: (row: Row) => RowAttributes;
  /** A click anywhere on a row opens it; rows for which `isRowClickable` says false stay plain. */
  onRowClick?: (row: Row) => void;
  isRowClickable?: (row: Row) => boolean;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  framed?: boolean;
  compact?: boolean;
  /**
   * A wide table whose frame may scroll sideways on a phone (the admin's lists): it says so
   * (`data-scrolls-sideways`, which the phone checks of e2e/support/screen-audit.ts accept). Other tables
   * fit a 360 px screen, keeping their key columns (`wideOnly` for the rest).
   */
  scrollsSideways?: boolean;
  /** Added to the scrolling wrapper (e.g. to show the table only on wide screens). */
  className?: string;
  bodyClassName?: string;
};

const WIDE_ONLY = 'hidden sm:table-cell';
const CLICKABLE_ROW = 'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/60';

export function Table<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  onRowClick,
  isRowClickable = () => true,
  empty,
  framed = false,
  compact = false,
  scrollsSideways = false,
  className,
  bodyClassName,
}: TableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  // Narrower cells on a phone, so a table's key columns fit 360 px.
  const padding = compact ? 'px-2 py-2 sm:px-3' : 'px-2 py-3 sm:px-4';
  return (
    <div
      data-scrolls-sideways={scrollsSideways || undefined}
      // `relative`: the frame, not the page, holds what is placed absolutely inside it (the screen-reader
      // headings of `hideHeading`), else they stick out at the table's far end and the page scrolls sideways.
      className={cn(
        'relative overflow-x-auto',
        framed && 'rounded-xl border border-slate-200 dark:border-slate-700',
        className,
      )}
    >
      <table className="min-w-full text-sm">
        <thead
          className={cn(
            'text-left text-xs text-slate-500 uppercase dark:text-slate-400',
            framed && 'bg-slate-50 dark:bg-slate-800/60',
          )}
        >
          <tr>
            {columns.map((column) => (
              <th key={column.heading} scope="col" className={cn(padding, column.wideOnly && WIDE_ONLY)}>
                {column.hideHeading ? <span className="sr-only">{column.heading}</span> : column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn('divide-y divide-slate-100 dark:divide-slate-800', bodyClassName)}>
          {rows.map((row) => {
            const { className: rowClassName, ...attributes } = rowProps?.(row) ?? {};
            const clickable = onRowClick !== undefined && isRowClickable(row);
            return (
              <tr
                key={rowKey(row)}
                {...attributes}
                className={cn(rowClassName, clickable && CLICKABLE_ROW) || undefined}
                onClick={clickable ? () => onRowClick(row) : undefined}
              >
                {columns.map((column) => (
                  <td
                    key={column.heading}
                    className={cn(padding, column.className, column.wideOnly && WIDE_ONLY)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A link in a table cell (a problem's title): dark text that turns indigo on hover. */
export function TableLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'text-slate-900 hover:text-indigo-600 dark:text-slate-100 dark:hover:text-indigo-400',
        // A row's link is a 44 px target on a phone (the row grows to hold it).
        PHONE_TAP_TARGET,
        className,
      )}
      {...props}
    />
  );
}
