import { isValidElement, type ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import { type TableProps } from '@cloudscape-design/components/table';
import type { PagedList } from '../api/hooks';
import { useT } from '../i18n/i18n';

/** The id of the row actions column: always the last one, kept in view (sticky) and never hidden. */
export const ACTIONS_COLUMN_ID = 'actions';

/** A column of a resource table; give `sortingField` (or `sortingComparator`) to make it sortable. */
export type ResourceColumn<T> = TableProps.ColumnDefinition<T> & {
  id: string;
  /**
   * Left out until chosen in the table's preferences: a detail nobody acts on, so that the
   * columns people do act on (the row's name, status, the key amount, the row actions) fit a
   * laptop screen without scrolling sideways.
   */
  hiddenByDefault?: boolean;
  /** The column's name in the preferences when its header is not plain text (default: the header). */
  label?: string;
  /**
   * Text people typed (a name, an organisation, a contact): it wraps, even inside a long word or
   * a code in it, instead of widening the table; other cells with a digit stay whole.
   */
  freeText?: boolean;
};

/** What the table needs of the TanStack query behind a list. */
export interface ListQuery {
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A server list's count: its total when the server gives it, else the rows reached so far, said to be a floor ('more than 120'). */
export function serverCount(page: PagedList<unknown>, moreThan: (count: number) => string): string {
  if (page.total !== undefined) return String(page.total);
  const reached = (page.currentPage - 1) * page.pageSize + page.items.length;
  return page.openEnd ? moreThan(reached) : String(reached);
}

/** A row's key, for labels when the page gives no better name. */
export function keyOf<T>(item: T, trackBy: TableProps.TrackBy<T>): string {
  if (typeof trackBy === 'function') return trackBy(item);
  const key = (item as Record<string, unknown>)[trackBy];
  return typeof key === 'string' || typeof key === 'number' ? String(key) : '';
}

/** A column's name in the preferences: its label, its header when that is text, else its id. */
export function columnLabel<T>(column: ResourceColumn<T>): string {
  if (column.label) return column.label;
  if (typeof column.header === 'string' && column.header.trim()) return column.header;
  return column.id;
}

/** The reload button of a list page: spins while the list is fetched again. */
export function RefreshButton({ query }: { query: ListQuery }) {
  const t = useT();
  return (
    <Button
      iconName="refresh"
      ariaLabel={t('table.refresh')}
      loading={query.isFetching && !query.isPending}
      onClick={() => void query.refetch()}
    />
  );
}

/**
 * A cell as the tables draw it (their lines wrap, so that a table fits a laptop's width instead of
 * scrolling under its sticky action column): plain words (a name, a description, a header) may
 * wrap at their spaces; anything else stays whole on one line: money, counts, dates, codes (any
 * text with a digit), statuses, links and the row actions (any element).
 */
export function wholeCell(content: ReactNode, freeText = false): ReactNode {
  if (freeText) return <span className="table-cell-words">{content}</span>;
  if (typeof content === 'string' && !/\d/.test(content)) return content;
  if (isValidElement(content) && content.type === CellItems) return content;
  return <span className="table-cell-whole">{content}</span>;
}

/** The columns with each cell drawn by {@link wholeCell} (a free-text column's as words that wrap). */
export function withWholeCells<T>(columns: readonly ResourceColumn<T>[]): ResourceColumn<T>[] {
  return columns.map((column) => ({ ...column, cell: (item: T) => wholeCell(column.cell(item), column.freeText) }));
}

/** Money in a text ('RM 1,900.00'). */
const MONEY = /(RM -?[\d,]+(?:\.\d+)?)/;

/**
 * A cell listing several items ('Meal allowance RM 150.00 · KL transport RM 80.50'): the items
 * wrap at their spaces like plain words, each amount kept whole on one line, so a long list wraps
 * instead of widening the table.
 */
export function CellItems({ items, testId }: { items: readonly string[]; testId?: string }) {
  if (items.length === 0) return <span data-testid={testId}>-</span>;
  const parts = items.join(' · ').split(MONEY);
  return (
    <span data-testid={testId}>
      {parts.map((part, index) =>
        // split() puts the amounts it found at the odd places.
        index % 2 ? (
          <span key={index} className="table-cell-whole">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}
