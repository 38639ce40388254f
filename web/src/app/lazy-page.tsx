import { Suspense } from 'react';
import type { RouteName } from '../../../shared/routes';
import { PageSpinner } from '../components/page-spinner';
import { CloudscapeI18n } from '../i18n/cloudscape-i18n';
import { PageErrorBoundary } from './page-error-boundary';
import { ROUTE_PAGES } from './route-pages';
import type { AppRoute } from './route-table';

/**
 * The pages of light elements (web/src/components/light): an employee's first pages, which load
 * none of Cloudscape's scripts. Every other page is built of Cloudscape and gets its I18nProvider.
 */
export const LIGHT_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'login',
  'internalLogin',
  'forgotPassword',
  'internalForgotPassword',
  'mobileLogin',
  'dashboard',
  'employeeTransactions',
  'employeeTransaction',
]);

/** The chunks a route's page needs: its own, and Cloudscape's texts for a page built of Cloudscape. */
export const preloadPage = (route: AppRoute) =>
  Promise.all([ROUTE_PAGES[route.name].preload(), LIGHT_PAGES.has(route.name) ? undefined : CloudscapeI18n.preload()]);

/** A route's page, loaded on first visit (its area's chunk); a spinner meanwhile, a notice if it cannot come. */
export function LazyPage({ route }: { route: AppRoute }) {
  const Page = ROUTE_PAGES[route.name];
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        {LIGHT_PAGES.has(route.name) ? (
          <Page />
        ) : (
          <CloudscapeI18n>
            <Page />
          </CloudscapeI18n>
        )}
      </Suspense>
    </PageErrorBoundary>
  );
}
