import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import {
  ADMIN_STATUSES,
  adminNextStatuses,
  isTerminal,
  type AdminStatus,
  type PayRunWithEmployees,
} from '../../../../shared/domain/benefits/pay-run';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { statusLabel } from '../../components/entity-status';
import { FormPage } from '../../components/form-page';
import { notify } from '../../components/notifications';
import { PageSpinner } from '../../components/page-spinner';
import { useNavigateTo } from '../../components/use-navigate-to';
import { MESSAGES, payRunLinks } from './messages';
import { PayRunSummary } from './pay-run-summary';

const REQUIRED = '*Required';

/** "Did every transfer succeed?": Yes completes, No opens the failed-payment dialog. */
function AllSucceededDialog({
  visible,
  onYes,
  onNo,
  onCancel,
}: {
  visible: boolean;
  onYes: () => void;
  onNo: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header="Complete pay run"
      data-testid="pay-run-all-succeeded"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onNo} data-testid="pay-run-all-succeeded-no">
              No
            </Button>
            <Button variant="primary" onClick={onYes} data-testid="pay-run-all-succeeded-yes">
              Yes
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      Was the transfer successful for all employees?
    </Modal>
  );
}

/** Pick the employees whose payment failed and say why; both required. */
function FailedPaymentDialog({
  visible,
  run,
  busy,
  onSave,
  onCancel,
}: {
  visible: boolean;
  run: PayRunWithEmployees;
  busy: boolean;
  onSave: (employees: string[], reason: string) => void;
  onCancel: () => void;
}) {
  const [employees, setEmployees] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const options = run.employees
    .filter((e) => e.eligible)
    .map((e) => ({ value: e.employeeNumber, label: e.employeeName, description: e.employeeNumber }));
  const save = () => {
    setSubmitted(true);
    if (!employees.length || !reason.trim()) return;
    onSave(employees, reason.trim());
  };
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header="Failed payments"
      data-testid="pay-run-failed-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="primary" loading={busy} onClick={save} data-testid="pay-run-failed-save">
              Save
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField label="Employees" errorText={submitted && !employees.length ? REQUIRED : undefined}>
          <Multiselect
            data-testid="pay-run-failed-employees"
            placeholder="Employees whose payment failed"
            options={options}
            selectedOptions={options.filter((o) => employees.includes(o.value))}
            onChange={(e) => setEmployees(e.detail.selectedOptions.map((o) => o.value ?? ''))}
            filteringType="auto"
          />
        </FormField>
        <FormField label="Reason" errorText={submitted && !reason.trim() ? REQUIRED : undefined}>
          <Textarea
            data-testid="pay-run-failed-reason"
            value={reason}
            onChange={(e) => setReason(e.detail.value)}
            placeholder="Why did these payments fail?"
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}

/**
 * /pay-runs/:orgId/:payRunId/edit, 'Edit Pay Run Status': the statuses Approved, Pending Payment,
 * Processing, Completed and Cancelled, of which only the next one and Cancelled can be chosen
 * (the current one shown, disabled). Completed first asks whether every transfer succeeded.
 */
export function AdminEditPayRunStatusPage() {
  const { orgId = '', payRunId = '' } = useParams();
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const run = useCallableQuery(
    'adminPayRuns-getOne',
    { orgId, payRunId },
    { errorToast: MESSAGES.notFound, retry: false },
  );
  const update = useCallableMutation('adminPayRuns-update', { errorToast: 'Pay run status update failed!' });
  const [status, setStatus] = useState<AdminStatus | ''>('');
  const [submitted, setSubmitted] = useState(false);
  const [asking, setAsking] = useState(false);
  const [failedDialog, setFailedDialog] = useState(false);

  if (run.isPending) return <PageSpinner />;
  const back = run.data ? payRunLinks.adminDetails(run.data.orgId, run.data.id) : payRunLinks.adminList;
  if (!run.data)
    return (
      <Alert type="error" action={<Button onClick={() => navigate(back)}>Back</Button>}>
        {MESSAGES.notFound}
      </Alert>
    );
  const r = run.data;
  const allowed = adminNextStatuses(r.status);
  const options = ADMIN_STATUSES.map((s) => ({
    value: s,
    label: statusLabel('payRun', s),
    disabled: !allowed.includes(s),
  }));

  const send = (failed?: { employees: string[]; reason: string }) => {
    if (!status) return;
    update.mutate(
      { status, orgId: r.orgId, id: r.id, ...(failed ?? {}) },
      {
        onSuccess: () => {
          notify.success(MESSAGES.statusUpdated);
          void queryClient.invalidateQueries({ queryKey: ['adminPayRuns-getAll'] });
          void queryClient.invalidateQueries({ queryKey: ['adminPayRuns-getOne'] });
          navigate(back);
        },
        onSettled: () => {
          setAsking(false);
          setFailedDialog(false);
        },
      },
    );
  };

  const save = () => {
    setSubmitted(true);
    if (!status) return;
    if (status === 'completed') setAsking(true);
    else send();
  };

  const current = { value: r.status, label: statusLabel('payRun', r.status), disabled: true };
  return (
    <FormPage
      title="Edit Pay Run Status"
      description={`${r.orgName ?? r.orgId} · ${r.benefitName} · ${r.period}`}
      onSubmit={save}
      onCancel={() => navigate(back)}
      submitTestId="pay-run-status-save"
      busy={update.isPending}
      actions={
        isTerminal(r.status) ? (
          <Button formAction="none" variant="link" onClick={() => navigate(back)}>
            Back
          </Button>
        ) : undefined
      }
    >
      <Container header={<Header variant="h2">Pay run</Header>}>
        <PayRunSummary run={r} />
      </Container>
      <Container header={<Header variant="h2">Status</Header>}>
        {isTerminal(r.status) ? (
          <Alert type="info" data-testid="pay-run-status-locked">
            This pay run is {statusLabel('payRun', r.status)} and can no longer be changed.
          </Alert>
        ) : (
          <FormField label="Status" errorText={submitted && !status ? REQUIRED : undefined}>
            <Select
              data-testid="pay-run-status-select"
              placeholder={`Now ${statusLabel('payRun', r.status)}: choose the next status`}
              selectedOption={options.find((o) => o.value === status) ?? (status ? null : current)}
              options={options}
              onChange={(e) => setStatus(e.detail.selectedOption.value as AdminStatus)}
            />
          </FormField>
        )}
      </Container>
      <AllSucceededDialog
        visible={asking}
        onCancel={() => setAsking(false)}
        onYes={() => send()}
        onNo={() => {
          setAsking(false);
          setFailedDialog(true);
        }}
      />
      {failedDialog && (
        <FailedPaymentDialog
          visible
          run={r}
          busy={update.isPending}
          onCancel={() => setFailedDialog(false)}
          onSave={(employees, reason) => send({ employees, reason })}
        />
      )}
    </FormPage>
  );
}
