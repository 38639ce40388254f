import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { CallableInput, CallableName, CallableOutput } from '../../../shared/callables/index';
import { callableKey } from './hooks';
import { api, type ApiError } from './client';

/** A paged callable whose rows are in the array field `F` (not `items`): `offices`, `jobLevels`. */
type FieldListName<F extends string> = {
  [N in CallableName]: CallableOutput<N> extends Record<F, unknown[]> & { nextCursor?: string } ? N : never;
}[CallableName];

/**
 * The whole of a cursor list whose rows are in `field` (useAllPages reads lists answering
 * `items`): follows `nextCursor` to the last page and answers the callable's own shape with the
 * rows of every page, so the page keeps reading `data.<field>`. For short lists (an
 * organisation's offices or job levels) that feed a choice or a table sorted in the browser.
 */
export function useAllPagesOf<F extends string, N extends FieldListName<F>>(
  name: N,
  field: F,
  input: Omit<CallableInput<N>, 'cursor'>,
  options: Omit<UseQueryOptions<CallableOutput<N>, ApiError>, 'queryKey' | 'queryFn'> & { errorToast?: string } = {},
) {
  const { errorToast, ...rest } = options;
  return useQuery<CallableOutput<N>, ApiError>({
    queryKey: [...callableKey(name, input as CallableInput<N>), 'all-pages'],
    queryFn: async () => {
      const rows: unknown[] = [];
      let cursor: string | undefined;
      do {
        const page = (await api.call(name, { ...input, ...(cursor ? { cursor } : {}) } as CallableInput<N>)) as Record<
          F,
          unknown[]
        > & { nextCursor?: string };
        rows.push(...page[field]);
        cursor = page.nextCursor;
      } while (cursor);
      return { [field]: rows } as CallableOutput<N>;
    },
    meta: errorToast ? { errorToast } : undefined,
    ...rest,
  });
}
