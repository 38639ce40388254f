import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { PagedList } from '../api/hooks';
import { reconcileColumnDisplay, type ColumnDisplayItem } from './column-display';
import { useDebounced } from './use-debounced';
import { useLocalStorage } from './use-local-storage';
import { usePaginationLabels } from './pagination-labels';
import { useT } from '../i18n/i18n';
import {
  serverCount,
  keyOf,
  columnLabel,
  RefreshButton,
  ACTIONS_COLUMN_ID,
  withWholeCells,
} from './resource-table-parts';
import './resource-table.css';
export type { ListQuery, ResourceColumn } from './resource-table-parts';
import type { ListQuery, ResourceColumn } from './resource-table-parts';

/** The page sizes a user may choose, the default one, and how long the search waits after the last key. */
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 200;

export { ACTIONS_COLUMN_ID } from './resource-table-parts';

/** What a table remembers per browser (local storage, keyed by the table id). */
interface SavedPreferences {
  pageSize: number;
  contentDisplay?: ColumnDisplayItem[];
}

/**
 * The server mode of a table: the rows are one page of a server list (usePagedList), the table
 * pages, counts and searches through the server.
 */
export interface ServerPaging<T> {
  /** The page shown: from `usePagedList(name, input, { pageSize })` with the table's page size ({@link useTablePageSize}). */
  page: PagedList<T>;
  /** Saves a page size chosen in the preferences (the setter of {@link useTablePageSize}). */
  onPageSizeChange: (pageSize: number) => void;
  /**
   * The callable's own search: what was typed (debounced) goes to the server, which searches
   * the whole list. Without it the search box only filters the page shown, and says so.
   */
  search?: { text: string; onChange: (text: string) => void; placeholder: string };
}

export interface ResourceTableProps<T> {
  /** Key under which the table's preferences are saved (one per table). */
  tableId: string;
  title: string;
  description?: ReactNode;
  /** Every row (client mode); in server mode leave empty: the rows are `server.page.items`. */
  items: readonly T[];
  /** Server mode: page, count and search on the server (lists that grow with the organisation). */
  server?: ServerPaging<T>;
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
  /** Each new value clears the selection (e.g. after an approval of it: `useApproveSelection`). */
  clearSelection?: number;
  /** Column sorted by default. */
  defaultSortingColumnId?: string;
  defaultSortingDescending?: boolean;
  /** Fields the search looks at (default: every field). */
  filteringFields?: string[];
  testId?: string;
}

/**
 * The page size a user chose for a table (saved with its other preferences), for the page to
 * ask the server for pages of that size (server mode).
 */
export function useTablePageSize(tableId: string): [number, (pageSize: number) => void] {
  const key = storageKey(tableId);
  const [preferences, setPreferences] = useLocalStorage<SavedPreferences>(key, { pageSize: DEFAULT_PAGE_SIZE });
  const save = (pageSize: number) => {
    // The table saves its columns under the same key: keep what is stored beside the size.
    setPreferences({ ...readPreferences(key), pageSize });
  };
  return [validPageSize(preferences.pageSize), save];
}

const storageKey = (tableId: string) => `resource-table:${tableId}`;

