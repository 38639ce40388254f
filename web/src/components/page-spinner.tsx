import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';

/** Shown while a session, a lazy page or a gate's data is loading. */
export function PageSpinner() {
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl' }}>
      <Spinner size="large" />
    </Box>
  );
}
