import { useEffect, useState, type ReactNode } from 'react';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination, { type PaginationProps } from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { reconcileColumnDisplay, type ColumnDisplayItem } from './column-display';
import { useDebounced } from './use-debounced';
import { useLocalStorage } from './use-local-storage';

/** The page sizes a user may choose, the default one, and how long the search waits after the last key. */
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 200;

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
};

/** What a screen reader says of a table's page buttons (Cloudscape leaves the arrows unnamed). */
export const PAGINATION_LABELS: PaginationProps.Labels = {
  nextPageLabel: 'Next page',
  previousPageLabel: 'Previous page',
  paginationLabel: 'Pages',
  pageLabel: (n) => `Page ${n}`,
  jumpToPageButton: 'Go to page',
};

/** The id of the row actions column: always the last one, kept in view (sticky) and never hidden. */
export const ACTIONS_COLUMN_ID = 'actions';

/** What a table remembers per browser (local storage, keyed by the table id). */
interface SavedPreferences {
  pageSize: number;
  contentDisplay?: ColumnDisplayItem[];
}

/** What the table needs of the TanStack query behind a list. */
export interface ListQuery {
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ResourceTableProps<T> {
  /** Key under which the table's preferences are saved (one per table). */
  tableId: string;
  title: string;
  description?: ReactNode;
  items: readonly T[];
  loading?: boolean;
  loadingText?: string;
  columnDefinitions: readonly ResourceColumn<T>[];
  trackBy: TableProps.TrackBy<T>;
  /** Plural, lower case: 'users'. */
  resourceName: string;
  /** Buttons in the header. */
  actions?: ReactNode;
  /** The action offered when there are no items at all (e.g. a Create button). */
  emptyAction?: ReactNode;
  /** What an empty list means (default: 'There are no {resourceName} to display.'). */
  emptyText?: ReactNode;
  /** Reload (offered in the empty state when given). */
  onRefresh?: () => void;
  /**
   * The query the items come from: gives `loading`, `onRefresh` and a Refresh button before
   * the header actions, so a list page does not wire them itself.
   */
  query?: ListQuery;
  selectionType?: 'single' | 'multi';
  /** How a screen reader names a row's selection box: 'Select {itemLabel}' (default: the row's key). */
  itemLabel?: (item: T) => string;
  onSelectionChange?: (selected: readonly T[]) => void;
  /** Column sorted by default. */
  defaultSortingColumnId?: string;
  defaultSortingDescending?: boolean;
  /** Fields the search looks at (default: every field). */
  filteringFields?: string[];
  testId?: string;
}

/**
 * THE table of every list page (after cloudscape-design/demos): global search
 * ('Search N records...', 200 ms debounce), sortable headers, pagination with
 * go-to-page, empty, no-match and loading states, optional selection and header actions.
 * At a laptop's width the columns people act on stay in view: the first column (with the
 * selection) and the last (the row actions) are sticky, details marked `hiddenByDefault` are
 * left out until chosen in the preferences, and lines never wrap. Page size and the chosen
 * columns are remembered per table.
 */
export function ResourceTable<T>(props: ResourceTableProps<T>) {
  const {
    tableId,
    title,
    description,
    items,
    loadingText,
    columnDefinitions,
    trackBy,
    resourceName,
    emptyAction,
    emptyText,
    selectionType,
    onSelectionChange,
    defaultSortingColumnId,
    defaultSortingDescending = false,
    filteringFields,
    testId,
    query,
    itemLabel,
  } = props;
  const loading = props.loading ?? query?.isPending ?? false;
  const onRefresh = props.onRefresh ?? (query ? () => void query.refetch() : undefined);
  const actions = query ? (
    <SpaceBetween direction="horizontal" size="xs">
      <RefreshButton query={query} />
      {props.actions}
    </SpaceBetween>
  ) : (
    props.actions
  );

  const [preferences, setPreferences] = useLocalStorage<SavedPreferences>(`resource-table:${tableId}`, {
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const pageSize = (PAGE_SIZE_OPTIONS as readonly number[]).includes(preferences.pageSize)
    ? preferences.pageSize
    : DEFAULT_PAGE_SIZE;
  const contentDisplay = reconcileColumnDisplay(preferences.contentDisplay, columnDefinitions);

  const [searchText, setSearchText] = useState('');
  const debouncedSearch = useDebounced(searchText, SEARCH_DEBOUNCE_MS);
  const defaultColumn = columnDefinitions.find((c) => c.id === defaultSortingColumnId);

  const {
    items: pageItems,
    filteredItemsCount,
    collectionProps,
    paginationProps,
    actions: collection,
  } = useCollection(items, {
    filtering: {
      fields: filteringFields,
      empty: (
        <Box textAlign="center" color="inherit" data-testid="table-empty">
          <SpaceBetween size="xxs">
            <b>No {resourceName}</b>
            <Box variant="p" color="inherit">
              {emptyText ?? `There are no ${resourceName} to display.`}
            </Box>
          </SpaceBetween>
          <Box margin={{ top: 's' }}>
            {emptyAction ?? (onRefresh ? <Button onClick={onRefresh}>Refresh</Button> : null)}
          </Box>
        </Box>
      ),
      noMatch: (
        <Box textAlign="center" color="inherit" data-testid="table-no-match">
          <SpaceBetween size="xxs">
            <b>No matches</b>
            <Box variant="p" color="inherit">
              No {resourceName} match the search.
            </Box>
          </SpaceBetween>
          <Box margin={{ top: 's' }}>
            <Button onClick={() => setSearchText('')}>Clear search</Button>
          </Box>
        </Box>
      ),
    },
    sorting: defaultColumn
      ? { defaultState: { sortingColumn: defaultColumn, isDescending: defaultSortingDescending } }
      : {},
    pagination: { pageSize },
    selection: selectionType ? { trackBy, keepSelection: false } : undefined,
  });

  // The debounced text drives the filter; the box itself always shows what was typed.
  // `actions` is memoised by the collection hook, so this runs only when the debounced text changes.
  useEffect(() => {
    collection.setFiltering(debouncedSearch);
  }, [debouncedSearch, collection]);

  const selected = collectionProps.selectedItems;
  useEffect(() => {
    if (onSelectionChange && selected) onSelectionChange(selected);
  }, [selected, onSelectionChange]);

  const total = items.length;
  const counter = selectionType === 'multi' && selected?.length ? `(${selected.length}/${total})` : `(${total})`;

  return (
    <Table<T>
      {...collectionProps}
      data-testid={testId ?? `table-${tableId}`}
      items={pageItems}
      columnDefinitions={columnDefinitions}
      trackBy={trackBy}
      loading={loading}
      loadingText={loadingText ?? `Loading ${resourceName}`}
      selectionType={selectionType}
      ariaLabels={{
        selectionGroupLabel: `Select ${resourceName}`,
        allItemsSelectionLabel: () => `Select all ${resourceName} of the page`,
        itemSelectionLabel: (_selection, item) => `Select ${itemLabel ? itemLabel(item) : keyOf(item, trackBy)}`,
        tableLabel: title,
      }}
      columnDisplay={contentDisplay}
      stickyColumns={{ first: 1, last: 1 }}
      wrapLines={false}
      variant="full-page"
      stickyHeader
      enableKeyboardNavigation
      header={
        <Header
          variant="awsui-h1-sticky"
          counter={loading ? undefined : counter}
          description={description}
          actions={actions}
        >
          {title}
        </Header>
      }
      filter={
        <TextFilter
          filteringText={searchText}
          filteringPlaceholder={`Search ${total} records...`}
          filteringAriaLabel={`Search ${resourceName}`}
          countText={debouncedSearch ? `${filteredItemsCount ?? 0} matches` : undefined}
          onChange={(e) => setSearchText(e.detail.filteringText)}
          data-testid="table-search"
        />
      }
      pagination={
        <Pagination
          {...paginationProps}
          jumpToPage={{}}
          ariaLabels={PAGINATION_LABELS}
          i18nStrings={{ jumpToPageInputLabel: 'Page number' }}
        />
      }
      preferences={
        <CollectionPreferences
          title="Preferences"
          confirmLabel="Confirm"
          cancelLabel="Cancel"
          preferences={{ pageSize, contentDisplay }}
          pageSizePreference={{
            title: 'Page size',
            options: PAGE_SIZE_OPTIONS.map((n) => ({ value: n, label: `${n} records` })),
          }}
          contentDisplayPreference={{
            title: 'Columns',
            description: 'Choose the columns to show and their order.',
            options: columnDefinitions.map((c, index) => ({
              id: c.id,
              label: columnLabel(c),
              alwaysVisible: index === 0 || c.id === ACTIONS_COLUMN_ID,
            })),
          }}
          onConfirm={(e) =>
            setPreferences({
              pageSize: e.detail.pageSize ?? DEFAULT_PAGE_SIZE,
              contentDisplay: (e.detail.contentDisplay ?? contentDisplay).map((c) => ({
                id: c.id,
                visible: c.visible,
              })),
            })
          }
        />
      }
    />
  );
}

/** A row's key, for labels when the page gives no better name. */
function keyOf<T>(item: T, trackBy: TableProps.TrackBy<T>): string {
  if (typeof trackBy === 'function') return trackBy(item);
  const key = (item as Record<string, unknown>)[trackBy];
  return typeof key === 'string' || typeof key === 'number' ? String(key) : '';
}

/** A column's name in the preferences: its label, its header when that is text, else its id. */
function columnLabel<T>(column: ResourceColumn<T>): string {
  if (column.label) return column.label;
  if (typeof column.header === 'string' && column.header.trim()) return column.header;
  return column.id;
}

/** The reload button of a list page: spins while the list is fetched again. */
function RefreshButton({ query }: { query: ListQuery }) {
  return (
    <Button
      iconName="refresh"
      ariaLabel="Refresh"
      loading={query.isFetching && !query.isPending}
      onClick={() => void query.refetch()}
    />
  );
}
