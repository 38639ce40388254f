import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

/**
 * The header actions of a list a Manager approves from: Approve Selected (only for those who may
 * approve; disabled until a row is selected, busy while the approval runs) beside the page's own
 * buttons (Create...). `approval` is the list's `useApproveSelection`.
 */
export function ApproveSelectedActions({
  approval,
  canApprove,
  testId,
  children,
}: {
  approval: { selected: readonly unknown[]; isPending: boolean; approveSelected: () => void };
  canApprove: boolean;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <SpaceBetween direction="horizontal" size="xs">
      {canApprove && (
        <Button
          disabled={approval.selected.length === 0}
          loading={approval.isPending}
          onClick={approval.approveSelected}
          data-testid={testId}
        >
          Approve Selected
        </Button>
      )}
      {children}
    </SpaceBetween>
  );
}