const validPageSize = (n: number) => ((PAGE_SIZE_OPTIONS as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE);

function readPreferences(key: string): Partial<SavedPreferences> {
  try {
    return JSON.parse(localStorage.getItem(key) ?? '{}') as Partial<SavedPreferences>;
  } catch {
    return {};
  }
}

/**
 * THE table of every list page (after cloudscape-design/demos). Two modes:
 * - client (`items`): every row is loaded, for small bounded lists: search, sorting and paging
 *   run in the browser;
 * - server (`server`, with usePagedList): lists that grow with the organisation. One page of
 *   the table is one page of the callable (the page size preference is the `limit` sent);
 *   Previous/Next follow the cursors, the page count is the server's `total` when it gives one,
 *   else open-ended ("1 2 3 …"); headers do not sort (a page sorted alone would mislead); the
 *   search goes to the server when the callable has one, else it filters the page shown and
 *   says so; each page shows the loading state while it is read.
 *
 * Both have global search
 * ('Search N records...', 200 ms debounce), sortable headers, pagination with
 * go-to-page, empty, no-match and loading states, optional selection and header actions.
 * At a laptop's width every column shows whole and the columns people act on stay in view: the
 * first column (with the selection) and the last (the row actions) are sticky, details marked
 * `hiddenByDefault` are left out until chosen in the preferences, and headers and plain words
 * wrap at their spaces while money, counts, dates, statuses and links never do (`wholeCell`), so
 * that a table fits the window rather than scrolling under its sticky action column. Page size
 * and the chosen columns are remembered per table.
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
    clearSelection,
    defaultSortingColumnId,
    defaultSortingDescending = false,
    filteringFields,
    testId,
    itemLabel,
    server,
  } = props;
  const t = useT();
  const paginationLabels = usePaginationLabels();
  const query: ListQuery | undefined = props.query ?? server?.page;
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

  const [preferences, setPreferences] = useLocalStorage<SavedPreferences>(storageKey(tableId), {
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const pageSize = server ? server.page.pageSize : validPageSize(preferences.pageSize);
  const contentDisplay = reconcileColumnDisplay(preferences.contentDisplay, columnDefinitions);
  const shownColumns = useMemo(() => withWholeCells(columnDefinitions), [columnDefinitions]);

  const [searchText, setSearchText] = useState('');
  const debouncedSearch = useDebounced(searchText, SEARCH_DEBOUNCE_MS);
  const defaultColumn = server ? undefined : columnDefinitions.find((c) => c.id === defaultSortingColumnId);
  const serverSearch = server?.search;
  const allItems = server ? server.page.items : items;

  const emptyState = (
    <Box textAlign="center" color="inherit" data-testid="table-empty">
      <SpaceBetween size="xxs">
        <b>{t.localize(`No ${resourceName}`)}</b>
        <Box variant="p" color="inherit">
          {emptyText ?? t.localize(`There are no ${resourceName} to display.`)}
        </Box>
      </SpaceBetween>
      <Box margin={{ top: 's' }}>
        {emptyAction ?? (onRefresh ? <Button onClick={onRefresh}>{t('table.refresh')}</Button> : null)}
      </Box>
    </Box>
  );
  const noMatchState = (
    <Box textAlign="center" color="inherit" data-testid="table-no-match">
      <SpaceBetween size="xxs">
        <b>{t('table.noMatches')}</b>
        <Box variant="p" color="inherit">
          {t.localize(`No ${resourceName} match the search${server && !serverSearch ? ' on this page' : ''}.`)}
        </Box>
      </SpaceBetween>
      <Box margin={{ top: 's' }}>
        <Button onClick={() => setSearchText('')}>{t('table.clearSearch')}</Button>
      </Box>
    </Box>
  );

  const {
    items: pageItems,
    filteredItemsCount,
    collectionProps,
    paginationProps,
    actions: collection,
  } = useCollection(allItems, {
    // The server searched already: the page shows what it answered.
    filtering: serverSearch ? undefined : { fields: filteringFields, empty: emptyState, noMatch: noMatchState },
    sorting: defaultColumn
      ? { defaultState: { sortingColumn: defaultColumn, isDescending: defaultSortingDescending } }
      : {},
    pagination: server ? undefined : { pageSize },
    selection: selectionType ? { trackBy, keepSelection: false } : undefined,
  });

  // The debounced text drives the filter; the box itself always shows what was typed.
  // `actions` is memoised by the collection hook, so this runs only when the debounced text changes.
  const onServerSearch = serverSearch?.onChange;
  useEffect(() => {
    if (onServerSearch) onServerSearch(debouncedSearch);
    else collection.setFiltering(debouncedSearch);
  }, [debouncedSearch, collection, onServerSearch]);

  const selected = collectionProps.selectedItems;
  // Only a change clears: the first value is the table's start, with nothing selected yet.
  const [clearedAt, setClearedAt] = useState(clearSelection);
  if (clearSelection !== clearedAt) {
    setClearedAt(clearSelection);
    collection.setSelectedItems([]);
  }
  useEffect(() => {
    if (onSelectionChange && selected) onSelectionChange(selected);
  }, [selected, onSelectionChange]);

  const total = server ? serverCount(server.page, (count) => t('table.moreThan', { count })) : String(items.length);
  const counter = selectionType === 'multi' && selected?.length ? `(${selected.length}/${total})` : `(${total})`;
  const placeholder = server
    ? (serverSearch?.placeholder ?? t.localize(`Search this page's ${resourceName}...`))
    : t('table.searchRecords', { total });
  const countText = debouncedSearch
    ? server && !serverSearch
      ? t('table.matchesOnPage', { count: filteredItemsCount ?? 0 })
      : serverSearch
        ? undefined
        : t('table.matches', { count: filteredItemsCount ?? 0 })
    : undefined;

  return (
    <Table<T>
      {...collectionProps}
      {...(serverSearch ? { empty: debouncedSearch ? noMatchState : emptyState } : {})}
      sortingDisabled={!!server}
      data-testid={testId ?? `table-${tableId}`}
      items={pageItems}
      columnDefinitions={shownColumns}
      trackBy={trackBy}
      loading={loading}
      loadingText={loadingText ?? t.localize(`Loading ${resourceName}`)}
      selectionType={selectionType}
      ariaLabels={{
        selectionGroupLabel: `Select ${resourceName}`,
        allItemsSelectionLabel: () => `Select all ${resourceName} of the page`,
        itemSelectionLabel: (_selection, item) => `Select ${itemLabel ? itemLabel(item) : keyOf(item, trackBy)}`,
        tableLabel: title,
      }}
      columnDisplay={contentDisplay}
      stickyColumns={{ first: 1, last: 1 }}
      wrapLines
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
          filteringPlaceholder={placeholder}
          filteringAriaLabel={t.localize(`Search ${resourceName}`)}
          countText={countText}
          onChange={(e) => setSearchText(e.detail.filteringText)}
          data-testid="table-search"
        />
      }
      pagination={
        server ? (
          <Pagination
            currentPageIndex={server.page.currentPage}
            pagesCount={server.page.pagesCount}
            openEnd={server.page.openEnd}
            disabled={server.page.isPending && server.page.items.length === 0}
            onChange={(e) => server.page.goToPage(e.detail.currentPageIndex)}
            ariaLabels={paginationLabels}
          />
        ) : (
          <Pagination
            {...paginationProps}
            jumpToPage={{}}
            ariaLabels={paginationLabels}
            i18nStrings={{ jumpToPageInputLabel: t('table.pageNumber') }}
          />
        )
      }
      preferences={
        <CollectionPreferences
          title={t('table.preferences')}
          confirmLabel={t('table.confirm')}
          cancelLabel={t('common.cancel')}
          preferences={{ pageSize, contentDisplay }}
          pageSizePreference={{
            title: t('table.pageSize'),
            options: PAGE_SIZE_OPTIONS.map((n) => ({ value: n, label: t('table.records', { n }) })),
          }}
          contentDisplayPreference={{
            title: t('table.columns'),
            description: t('table.columnsDescription'),
            options: columnDefinitions.map((c, index) => ({
              id: c.id,
              label: columnLabel(c),
              alwaysVisible: index === 0 || c.id === ACTIONS_COLUMN_ID,
            })),
          }}
          onConfirm={(e) => {
            const chosen = e.detail.pageSize ?? DEFAULT_PAGE_SIZE;
            setPreferences({
              pageSize: chosen,
              contentDisplay: (e.detail.contentDisplay ?? contentDisplay).map((c) => ({
                id: c.id,
                visible: c.visible,
              })),
            });
            server?.onPageSizeChange(chosen);
          }}
        />
      }
    />
  );
}
