import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { formatRm } from '../../../../shared/domain/money/money';
import { REASON_REQUIRED } from './messages';

export interface RejectTarget {
  employeeName: string;
  amount: number;
}

/** Rejecting a request: the reason is required (docs/rules.md#withdrawal-statuses) and shown to the employee. */
export function RejectModal({
  target,
  busy,
  onReject,
  onCancel,
}: {
  target: RejectTarget | null;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  // Each new target starts with an empty reason; reset while rendering so the last reason never flashes.
  const [shownTarget, setShownTarget] = useState(target);
  if (target !== shownTarget) {
    setShownTarget(target);
    setReason('');
    setTried(false);
  }
  const missing = reason.trim() === '';
  const submit = () => {
    setTried(true);
    if (!missing) onReject(reason.trim());
  };
  return (
    <Modal
      visible={target !== null}
      onDismiss={onCancel}
      header="Reject withdrawal request"
      data-testid="reject-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="primary" loading={busy} onClick={submit} data-testid="reject-modal-button">
              Reject
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {target && (
        <SpaceBetween size="m">
          <Box variant="p">
            Reject the withdrawal of <b>{formatRm(target.amount)}</b> requested by <b>{target.employeeName}</b>? Nothing
            is paid out, and the employee sees the reason.
          </Box>
          <FormField label="Reason" errorText={tried && missing ? REASON_REQUIRED : undefined}>
            <Textarea
              value={reason}
              onChange={(e) => setReason(e.detail.value)}
              placeholder="Why is this request rejected?"
              data-testid="reject-reason"
              invalid={tried && missing}
            />
          </FormField>
        </SpaceBetween>
      )}
    </Modal>
  );
}
