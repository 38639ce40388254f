import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { SUPPLIER_MESSAGES, SupplierRemarksSchema, type Supplier } from '../../../../shared/domain/benefits/supplier';
import { errorMessage } from '../../components/notifications';

export type ReviewKind = 'approve' | 'reject' | 'blacklist';

const LOOK: Record<ReviewKind, { header: string; button: string; remarks?: string; text: (name: string) => string }> = {
  approve: {
    header: 'Approve Supplier',
    button: 'Approve',
    text: (name) => `Approve ${name}? Management can then pay it through disbursements.`,
  },
  reject: {
    header: 'Reject Supplier',
    button: 'Reject',
    remarks: 'Remarks',
    text: (name) => `Reject ${name}? Tell management what to correct; an edit sends it back for approval.`,
  },
  blacklist: {
    header: 'Blacklist Supplier',
    button: 'Blacklist',
    remarks: 'Remarks',
    text: (name) => `Blacklist ${name}? Management can no longer edit, delete or pay it.`,
  },
};

export interface SupplierReviewDialogProps {
  kind: ReviewKind | null;
  supplier: Supplier;
  busy: boolean;
  /** The failure of the last attempt (its server message is shown), or null. */
  error: unknown;
  onConfirm: (remarks: string) => void;
  onClose: () => void;
}

/**
 * An administrator's approve / reject (with remarks) / blacklist (with remarks) dialog. A failure
 * stays in the dialog: 'Error!' with the server's message, or 'Action failed. Please try again!',
 * and a Close button.
 */
export function SupplierReviewDialog({ kind, supplier, busy, error, onConfirm, onClose }: SupplierReviewDialogProps) {
  const [remarks, setRemarks] = useState('');
  const [tried, setTried] = useState(false);
  if (!kind) return null;
  const look = LOOK[kind];
  const remarksError =
    look.remarks && tried ? SupplierRemarksSchema.safeParse(remarks).error?.issues[0]?.message : undefined;
  const close = () => {
    setRemarks('');
    setTried(false);
    onClose();
  };
  const confirm = () => {
    setTried(true);
    if (look.remarks && !SupplierRemarksSchema.safeParse(remarks).success) return;
    onConfirm(remarks.trim());
  };
  return (
    <Modal
      visible
      onDismiss={close}
      header={look.header}
      data-testid={`supplier-${kind}-dialog`}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={close} data-testid="supplier-dialog-close">
              {error ? 'Close' : 'Cancel'}
            </Button>
            {!error && (
              <Button variant="primary" loading={busy} onClick={confirm} data-testid={`supplier-${kind}-confirm`}>
                {look.button}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      {error ? (
        <Alert type="error" header={SUPPLIER_MESSAGES.dialogError} data-testid="supplier-dialog-error">
          {errorMessage(error, SUPPLIER_MESSAGES.dialogFallback)}
        </Alert>
      ) : (
        <SpaceBetween size="m">
          <Box>{look.text(supplier.companyName)}</Box>
          {look.remarks && (
            <FormField label={look.remarks} errorText={remarksError}>
              <Textarea
                value={remarks}
                onChange={(e) => setRemarks(e.detail.value)}
                ariaLabel={look.remarks}
                data-testid={`supplier-${kind}-remarks`}
              />
            </FormField>
          )}
        </SpaceBetween>
      )}
    </Modal>
  );
}
