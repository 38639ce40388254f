import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
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

/**
 * The welcome part of a dashboard: a welcome heading and the welcome image
 * (the platform's setting; 'Image not found!' when none is set).
 */
export function WelcomeBanner({ children }: { children?: ReactNode }) {
  const t = useT();
  const session = useSession().data;
  const user = useCurrentUser(session);
  const org = useOrgInfo(session);
  const image = useCallableQuery(
    'settings-getWelcomeImage',
    {},
    { staleTime: 60 * 60_000, retry: false, errorToast: IMAGE_NOT_FOUND },
  );
  if (!session) return null;
  return (
    <Container data-testid="dashboard-welcome">
      <div className="dashboard-welcome">
        <div className="dashboard-welcome__text">
          {/* A blank line holds the organisation's name's place while it loads, so the heading does not move. */}
          <Header variant="h1" description={org.data?.name ?? (org.isLoading ? '\u00a0' : undefined)}>
            {t('dashboard.welcome', { name: displayNameOf(session, user.data) })}
          </Header>
          {children}
        </div>
        {image.data ? (
          <img
            className="dashboard-welcome__image"
            src={image.data.url}
            alt={image.data.alt}
            width={WELCOME_IMAGE_SIZE.width}
            height={WELCOME_IMAGE_SIZE.height}
            data-testid="welcome-image"
          />
        ) : (
          // The image's place is kept while its address loads, so the page below does not move.
          image.isPending && <div className="dashboard-welcome__image" aria-hidden="true" />
        )}
      </div>
    </Container>
  );
}

/** A short paragraph under the welcome heading. */
export const WelcomeText = ({ children }: { children: ReactNode }) => (
  <Box variant="p" color="text-body-secondary" margin={{ top: 's' }}>
    {children}
  </Box>
);
