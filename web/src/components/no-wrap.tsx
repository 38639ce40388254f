import type { ReactNode } from 'react';

/** Text that never wraps in a table cell or a card: money ('RM 1,900.00'), dates. */
export function NoWrap({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
      {children}
    </span>
  );
}
