import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { useSession, type Session } from '../auth/session';
import { NoAccess } from '../components/no-access';
import { clearToastsOnPageChange } from '../components/notifications';
import { PageSpinner } from '../components/page-spinner';
import { PublicLayout } from '../components/public-layout';
import { routeOf } from './access';
import { documentTitle } from './product';
import { localize, onLanguageChange } from '../i18n/i18n';
import { paths } from '../../../shared/routes';
import { LazyPage, preloadPage } from './lazy-page';
import { preloadable } from './preloadable';
import { ROUTES, type AppRoute } from './route-table';

// The shell and its guards are a chunk of their own (shell-routes.tsx): a login page never loads them.
const shellRoutes = () => import('./shell-routes');
const ShellLayout = preloadable<object>(() => shellRoutes().then((m) => ({ default: m.ShellLayout })));
const GuardedPage = preloadable<{ route: AppRoute }>(() => shellRoutes().then((m) => ({ default: m.GuardedPage })));
const ShellNotFound = preloadable<{ session: Session }>(() =>
  shellRoutes().then((m) => ({ default: m.ShellNotFound })),
);

/**
 * Starts a download in a task of its own: each dynamic import links the stylesheets its chunk
 * needs (about thirty for a signed-in page), work better not added to the task that runs the
 * router's code.
 */
const inTaskOfItsOwn = <T,>(load: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => {
    setTimeout(() => {
      load().then(resolve, reject);
    }, 0);
  });

/**
 * The chunks of the page opened first (a reload, a link, a bookmark): its page's, and for a
 * signed-in page the shell's, downloading together beside the session check instead of one after
 * the other once each is rendered. Resolves when they are in (or failed: the page then retries,
 * and reports, when it renders), so the first render shows the page without a spinner between.
 */
const firstRoute = routeOf(window.location.pathname);
export const firstPageLoaded: Promise<unknown> = Promise.all([
  firstRoute?.shell
    ? inTaskOfItsOwn(() =>
        Promise.all([
          ShellLayout.preload(),
          GuardedPage.preload(),
          shellRoutes().then((m) => m.preloadShellOf(firstRoute)),
        ]),
      )
    : undefined,
  firstRoute ? inTaskOfItsOwn(() => preloadPage(firstRoute)) : undefined,
]).catch(() => undefined);

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<PageSpinner />}>{children}</Suspense>;

/** Pages outside the shell: the logins and /logout. */
function PublicRoute({ route }: { route: AppRoute }) {
  return (
    <PublicLayout>
      <LazyPage route={route} />
    </PublicLayout>
  );
}

/** Not-found fallback: the no-access page, in the shell when signed in. */
function NotFound() {
  const session = useSession();
  if (session.isPending) return <PageSpinner />;
  return session.data ? (
    <Loading>
      <ShellNotFound session={session.data} />
    </Loading>
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
    element: (
      <Loading>
        <ShellLayout />
      </Loading>
    ),
    children: ROUTES.filter((r) => r.shell).map((r) => ({
      path: r.path,
      // No Suspense of its own: the first time, the shell and its page show together (the shell's
      // boundary waits for both), so a page never shows in the shell before its guards ran.
      element: <GuardedPage route={r} />,
    })),
  },
  { path: '*', element: <NotFound /> },
]);

/** The page shown last, to tell another page from a change of the query alone (filters, steps). */
let shownPath = router.state.location.pathname;
/** The browser tab's text for `path`, in the current language. */
const titleOf = (path: string) => {
  const title = routeOf(path)?.title;
  return documentTitle(title === undefined ? undefined : localize(title));
};
document.title = titleOf(shownPath);
onLanguageChange(() => {
  document.title = titleOf(shownPath);
});
router.subscribe((state) => {
  const next = state.location.pathname;
  if (next === shownPath) return;
  document.title = titleOf(next);
  // The logout page only passes through to a login, so the message that sent the user there
  // ('please log in again') goes along with it.
  if (shownPath !== paths.logout()) clearToastsOnPageChange();
  shownPath = next;
});
