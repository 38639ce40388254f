import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatRm } from '../../../../shared/domain/money/money';
import { isEditable, isTerminal, type PayRunWithEmployees } from '../../../../shared/domain/benefits/pay-run';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { ConfirmModal } from '../../components/confirm-modal';
import { notify } from '../../components/notifications';
import { PageSpinner } from '../../components/page-spinner';
import { ResourceTable } from '../../components/resource-table';
import { useNavigateTo } from '../../components/use-navigate-to';
import { MESSAGES, payRunLinks } from './messages';
import { PayRunSummary, employeeColumns } from './pay-run-summary';
import { useOwnPreparation } from '../../components/maker-checker';
import { PENDING_STATUS } from '../../components/approval/approval-rule';

function NotFound({ back }: { back: string }) {
  const navigate = useNavigateTo();
  return (
    <ContentLayout header={<Header variant="h1">Pay Run Details</Header>}>
      <Alert type="error" action={<Button onClick={() => navigate(back)}>Back</Button>} data-testid="pay-run-not-found">
        {MESSAGES.notFound}
      </Alert>
    </ContentLayout>
  );
}

/** The page body both details screens share: the summary, then the employees. */
function DetailsLayout({
  run,
  actions,
  extra,
}: {
  run: PayRunWithEmployees;
  actions: React.ReactNode;
  extra?: React.ReactNode;
}) {
  return (
    <ContentLayout
      header={
        <Header variant="h1" actions={actions}>
          {run.benefitName}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">Summary</Header>}>
          <PayRunSummary run={run} />
        </Container>
        {extra}
        <ResourceTable
          tableId="pay-run-employees"
          title="Eligible Employees"
          resourceName="employees"
          items={run.employees}
          trackBy="employeeNumber"
          columnDefinitions={employeeColumns}
          emptyText={MESSAGES.employeesNotFound}
        />
      </SpaceBetween>
    </ContentLayout>
  );
}

/**
 * /benefits-pay-runs/:payRunId/details: the run, its employees with their wallet split, and what
 * may be done next: Edit and Delete (draft / pending_approval), Submit for approval (draft),
 * Approve (managers, pending_approval), the report once completed.
 */
export function PayRunDetailsPage() {
  const payRunId = useParams().payRunId ?? '';
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const session = useSession().data;
  const isManager = session?.role === 'Manager';
  const run = useCallableQuery('payRuns-getPayRun', { payRunId }, { errorToast: MESSAGES.notFound, retry: false });
  const submit = useCallableMutation('payRuns-submitPayRun', { errorToast: 'Failed to submit the pay run!' });
  const approve = useCallableMutation('payRuns-approvePayRuns', { errorToast: 'Pay run approval failed!' });
  const remove = useCallableMutation('payRuns-deletePayRun', { errorToast: 'Failed to delete the pay run!' });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const ownPreparation = useOwnPreparation();

  if (run.isPending) return <PageSpinner />;
  if (!run.data) return <NotFound back={payRunLinks.list} />;
  const r = run.data;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['payRuns-getPayRun'] });
    void queryClient.invalidateQueries({ queryKey: ['payRuns-getPayRuns'] });
  };
  const busy = submit.isPending || approve.isPending || remove.isPending;

  const actions = (
    <SpaceBetween direction="horizontal" size="xs">
      {isEditable(r.status) && (
        <Button onClick={() => setConfirmDelete(true)} disabled={busy} data-testid="pay-run-delete">
          Delete
        </Button>
      )}
      {isEditable(r.status) && (
        <Button onClick={() => navigate(payRunLinks.edit(r.payType, r.id))} data-testid="pay-run-edit">
          Edit
        </Button>
      )}
      {r.status === 'completed' && (
        <Button onClick={() => navigate(payRunLinks.report(r.orgId, r.id))} data-testid="pay-run-report">
          Report
        </Button>
      )}
      {r.status === 'draft' && (
        <Button
          variant="primary"
          loading={submit.isPending}
          disabled={busy}
          data-testid="pay-run-submit"
          onClick={() =>
            submit.mutate(
              { payRunId: r.id },
              { onSuccess: () => notify.success(MESSAGES.submitted), onSettled: refresh },
            )
          }
        >
          Submit for approval
        </Button>
      )}
      {isManager && (r.status === PENDING_STATUS.payRun || r.status === 'approved') && (
        <Button
          variant="primary"
          loading={approve.isPending}
          disabled={busy || (r.status === PENDING_STATUS.payRun && !!ownPreparation(r))}
          disabledReason={r.status === PENDING_STATUS.payRun ? ownPreparation(r) : undefined}
          data-testid="pay-run-approve"
          onClick={() => {
            if (r.status === 'approved') {
              notify.info(MESSAGES.alreadyApproved);
              return;
            }
            approve.mutate(
              { payRunIds: [r.id] },
              { onSuccess: () => notify.success(MESSAGES.approved), onSettled: refresh },
            );
          }}
        >
          Approve
        </Button>
      )}
    </SpaceBetween>
  );

  return (
    <>
      <DetailsLayout run={r} actions={actions} />
      <ConfirmModal
        visible={confirmDelete}
        header="Delete pay run"
        confirmLabel="Delete"
        testId="pay-run-delete-confirm"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(
            { payRunId: r.id },
            {
              onSuccess: () => {
                notify.success(MESSAGES.deleted);
                void queryClient.invalidateQueries({ queryKey: ['payRuns-getPayRuns'] });
                navigate(payRunLinks.list);
              },
              onSettled: () => setConfirmDelete(false),
            },
          )
        }
      >
        Delete the pay run {r.benefitName} of {r.period}? It will no longer be listed.
      </ConfirmModal>
    </>
  );
}

