import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useOrgInfo } from '../../api/use-org-info';
import { useCurrentUser } from '../../api/use-current-user';
import { displayNameOf, useSession } from '../../auth/session';

/**
 * A plain welcome page at /dashboard and /management/dashboard until the dashboards
 * are built (they replace it in the route table). It claims no figures.
 */
export function HomePage() {
  const session = useSession().data;
  const org = useOrgInfo(session);
  const user = useCurrentUser(session);
  if (!session) return null;
  return (
    <ContentLayout header={<Header variant="h1">Welcome, {displayNameOf(session, user.data)}</Header>}>
      <Container data-testid="home">
        <Box variant="p">{org.data ? `You are signed in to ${org.data.name}.` : 'You are signed in.'}</Box>
      </Container>
    </ContentLayout>
  );
}
