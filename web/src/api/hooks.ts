import { useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { CallableInput, CallableName, CallableOutput } from '../../../shared/callables/index';
import { api, type ApiError } from './client';

type ListName = {
  [N in CallableName]: CallableOutput<N> extends { items: unknown[]; nextCursor?: string } ? N : never;
}[CallableName];

type Extra<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'>;

/** Query key of a callable: its name and payload. */
export const callableKey = <N extends CallableName>(name: N, input?: CallableInput<N>) =>
  (input === undefined ? [name] : [name, input]) as readonly unknown[];

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

/** A callable that changes something. `errorToast` is the default toast on failure. */
export function useCallableMutation<N extends CallableName>(name: N, options: { errorToast?: string } = {}) {
  return useMutation<CallableOutput<N>, ApiError, CallableInput<N>>({
    mutationFn: (input) => api.call(name, input),
    meta: options.errorToast ? { errorToast: options.errorToast } : undefined,
  });
}
