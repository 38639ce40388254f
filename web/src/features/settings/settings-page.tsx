import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import {
  MIGRATION_FAILED_MESSAGE,
  addMigrationReports,
  emptyMigrationReport,
  migrationChanges,
  migrationProgress,
  type MigrationConflict,
  type MigrationReport,
} from '../../../../shared/domain/employees/employee-migration';
import { api } from '../../api/client';
import { ConfirmModal } from '../../components/confirm-modal';
import { notify } from '../../components/notifications';

const COUNTERS: { key: keyof Omit<MigrationReport, 'conflicts' | 'nextCursor'>; label: string }[] = [
  { key: 'organisationsScanned', label: 'Organisations scanned' },
  { key: 'employeesChecked', label: 'Employees checked' },
  { key: 'moved', label: 'Moved to their IC number' },
  { key: 'rewritten', label: 'Records rewritten' },
  { key: 'claimsCreated', label: 'Claims created' },
  { key: 'claimsUpdated', label: 'Claims completed' },
  { key: 'usersUpdated', label: 'Logins updated' },
  { key: 'pendingQueued', label: 'Pending withdrawals queued' },
];

const KIND_LABEL: Record<MigrationConflict['kind'], string> = {
  collision: 'IC number taken',
  emailClaim: 'E-mail held by another',
  mobileClaim: 'Mobile held by another',
  unreadable: 'Unreadable record',
};

/** The report of a run (so far): counters, then the conflicts a person must look at. */
function MigrationReportView({ report, running }: { report: MigrationReport; running: boolean }) {
  const changes = migrationChanges(report);
  return (
    <SpaceBetween size="m">
      {!running && (
        <Alert type={report.conflicts.length ? 'warning' : 'success'} data-testid="migration-summary">
          {changes === 0 ? 'Nothing needed changing.' : `${changes} record(s) changed.`}{' '}
          {report.conflicts.length
            ? `${report.conflicts.length} conflict(s) need a person to look at them.`
            : 'No conflicts.'}
        </Alert>
      )}
      <ColumnLayout columns={4} variant="text-grid">
        {COUNTERS.map((c) => (
          <div key={c.key}>
            <Box variant="awsui-key-label">{c.label}</Box>
            <Box fontSize="heading-m" data-testid={`migration-${c.key}`}>
              {c.key === 'organisationsScanned'
                ? `${report.organisationsScanned} / ${report.organisationsTotal}`
                : report[c.key]}
            </Box>
          </div>
        ))}
        <div>
          <Box variant="awsui-key-label">Conflicts</Box>
          <Box fontSize="heading-m" data-testid="migration-conflicts-count">
            {report.conflicts.length}
          </Box>
        </div>
      </ColumnLayout>
      {report.conflicts.length > 0 && (
        <Table
          variant="embedded"
          header={<Header variant="h3">Conflicts (left unchanged)</Header>}
          items={report.conflicts}
          trackBy={(c) => `${c.orgId}/${c.employeeICNumber}/${c.kind}`}
          columnDefinitions={[
            { id: 'orgId', header: 'Organisation', cell: (c) => c.orgId },
            { id: 'ic', header: 'IC Number', cell: (c) => c.employeeICNumber },
            { id: 'kind', header: 'Conflict', cell: (c) => KIND_LABEL[c.kind] },
            { id: 'message', header: 'Details', cell: (c) => c.message },
          ]}
          data-testid="migration-conflicts"
        />
      )}
    </SpaceBetween>
  );
}

/**
 * /internal/settings: platform maintenance. 'Migrate Employees' runs the employee-records
 * migration to the end, one bounded call after another (each carries on from the last one's
 * cursor), with a progress bar by organisation and the summed report.
 */
export function SettingsPage() {
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const [report, setReport] = useState<MigrationReport>();

  const migrate = async () => {
    setConfirming(false);
    setRunning(true);
    let total = emptyMigrationReport();
    total.nextCursor = 'start';
    setReport(total);
    try {
      let cursor: string | undefined;
      do {
        const page = await api.call('advancePayAdmin-refactorToUseEmployeeICNumber', cursor ? { cursor } : {});
        total = addMigrationReports(total, page);
        setReport(total);
        cursor = page.nextCursor;
      } while (cursor);
      notify.success('Employees records successfully migrated!');
    } catch (err) {
      notify.apiError(err, MIGRATION_FAILED_MESSAGE);
      setReport({ ...total, nextCursor: undefined });
    } finally {
      setRunning(false);
    }
  };

  return (
    <ContentLayout header={<Header variant="h1">Settings</Header>}>
      <Container
        header={
          <Header
            variant="h2"
            description="Keys every employee record by its IC number without spaces or dashes, repairs the pending-approval list and the e-mail and mobile uniqueness records, and reports anything it cannot fix safely. Safe to run again: a second run changes nothing."
            actions={
              <Button
                variant="primary"
                onClick={() => setConfirming(true)}
                loading={running}
                disabled={running}
                data-testid="migrate-employees"
              >
                Migrate Employees
              </Button>
            }
          >
            Employee records migration
          </Header>
        }
      >
        {report ? (
          <SpaceBetween size="l">
            <ProgressBar
              value={migrationProgress(report)}
              status={running ? 'in-progress' : 'success'}
              label="Organisations"
              additionalInfo={`${report.organisationsScanned} of ${report.organisationsTotal || '…'} organisations`}
              resultText="Migration finished"
              data-testid="migration-progress"
            />
            <MigrationReportView report={report} running={running} />
          </SpaceBetween>
        ) : (
          <Box color="text-body-secondary">Not run since this page was opened.</Box>
        )}
      </Container>
      <ConfirmModal
        visible={confirming}
        header="Migrate employees"
        confirmLabel="Migrate"
        onConfirm={() => void migrate()}
        onCancel={() => setConfirming(false)}
        testId="migrate-confirm"
      >
        Go through the employee records of every organisation and fix their keys and uniqueness records? Records in
        conflict are reported, not changed.
      </ConfirmModal>
    </ContentLayout>
  );
}
