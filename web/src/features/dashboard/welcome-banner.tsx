import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { ReactNode } from 'react';
import { useWelcome, WelcomeImage } from './welcome';

/**
 * The welcome part of the management dashboard: a welcome heading and the welcome image
 * (the platform's setting; 'Image not found!' when none is set). The employee's is light (welcome.tsx).
 */
export function WelcomeBanner({ children }: { children?: ReactNode }) {
  const { signedIn, heading, orgName } = useWelcome();
  if (!signedIn) return null;
  return (
    <Container data-testid="dashboard-welcome">
      <div className="dashboard-welcome">
        <div className="dashboard-welcome__text">
          <Header variant="h1" description={orgName}>
            {heading}
          </Header>
          {children}
        </div>
        <WelcomeImage />
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
