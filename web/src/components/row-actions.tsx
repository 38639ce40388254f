import type { ReactNode } from 'react';
import { spaceScaledXs } from '@cloudscape-design/design-tokens';

/**
 * The inline link buttons of a table row, side by side on one line. Cloudscape's SpaceBetween
 * wraps its children and a narrow cell breaks a button's word ('Approv / e'); here the row keeps
 * its height and the column takes the width the words need.
 */
export function InlineRowActions({ children }: { children: ReactNode }) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'nowrap', whiteSpace: 'nowrap', gap: spaceScaledXs }} data-row-actions="">
      {children}
    </span>
  );
}

/** Text that never wraps in a table cell or a card: money ('RM 1,900.00'), dates. */
export function NoWrap({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
      {children}
    </span>
  );
}
