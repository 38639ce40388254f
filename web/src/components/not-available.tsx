import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import { useT } from '../i18n/i18n';

/** What Advance Pay screens show when the organisation's Advance Pay is off, or when their data is missing. */
export const NOT_AVAILABLE = 'Not Available!';

/** 'Not Available!', with an optional line saying what to do. */
export function NotAvailable({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl' }} data-testid="not-available">
      <Box variant="h2" fontSize="heading-m">
        {t.localize(NOT_AVAILABLE)}
      </Box>
      {children && (
        <Box variant="p" color="text-body-secondary">
          {children}
        </Box>
      )}
    </Box>
  );
}
