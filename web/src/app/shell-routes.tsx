/**
 * The signed-in side of the router: the shell (top and side navigation, app layout) and the
 * guards of its pages. A chunk of its own, loaded only once a page inside the shell opens, so the
 * login pages do not download the shell.
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useOrgInfo } from '../api/use-org-info';
import { saveLocation, useSession, type Session } from '../auth/session';
import { NoAccess } from '../components/no-access';
import { NotAvailable } from '../components/not-available';
import { PageSpinner } from '../components/page-spinner';
import { CloudscapeI18n } from '../i18n/cloudscape-i18n';
import { loadAreas } from '../i18n/i18n';
import { paths } from '../../../shared/routes';
import { decide, routeOf } from './access';
import { LazyPage } from './lazy-page';
import { hasFlag, type AppRoute } from './route-table';
import { EmployeeShell } from './employee-shell';
import { preloadable } from './preloadable';

/**
 * The management and administration portal's shell (Cloudscape's AppLayout, shell.tsx), loaded
 * only for them: an employee's shell is of light elements (employee-shell.tsx).
 */
const PortalShell = preloadable<{ session: Session; children: ReactNode }>(() =>
  Promise.all([import('./shell'), CloudscapeI18n.preload()]).then(([m]) => ({ default: m.Shell })),
);

/** The terms, a Cloudscape modal: loaded only for a user who has not accepted them. */
const TermsModal = preloadable<object>(() =>
  Promise.all([import('../features/auth/terms-modal'), CloudscapeI18n.preload(), loadAreas(['auth'])]).then(([m]) => ({
    default: m.TermsModal,
  })),
);

/** Starts downloading the portal's shell for a page of the portal opened first (a reload, a bookmark). */
export function preloadShellOf(route: AppRoute | undefined): Promise<unknown> | undefined {
  return route && route.guard !== 'employee' && route.guard !== 'public' ? PortalShell.preload() : undefined;
}

/** The shell of the signed-in user: the employees' light one, or the portal's. */
function ShellOf({ session, children }: { session: Session; children: ReactNode }) {
  if (session.role === 'employee') return <EmployeeShell session={session}>{children}</EmployeeShell>;
  return <PortalShell session={session}>{children}</PortalShell>;
}

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
    <ShellOf session={session.data}>
      <Outlet />
    </ShellOf>
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
  if (decide(route, session).kind === 'terms') {
    return (
      <Suspense fallback={<PageSpinner />}>
        <CloudscapeI18n>
          <TermsModal />
        </CloudscapeI18n>
      </Suspense>
    );
  }
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
    <ShellOf session={session}>
      <NoAccess />
    </ShellOf>
  );
}
