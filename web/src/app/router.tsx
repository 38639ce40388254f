import { Suspense, useEffect, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useOrgInfo } from '../api/use-org-info';
import { saveLocation, useSession } from '../auth/session';
import { NoAccess } from '../components/no-access';
import { clearToastsOnPageChange } from '../components/notifications';
import { NotAvailable } from '../components/not-available';
import { PageSpinner } from '../components/page-spinner';
import { PublicLayout } from '../components/public-layout';
import { TermsModal } from '../features/auth/terms-modal';
import { decide, routeOf } from './access';
import { documentTitle } from './product';
import { paths } from '../../../shared/routes';
import { ROUTE_PAGES } from './route-pages';
import { hasFlag, ROUTES, type AppRoute } from './route-table';
import { Shell } from './shell';

function Lazy({ route }: { route: AppRoute }) {
  const Page = ROUTE_PAGES[route.name];
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

/** Pages outside the shell: the logins and /logout. */
function PublicRoute({ route }: { route: AppRoute }) {
  return (
    <PublicLayout>
      <Lazy route={route} />
    </PublicLayout>
  );
}

/** The shell around every signed-in page; applies the guard of the matched route. */
function ShellLayout() {
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
function GuardedPage({ route }: { route: AppRoute }) {
  const session = useSession().data ?? null;
  const org = useOrgInfo(session);
  if (decide(route, session).kind === 'terms') return <TermsModal />;
  if (route.flag) {
    if (org.isPending) return <PageSpinner />;
    // Advance Pay screens say 'Not Available!' when it is off; other areas are simply not there.
    if (!hasFlag(org.data, route.flag)) return route.flag === 'advancePay' ? <NotAvailable /> : <NoAccess />;
  }
  const page = <Lazy route={route} />;
  return route.guard === 'public' ? page : <RememberLocation>{page}</RememberLocation>;
}

/** Not-found fallback: the no-access page, in the shell when signed in. */
function NotFound() {
  const session = useSession();
  if (session.isPending) return <PageSpinner />;
  return session.data ? (
    <Shell session={session.data}>
      <NoAccess />
    </Shell>
  ) : (
    <PublicLayout>
      <NoAccess />
    </PublicLayout>
  );
}

/** The router, built from the one route table. */
export const router = createBrowserRouter([
  // The welcome page sends everyone to the login, which forwards signed-in visitors.
  { path: '/', element: <Navigate to={paths.login()} replace /> },
  ...ROUTES.filter((r) => !r.shell).map((r) => ({ path: r.path, element: <PublicRoute route={r} /> })),
  {
    element: <ShellLayout />,
    children: ROUTES.filter((r) => r.shell).map((r) => ({ path: r.path, element: <GuardedPage route={r} /> })),
  },
  { path: '*', element: <NotFound /> },
]);

/** The page shown last, to tell another page from a change of the query alone (filters, steps). */
let shownPath = router.state.location.pathname;
document.title = documentTitle(routeOf(shownPath)?.title);
router.subscribe((state) => {
  const next = state.location.pathname;
  if (next === shownPath) return;
  document.title = documentTitle(routeOf(next)?.title);
  // The logout page only passes through to a login, so the message that sent the user there
  // ('please log in again') goes along with it.
  if (shownPath !== paths.logout()) clearToastsOnPageChange();
  shownPath = next;
});
