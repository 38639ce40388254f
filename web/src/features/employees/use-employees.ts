import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Employee } from '../../../../shared/domain/employee';
import { api, type ApiError } from '../../api/client';
import { callableKey, useCallableQuery } from '../../api/hooks';

export const EMPLOYEES_FAILED = 'Failed to retrieve employees!';
export const PENDING_COUNT_FAILED = 'Error retrieving employees pending approval count!';

/** The directory: every page of `employees-getEmployees`, and when the directory last changed. */
export function useEmployeeDirectory() {
  return useQuery<{ items: Employee[]; lastModified: number | null }, ApiError>({
    queryKey: [...callableKey('employees-getEmployees', {}), 'directory'],
    queryFn: async () => {
      const items: Employee[] = [];
      let lastModified: number | null = null;
      let cursor: string | undefined;
      do {
        const page = await api.call('employees-getEmployees', cursor ? { cursor } : {});
        items.push(...page.items);
        // The first page's answer is the directory's version the rest was read against.
        lastModified ??= page.lastModified;
        cursor = page.nextCursor;
      } while (cursor);
      return { items, lastModified };
    },
    meta: { errorToast: EMPLOYEES_FAILED },
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
