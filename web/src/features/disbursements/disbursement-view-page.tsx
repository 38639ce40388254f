import { useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import {
  DISBURSEMENT_MESSAGES,
  DisbursementStatusSchema,
  type DisbursementDetail,
} from '../../../../shared/domain/finance/disbursement';
import type { RecordHistoryEntry } from '../../../../shared/domain/organisations/record-history';
import { formatRm } from '../../../../shared/domain/money/money';
import { useCallableQuery } from '../../api/hooks';
import { isoToDisplay } from '../../components/date-text';
import { EntityStatus, statusLabel } from '../../components/entity-status';
import { formatDateTime } from '../../components/format';
import { usePageLabel } from '../../components/page-label';
import { RecordHistory } from '../../components/record-history';
import { useNavigateTo } from '../../components/use-navigate-to';
import { AdminActions, ManagementActions } from './disbursement-actions';
import {
  ADMIN_DISBURSEMENTS_PATH,
  DISBURSEMENTS_PATH,
  adminSettlementPath,
  settlementPath,
} from './disbursement-paths';
import { payeesTypeLabel, repaymentPeriodLabel } from './disbursement-text';
import { FeesSummary } from './fees-summary';
import { PayeesTable } from './payees-table';
import { PENDING_STATUS } from '../../components/approval/approval-rule';

/** A history entry with its statuses in the words the pages use ('Pending Approval', not 'pending-approval'). */
function inWords(entry: RecordHistoryEntry): RecordHistoryEntry {
  const words = (status: string | undefined) => {
    const known = DisbursementStatusSchema.safeParse(status);
    return known.success ? statusLabel('disbursement', known.data) : status;
  };
  return { ...entry, from: words(entry.from), to: words(entry.to) };
}

/** The disbursement's fields, payees, fees and history. */
function DisbursementDetails({ d, admin }: { d: DisbursementDetail; admin: boolean }) {
  const value = (text: string | undefined) => text ?? '-';
  return (
    <SpaceBetween size="l">
      {d.failureReason && d.status === 'processing' && (
        <Alert type="error" header="A payout failed" data-testid="disbursement-failure">
          {d.failureReason} Fix the cause, then process it again: payees already paid are not paid twice.
        </Alert>
      )}
      <Container header={<Header variant="h2">Details</Header>} data-testid="disbursement-view">
        <KeyValuePairs
          columns={3}
          items={[
            ...(admin ? [{ label: 'Organization', value: d.orgName }] : []),
            { label: 'Name', value: d.name },
            { label: 'Disbursement Date', value: isoToDisplay(d.date) },
            { label: 'Repayment Period', value: repaymentPeriodLabel(d.repaymentPeriod) },
            { label: 'Type', value: payeesTypeLabel(d.payeesType) },
            {
              label: 'Status',
              value: <EntityStatus entity="disbursement" status={d.status} testId="disbursement-view-status" />,
            },
            { label: 'Total', value: <span data-testid="disbursement-view-total">{formatRm(d.total)}</span> },
            { label: 'Notes', value: value(d.notes) },
            ...(d.dateCompleted
              ? [
                  {
                    label: 'Date Completed',
                    value: <span data-testid="disbursement-view-dateCompleted">{isoToDisplay(d.dateCompleted)}</span>,
                  },
                ]
              : []),
            ...(d.reasonForCancellation ? [{ label: 'Reason for Cancellation', value: d.reasonForCancellation }] : []),
            { label: 'Created At', value: formatDateTime(d.createdAt) },
            { label: 'Modified At', value: formatDateTime(d.modifiedAt) },
          ]}
        />
      </Container>
      <PayeesTable payees={d.selectedPayees} payeesType={d.payeesType} payouts={d.payouts} />
      <FeesSummary
        fees={d}
        platformFeePercentage={d.platformFeePercentage}
        monthlyFeePercentage={d.monthlyFeePercentage}
        repaymentPeriod={d.repaymentPeriod}
        description={
          d.status === 'draft' || d.status === PENDING_STATUS.disbursement
            ? 'The total is taken from the available credit when it is approved.'
            : undefined
        }
      />
      <RecordHistory entries={d.history.map(inWords)} testId="disbursement-history" />
    </SpaceBetween>
  );
}

/** The disbursement of the route (a toast and 'Disbursement Data not Found!' when it cannot be read). */
function useRouteDisbursement(orgId?: string) {
  const { disbursementId = '' } = useParams();
  return useCallableQuery(
    'disbursements-getDisbursement',
    { disbursementId, ...(orgId ? { orgId } : {}) },
    { enabled: disbursementId !== '', errorToast: DISBURSEMENT_MESSAGES.notFound },
  );
}

function DisbursementPage({ admin }: { admin: boolean }) {
  const { orgId = '' } = useParams();
  const navigate = useNavigateTo();
  const query = useRouteDisbursement(admin ? orgId : undefined);
  usePageLabel(query.data?.name);
  if (query.isPending) return <Spinner size="large" />;
  const d = query.data;
  if (!d) return <Box color="text-status-inactive">{DISBURSEMENT_MESSAGES.dataNotFound}</Box>;
  const settlement = d.repaymentId
    ? admin
      ? adminSettlementPath(d.orgId, d.id, d.repaymentId)
      : settlementPath(d.repaymentId, d.id)
    : undefined;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                onClick={() => navigate(admin ? ADMIN_DISBURSEMENTS_PATH : DISBURSEMENTS_PATH)}
                data-testid="disbursement-back"
              >
                Back
              </Button>
              {settlement && (
                <Button onClick={() => navigate(settlement)} data-testid="disbursement-view-settlement">
                  View Settlement
                </Button>
              )}
              {admin ? <AdminActions d={d} /> : <ManagementActions d={d} />}
            </SpaceBetween>
          }
        >
          {d.name}
        </Header>
      }
    >
      <DisbursementDetails d={d} admin={admin} />
    </ContentLayout>
  );
}

/** /disbursements/:disbursementId/view: management's view with Edit, Delete and Approve as the status allows. */
export function DisbursementViewPage() {
  return <DisbursementPage admin={false} />;
}

/** /internal/:orgId/disbursements/:disbursementId/view: an administrator's view with the processing actions. */
export function AdminDisbursementViewPage() {
  return <DisbursementPage admin />;
}
