import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useT } from '../i18n/i18n';

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

/** Asks before an action that changes a lot: Cancel, or the named go-ahead (in the user's language where the catalogue has them). */
export function ConfirmModal({
  visible,
  header,
  confirmLabel,
  onConfirm,
  onCancel,
  testId,
  children,
}: ConfirmModalProps) {
  const t = useT();
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header={t.localize(header)}
      data-testid={testId}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button variant="primary" onClick={onConfirm} data-testid={`${testId}-button`}>
              {t.localize(confirmLabel)}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {children}
    </Modal>
  );
}
