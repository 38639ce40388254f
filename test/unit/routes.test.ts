import { describe, expect, it } from 'vitest';
import { fillPath, paths, ROUTE_PATHS, type RouteName } from '../../shared/routes';
import { routeOf } from '../../web/src/app/access';
import { breadcrumbsFor } from '../../web/src/app/breadcrumbs';
import { documentTitle } from '../../web/src/app/product';
import { ROUTES, routeNamed } from '../../web/src/app/route-table';

/** A sample value for every parameter name, awkward on purpose (a space, a slash). */
const sample = (pattern: string): Record<string, string> =>
  Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name, `${name} 1/x`]));

describe('route paths and builders', () => {
  const names = Object.keys(ROUTE_PATHS) as RouteName[];

  it.each(names)('builds a path for %s that the route table opens on that same route', (name) => {
    const build = paths[name] as (a?: Record<string, string>, b?: Record<string, string>) => string;
    const pattern = ROUTE_PATHS[name];
    const built = pattern.includes(':') ? build(sample(pattern)) : build();
    expect(routeOf(built)?.name).toBe(name);
    // and with a query the path itself is unchanged
    const withQuery = pattern.includes(':') ? build(sample(pattern), { q: 'a b' }) : build({ q: 'a b' });
    expect(withQuery).toBe(`${built}?q=a%20b`);
  });

  it('gives every route name exactly one route in the table, and no route without a name', () => {
    expect(ROUTES.map((r) => r.name).sort()).toEqual([...names].sort());
    for (const name of names) expect(routeNamed(name)?.path).toBe(ROUTE_PATHS[name]);
  });

  it('names parents that exist, whose parameters the child can fill', () => {
    for (const route of ROUTES.filter((r) => r.parent)) {
      const parent = routeNamed(route.parent!)!;
      const params = route.parentParams ? route.parentParams(sample(route.path)) : sample(route.path);
      expect(() => fillPath(parent.path, params), `${route.name} → ${parent.name}`).not.toThrow();
    }
  });

  it('encodes each parameter as one segment and leaves out undefined query values', () => {
    expect(paths.walletView({ id: 'a/b c' })).toBe('/internal/e-wallets/a%2Fb%20c/view');
    expect(paths.users({ orgId: 'demo', tenantId: undefined })).toBe('/internal/users?orgId=demo');
    expect(paths.managementTransactions()).toBe('/management/advance-pay/transactions');
    expect(paths.managementTransactions({ period: '2026-11' })).toBe(
      '/management/advance-pay/transactions?period=2026-11',
    );
    expect(() => fillPath(ROUTE_PATHS.walletView, {})).toThrow(/Missing parameter 'id'/);
  });
});

describe('breadcrumbs and titles', () => {
  it('leads from a detail page back up to its menu entry, naming it by its loaded name when given', () => {
    expect(breadcrumbsFor('/users/u%201')).toEqual([
      { text: 'Users', href: '/internal/users' },
      { text: 'User Details', href: '/users/u%201' },
    ]);
    expect(breadcrumbsFor('/users/u1', 'Siti Aminah').at(-1)).toEqual({ text: 'Siti Aminah', href: '/users/u1' });
  });

  it("fills a parent's parameters from the child's, even where they are named differently", () => {
    expect(breadcrumbsFor('/internal/organizations/O1/offices/F1/edit').map((c) => c.href)).toEqual([
      '/internal/organizations',
      '/internal/organizations/O1/view',
      '/internal/organizations/O1/offices',
      '/internal/organizations/O1/offices/F1/edit',
    ]);
    expect(breadcrumbsFor('/advance-pay/org/demo/monthly-report/2026-11/900101/details').map((c) => c.text)).toEqual([
      'Advance Pay',
      'Monthly Report',
      'Employee Monthly Report',
    ]);
  });

  it('shows none on menu pages and pages outside the table', () => {
    expect(breadcrumbsFor('/internal/users')).toEqual([]);
    expect(breadcrumbsFor('/nowhere')).toEqual([]);
  });

  it("titles the browser tab '<page> - <product>'", () => {
    expect(documentTitle(routeOf('/internal/e-wallets/create')?.title)).toBe('Create Wallet - Advance Pay & eBenefits');
    expect(documentTitle(undefined)).toBe('Advance Pay & eBenefits');
  });
});
