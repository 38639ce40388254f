import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import { NOT_AVAILABLE } from './messages';

/** Spec part 3 §1: what an Advance Pay screen shows when its data is missing. */
export function NotAvailable({ children }: { children?: ReactNode }) {
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl' }} data-testid="not-available">
      <Box fontSize="heading-m">{NOT_AVAILABLE}</Box>
      {children && <Box variant="p" color="text-body-secondary">{children}</Box>}
    </Box>
  );
}
