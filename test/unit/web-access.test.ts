import { describe, expect, it } from 'vitest';
import type { Organisation } from '../../shared/domain/organisations/organisation';
import type { Role } from '../../shared/registry/roles';
import { decide, landingFor, menuFor, resumeLocation, routeOf } from '../../web/src/app/access';
import { availableCredit } from '../../web/src/app/shell';
import { displayNameOf, type Session } from '../../web/src/auth/session';
import { userRowLink } from '../../web/src/features/users/user-links';

const session = (role: Role, over: Partial<Session> = {}): Session => {
  const admin = role === 'admin' || role === 'superadmin';
  return {
    userId: 'u1',
    email: `${role}@x.test`,
    displayName: '',
    role,
    tenantId: admin ? null : 'demo',
    orgId: admin ? null : 'demo',
    acceptedTerms: '2023-01-30',
    acceptedTAndC: true,
    ...over,
  };
};

const org = (over: Partial<Organisation['disbursements']> = {}) =>
  ({
    advancePay: 'yes',
    eBenefits: 'yes',
    disbursements: { enable: 'yes', creditLimit: 100000, ...over },
  }) as Organisation;

describe('route guards (who may open which route)', () => {
  it.each<[string, Session | null, string]>([
    ['nobody', null, '/internal'],
    ['a Manager', session('Manager'), '/internal'],
    ['an employee', session('employee'), '/internal'],
  ])('sends %s away from admin routes to /internal', (_who, s, to) => {
    expect(decide({ guard: 'admin' }, s)).toEqual({ kind: 'redirect', to });
  });

  it('keeps superadmin routes for the superadmin', () => {
    expect(decide({ guard: 'superadmin' }, session('superadmin'))).toEqual({ kind: 'allow' });
    expect(decide({ guard: 'superadmin' }, session('admin'))).toEqual({ kind: 'redirect', to: '/internal' });
  });

  it.each<[Session | null, string]>([
    [null, 'redirect'],
    [session('admin'), 'redirect'],
    [session('employee'), 'redirect'],
    [session('Manager'), 'allow'],
    [session('Executive', { acceptedTAndC: false }), 'terms'],
  ])('management routes: %j → %s', (s, kind) => {
    expect(decide({ guard: 'management' }, s).kind).toBe(kind);
  });

  it.each<[Session | null, string]>([
    [null, 'redirect'],
    [session('admin'), 'redirect'],
    [session('Executive'), 'redirect'],
    [session('employee'), 'redirect'],
    [session('Manager'), 'allow'],
    [session('Manager', { acceptedTAndC: false }), 'terms'],
  ])('Manager-only routes: %j → %s', (s, kind) => {
    expect(decide({ guard: 'manager' }, s).kind).toBe(kind);
  });

  it.each<[Session | null, string]>([
    [null, 'redirect'],
    [session('superadmin'), 'redirect'],
    [session('employee'), 'allow'],
    [session('employee', { acceptedTAndC: false }), 'terms'],
  ])('employee routes: %j → %s', (s, kind) => {
    expect(decide({ guard: 'employee' }, s).kind).toBe(kind);
  });
});

