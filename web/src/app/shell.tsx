import { memo, useDeferredValue, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigateTo } from '../components/use-navigate-to';
import AppLayout from '@cloudscape-design/components/app-layout';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { formatRm } from '../../../shared/domain/money/money-format';
import type { OrgInfo } from '../../../shared/domain/organisations/organisation-info';
import { isManagementRole } from '../../../shared/registry/roles';
import { orgSettingsOf, useOrgInfo } from '../api/use-org-info';
import { useCurrentUser } from '../api/use-current-user';
import { FreshSignInPrompt } from '../auth/fresh-sign-in';
import { displayNameOf, isAdmin, type Session } from '../auth/session';
import { FlashbarNotifications } from '../components/notifications-flashbar';
import { OfflineNotice } from '../components/offline-notice';
import { usePageLabelOf } from '../components/page-label';
import { landingFor, menuFor, routeOf } from './access';
import { breadcrumbsFor } from './breadcrumbs';
import { useT } from '../i18n/i18n';
import { useUserLanguage } from '../i18n/user-language';
import { paths } from '../../../shared/routes';
import { CloudscapeI18n } from '../i18n/cloudscape-i18n';
import { useSessionEnding } from './session-end';

/** Side navigation width. */
export const NAVIGATION_WIDTH = 208;

/**
 * Available credit in the top bar, only when the organisation has a credit limit. The employer's
 * credit terms are not an employee's business (their view of the organisation does not carry
 * them), so only Managers and Executives see it. The limit may be `null`: the browser does not re-parse
 * answers, and a limit sent as JSON null reads as no limit.
 */
export function availableCredit(
  session: Session,
  org: { disbursements?: { enable: string; creditLimit?: number | null } } | undefined,
): string | null {
  if (!isManagementRole(session.role) || !org?.disbursements) return null;
  const { enable, creditLimit } = org.disbursements;
  if (enable !== 'yes' || creditLimit === undefined || creditLimit === null) return null;
  return `Available Credit: ${formatRm(creditLimit)}`;
}

/** The trail above a page below a menu entry, from the route table; links stay in the app (no reload). */
function Breadcrumbs({ pathname }: { pathname: string }) {
  const navigate = useNavigateTo();
  const t = useT();
  const items = breadcrumbsFor(pathname, usePageLabelOf(pathname)).map((item) => ({
    ...item,
    text: t.localize(item.text),
  }));
  if (items.length === 0) return null;
  return (
    <div data-testid="breadcrumbs">
      <BreadcrumbGroup
        items={items}
        ariaLabel={t('shell.breadcrumbs')}
        onFollow={(e) => {
          e.preventDefault();
          navigate(e.detail.href);
        }}
      />
    </div>
  );
}

interface TopBarProps {
  session: Session;
  org: OrgInfo | undefined;
  user: { displayName?: string } | undefined;
}

/** The top bar: the organisation's name (home link), its available credit and the user menu. */
const TopBar = memo(function TopBar({ session, org, user }: TopBarProps) {
  const navigate = useNavigateTo();
  const t = useT();
  const landing = landingFor(session);
  const credit = availableCredit(session, orgSettingsOf(org));
  const userName = displayNameOf(session, user);
  const utilities: TopNavigationProps.Utility[] = [
    // On a narrow screen the credit folds into the bar's menu with the rest, never past the screen's edge.
    ...(credit ? [{ type: 'button' as const, text: credit, ariaLabel: credit }] : []),
    {
      type: 'menu-dropdown',
      text: userName,
      // The visible name starts the accessible one (WCAG 2.5.3, label in name).
      ariaLabel: userName ? t('shell.namedUserMenu', { name: userName }) : t('shell.userMenu'),
      iconName: 'user-profile',
      items: [
        { id: 'password-change', text: t('shell.changePassword'), href: paths.passwordChange() },
        { id: 'logout', text: t('shell.logout'), href: paths.logout() },
      ],
      onItemFollow: (e) => {
        e.preventDefault();
        if (e.detail.href) navigate(e.detail.href);
      },
    },
  ];
  return (
    <div id="app-top-nav" className="app-top-nav" data-testid="top-nav">
      <TopNavigation
        identity={{
          href: landing,
          title: isAdmin(session) ? 'Administration' : (org?.name ?? t('shell.home')),
          onFollow: (e) => {
            e.preventDefault();
            navigate(landing);
          },
        }}
        utilities={utilities}
      />
    </div>
  );
});

interface LayoutProps {
  session: Session;
  org: OrgInfo | undefined;
  pathname: string;
  children: ReactNode;
}

/** The app layout: the side menu (from the route table), breadcrumbs, toasts and the page. */
const Layout = memo(function Layout({ session, org, pathname, children }: LayoutProps) {
  const navigate = useNavigateTo();
  const t = useT();
  const navItems: SideNavigationProps.Item[] = menuFor(session, org).flatMap<SideNavigationProps.Item>((group) => {
    const links = group.entries.map((e): SideNavigationProps.Link => ({
      type: 'link',
      text: t.localize(e.label),
      href: e.path,
    }));
    return group.section
      ? [{ type: 'section', text: t.localize(group.section), items: links } satisfies SideNavigationProps.Section]
      : links;
  });
  const current = routeOf(pathname);
  const activeHref = current?.menu ? current.path : undefined;
  return (
    <AppLayout
      headerSelector="#app-top-nav"
      ariaLabels={{
        navigation: t('shell.menu'),
        navigationToggle: t('shell.openMenu'),
        navigationClose: t('shell.closeMenu'),
        notifications: t('shell.notifications'),
      }}
      navigationWidth={NAVIGATION_WIDTH}
      toolsHide
      stickyNotifications
      notifications={<FlashbarNotifications />}
      breadcrumbs={<Breadcrumbs pathname={pathname} />}
      navigation={
        <div data-testid="side-nav">
          <SideNavigation
            activeHref={activeHref}
            items={navItems}
            onFollow={(e) => {
              e.preventDefault();
              navigate(e.detail.href);
            }}
          />
        </div>
      }
      content={children}
    />
  );
});

/**
 * Every signed-in page of the management and administration portal (an employee's: employee-shell.tsx): top bar, side menu (from the route table), breadcrumbs and toasts. The
 * organisation and the user reach the bars deferred: an answer of the query cache renders at once
 * (it is not a transition), and here it renders only the shell itself; the bars follow in a
 * transition, in slices, instead of in one task that holds up the page.
 */
export function Shell({ session, children }: { session: Session; children: ReactNode }) {
  const location = useLocation();
  const org = useOrgInfo(session, { live: true });
  const user = useCurrentUser(session);
  useUserLanguage(user.data);
  const orgData = useDeferredValue(org.data);
  const userData = useDeferredValue(user.data);

  useSessionEnding(user.error);

  return (
    <CloudscapeI18n>
      <OfflineNotice />
      <TopBar session={session} org={orgData} user={userData} />
      <Layout session={session} org={orgData} pathname={location.pathname}>
        {children}
      </Layout>
      <FreshSignInPrompt />
    </CloudscapeI18n>
  );
}
