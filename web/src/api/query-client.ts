import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notify } from '../components/notifications';
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

function handleError(error: unknown, errorToast: string | undefined) {
  if (error instanceof ApiError && error.status === 401) unauthenticatedListeners.forEach((l) => l());
  if (errorToast) notify.apiError(error, errorToast);
}

/** One query client: a failed query or mutation raises its `meta.errorToast` toast. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => handleError(error, query.meta?.errorToast) }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => handleError(error, mutation.meta?.errorToast),
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
