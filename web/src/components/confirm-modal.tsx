import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

export interface ConfirmModalProps {
  visible: boolean;
  header: string;
  /** The label of the button that goes ahead. */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** `<testId>` on the dialog, `<testId>-button` on the go-ahead button. */
  testId: string;
  children: ReactNode;
}

/** Asks before an action that changes a lot: Cancel, or the named go-ahead. */
export function ConfirmModal({
  visible,
  header,
  confirmLabel,
  onConfirm,
  onCancel,
  testId,
  children,
}: ConfirmModalProps) {
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header={header}
      data-testid={testId}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="primary" onClick={onConfirm} data-testid={`${testId}-button`}>
              {confirmLabel}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {children}
    </Modal>
  );
}
