import type { Session } from '../auth/session';
import { useCallableQuery } from './hooks';

/** The signed-in user's own record (display name; a locked or missing account ends the session). */
export function useCurrentUser(session: Session | null | undefined) {
  return useCallableQuery('users-getCurrentUser', {}, { enabled: !!session, staleTime: 5 * 60_000, retry: false });
}
