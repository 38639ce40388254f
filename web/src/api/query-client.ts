import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { dismissErrorsOf, notify, onPageChange } from '../components/notifications';
import { clearServerRefusal, noteServerRefusal } from '../components/server-field-errors';
import { ApiError } from './client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { /** Toast default when the query fails (the server message wins). */ errorToast?: string };
    mutationMeta: { errorToast?: string };
  }
}

/** Listeners told when a call comes back 401 (the session is gone). */
const unauthenticatedListeners = new Set<() => void>();
export const onUnauthenticated = (listener: () => void) => {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
};

function handleError(error: unknown, errorToast: string | undefined, action: string) {
  if (error instanceof ApiError && error.status === 401) unauthenticatedListeners.forEach((l) => l());
  if (errorToast) notify.apiError(error, errorToast, { action });
}

/**
 * The action a mutation's error toast belongs to: its key, else its toast's text (each `mutate`
 * is a new mutation, so its id would never match the retry that succeeds).
 */
const mutationAction = (mutation: { options: { mutationKey?: unknown; meta?: { errorToast?: string } } }) =>
  `mutation:${JSON.stringify(mutation.options.mutationKey ?? mutation.options.meta?.errorToast ?? null)}`;

onPageChange(clearServerRefusal);

/**
 * One query client: a failed query or mutation raises its `meta.errorToast` toast, which closes
 * when the same query or mutation succeeds; a refused mutation's field reasons go to the form's
 * fields (server-field-errors.ts) until a mutation succeeds.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => handleError(error, query.meta?.errorToast, `query:${query.queryHash}`),
    onSuccess: (_data, query) => dismissErrorsOf(`query:${query.queryHash}`),
  }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => {
      noteServerRefusal(error instanceof ApiError && error.status < 500 ? error : null);
      handleError(error, mutation.meta?.errorToast, mutationAction(mutation));
    },
    onSuccess: (_data, _vars, _ctx, mutation) => {
      clearServerRefusal();
      dismissErrorsOf(mutationAction(mutation), true);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});
