/**
 * The signed-in side of the router: the shell (top and side navigation, app layout) and the
 * guards of its pages. A chunk of its own, loaded only once a page inside the shell opens, so the
 * login pages do not download the shell.
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useOrgInfo } from '../api/use-org-info';
import { saveLocation, useSession, type Session } from '../auth/session';
import { NoAccess } from '../components/no-access';
import { NotAvailable } from '../components/not-available';
import { PageSpinner } from '../components/page-spinner';
import { TermsModal } from '../features/auth/terms-modal';
import { paths } from '../../../shared/routes';
import { decide, routeOf } from './access';
import { LazyPage } from './lazy-page';
import { hasFlag, type AppRoute } from './route-table';
import { Shell } from './shell';

/** The shell around every signed-in page; applies the guard of the matched route. */
export function ShellLayout() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageSpinner />;
  const route = routeOf(location.pathname);
  const decision = route ? decide(route, session.data ?? null) : { kind: 'allow' as const };
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  // Public shell pages (/password-change) still need a session to work.
  if (!session.data) return <Navigate to={paths.login()} replace />;
  return (
    <Shell session={session.data}>
      <Outlet />
    </Shell>
  );
}

/** Remembers where the user is, for the next visit of a login page. */
function RememberLocation({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  useEffect(() => saveLocation(pathname + search), [pathname, search]);
  return <>{children}</>;
}

/** A page inside the shell: the terms gate, the organisation flag gate, then the page. */
export function GuardedPage({ route }: { route: AppRoute }) {
  const session = useSession().data ?? null;
  const org = useOrgInfo(session);
  if (decide(route, session).kind === 'terms') return <TermsModal />;
  if (route.flag) {
    if (org.isPending) return <PageSpinner />;
    // Advance Pay screens say 'Not Available!' when it is off; other areas are simply not there.
    if (!hasFlag(org.data, route.flag)) return route.flag === 'advancePay' ? <NotAvailable /> : <NoAccess />;
  }
  const page = <LazyPage route={route} />;
  return route.guard === 'public' ? page : <RememberLocation>{page}</RememberLocation>;
}

/** The no-access page inside the shell: an unknown address while signed in. */
export function ShellNotFound({ session }: { session: Session }) {
  return (
    <Shell session={session}>
      <NoAccess />
    </Shell>
  );
}
