import Box from '@cloudscape-design/components/box';

/** Spec part 3 §1: an Advance Pay screen when the organisation's Advance Pay is off or its data is missing. */
export function NotAvailable() {
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl' }} fontSize="heading-m" data-testid="not-available">
      Not Available!
    </Box>
  );
}
