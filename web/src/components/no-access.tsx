import { useNavigateTo } from './use-navigate-to';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** The page shown for a route the user may not open (also the not-found fallback). */
export const NO_ACCESS_MESSAGE = "The page you are looking for does not exist or you don't have access permission.";

export function NoAccess() {
  const navigate = useNavigateTo();
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl' }} data-testid="no-access">
      <SpaceBetween size="m">
        <Box variant="p" fontSize="heading-s">
          {NO_ACCESS_MESSAGE}
        </Box>
        <Button variant="primary" onClick={() => navigate(-1)} data-testid="no-access-back">
          Go Back
        </Button>
      </SpaceBetween>
    </Box>
  );
}
