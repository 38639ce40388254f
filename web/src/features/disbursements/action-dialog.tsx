import { useState, type ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { DateCompletedSchema, ReasonForCancellationSchema } from '../../../../shared/domain/finance/disbursement';
import { klDate, klParts } from '../../../../shared/domain/time/time';
import { DateField } from '../../components/date-field';

/** What an action asks for besides the confirmation. */
export type ActionInput = { kind: 'none' } | { kind: 'date' } | { kind: 'reason' };

export interface ActionDialogProps {
  /** `data-testid` of the dialog; `-confirm`, `-date`, `-reason` derive from it. */
  testId: string;
  header: string;
  confirmLabel: string;
  input: ActionInput;
  busy: boolean;
  /** What the action does, said before it is done. */
  children: ReactNode;
  /** Go ahead: with the completion date or the reason when asked for. */
  onConfirm: (value: string) => void;
  onClose: () => void;
}

/**
 * Asks before a disbursement action, with the completion date (complete) or the reason (cancel)
 * when the action needs one: nothing is sent until it is valid.
 */
export function ActionDialog({
  testId,
  header,
  confirmLabel,
  input,
  busy,
  children,
  onConfirm,
  onClose,
}: ActionDialogProps) {
  const [value, setValue] = useState(input.kind === 'date' ? klDate() : '');
  const [tried, setTried] = useState(false);
  const schema =
    input.kind === 'date' ? DateCompletedSchema : input.kind === 'reason' ? ReasonForCancellationSchema : undefined;
  const error = tried && schema ? schema.safeParse(value).error?.issues[0]?.message : undefined;
  const confirm = () => {
    setTried(true);
    if (schema && !schema.safeParse(value).success) return;
    onConfirm(value.trim());
  };
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={header}
      data-testid={testId}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="primary" loading={busy} onClick={confirm} data-testid={`${testId}-confirm`}>
              {confirmLabel}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box>{children}</Box>
        {input.kind === 'date' && (
          <DateField
            label="Date Completed"
            value={value}
            onChange={setValue}
            errorText={error}
            constraintText="The day the payees were paid: today or earlier"
            fromYear={klParts().year - 1}
            toYear={klParts().year}
            testId={`${testId}-date`}
          />
        )}
        {input.kind === 'reason' && (
          <FormField label="Reason for Cancellation" errorText={error}>
            <Textarea
              value={value}
              onChange={(e) => setValue(e.detail.value)}
              ariaLabel="Reason for Cancellation"
              data-testid={`${testId}-reason`}
            />
          </FormField>
        )}
      </SpaceBetween>
    </Modal>
  );
}
