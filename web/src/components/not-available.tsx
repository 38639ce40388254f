import Box from '@cloudscape-design/components/box';

/** Spec part 3 §1: Advance Pay screens show this unless the organisation's Advance Pay is on. */
export const NOT_AVAILABLE = 'Not Available!';

export function NotAvailable() {
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl' }} variant="h2" data-testid="not-available">
      {NOT_AVAILABLE}
    </Box>
  );
}
