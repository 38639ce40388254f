import type { OrgInfo } from '../../../shared/domain/organisation';
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

/** The organisation's settings (cut-off day, fees, credit), which an employee's view does not carry. */
export const orgSettingsOf = (org: OrgInfo | undefined) => (org && org.view !== 'employee' ? org : undefined);

/** The whole record, which only an administrator's view carries (the organisation pages). */
export const fullOrgOf = (org: OrgInfo | undefined) => (org?.view === 'admin' ? org : undefined);