describe('menus and landing', () => {
  // Settings › Job Levels, Public Holidays (the business calendar), E-Wallets and the Settings page
  const ADMIN_SETTINGS = [
    { path: '/internal/jobLevels', label: 'Job Levels' },
    { path: '/internal/holidays', label: 'Public Holidays' },
    // The audit trail of every organisation and the platform
    { path: '/internal/audit', label: 'Audit Trail' },
    { path: '/internal/e-wallets', label: 'E-Wallets' },
    { path: '/internal/settings', label: 'Settings' },
  ];
  // Finance › Advance Pay (admin transactions across organisations)
  const ADMIN_FINANCE = [
    { path: '/internal/advance-pay/transactions', label: 'Advance Pay' },
    // Finance: suppliers
    { path: '/internal/suppliers', label: 'Suppliers' },
    // Finance: disbursements
    { path: '/internal/disbursements', label: 'Disbursements' },
    // Finance: settlements
    { path: '/internal/repayments', label: 'Settlements' },
    // Finance: sales and the partner files they come from (administrators only)
    { path: '/internal/sales', label: 'Sales' },
    { path: '/internal/uploaded-documents', label: 'Upload Documents' },
    // Finance: transaction history
    { path: '/internal/transactions', label: 'Transactions' },
  ];
  // The operations dashboard leads the admin menu: Dashboard at /internal/dashboard comes first
  const ADMIN_DASHBOARD = { section: '', entries: [{ path: '/internal/dashboard', label: 'Dashboard' }] };
  it('gives each role its own menu, built from pages that exist', () => {
    expect(menuFor(session('admin'), undefined)).toEqual([
      ADMIN_DASHBOARD,
      {
        section: 'Directory',
        entries: [
          { path: '/internal/users', label: 'Users' },
          { path: '/internal/organizations', label: 'Organizations' },
        ],
      },
      { section: 'Settings', entries: ADMIN_SETTINGS },
      { section: 'Finance', entries: ADMIN_FINANCE },
    ]);
    // Directory › Administrators is the superadmin's only (its route's guard)
    expect(menuFor(session('superadmin'), undefined)).toEqual([
      ADMIN_DASHBOARD,
      {
        section: 'Directory',
        entries: [
          { path: '/internal/users', label: 'Users' },
          { path: '/internal/organizations', label: 'Organizations' },
          { path: '/internal/administrators', label: 'Administrators' },
        ],
      },
      { section: 'Settings', entries: ADMIN_SETTINGS },
      { section: 'Finance', entries: ADMIN_FINANCE },
    ]);
    const paths = (o: Organisation) => menuFor(session('Manager'), o).flatMap((g) => g.entries.map((e) => e.path));
    expect(paths(org())).toEqual([
      '/management/dashboard',
      '/teams',
      '/employees/missing-payment-election',
      '/compensation-policies',
      '/benefits-pay-runs',
      '/employees',
      '/employee-categories',
      '/employee-benefits',
      '/jobLevels',
      '/settings/notifications-email',
      '/settings/audit',
      '/management/advance-pay/withdrawal-policies',
      '/management/advance-pay/transactions',
      '/suppliers',
      '/disbursements',
      '/repayments',
      '/transactions',
    ]);
    // eBenefits pages leave the menu when the organisation has eBenefits off
    expect(paths({ ...org(), eBenefits: 'no' })).toEqual([
      '/management/dashboard',
      '/employees',
      '/settings/notifications-email',
      '/settings/audit',
      '/management/advance-pay/withdrawal-policies',
      '/management/advance-pay/transactions',
      '/suppliers',
      '/disbursements',
      '/repayments',
      '/transactions',
    ]);
    // Finance › Suppliers only when the organisation has Disbursements on
    expect(paths(org({ enable: 'no' }))).not.toContain('/suppliers');
    expect(paths(org({ enable: 'no' }))).not.toContain('/disbursements');
    expect(paths(org({ enable: 'no' }))).not.toContain('/repayments');
    // Finance › Transactions (transaction history) likewise
    expect(paths(org({ enable: 'no' }))).not.toContain('/transactions');
    expect(menuFor(session('Manager'), org()).map((g) => g.section)).toEqual(['', 'Directory', 'Settings', 'Finance']);
    // Settings › Audit Trail is a Manager's (the trail is not an Executive's to read)
    expect(menuFor(session('Executive'), org()).flatMap((g) => g.entries.map((e) => e.path))).not.toContain(
      '/settings/audit',
    );
    // Finance › Advance Pay (management transactions) only when the organisation's Advance Pay is on
    expect(menuFor(session('Executive'), org()).find((g) => g.section === 'Finance')?.entries).toContainEqual({
      path: '/management/advance-pay/transactions',
      label: 'Advance Pay',
    });
    expect(paths({ ...org(), advancePay: 'no' })).not.toContain('/management/advance-pay/transactions');
    expect(
      menuFor(session('employee'), org())
        .filter((g) => g.section !== 'Advance Pay')
        .flatMap((g) => g.entries.map((e) => e.path)),
    ).toEqual(['/dashboard', '/profile', '/user-benefits', '/elected-wallets']);
    // An employee's My Benefits and Elected Wallets only when the organisation has eBenefits on
    expect(
      menuFor(session('employee'), { ...org(), eBenefits: 'no' })
        .filter((g) => g.section !== 'Advance Pay')
        .flatMap((g) => g.entries.map((e) => e.path)),
    ).toEqual(['/dashboard', '/profile']);
  });

  it("gives employees Advance Pay › Monthly Statements only when the organisation's Advance Pay is on", () => {
    const advancePay = (o: Organisation) =>
      menuFor(session('employee'), o).find((g) => g.section === 'Advance Pay')?.entries ?? [];
    expect(advancePay(org())).toContainEqual({ path: '/advance-pay/statements/monthly', label: 'Monthly Statements' });
    expect(advancePay({ ...org(), advancePay: 'no' })).toEqual([]);
    expect(routeOf('/advance-pay/statements/monthly/2026-11')).toMatchObject({ guard: 'employee', flag: 'advancePay' });
  });

  it("gives employees Advance Pay › Get Paid and Transactions (then the details) only when the organisation's Advance Pay is on", () => {
    const advancePay = (o: Organisation) =>
      menuFor(session('employee'), o).find((g) => g.section === 'Advance Pay')?.entries ?? [];
    expect(advancePay(org()).slice(0, 2)).toEqual([
      { path: '/advance-pay/get-paid', label: 'Get Paid' },
      { path: '/advance-pay/transactions', label: 'Transactions' },
    ]);
    expect(advancePay({ ...org(), advancePay: 'no' })).toEqual([]);
    expect(routeOf('/advance-pay/transactions/01JABC/details')).toMatchObject({
      guard: 'employee',
      flag: 'advancePay',
    });
    expect(menuFor(session('Manager'), org()).flatMap((g) => g.entries.map((e) => e.path))).not.toContain(
      '/advance-pay/get-paid',
    );
  });

  it("gives management Settings › Notifications Email, and Withdrawal Policies only when the organisation's Advance Pay is on", () => {
    const settings = (o: Organisation) =>
      menuFor(session('Executive'), o).find((g) => g.section === 'Settings')?.entries ?? [];
    expect(settings(org())).toEqual(
      expect.arrayContaining([
        { path: '/settings/notifications-email', label: 'Notifications Email' },
        { path: '/management/advance-pay/withdrawal-policies', label: 'Withdrawal Policies' },
      ]),
    );
    expect(settings({ ...org(), advancePay: 'no' })).not.toContainEqual({
      path: '/management/advance-pay/withdrawal-policies',
      label: 'Withdrawal Policies',
    });
    expect(routeOf('/management/advance-pay/withdrawal-policies/advanced/01JX/edit')).toMatchObject({
      guard: 'management',
      flag: 'advancePay',
    });
    expect(routeOf('/management/advance-pay/withdrawal-policies/advanced/create')).toMatchObject({
      guard: 'management',
      flag: 'advancePay',
    });
    expect(decide(routeOf('/settings/notifications-email')!, session('employee')).kind).toBe('redirect');
  });

  it('lands each role on its first menu entry', () => {
    expect(landingFor(session('superadmin'))).toBe('/internal/dashboard');
    expect(landingFor(session('admin'))).toBe('/internal/dashboard');
    expect(landingFor(session('Executive'))).toBe('/management/dashboard');
    expect(landingFor(session('employee'))).toBe('/dashboard');
  });

  it('resumes the saved location only when the visitor may open it', () => {
    expect(resumeLocation(session('admin'), '/users/abc?tid=demo')).toBe('/users/abc?tid=demo');
    expect(resumeLocation(session('employee'), '/internal/users')).toBe('/dashboard');
    expect(resumeLocation(session('Manager'), '/login')).toBe('/management/dashboard');
    expect(resumeLocation(session('Manager'), null)).toBe('/management/dashboard');
  });
});

