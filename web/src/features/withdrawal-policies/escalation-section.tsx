import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { APPROVAL_HOURS_MAX, APPROVAL_HOURS_MIN } from '../../../../shared/domain/advance-pay/approval-deadline';
import {
  EscalationInputSchema,
  OwnDelegateInputSchema,
  type EscalationOutput,
} from '../../../../shared/domain/advance-pay/escalation-settings';
import { isoToDisplay } from '../../components/date-text';
import { callableKey } from '../../api/callable-key';
import { useAllPages, useCallableMutation, useCallableQuery } from '../../api/hooks';
import { DateField } from '../../components/date-field';
import { notify } from '../../components/notifications';
import { by } from './withdrawal-policy-columns';

const MESSAGES = {
  getFailed: 'The escalation settings could not be loaded. Please try again.',
  saved: 'The escalation settings are saved.',
  saveFailed: 'The escalation settings could not be saved. Please try again.',
} as const;

type Editing = 'settings' | 'leave';
type Option = { value: string; label: string };
const NONE: Option = { value: '', label: 'None' };

const issueOf =
  (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (field: string) =>
    result.success ? undefined : result.error?.issues.find((i) => i.path[0] === field)?.message;

/**
 * When pending requests are escalated (docs/rules.md#decision-deadline-and-escalation), on the
 * withdrawal policies page: the approval time, the backup approver and the delegations; a Manager
 * edits the first two and names their own delegate while on leave.
 */
export function EscalationSection({ isManager }: { isManager: boolean }) {
  const settings = useCallableQuery('settings-getEscalation', {}, { errorToast: MESSAGES.getFailed });
  const [editing, setEditing] = useState<Editing>();
  return (
    <Container
      data-testid="escalation"
      header={
        <Header
          variant="h2"
          description="A request still pending after the approval time (working hours, 09:00–18:00 on working days) is e-mailed to every Manager, and after twice that time to the backup approver."
          actions={
            isManager && settings.data ? (
              <SpaceBetween direction="horizontal" size="xs">
                <Button data-testid="escalation-leave" onClick={() => setEditing('leave')}>
                  My leave
                </Button>
                <Button data-testid="escalation-edit" onClick={() => setEditing('settings')}>
                  Edit
                </Button>
              </SpaceBetween>
            ) : undefined
          }
        >
          Deadlines and escalation
        </Header>
      }
    >
      {settings.data ? (
        <EscalationFacts settings={settings.data} />
      ) : settings.isError ? (
        <Alert type="error">{MESSAGES.getFailed}</Alert>
      ) : (
        <Box>Loading…</Box>
      )}
      {editing === 'settings' && settings.data ? (
        <SettingsEditor settings={settings.data} onClose={() => setEditing(undefined)} />
      ) : null}
      {editing === 'leave' && settings.data ? (
        <LeaveEditor settings={settings.data} onClose={() => setEditing(undefined)} />
      ) : null}
    </Container>
  );
}

/**
 * A choice among the organisation's active Managers and Executives, or None (value ''). They are
 * read only when an editor opens: the page itself never walks the organisation's users (a large
 * organisation has thousands).
 */
function ManagerSelect({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (email: string) => void;
  testId: string;
}) {
  const managers = useAllPages('settings-getManagementList', {});
  const choices: Option[] = [
    NONE,
    ...[...(managers.data ?? [])]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((m) => ({ value: m.email, label: `${m.name} (${m.email}) - ${m.role}` })),
  ];
  return (
    <Select
      selectedOption={choices.find((o) => o.value === value) ?? NONE}
      options={choices}
      onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
      data-testid={testId}
    />
  );
}

function EscalationFacts({ settings }: { settings: EscalationOutput }) {
  const delegations = settings.delegates.map(
    (d) => `${d.managerEmail} → ${d.delegateEmail}, ${isoToDisplay(d.from)} to ${isoToDisplay(d.to)}`,
  );
  return (
    <KeyValuePairs
      columns={4}
      items={[
        {
          label: 'Approval time',
          value: <span data-testid="escalation-hours">{`${settings.approvalHours} working hours`}</span>,
        },
        {
          label: 'Backup approver',
          value: <span data-testid="escalation-backup">{settings.backupApproverEmail ?? 'None'}</span>,
        },
        {
          label: 'Delegates on leave',
          value: <span data-testid="escalation-delegates">{delegations.length ? delegations.join('; ') : 'None'}</span>,
        },
        { label: 'Last changed', value: by(settings.modifiedBy, settings.modifiedAt) },
      ]}
    />
  );
}

function EditorModal(props: {
  header: string;
  testId: string;
  busy: boolean;
  onSave: () => void;
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <Modal
      visible
      onDismiss={props.onClose}
      header={props.header}
      data-testid={props.testId}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={props.onClose}>
              Cancel
            </Button>
            <Button variant="primary" loading={props.busy} onClick={props.onSave} data-testid={`${props.testId}-save`}>
              Save
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">{props.children}</SpaceBetween>
    </Modal>
  );
}

/** Save: the errors shown, and the form sent only when it is valid. */
function saveIfValid<T>(
  parsed: { success: true; data: T } | { success: false },
  mutate: (data: T, options: { onSuccess: (answer: EscalationOutput) => void }) => void,
  saved: (answer: EscalationOutput) => void,
  setShowErrors: (show: boolean) => void,
) {
  return () => {
    setShowErrors(true);
    if (parsed.success) mutate(parsed.data, { onSuccess: saved });
  };
}

/** After a save: the answer is the new settings. */
function useSaved(onClose: () => void) {
  const queryClient = useQueryClient();
  return (answer: EscalationOutput) => {
    queryClient.setQueryData(callableKey('settings-getEscalation', {}), answer);
    notify.success(MESSAGES.saved);
    onClose();
  };
}

function SettingsEditor({ settings, onClose }: { settings: EscalationOutput; onClose: () => void }) {
  const save = useCallableMutation('settings-updateEscalation', { errorToast: MESSAGES.saveFailed });
  const saved = useSaved(onClose);
  const [hours, setHours] = useState(String(settings.approvalHours));
  const [backup, setBackup] = useState(settings.backupApproverEmail ?? '');
  const [showErrors, setShowErrors] = useState(false);
  const parsed = EscalationInputSchema.safeParse({
    approvalHours: hours.trim() === '' ? null : Number(hours),
    backupApproverEmail: backup || null,
    ...(settings.modifiedAt === undefined ? {} : { modifiedAt: settings.modifiedAt }),
  });
  const errorOf = issueOf(parsed);
  return (
    <EditorModal
      header="Deadlines and escalation"
      testId="escalation-modal"
      busy={save.isPending}
      onClose={onClose}
      onSave={saveIfValid(parsed, save.mutate, saved, setShowErrors)}
    >
      <FormField
        label="Approval time (working hours)"
        constraintText={`From ${APPROVAL_HOURS_MIN} to ${APPROVAL_HOURS_MAX}; 4 when not set.`}
        errorText={showErrors ? errorOf('approvalHours') : undefined}
      >
        <Input
          value={hours}
          inputMode="numeric"
          onChange={({ detail }) => setHours(detail.value)}
          data-testid="escalation-hours-input"
        />
      </FormField>
      <FormField
        label="Backup approver"
        description="Told when a request is still pending after twice the approval time."
      >
        <ManagerSelect value={backup} onChange={setBackup} testId="escalation-backup-select" />
      </FormField>
    </EditorModal>
  );
}

function LeaveEditor({ settings, onClose }: { settings: EscalationOutput; onClose: () => void }) {
  const save = useCallableMutation('settings-setOwnDelegate', { errorToast: MESSAGES.saveFailed });
  const saved = useSaved(onClose);
  const own = settings.ownDelegate;
  const [delegate, setDelegate] = useState(own?.delegateEmail ?? '');
  const [from, setFrom] = useState(own?.from ?? '');
  const [to, setTo] = useState(own?.to ?? '');
  const [showErrors, setShowErrors] = useState(false);
  const parsed = OwnDelegateInputSchema.safeParse(
    delegate
      ? { delegateEmail: delegate, from: from || null, to: to || null }
      : { delegateEmail: null, from: null, to: null },
  );
  const errorOf = (field: string) => (showErrors ? issueOf(parsed)(field) : undefined);
  return (
    <EditorModal
      header="My leave"
      testId="leave-modal"
      busy={save.isPending}
      onClose={onClose}
      onSave={saveIfValid(parsed, save.mutate, saved, setShowErrors)}
    >
      <FormField
        label="Delegate while I am away"
        description="Also told of requests past their due time during your leave. None: no delegate."
        errorText={errorOf('delegateEmail')}
      >
        <ManagerSelect value={delegate} onChange={setDelegate} testId="leave-delegate-select" />
      </FormField>
      <DateField
        label="First day"
        value={from}
        onChange={setFrom}
        errorText={errorOf('from')}
        testId="leave-from"
        disabled={!delegate}
      />
      <DateField
        label="Last day"
        value={to}
        onChange={setTo}
        errorText={errorOf('to')}
        testId="leave-to"
        disabled={!delegate}
      />
    </EditorModal>
  );
}