/** The payout files of a run (one per e-wallet provider), each downloaded through a short-lived link. */
function PayoutFiles({ run }: { run: PayRunWithEmployees }) {
  const link = useCallableMutation('adminPayRuns-getPayoutFileUrl', { errorToast: 'Failed to get the payout file!' });
  const [links, setLinks] = useState<Record<string, string>>({});
  const files = run.payoutFiles ?? [];
  return (
    <Container
      header={
        <Header variant="h2" description="One file per e-wallet provider, made when the run moved to Pending Payment">
          Payout Files
        </Header>
      }
      data-testid="pay-run-payout-files"
    >
      {files.length === 0 ? (
        <Box color="text-body-secondary">No payout files yet: they are made when the run moves to Pending Payment.</Box>
      ) : (
        <SpaceBetween size="s">
          {files.map((f) => (
            <SpaceBetween key={f.walletId} direction="horizontal" size="s" alignItems="center">
              <Box data-testid={`payout-file-${f.walletId}`}>
                <b>{f.walletName}</b>: {f.payments} payments, {formatRm(f.totalAmount)}
              </Box>
              {links[f.walletId] ? (
                <Link href={links[f.walletId]} external data-testid={`payout-file-link-${f.walletId}`}>
                  {f.fileName}
                </Link>
              ) : (
                <Button
                  loading={link.isPending && link.variables.walletId === f.walletId}
                  data-testid={`payout-file-download-${f.walletId}`}
                  onClick={() =>
                    link.mutate(
                      { orgId: run.orgId, payRunId: run.id, walletId: f.walletId },
                      { onSuccess: (out) => setLinks((l) => ({ ...l, [f.walletId]: out.url })) },
                    )
                  }
                >
                  Get download link
                </Button>
              )}
            </SpaceBetween>
          ))}
        </SpaceBetween>
      )}
    </Container>
  );
}

/**
 * /pay-runs/:orgId/:payRunId/details (administrators): the run and its employees, its payout
 * files, 'Edit Pay Run Status' until completed or cancelled, and the report once completed.
 */
export function AdminPayRunDetailsPage() {
  const { orgId = '', payRunId = '' } = useParams();
  const navigate = useNavigateTo();
  const run = useCallableQuery(
    'adminPayRuns-getOne',
    { orgId, payRunId },
    { errorToast: MESSAGES.notFound, retry: false },
  );
  if (run.isPending) return <PageSpinner />;
  if (!run.data) return <NotFound back={payRunLinks.adminList} />;
  const r = run.data;
  const actions = (
    <SpaceBetween direction="horizontal" size="xs">
      {r.status === 'completed' && (
        <Button onClick={() => navigate(payRunLinks.adminReport(r.orgId, r.id))} data-testid="pay-run-report">
          Report
        </Button>
      )}
      {!isTerminal(r.status) && (
        <Button
          variant="primary"
          onClick={() => navigate(payRunLinks.adminEdit(r.orgId, r.id))}
          data-testid="pay-run-edit-status"
        >
          Edit Pay Run Status
        </Button>
      )}
    </SpaceBetween>
  );
  return <DetailsLayout run={r} actions={actions} extra={<PayoutFiles run={r} />} />;
}