describe('top bar', () => {
  it("shows the available credit to Managers and Executives only when a credit limit exists, never to employees (the employer's credit terms are not theirs)", () => {
    expect(availableCredit(session('Manager'), org())).toBe('Available Credit: RM 100,000.00');
    expect(availableCredit(session('Executive'), org({ creditLimit: 1234567.5 }))).toBe(
      'Available Credit: RM 1,234,567.50',
    );
    expect(availableCredit(session('employee'), org())).toBeNull();
    expect(availableCredit(session('admin'), org())).toBeNull();
    expect(availableCredit(session('Manager'), org({ enable: 'no' }))).toBeNull();
    expect(availableCredit(session('Manager'), org({ creditLimit: undefined }))).toBeNull();
  });

  it("names a superadmin without a display name 'Super Admin'", () => {
    expect(displayNameOf(session('superadmin'))).toBe('Super Admin');
    expect(displayNameOf(session('superadmin', { displayName: 'Siti' }))).toBe('Siti');
    expect(displayNameOf(session('admin'), { displayName: 'Ahmad Admin' })).toBe('Ahmad Admin');
  });
});

describe('users list row link', () => {
  it('leads a superadmin to the edit page, anyone else to the detail page', () => {
    expect(userRowLink({ id: 'u 1', tenantId: 'demo' }, false)).toBe('/users/u%201?tid=demo');
    expect(userRowLink({ id: 'u1', tenantId: 'demo' }, true)).toBe('/internal/organizations/demo/users/u1/edit');
    // an administrator's row: the administrator edit page
    expect(userRowLink({ id: 'a1', tenantId: null }, true)).toBe('/internal/administrators/a1/edit');
    expect(userRowLink({ id: 'a1', tenantId: null }, false)).toBe('/users/a1?tid=');
  });

  it('keeps user administration pages from admins who are not superadmin, except creating an organisation user', () => {
    expect(decide(routeOf('/internal/organizations/demo/users/u1/edit')!, session('admin'))).toEqual({
      kind: 'redirect',
      to: '/internal',
    });
    expect(decide(routeOf('/internal/administrators/create')!, session('admin'))).toEqual({
      kind: 'redirect',
      to: '/internal',
    });
    expect(decide(routeOf('/internal/organizations/demo/users/create')!, session('admin'))).toEqual({ kind: 'allow' });
  });
});
