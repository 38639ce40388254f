import { useMutation, useQuery, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { CallableInput, CallableName, CallableOutput } from '../../../shared/callables/index';
import { api, type ApiError } from './client';
import { callableKey } from './callable-key';
import { pagedListOf, useCursorPages, type PagedList, type PageReadOptions } from './use-cursor-pages';

type ListName = {
  [N in CallableName]: CallableOutput<N> extends { items: unknown[]; nextCursor?: string } ? N : never;
}[CallableName];

/** A list callable that takes a page size: the ones a server-paged table reads. */
export type PagedListName = {
  [N in ListName]: CallableInput<N> extends { cursor?: string; limit?: number } ? N : never;
}[ListName];

type Extra<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'>;

export { callableKey } from './callable-key';
export type { PagedList } from './use-cursor-pages';

/** Read one callable through the query cache. `errorToast` is the default toast on failure. */
export function useCallableQuery<N extends CallableName>(
  name: N,
  input: CallableInput<N>,
  options: Extra<CallableOutput<N>> & { errorToast?: string } = {},
) {
  const { errorToast, ...rest } = options;
  return useQuery<CallableOutput<N>, ApiError>({
    queryKey: callableKey(name, input),
    queryFn: () => api.call(name, input),
    meta: errorToast ? { errorToast } : undefined,
    ...rest,
  });
}

/**
 * Starts reading a callable into the query cache ahead of the page that shows it (the same
 * entry `useCallableQuery` reads). A failure is left for that page to report, when it reads.
 */
export function prefetchCallable<N extends CallableName>(queryClient: QueryClient, name: N, input: CallableInput<N>) {
  void queryClient
    .query<CallableOutput<N>, ApiError>({ queryKey: callableKey(name, input), queryFn: () => api.call(name, input) })
    .catch(() => undefined);
}

/** The whole of a cursor list: follows `nextCursor` until the last page. */
export function useAllPages<N extends ListName>(
  name: N,
  input: Omit<CallableInput<N>, 'cursor'>,
  options: Extra<CallableOutput<N>['items']> & { errorToast?: string } = {},
) {
  const { errorToast, ...rest } = options;
  return useQuery<CallableOutput<N>['items'], ApiError>({
    queryKey: [...callableKey(name, input as CallableInput<N>), 'all-pages'],
    queryFn: async () => {
      const items: unknown[] = [];
      let cursor: string | undefined;
      do {
        const page = (await api.call(name, { ...input, ...(cursor ? { cursor } : {}) } as CallableInput<N>)) as {
          items: CallableOutput<N>['items'];
          nextCursor?: string;
        };
        items.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return items as CallableOutput<N>['items'];
    },
    meta: errorToast ? { errorToast } : undefined,
    ...rest,
  });
}

/**
 * One page at a time of a cursor list (THE server paging of list pages, shown by ResourceTable's
 * `server` mode; the cursor bookkeeping is useCursorPages'): Previous and any page already reached
 * are one request each, Next follows the last page's `nextCursor`, and a change of the payload or
 * the page size starts again at page 1. The server's `total` (and `totals`) are passed on when it
 * gives them.
 */
export function usePagedList<N extends PagedListName>(
  name: N,
  input: Omit<CallableInput<N>, 'cursor' | 'limit'>,
  options: PageReadOptions & {
    /** Read the page shown again every so many ms, decided from its rows (false: not again). */
    refetchInterval?: (items: CallableOutput<N>['items'] | undefined) => number | false;
  },
): PagedList<CallableOutput<N>['items'][number], TotalsOf<CallableOutput<N>>> & {
  /** The answer of the page shown, for what a list gives beside its rows (e.g. the directory's `lastModified`). */
  output?: CallableOutput<N>;
} {
  const { refetchInterval, ...rest } = options;
  const pages = useCursorPages(name, input, {
    ...rest,
    ...(refetchInterval ? { refetchInterval: (output) => refetchInterval(output?.items) } : {}),
    // A server that bounds each call's reads may answer an empty page before the end (docs/rules.md#server-paged-tables-the-rest-of-the-growing-lists).
    isEmpty: (output) => output.items.length === 0,
  });
  // Read through the fields every page may carry (`total` and `totals` only some lists give).
  const shown = pages.query.data as PageOutput | undefined;
  return {
    ...pagedListOf<CallableOutput<N>, CallableOutput<N>['items'][number]>(
      pages,
      (shown?.items ?? []) as CallableOutput<N>['items'],
      shown?.total,
    ),
    ...(shown?.totals !== undefined ? { totals: shown.totals as TotalsOf<CallableOutput<N>> } : {}),
    ...(pages.query.data !== undefined ? { output: pages.query.data } : {}),
  };
}

/** What every page answer may carry. */
interface PageOutput {
  items: unknown[];
  nextCursor?: string;
  total?: number;
  totals?: unknown;
}

type TotalsOf<O> = O extends { totals?: infer S } ? S : never;

/** A callable that changes something. `errorToast` is the default toast on failure. */
export function useCallableMutation<N extends CallableName>(
  name: N,
  options: {
    errorToast?: string;
    /** Runs the call: `withFreshSignIn` (web/src/auth) for a change that may need a recent sign-in. */
    run?: <T>(call: () => Promise<T>) => Promise<T>;
  } = {},
) {
  const run = options.run ?? (<T>(call: () => Promise<T>) => call());
  return useMutation<CallableOutput<N>, ApiError, CallableInput<N>>({
    mutationFn: (input) => run(() => api.call(name, input)),
    meta: options.errorToast ? { errorToast: options.errorToast } : undefined,
  });
}
