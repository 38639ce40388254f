import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

/** What a dashboard part shows while it has nothing: a title and what to do. */
export function EmptyState({
  title,
  children,
  action,
  testId,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Box textAlign="center" color="inherit" padding={{ vertical: 's' }} data-testid={testId}>
      <SpaceBetween size="xxs">
        <b>{title}</b>
        <Box variant="p" color="inherit">
          {children}
        </Box>
        {action}
      </SpaceBetween>
    </Box>
  );
}
