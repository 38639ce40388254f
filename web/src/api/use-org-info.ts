import type { OrgInfo } from '../../../shared/domain/organisations/organisation-info';
import { isAdmin, type Session } from '../auth/session';
import { useCallableQuery } from './hooks';

/** How often the top bar reads the organisation again while it is shown (its available credit moves). */
export const ORG_INFO_LIVE_MS = 60_000;

/**
 * The visitor's own organisation (administrators belong to none, so nothing is fetched for them).
 * `live` (the top bar) reads it again every minute and when the window regains focus, so the
 * available credit follows what administrators do elsewhere (a cancellation, a settlement payment).
 */
export function useOrgInfo(session: Session | null | undefined, { live = false } = {}) {
  return useCallableQuery(
    'orgs-getOrgInfo',
    {},
    {
      enabled: !!session && !isAdmin(session),
      staleTime: live ? ORG_INFO_LIVE_MS : 5 * 60_000,
      errorToast: 'Failed to retrieve organization!',
      ...(live ? { refetchInterval: ORG_INFO_LIVE_MS, refetchOnWindowFocus: 'always' as const } : {}),
    },
  );
}

/** The organisation's settings (cut-off day, fees, credit), which an employee's view does not carry. */
export const orgSettingsOf = (org: OrgInfo | undefined) => (org && org.view !== 'employee' ? org : undefined);

/** The whole record, which only an administrator's view carries (the organisation pages). */
export const fullOrgOf = (org: OrgInfo | undefined) => (org?.view === 'admin' ? org : undefined);
