import type { ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { REPAYMENT_MESSAGES } from '../../../../shared/domain/finance/repayment';
import { errorMessage } from '../../components/notifications';

export interface ActionDialogProps {
  header: string;
  /** The go-ahead button's label. */
  confirmLabel: string;
  busy: boolean;
  /** The failure of the last attempt (its server message is shown), or null. */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  /** `<testId>` on the dialog, `<testId>-confirm` on the go-ahead, `<testId>-close` on Cancel / Close. */
  testId: string;
  children: ReactNode;
}

/**
 * A settlement action's dialog (void, delete, edit): the question or form, then on failure
 * 'Error!' with the server's message or 'Action failed. Please try again!', and a Close button.
 */
export function ActionDialog({
  header,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
  testId,
  children,
}: ActionDialogProps) {
  const failed = error !== null && error !== undefined;
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={header}
      data-testid={testId}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} data-testid={`${testId}-close`}>
              {failed ? 'Close' : 'Cancel'}
            </Button>
            {!failed && (
              <Button variant="primary" loading={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
                {confirmLabel}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      {failed ? (
        <Alert type="error" header={REPAYMENT_MESSAGES.dialogError} data-testid={`${testId}-error`}>
          {errorMessage(error, REPAYMENT_MESSAGES.dialogFallback)}
        </Alert>
      ) : (
        children
      )}
    </Modal>
  );
}
