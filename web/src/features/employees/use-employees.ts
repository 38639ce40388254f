import { useQueryClient } from '@tanstack/react-query';
import { useCallableQuery, usePagedList } from '../../api/hooks';

export const EMPLOYEES_FAILED = 'Failed to retrieve employees!';
export const PENDING_COUNT_FAILED = 'Error retrieving employees pending approval count!';

/**
 * The directory, a page at a time (server paging): `search` (name, IC number or e-mail) is
 * searched by the server over the whole directory. The answer's `lastModified` says when the
 * directory last changed.
 */
export function useEmployeeDirectory(search: string, pageSize: number) {
  const text = search.trim();
  return usePagedList('employees-getEmployees', text ? { search: text } : {}, {
    pageSize,
    errorToast: EMPLOYEES_FAILED,
  });
}

/** How many employees wait for approval (the badge). */
export function usePendingApprovalCount() {
  return useCallableQuery('employees-countEmployeesPendingApproval', {}, { errorToast: PENDING_COUNT_FAILED });
}

/** Reload every employee list, count and profile after a change, so no screen shows what was. */
export function useInvalidateEmployees() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('employees-'),
    });
}
