import { Suspense } from 'react';
import { PageSpinner } from '../components/page-spinner';
import { PageErrorBoundary } from './page-error-boundary';
import { ROUTE_PAGES } from './route-pages';
import type { AppRoute } from './route-table';

/** A route's page, loaded on first visit (its area's chunk); a spinner meanwhile, a notice if it cannot come. */
export function LazyPage({ route }: { route: AppRoute }) {
  const Page = ROUTE_PAGES[route.name];
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
