import Box from '@cloudscape-design/components/box';
import { STATEMENT_MESSAGES } from '../../../../shared/domain/monthly-statement';

/** Spec part 3 §1: what an Advance Pay screen shows when the organisation's Advance Pay is off or the data is missing. */
export function NotAvailable() {
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl' }} fontSize="heading-m" data-testid="not-available">
      {STATEMENT_MESSAGES.notAvailable}
    </Box>
  );
}
