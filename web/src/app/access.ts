import { matchPath } from 'react-router-dom';
import { isAdminRole, isManagementRole } from '../../../shared/registry/roles';
import type { Session } from '../auth/session';
import { paths } from '../../../shared/routes';
import { hasFlag, MENU_SECTIONS, ROUTES, type AppRoute, type MenuSection, type OrgSwitches } from './route-table';

/** What the guard of a route decides for the current visitor. */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Signed in and allowed, but the terms must be accepted first (the modal blocks the page). */
  | { kind: 'terms' };

/** The access rules of a route (see `GuardKind`). Organisation flags are checked separately. */
export function decide(route: Pick<AppRoute, 'guard'>, session: Session | null): GuardDecision {
  switch (route.guard) {
    case 'public':
      return { kind: 'allow' };
    case 'admin':
      return session && isAdminRole(session.role) ? { kind: 'allow' } : { kind: 'redirect', to: paths.internalLogin() };
    case 'superadmin':
      return session?.role === 'superadmin' ? { kind: 'allow' } : { kind: 'redirect', to: paths.internalLogin() };
    case 'management':
      if (!session || !isManagementRole(session.role)) return { kind: 'redirect', to: paths.login() };
      return session.acceptedTAndC ? { kind: 'allow' } : { kind: 'terms' };
    case 'manager':
      if (!session || session.role !== 'Manager') return { kind: 'redirect', to: paths.login() };
      return session.acceptedTAndC ? { kind: 'allow' } : { kind: 'terms' };
    case 'employee':
      if (!session || isAdminRole(session.role)) return { kind: 'redirect', to: paths.login() };
      return session.acceptedTAndC ? { kind: 'allow' } : { kind: 'terms' };
  }
}

/** The route of the table a path belongs to. */
export function routeOf(pathname: string): AppRoute | undefined {
  return ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
}

/** Whose menu an entry belongs to: employee entries are the employee role's only. */
function inMenuOf(route: AppRoute, session: Session): boolean {
  switch (route.guard) {
    case 'admin':
      return isAdminRole(session.role);
    case 'superadmin':
      return session.role === 'superadmin';
    case 'management':
      return isManagementRole(session.role);
    case 'manager':
      return session.role === 'Manager';
    case 'employee':
      return session.role === 'employee';
    case 'public':
      return false;
  }
}

export interface MenuGroup {
  section: MenuSection;
  entries: { path: string; label: string }[];
}

/** The side menu of the visitor: entries of the route table for their role and organisation flags. */
export function menuFor(session: Session, org: OrgSwitches | undefined): MenuGroup[] {
  const visible = ROUTES.flatMap((r) =>
    r.menu && inMenuOf(r, session) && hasFlag(org, r.flag) ? [{ path: r.path, menu: r.menu }] : [],
  );
  return MENU_SECTIONS.map((section) => ({
    section,
    entries: visible.filter((r) => r.menu.section === section).map((r) => ({ path: r.path, label: r.menu.label })),
  })).filter((g) => g.entries.length > 0);
}

/** Where a signed-in visitor lands: the first entry of their menu (the role's dashboard once it exists). */
export function landingFor(session: Session): string {
  const first = ROUTES.find((r) => r.menu && inMenuOf(r, session));
  if (first) return first.path;
  // Every role has a menu entry today; the login page is the safe answer should one ever have none.
  return paths.login();
}

/**
 * Where a person's first sign-in (their own password just set, from an invitation) goes: an
 * employee to the profile setup, which asks in order for what a withdrawal still needs (a verified
 * mobile number, a bank account) and then opens Get Paid, or goes on to the dashboard when nothing
 * is missing (web/src/features/profile/profile-setup-page.tsx). Undefined: as any sign-in.
 */
export function firstSignInLanding(session: Session): string | undefined {
  return session.role === 'employee' ? paths.profileSetup() : undefined;
}

/** Where a signed-in visitor opening a login page goes: the saved location if they may open it, else the landing. */
export function resumeLocation(session: Session, saved: string | null): string {
  if (saved) {
    const route = routeOf(saved.split('?')[0]);
    if (route && route.guard !== 'public' && decide(route, session).kind !== 'redirect') return saved;
  }
  return landingFor(session);
}
