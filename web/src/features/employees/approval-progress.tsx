import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useEffect } from 'react';
import {
  approvalDone,
  type ApprovalJob,
  type ApprovalJobEmployee,
} from '../../../../shared/domain/employees/employee-approval';
import { useCallableQuery } from '../../api/hooks';

export const APPROVAL_PROGRESS_TITLE = 'Approval progress';
export const JOB_FAILED = 'Failed to retrieve the approval progress!';

/** How often the page asks how far a running approval is. */
const POLL_MS = 1000;

const STEP_LABEL: Record<ApprovalJobEmployee['status'], string> = {
  waiting: 'Waiting',
  'creating-login': 'Approving',
  approved: 'Approved',
  failed: 'Failed',
};

function StepStatus({ step }: { step: ApprovalJobEmployee }) {
  if (step.status === 'approved') return <StatusIndicator type="success">{STEP_LABEL.approved}</StatusIndicator>;
  if (step.status === 'failed') return <StatusIndicator type="error">{STEP_LABEL.failed}</StatusIndicator>;
  return <StatusIndicator type="in-progress">{STEP_LABEL[step.status]}</StatusIndicator>;
}

/**
 * A bulk approval done off the request path (docs/rules.md#bulk-approval-off-the-request-path):
 * a progress bar while the worker approves, then each employee's result (failures with their
 * reason). `onDone` fires once, with the finished job.
 */
export function ApprovalProgress({ jobId, onDone }: { jobId: string; onDone: (job: ApprovalJob) => void }) {
  const job = useCallableQuery(
    'employees-getApprovalJob',
    { jobId },
    {
      errorToast: JOB_FAILED,
      refetchInterval: (query) => (query.state.data?.status === 'done' ? false : POLL_MS),
    },
  );
  const data = job.data;
  const finished = data?.status === 'done';
  useEffect(() => {
    if (data && finished) onDone(data);
    // Once per finished job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished, data?.jobId]);

  const done = data ? approvalDone(data) : 0;
  const total = data?.total ?? 0;
  return (
    <Container header={<Header variant="h2">{APPROVAL_PROGRESS_TITLE}</Header>} data-testid="approval-progress">
      <SpaceBetween size="m">
        <ProgressBar
          value={total ? Math.round((done / total) * 100) : 0}
          label="Employees approved"
          description={data ? `${done} of ${total} done: ${data.approved} approved, ${data.failed} failed` : undefined}
          status={finished ? (data.failed ? 'error' : 'success') : 'in-progress'}
          resultText={
            finished ? `${data.approved} approved, ${data.invited} invited, ${data.failed} failed` : undefined
          }
          data-testid="approval-progress-bar"
        />
        {finished && (
          <Table<ApprovalJobEmployee>
            variant="embedded"
            items={data.employees}
            trackBy="employeeICNumber"
            data-testid="approval-results"
            columnDefinitions={[
              { id: 'ic', header: 'IC Number', cell: (e) => e.employeeICNumber },
              { id: 'name', header: 'Name', cell: (e) => e.name },
              { id: 'status', header: 'Result', cell: (e) => <StepStatus step={e} /> },
              {
                id: 'reason',
                header: 'Details',
                cell: (e) => e.reason ?? (e.invited ? 'Invitation sent' : ''),
              },
            ]}
            empty={<Box textAlign="center">No employees</Box>}
          />
        )}
      </SpaceBetween>
    </Container>
  );
}
