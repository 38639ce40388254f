import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

/**
 * The header actions of a list a Manager approves from: Approve Selected (only for those who may
 * approve; disabled until a row is selected, busy while the approval runs) beside the page's own
 * buttons (Create...).
 */
export function ApproveSelectedActions({
  canApprove,
  selectedCount,
  pending,
  onApprove,
  testId,
  children,
}: {
  canApprove: boolean;
  selectedCount: number;
  pending: boolean;
  onApprove: () => void;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <SpaceBetween direction="horizontal" size="xs">
      {canApprove && (
        <Button disabled={selectedCount === 0} loading={pending} onClick={onApprove} data-testid={testId}>
          Approve Selected
        </Button>
      )}
      {children}
    </SpaceBetween>
  );
}
