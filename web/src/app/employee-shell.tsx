/**
 * The employees' shell (issue 28): a compact top bar (the organisation, the user menu) and the
 * menu as a row of tabs under it, in light elements (web/src/app/light.css) so an employee's
 * first page loads none of Cloudscape's scripts. Pages built of Cloudscape (Get Paid, Profile,
 * My Benefits...) render inside it and bring Cloudscape with their own chunk. The management and
 * administration portal keeps Cloudscape's AppLayout (shell.tsx).
 */
import {
  createElement,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '../api/use-current-user';
import { useOrgInfo } from '../api/use-org-info';
import { useFreshSignInPrompt } from '../auth/fresh-sign-in-slot';
import { displayNameOf, type Session } from '../auth/session';
import { Notifications } from '../components/notifications';
import { OfflineNotice } from '../components/offline-notice';
import { usePageLabelOf } from '../components/page-label';
import { useNavigateTo } from '../components/use-navigate-to';
import { CloudscapeI18n } from '../i18n/cloudscape-i18n';
import { useT } from '../i18n/i18n';
import { useUserLanguage } from '../i18n/user-language';
import { paths } from '../../../shared/routes';
import { landingFor, menuFor, routeOf } from './access';
import { breadcrumbsFor } from './breadcrumbs';
import { useSessionEnding } from './session-end';
import '../components/touch-targets.css';

/** A link that moves inside the app (no reload), as a plain anchor. */
function AppLink({
  href,
  children,
  className,
  current,
  onFollow,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  current?: boolean;
  onFollow?: () => void;
}) {
  const navigate = useNavigateTo();
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (a modifier key, the middle button) is the browser's to open.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onFollow?.();
    navigate(href);
  };
  return (
    <a href={href} className={className} aria-current={current ? 'page' : undefined} onClick={follow}>
      {children}
    </a>
  );
}

/** The user's name as a button opening Change Password and Logout. */
function UserMenu({ name }: { name: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="eshell-user" ref={box}>
      <button
        type="button"
        className="eshell-user__button"
        aria-expanded={open}
        aria-haspopup="true"
        // The visible name starts the accessible one (WCAG 2.5.3, label in name).
        aria-label={name ? t('shell.namedUserMenu', { name }) : t('shell.userMenu')}
        data-testid="user-menu"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="eshell-user__name">{name}</span>
        <span aria-hidden="true" className="eshell-user__caret" />
      </button>
      {open && (
        <ul className="eshell-user__menu">
          <li>
            <AppLink href={paths.passwordChange()} onFollow={() => setOpen(false)}>
              {t('shell.changePassword')}
            </AppLink>
          </li>
          <li>
            <AppLink href={paths.logout()} onFollow={() => setOpen(false)}>
              {t('shell.logout')}
            </AppLink>
          </li>
        </ul>
      )}
    </div>
  );
}

/** The menu as a row of tabs, the current one marked and scrolled into sight (sideways, inside the row). */
function MenuTabs({ session, pathname }: { session: Session; pathname: string }) {
  const t = useT();
  const org = useOrgInfo(session);
  const entries = menuFor(session, org.data).flatMap((group) => group.entries);
  const current = routeOf(pathname);
  // The entry of the page, or of the page it belongs to (a transaction's details: Transactions).
  const active =
    entries.find((e) => e.path === current?.path) ?? entries.find((e) => pathname.startsWith(`${e.path}/`));
  const nav = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const tab = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav.current || !tab) return;
    const { offsetLeft, offsetWidth } = tab;
    const { scrollLeft, clientWidth } = nav.current;
    if (offsetLeft < scrollLeft || offsetLeft + offsetWidth > scrollLeft + clientWidth) {
      nav.current.scrollLeft = offsetLeft - 16;
    }
  }, [active?.path, entries.length]);
  return (
    <nav className="eshell-tabs" aria-label={t('shell.menu')} data-testid="side-nav" ref={nav}>
      <ul>
        {entries.map((e) => (
          <li key={e.path}>
            <AppLink href={e.path} current={e === active}>
              {t.localize(e.label)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The trail above a page below a menu entry (a transaction's details). */
function Breadcrumbs({ pathname }: { pathname: string }) {
  const t = useT();
  const crumbs = breadcrumbsFor(pathname, usePageLabelOf(pathname));
  if (crumbs.length === 0) return null;
  return (
    <nav className="eshell-crumbs" aria-label={t('shell.breadcrumbs')} data-testid="breadcrumbs">
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.href}>
            {i < crumbs.length - 1 ? (
              <AppLink href={c.href}>{t.localize(c.text)}</AppLink>
            ) : (
              <span aria-current="page">{t.localize(c.text)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The fresh sign-in prompt, once a page that may ask for it has loaded it. */
function FreshSignIn() {
  const Prompt = useFreshSignInPrompt();
  if (!Prompt) return null;
  return (
    <Suspense fallback={null}>
      {/* One component for the site's life (registered once), so it keeps its state across renders. */}
      <CloudscapeI18n>{createElement(Prompt)}</CloudscapeI18n>
    </Suspense>
  );
}

/** Every signed-in page of an employee. */
/**
 * Every employee page is made for a thumb: Cloudscape's buttons and fields, in the page and in the
 * dialogs it opens (drawn outside the shell, at the end of the page), at least 44 px high on a
 * phone (components/touch-targets.css), while the employees' shell is shown.
 */
function useTouchTargets() {
  useEffect(() => {
    document.body.classList.add('touch-targets');
    return () => document.body.classList.remove('touch-targets');
  }, []);
}

export function EmployeeShell({ session, children }: { session: Session; children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const org = useOrgInfo(session, { live: true });
  const user = useCurrentUser(session);
  useUserLanguage(user.data);
  useSessionEnding(user.error);
  const landing = landingFor(session);
  useTouchTargets();
  return (
    <div className="eshell">
      <OfflineNotice />
      <header className="eshell-top" data-testid="top-nav">
        <AppLink href={landing} className="eshell-home">
          {/* A blank holds the organisation's place while it loads, so nothing moves. */}
          {org.data?.name ?? (org.isLoading ? '\u00a0' : t('shell.home'))}
        </AppLink>
        <UserMenu name={displayNameOf(session, user.data)} />
      </header>
      <MenuTabs session={session} pathname={pathname} />
      <div className="eshell-toasts">
        <Notifications />
      </div>
      <main className="eshell-main">
        <Breadcrumbs pathname={pathname} />
        {children}
      </main>
      <FreshSignIn />
    </div>
  );
}
