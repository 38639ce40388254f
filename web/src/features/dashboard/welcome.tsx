/**
 * The welcome part of a dashboard, in light elements (the employee's dashboard, a phone's first
 * screen): the heading and the organisation's name first, the welcome image further down the
 * page, below the figures. The management dashboard shows the same in Cloudscape (welcome-banner.tsx).
 */
import type { ReactNode } from 'react';
import { useCallableQuery } from '../../api/hooks';
import { useCurrentUser } from '../../api/use-current-user';
import { useOrgInfo } from '../../api/use-org-info';
import { displayNameOf, useSession } from '../../auth/session';
import { IMAGE_NOT_FOUND } from './messages';
import { useT } from '../../i18n/i18n';

/**
 * The box the welcome image is shown in (any image the platform sets is fitted into it, see
 * dashboard.css): sized up front, so the browser lays the page out before the image arrives.
 */
export const WELCOME_IMAGE_SIZE = { width: 320, height: 160 } as const;

/** What a welcome shows: the heading's name, the organisation's name and the image (the platform's setting). */
export function useWelcome() {
  const t = useT();
  const session = useSession().data;
  const user = useCurrentUser(session);
  const org = useOrgInfo(session);
  const image = useCallableQuery(
    'settings-getWelcomeImage',
    {},
    { staleTime: 60 * 60_000, retry: false, errorToast: IMAGE_NOT_FOUND },
  );
  return {
    signedIn: !!session,
    heading: session ? t('dashboard.welcome', { name: displayNameOf(session, user.data) }) : '',
    // A blank line holds the organisation's name's place while it loads, so the heading does not move.
    orgName: org.data?.name ?? (org.isLoading ? '\u00a0' : undefined),
    image,
  };
}

/** The welcome heading, the organisation's name and `children` (a line under them). */
export function WelcomeHeading({ children }: { children?: ReactNode }) {
  const welcome = useWelcome();
  if (!welcome.signedIn) return null;
  return (
    <header className="edash-welcome" data-testid="dashboard-welcome">
      <h1 className="light-h1">{welcome.heading}</h1>
      {welcome.orgName && <p className="light-secondary">{welcome.orgName}</p>}
      {children}
    </header>
  );
}

/**
 * The welcome image ('Image not found!' as a toast when none is set), its place kept while its
 * address loads. The employee's dashboard shows it last, once the parts above it are in.
 */
export function WelcomeImage() {
  const { image } = useWelcome();
  if (image.data) {
    return (
      <img
        className="dashboard-welcome__image"
        src={image.data.url}
        alt={image.data.alt}
        width={WELCOME_IMAGE_SIZE.width}
        height={WELCOME_IMAGE_SIZE.height}
        data-testid="welcome-image"
      />
    );
  }
  return image.isPending ? <div className="dashboard-welcome__image" aria-hidden="true" /> : null;
}
