import { isAdmin, type Session } from '../auth/session';
import { useCallableQuery } from './hooks';

/** The visitor's own organisation (administrators belong to none, so nothing is fetched for them). */
export function useOrgInfo(session: Session | null | undefined) {
  return useCallableQuery(
    'orgs-getOrgInfo',
    {},
    { enabled: !!session && !isAdmin(session), staleTime: 5 * 60_000, errorToast: 'Failed to retrieve organization!' },
  );
}
